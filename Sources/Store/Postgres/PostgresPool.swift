import Dispatch
import Synchronization

/// A ``ConfigBackend`` over PostgreSQL: writer threads and reader threads, each with its own libpq
/// connection, serving two bounded queues.
///
/// ```
///  event loop ──asyncWrite(job)──▶ [writer queue] ──▶ writer threads (W) ── BEGIN … COMMIT ──▶ server
///       ▲                                                   │  (rows to check are locked: SELECT … FOR UPDATE)
///       └───── completion(result) on that thread ◀──────────┘
///  event loop ──asyncRead(job)───▶ [reader queue] ──▶ reader threads (R) ── BEGIN REPEATABLE READ READ ONLY … COMMIT
/// ```
///
/// libpq's blocking calls run on these POSIX threads, never on an event loop; a connection is used by
/// one thread only. Writes commit with the server's default `synchronous_commit = on`, so a write's
/// successful completion means the server has flushed it to its WAL. Several writer threads (and several
/// server instances) write at once; the repository's read-check-write jobs lock the row they check.
/// A connection found broken when its job begins (the server restarted or dropped it while idle) is
/// reset and the job begins again; one that breaks during a job fails that job with
/// ``PostgresError/isUnavailable`` (a 503) and is reset before the next one.
public final class PostgresPool: ConfigBackend {
    /// Sizes of a pool.
    public struct Configuration: Sendable {
        /// Writer threads (and connections). Default 2.
        public var writerCount: Int
        /// Reader threads (and connections). Default 2.
        public var readerCount: Int
        /// Writes that may wait before submission fails. Default 1024.
        public var writerQueueCapacity: Int
        /// Reads that may wait before submission fails. Default 1024.
        public var readerQueueCapacity: Int

        public init(
            writerCount: Int = 2, readerCount: Int = 2, writerQueueCapacity: Int = 1024, readerQueueCapacity: Int = 1024
        ) {
            self.writerCount = writerCount
            self.readerCount = readerCount
            self.writerQueueCapacity = writerQueueCapacity
            self.readerQueueCapacity = readerQueueCapacity
        }
    }

    /// The server's URL.
    public let url: String
    private let writerQueue: JobQueue<PostgresConnection>
    private let readerQueue: JobQueue<PostgresConnection>
    private let writerCount: Int
    private let readerCount: Int
    private let timings = WriteTimingsBox()
    private let threads: Mutex<[WorkerThread]>

    /// Connects every thread, applying `migrations` (identifier and PostgreSQL SQL, oldest first) on
    /// the first connection before the others open.
    public init(url: String, configuration: Configuration = Configuration(), migrations: [(String, String)])
        throws(PostgresError)
    {
        precondition(
            configuration.writerCount > 0 && configuration.readerCount > 0, "a pool needs a writer and a reader")
        self.url = url
        writerCount = configuration.writerCount
        readerCount = configuration.readerCount
        writerQueue = JobQueue(name: "writer", capacity: configuration.writerQueueCapacity)
        readerQueue = JobQueue(name: "reader", capacity: configuration.readerQueueCapacity)
        var started: [WorkerThread] = []
        do {
            for index in 0..<configuration.writerCount {
                started.append(
                    try Self.startWorker(name: "store-pg-writer-\(index)", url: url, queue: writerQueue) {
                        (connection) throws(PostgresError) in
                        if index == 0 { try PostgresMigrator(migrations: migrations).migrate(connection) }
                    })
            }
            for index in 0..<configuration.readerCount {
                started.append(
                    try Self.startWorker(name: "store-pg-reader-\(index)", url: url, queue: readerQueue) { _ in })
            }
        } catch {
            writerQueue.close(consumers: configuration.writerCount)
            readerQueue.close(consumers: configuration.readerCount)
            for thread in started { thread.join() }
            throw error
        }
        threads = Mutex(started)
    }

    deinit {
        writerQueue.close(consumers: writerCount)
        readerQueue.close(consumers: readerCount)
        for thread in threads.withLock({ $0 }) { thread.detach() }
    }

    private static func startWorker(
        name: String, url: String, queue: JobQueue<PostgresConnection>,
        prepare: @escaping @Sendable (PostgresConnection) throws(PostgresError) -> Void
    ) throws(PostgresError) -> WorkerThread {
        try WorkerThread.serving(
            name: name, queue: queue,
            cannotStart: { PostgresError(message: $0.message, function: $0.function) },
            open: { () throws(PostgresError) in
                let connection = try PostgresConnection(url: url)
                try prepare(connection)
                return connection
            }, close: { $0.close() })
    }

    public var dialect: SQLDialect { .postgres }

    public func asyncWrite<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T,
        completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        let submitted = ContinuousClock.now
        try submit(to: writerQueue) { [timings] connection in
            let started = ContinuousClock.now
            let result = Self.inTransaction(connection, begin: "BEGIN", work)
            timings.record(submitted: submitted, started: started, ended: .now)
            completion(result)
        }
    }

    public func asyncRead<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T,
        completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try submit(to: readerQueue) { connection in
            completion(Self.inTransaction(connection, begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", work))
        }
    }

    private func submit(to queue: JobQueue<PostgresConnection>, _ job: @escaping JobQueue<PostgresConnection>.Job)
        throws(ConfigStoreError)
    {
        do {
            try queue.push(job)
        } catch {
            throw ConfigStoreError(poolError: error)
        }
    }

    /// Runs `work` between `begin` and `COMMIT` (rolled back when it throws), resetting a broken connection first.
    private static func inTransaction<T>(
        _ connection: PostgresConnection, begin: String,
        _ work: (any ConfigConnection) throws(ConfigStoreError) -> T
    ) -> Result<T, ConfigStoreError> {
        do throws(PostgresError) {
            if !connection.isHealthy { try connection.reset() }
            do {
                try connection.executeScript(begin)
            } catch  where error.isUnavailable {
                // The server closed this connection while it was idle (restart, idle timeout): nothing of
                // the job has run yet, so reconnect and begin once more.
                try connection.reset()
                try connection.executeScript(begin)
            }
        } catch {
            return .failure(.postgres(error))
        }
        do throws(ConfigStoreError) {
            let value = try work(connection)
            do {
                try connection.executeScript("COMMIT")
            } catch {
                return .failure(.postgres(error))
            }
            return .success(value)
        } catch {
            try? connection.executeScript("ROLLBACK")
            return .failure(error)
        }
    }

    public var statistics: StoreStatistics {
        StoreStatistics(
            pendingWrites: writerQueue.count, pendingReads: readerQueue.count,
            writeTimings: timings.state.withLock { $0 }, checkpoints: nil)
    }

    public var isOnStoreThread: Bool { threads.withLock { $0.contains { $0.isCurrent } } }

    public func close() {
        precondition(!isOnStoreThread, "PostgresPool.close() called from a pool thread would wait for itself")
        writerQueue.close(consumers: writerCount)
        readerQueue.close(consumers: readerCount)
        let toJoin = threads.withLock { threads in
            defer { threads = [] }
            return threads
        }
        for thread in toJoin { thread.join() }
    }
}
