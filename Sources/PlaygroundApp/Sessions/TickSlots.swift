/// Which members wake in which time slot: the pure bookkeeping behind ``SessionTicker``.
///
/// Time is cut into slots of `granularity` nanoseconds; a wake-up at `t` belongs to the slot that ends
/// at or after `t` (slot `k` ends at `k × granularity`). Members due in the same slot wake together, so
/// a loop with hundreds of animating sessions runs them in a few batches per frame instead of one
/// timer each. Entries are never removed early: a member that moves to another slot leaves a stale
/// entry behind, which the member recognises (its own slot no longer matches) and ignores.
struct TickSlots<Member> {
    /// Slot length in nanoseconds.
    let granularity: UInt64
    private var members: [UInt64: [Member]] = [:]
    /// Slots with members, earliest first.
    private var order: [UInt64] = []

    init(granularity: UInt64) {
        precondition(granularity > 0, "a slot must last some time")
        self.granularity = granularity
    }

    /// The slot a wake-up at `nanoseconds` belongs to.
    func slot(for nanoseconds: UInt64) -> UInt64 {
        nanoseconds / granularity + (nanoseconds % granularity == 0 ? 0 : 1)
    }

    /// When `slot` ends, in nanoseconds.
    func end(of slot: UInt64) -> UInt64 { slot &* granularity }

    /// The earliest slot with members.
    var earliest: UInt64? { order.first }

    var isEmpty: Bool { order.isEmpty }

    /// Adds `member` to `slot`.
    mutating func insert(_ member: Member, at slot: UInt64) {
        if members[slot]?.append(member) == nil {
            members[slot] = [member]
            var low = 0
            var high = order.count
            while low < high {
                let middle = (low + high) / 2
                if order[middle] < slot { low = middle + 1 } else { high = middle }
            }
            order.insert(slot, at: low)
        }
    }

    /// Removes and returns every entry of the slots that have ended by `nanoseconds`, earliest slot first.
    mutating func takeDue(at nanoseconds: UInt64) -> [(member: Member, slot: UInt64)] {
        var due: [(member: Member, slot: UInt64)] = []
        var taken = 0
        for slot in order {
            guard end(of: slot) <= nanoseconds else { break }
            taken += 1
            for member in members.removeValue(forKey: slot) ?? [] { due.append((member, slot)) }
        }
        order.removeFirst(taken)
        return due
    }
}
