import Glibc

/// A POSIX thread running one closure, joinable once.
///
/// The pool uses real threads, not Dispatch queues, so each connection stays on the one thread
/// that opened it, and ``join()`` can wait for the thread to be gone before the file is reopened.
struct WorkerThread: Sendable {
    private final class Body: Sendable {
        let run: @Sendable () -> Void

        init(run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    let id: pthread_t

    /// Starts a thread that runs `run`; `name` only labels the error when `pthread_create` fails.
    static func start(name: String, _ run: @escaping @Sendable () -> Void) -> Result<WorkerThread, DatabaseError> {
        let body = Unmanaged.passRetained(Body(run: run))
        var thread = pthread_t()
        let code = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
                body.run()
                return nil
            }, body.toOpaque())
        guard code == 0 else {
            body.release()
            return .failure(
                DatabaseError(
                    resultCode: .SQLITE_ERROR, message: "cannot start thread \(name): errno \(code)",
                    function: "pthread_create"))
        }
        return .success(WorkerThread(id: thread))
    }

    /// Waits for the thread to finish.
    func join() {
        _ = pthread_join(id, nil)
    }

    /// Lets the thread finish on its own without being joined.
    func detach() {
        _ = pthread_detach(id)
    }

    /// Whether the calling thread is this one.
    var isCurrent: Bool { pthread_equal(id, pthread_self()) != 0 }
}
