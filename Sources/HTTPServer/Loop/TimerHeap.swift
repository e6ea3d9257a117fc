/// A binary min-heap of timers ordered by deadline, then by scheduling order.
///
/// A cancelled timer stays until its deadline comes or a purge drops it: when a push finds the heap at
/// ``purgeThreshold``, the cancelled entries go and the threshold becomes twice what is left (at least
/// ``minimumPurgeThreshold``), so the heap holds at most about twice its live timers and a purge costs
/// a push O(1) amortised. Without it, a client creating and deleting sessions in a loop left one
/// ten-minute idle timer behind for each.
struct TimerHeap {
    private struct Entry {
        var deadline: UInt64
        var sequence: UInt64
        var timer: ScheduledTimer

        func before(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    static let minimumPurgeThreshold = 1_024

    private var entries: [Entry] = []
    private var sequence: UInt64 = 0
    private var purgeThreshold = Self.minimumPurgeThreshold

    var count: Int { entries.count }
    var nextDeadline: Deadline? { entries.first.map { Deadline(nanoseconds: $0.deadline) } }

    mutating func push(_ timer: ScheduledTimer) {
        if entries.count >= purgeThreshold { purgeCancelled() }
        sequence &+= 1
        entries.append(Entry(deadline: timer.deadline.nanoseconds, sequence: sequence, timer: timer))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].before(entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest timer if it is due at `now`.
    mutating func popDue(now: Deadline) -> ScheduledTimer? {
        guard let first = entries.first, first.deadline <= now.nanoseconds else { return nil }
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            siftDown(0)
        }
        return first.timer
    }

    /// Drops the cancelled timers and rebuilds the heap from what is left.
    private mutating func purgeCancelled() {
        entries.removeAll { $0.timer.isCancelled }
        for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
        purgeThreshold = max(Self.minimumPurgeThreshold, 2 * entries.count)
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count && entries[left].before(entries[smallest]) { smallest = left }
            if right < entries.count && entries[right].before(entries[smallest]) { smallest = right }
            if smallest == parent { return }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
