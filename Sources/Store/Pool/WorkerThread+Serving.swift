import Dispatch
import Synchronization

extension WorkerThread {
    /// Starts a thread that opens its own connection with `open`, then runs `queue`'s jobs on it until
    /// the queue is closed and drained, then `close`s it. Both pools (SQLite's and PostgreSQL's) start
    /// every thread this way, so a connection never leaves the thread that opened it.
    ///
    /// Returns once the connection is open; when `open` fails, the thread has ended and its error is
    /// thrown. `cannotStart` makes the error for a thread that `pthread_create` refused.
    static func serving<Connection, E: Error>(
        name: String, queue: JobQueue<Connection>, cannotStart: (DatabaseError) -> E,
        open: @escaping @Sendable () throws(E) -> Connection, close: @escaping @Sendable (Connection) -> Void
    ) throws(E) -> WorkerThread {
        let outcome = Mutex<E?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let started = WorkerThread.start(name: name) {
            let connection: Connection
            do throws(E) {
                connection = try open()
            } catch {
                outcome.withLock { $0 = error }
                ready.signal()
                return
            }
            ready.signal()
            while let job = queue.pop() {
                job(connection)
            }
            close(connection)
        }
        let thread: WorkerThread
        switch started {
        case .success(let running): thread = running
        case .failure(let error): throw cannotStart(error)
        }
        ready.wait()
        if let error = outcome.withLock({ $0 }) {
            thread.join()
            throw error
        }
        return thread
    }
}

/// Submits through `submit` and blocks the calling thread until the completion delivered the result:
/// the blocking variants of both pools' calls (command line, tests).
///
/// - Parameter onStoreThread: whether the caller is one of the pool's threads, which would wait for
///   itself: a programming error, trapped.
func waitForCompletion<T: Sendable, E: Error>(
    onStoreThread: Bool, _ submit: (@escaping @Sendable (Result<T, E>) -> Void) throws(E) -> Void
) throws(E) -> T {
    precondition(!onStoreThread, "a blocking store call from a store thread would deadlock")
    let box = Mutex<Result<T, E>?>(nil)
    let done = DispatchSemaphore(value: 0)
    try submit { result in
        box.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    guard let result = box.withLock({ $0 }) else {
        preconditionFailure("a store completion signalled without a result")
    }
    return try result.get()
}
