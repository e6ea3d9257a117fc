/// Which members wake in which time slot: the pure bookkeeping behind ``SessionTicker``.
///
/// Time is cut into slots of `granularity` nanoseconds; a wake-up at `t` belongs to the slot that ends
/// at or after `t − leeway` (slot `k` ends at `k × granularity`). Members due in the same slot wake
/// together, so a loop with hundreds of animating sessions runs them in a few batches per frame instead
/// of one timer each. Entries are never removed early: a member that moves to another slot leaves a
/// stale entry behind, which the member recognises (its own slot no longer matches) and ignores.
struct TickSlots<Member> {
    typealias Entry = (member: Member, slot: UInt64)

    /// Slot length in nanoseconds.
    let granularity: UInt64
    /// How far past a slot's end, in nanoseconds, a wake-up still belongs to that slot.
    let leeway: UInt64
    /// The members of each slot that has any, in the order they were inserted.
    private var members: [UInt64: [Member]] = [:]
    /// The keys of `members`, earliest first.
    private var order: [UInt64] = []

    init(granularity: UInt64, leeway: UInt64 = 0) {
        precondition(granularity > 0, "a slot must last some time")
        self.granularity = granularity
        self.leeway = leeway
    }

    /// The slot a wake-up at `nanoseconds` belongs to.
    func slot(for nanoseconds: UInt64) -> UInt64 {
        let time = nanoseconds - min(nanoseconds, leeway)
        return time / granularity + (time % granularity == 0 ? 0 : 1)
    }

    /// When `slot` ends, in nanoseconds.
    func end(of slot: UInt64) -> UInt64 { slot &* granularity }

    /// The earliest slot with members.
    var earliest: UInt64? { order.first }

    var isEmpty: Bool { order.isEmpty }

    /// Adds `member` to `slot`.
    mutating func insert(_ member: Member, at slot: UInt64) {
        if members[slot] == nil {
            order.insert(slot, at: order.firstIndex { $0 > slot } ?? order.count)
        }
        members[slot, default: []].append(member)
    }

    /// Removes and returns every entry of the slots that have ended by `nanoseconds`, earliest slot first.
    mutating func takeDue(at nanoseconds: UInt64) -> [Entry] {
        // Slot k has ended once k × granularity ≤ nanoseconds.
        let last = nanoseconds / granularity
        var due: [Entry] = []
        while let slot = order.first, slot <= last {
            order.removeFirst()
            for member in members.removeValue(forKey: slot) ?? [] { due.append((member, slot)) }
        }
        return due
    }
}
