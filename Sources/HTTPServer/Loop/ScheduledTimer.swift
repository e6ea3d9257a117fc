import Synchronization

/// A task scheduled on an event loop at a deadline; ``cancel()`` from any thread stops it from running
/// if it has not started.
public final class ScheduledTimer: Sendable {
    public let deadline: Deadline
    let task: @Sendable () -> Void
    private let cancelled = Atomic<Bool>(false)

    init(deadline: Deadline, task: @escaping @Sendable () -> Void) {
        self.deadline = deadline
        self.task = task
    }

    /// Prevents the task from running. Cancelling a timer that already ran does nothing.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}

/// A binary min-heap of timers ordered by deadline, then by scheduling order.
struct TimerHeap {
    private struct Entry {
        var deadline: UInt64
        var sequence: UInt64
        var timer: ScheduledTimer

        func before(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    private var entries: [Entry] = []
    private var sequence: UInt64 = 0

    var count: Int { entries.count }
    var nextDeadline: Deadline? { entries.first.map { Deadline(nanoseconds: $0.deadline) } }

    mutating func push(_ timer: ScheduledTimer) {
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
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < entries.count && entries[left].before(entries[smallest]) { smallest = left }
                if right < entries.count && entries[right].before(entries[smallest]) { smallest = right }
                if smallest == parent { break }
                entries.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first.timer
    }
}
