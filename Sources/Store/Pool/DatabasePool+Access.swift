import Dispatch
import Synchronization

extension DatabasePool {
    /// Queues `work` for the writer thread, inside an `IMMEDIATE` transaction, and reports on the writer thread.
    ///
    /// `completion` runs exactly once when the job was queued, after `COMMIT` (then the changes are on
    /// disk) or after the rollback of a failed job. It runs on the writer thread: keep it short and
    /// hand the result to the caller's own event loop.
    ///
    /// - Throws: the pool's refusal (queue full or pool closed) wrapped into `E`, at once, on the
    ///   calling thread; `completion` is then never called.
    public func asyncWrite<T: Sendable, E: DatabaseErrorConvertible>(
        _ work: @escaping @Sendable (Database) throws(E) -> T,
        completion: @escaping @Sendable (Result<T, E>) -> Void
    ) throws(E) {
        let submitted = ContinuousClock.now
        do {
            try submitWrite { [timings] db in
                let started = ContinuousClock.now
                let result = Result { () throws(E) in try db.inTransaction(.immediate) { () throws(E) in try work(db) }
                }
                // Counted before the caller hears of it, so a completed write is always in the figures.
                timings.record(submitted: submitted, started: started, ended: .now)
                completion(result)
            }
        } catch {
            throw E(poolError: error)
        }
    }

    /// Queues `work` for a reader thread, on one read snapshot, and reports on that reader thread.
    ///
    /// Reader connections are `query_only`: a write attempted here fails with `SQLITE_READONLY`.
    ///
    /// - Throws: the pool's refusal wrapped into `E`, at once; `completion` is then never called.
    public func asyncRead<T: Sendable, E: DatabaseErrorConvertible>(
        _ work: @escaping @Sendable (Database) throws(E) -> T,
        completion: @escaping @Sendable (Result<T, E>) -> Void
    ) throws(E) {
        do {
            try submitRead { db in
                completion(Result { () throws(E) in try db.inTransaction(.deferred) { () throws(E) in try work(db) } })
            }
        } catch {
            throw E(poolError: error)
        }
    }

    /// Runs `work` on the writer thread in an `IMMEDIATE` transaction and waits for it (command line, tests).
    ///
    /// Blocks the calling thread; never call it from an event loop or from a pool thread.
    public func write<T: Sendable, E: DatabaseErrorConvertible>(
        _ work: @escaping @Sendable (Database) throws(E) -> T
    ) throws(E) -> T {
        try waitFor { (completion) throws(E) in try asyncWrite(work, completion: completion) }
    }

    /// Runs `work` on a reader thread on one snapshot and waits for it (command line, tests).
    ///
    /// Blocks the calling thread; never call it from an event loop or from a pool thread.
    public func read<T: Sendable, E: DatabaseErrorConvertible>(
        _ work: @escaping @Sendable (Database) throws(E) -> T
    ) throws(E) -> T {
        try waitFor { (completion) throws(E) in try asyncRead(work, completion: completion) }
    }

    /// Submits through `submit` and blocks until its completion has delivered the result.
    func waitFor<T: Sendable, E: Error>(
        _ submit: (@escaping @Sendable (Result<T, E>) -> Void) throws(E) -> Void
    ) throws(E) -> T {
        try waitForCompletion(onStoreThread: isOnPoolThread, submit)
    }
}
