/// Which members wake in which time slot: the pure bookkeeping behind ``SessionTicker``.
///
/// Time is cut into slots of `granularity` nanoseconds; a wake-up at `t` belongs to the slot that ends
/// at or after `t − leeway` (slot `k` ends at `k × granularity + offset`). Members due in the same slot wake together, so
/// a loop with hundreds of animating sessions runs them in a few batches per frame instead of one
/// timer each. Entries are never removed early: a member that moves to another slot leaves a stale
/// entry behind, which the member recognises (its own slot no longer matches) and ignores.
///
/// The next ``wheelSize`` slots (about a second of 4 ms slots) live in a ring of buckets that keep
/// their storage, so the insert every animating session makes every frame is an array append; a
/// dictionary of slots cost a hash, a lookup and, as each slot's array was dropped when it fired, an
/// allocation or two per slot (about 1 100 instructions an insert). Later slots (an auto-scroll seconds
/// away) wait in a dictionary until the ring reaches them.
struct TickSlots<Member> {
    typealias Entry = (member: Member, slot: UInt64)

    /// How many slots the ring holds.
    static var wheelSize: UInt64 { 256 }

    /// Slot length in nanoseconds.
    let granularity: UInt64
    /// How far past a slot's end, in nanoseconds, a wake-up still belongs to that slot.
    let leeway: UInt64
    /// How long after each multiple of `granularity` a slot ends (less than a slot).
    let offset: UInt64
    /// Every slot before `base` has ended and been taken.
    private var base: UInt64 = 0
    /// Entries for slots before `base` (inserted after their slot ended): due at once.
    private var overdue: [Entry] = []
    /// `wheel[k % wheelSize]` holds slot `k`, for `base ≤ k < base + wheelSize`.
    private var wheel: [[Entry]]
    /// Entries in the ring.
    private var nearCount = 0
    /// Slots from `base + wheelSize` on, with their members.
    private var far: [UInt64: [Member]] = [:]
    /// The keys of `far`, earliest first.
    private var farOrder: [UInt64] = []
    /// Storage handed back by ``recycle(_:)``: the next ``takeDue(at:)`` returns its first due bucket's
    /// array itself and leaves this storage in the bucket, instead of copying the entries (a retain
    /// and a release each) into a new array.
    private var spare: [Entry] = []

    init(granularity: UInt64, leeway: UInt64 = 0, offset: UInt64 = 0) {
        precondition(granularity > 0, "a slot must last some time")
        self.granularity = granularity
        self.leeway = leeway
        self.offset = offset % granularity
        wheel = Array(repeating: [], count: Int(Self.wheelSize))
    }

    /// The slot a wake-up at `nanoseconds` belongs to.
    func slot(for nanoseconds: UInt64) -> UInt64 {
        let time = sinceOrigin(nanoseconds - min(nanoseconds, leeway))
        return time / granularity + (time % granularity == 0 ? 0 : 1)
    }

    /// When `slot` ends, in nanoseconds.
    func end(of slot: UInt64) -> UInt64 { slot &* granularity &+ offset }

    /// `nanoseconds` counted from the end of slot 0 (`offset`), never below 0.
    private func sinceOrigin(_ nanoseconds: UInt64) -> UInt64 { nanoseconds - min(nanoseconds, offset) }

    /// The earliest slot with members.
    var earliest: UInt64? {
        if let first = overdue.min(by: { $0.slot < $1.slot }) { return first.slot }
        if nearCount > 0 {
            for slot in base..<base + Self.wheelSize where !wheel[bucket(slot)].isEmpty { return slot }
        }
        return farOrder.first
    }

    var isEmpty: Bool { overdue.isEmpty && nearCount == 0 && farOrder.isEmpty }

    /// Nothing waits before the far slots (``catchUp(to:)`` would move the ring).
    var isRingEmpty: Bool { overdue.isEmpty && nearCount == 0 }

    /// Moves the ring up to the present when nothing waits in it, so that the next inserts (a frame or
    /// two ahead) land in the ring rather than the far slots. The ring only moves when slots are taken,
    /// so after an idle spell it starts where the last one ended.
    mutating func catchUp(to nanoseconds: UInt64) {
        guard isRingEmpty else { return }
        rebase(to: max(base, sinceOrigin(nanoseconds) / granularity + 1))
    }

    /// Adds `member` to `slot`.
    mutating func insert(_ member: Member, at slot: UInt64) {
        if slot < base {
            overdue.append((member, slot))
        } else if slot < base + Self.wheelSize {
            wheel[bucket(slot)].append((member, slot))
            nearCount += 1
        } else if far[slot]?.append(member) == nil {
            far[slot] = [member]
            farOrder.insert(slot, at: farOrder.partitioningIndex { $0 >= slot })
        }
    }

    /// Removes and returns every entry of the slots that have ended by `nanoseconds`, earliest slot first.
    mutating func takeDue(at nanoseconds: UInt64) -> [Entry] {
        // Slot k has ended once k × granularity + offset ≤ nanoseconds.
        let last = sinceOrigin(nanoseconds) / granularity
        var due: [Entry] = []
        swap(&due, &spare)
        if !overdue.isEmpty {
            // Sorted by slot, keeping the order of insertion within one.
            due = overdue.enumerated().sorted { ($0.element.slot, $0.offset) < ($1.element.slot, $1.offset) }
                .map(\.element)
            overdue.removeAll(keepingCapacity: true)
        }
        guard last >= base else { return due }
        if nearCount > 0 {
            for slot in base...min(last, base + Self.wheelSize - 1) {
                let index = bucket(slot)
                guard !wheel[index].isEmpty else { continue }
                nearCount -= wheel[index].count
                if due.isEmpty {
                    swap(&due, &wheel[index])
                } else {
                    due.append(contentsOf: wheel[index])
                    wheel[index].removeAll(keepingCapacity: true)
                }
            }
        }
        var taken = 0
        for slot in farOrder {
            guard slot <= last else { break }
            taken += 1
            for member in far.removeValue(forKey: slot) ?? [] { due.append((member, slot)) }
        }
        farOrder.removeFirst(taken)
        rebase(to: last + 1)
        return due
    }

    /// Hands back an array ``takeDue(at:)`` returned, once its entries are handled, for its storage.
    mutating func recycle(_ taken: consuming [Entry]) {
        taken.removeAll(keepingCapacity: true)
        if taken.capacity > spare.capacity { spare = taken }
    }

    private func bucket(_ slot: UInt64) -> Int { Int(slot % Self.wheelSize) }

    /// Moves the ring's start to `start` (every ring slot before it must be empty) and brings the far
    /// slots it now reaches into the ring.
    private mutating func rebase(to start: UInt64) {
        base = start
        var moved = 0
        for slot in farOrder {
            guard slot < base + Self.wheelSize else { break }
            moved += 1
            for member in far.removeValue(forKey: slot) ?? [] {
                wheel[bucket(slot)].append((member, slot))
                nearCount += 1
            }
        }
        farOrder.removeFirst(moved)
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for a predicate that is false and then true
    /// along the array (binary search).
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
