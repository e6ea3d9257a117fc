import Dispatch
import Synchronization

/// Pages of rows handed from the thread that reads a store to the thread that writes another, at most
/// `capacity` waiting: `migrate` copies a store of any size in bounded memory (``StoreCopy``).
///
/// One producer, one consumer. The consumer cancels when it stops early (its write failed); the
/// producer's next ``put(_:)`` then throws instead of waiting for room that never comes.
final class PageChannel: Sendable {
    enum Message: Sendable {
        /// Rows of table `table` (an index into ``ConfigSchema/tables``), in key order.
        case page(table: Int, rows: [Row])
        /// Every table was read.
        case end
        /// The read failed: the writer rolls back with this error.
        case failed(ConfigStoreError)
    }

    /// Free places. Created at 0 and raised to the capacity: libdispatch traps when a semaphore is freed
    /// below its starting value, which a channel left with pages in it (or cancelled) would be.
    private let room = DispatchSemaphore(value: 0)
    private let waiting = DispatchSemaphore(value: 0)
    private let state = Mutex<(queue: [Message], cancelled: Bool)>(([], false))

    init(capacity: Int) {
        precondition(capacity > 0, "a channel holds at least one page")
        for _ in 0..<capacity { room.signal() }
    }

    /// Waits for room, then queues `message`; throws ``ConfigStoreError/closed`` once cancelled.
    func put(_ message: Message) throws(ConfigStoreError) {
        room.wait()
        let cancelled = state.withLock { state in
            if !state.cancelled { state.queue.append(message) }
            return state.cancelled
        }
        if cancelled {
            room.signal()
            throw .closed
        }
        waiting.signal()
    }

    /// Waits for the next message.
    func take() -> Message {
        waiting.wait()
        let message = state.withLock { $0.queue.removeFirst() }
        room.signal()
        return message
    }

    /// Drops what is queued and makes every later ``put(_:)`` throw.
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            state.queue.removeAll()
        }
        room.signal()
    }
}
