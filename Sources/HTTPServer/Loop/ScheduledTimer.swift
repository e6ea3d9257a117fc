import Synchronization

/// A task scheduled on an event loop at a deadline; ``cancel()`` from any thread stops it from running
/// if it has not started.
///
/// Cancelling also lets go of the task, and with it what the task captured: a cancelled timer waits
/// in the loop's ``TimerHeap`` until its deadline or the heap's next purge, and a session's idle
/// timer (ten minutes) would otherwise keep the session's memory that long after it ended.
public final class ScheduledTimer: Sendable {
    public let deadline: Deadline
    private let task: Mutex<(@Sendable () -> Void)?>
    private let cancelled = Atomic<Bool>(false)

    init(deadline: Deadline, task: @escaping @Sendable () -> Void) {
        self.deadline = deadline
        self.task = Mutex(task)
    }

    /// Prevents the task from running and releases it. Cancelling a timer that already ran does nothing.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
        // The task, and what it captured, is released after the lock.
        _ = task.withLock { $0.take() }
    }

    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// The task, once, unless the timer was cancelled; the timer holds it no longer.
    func take() -> (@Sendable () -> Void)? {
        task.withLock { $0.take() }
    }
}
