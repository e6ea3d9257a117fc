import Dispatch
import Synchronization

/// One writer thread, a checkpointer thread and a few reader threads over one SQLite file, each with
/// its own connection.
///
/// ```
///  event loop ──asyncWrite(job)──▶ [writer queue] ──▶ writer thread ── BEGIN IMMEDIATE … COMMIT ──▶ file (WAL)
///       ▲                                                  │   └─ log ≥ 1000 frames ──▶ checkpointer thread (passive)
///       └───── completion(result) on the writer thread ◀───┘   (callers hop back to their own loop)
///  event loop ──asyncRead(job)───▶ [reader queue] ──▶ reader threads (N) ── BEGIN … COMMIT (snapshot)
/// ```
///
/// Every write runs in an `IMMEDIATE` transaction on the single writer connection, so writes never
/// wait on each other's locks and a read-check-write inside one job cannot be interleaved. Reads run
/// in a deferred transaction, i.e. on one consistent snapshot of the last committed state; in WAL
/// mode they neither block the writer nor wait for it. With `synchronous=FULL`, a write's completion
/// reporting success means the transaction is on disk.
///
/// Both queues are bounded: when one is full, submission fails at once with
/// ``DatabasePoolError/overloaded(queue:capacity:)`` (wrapped into the caller's error type) rather
/// than piling up work. Completions run on the pool's threads and must not block; an event-loop
/// caller hands the result back to its own loop. The synchronous variants block the calling thread
/// and exist for the command line and tests; calling them from a pool thread is a programming error.
///
/// Related SQLite documentation: <https://www.sqlite.org/wal.html>, <https://www.sqlite.org/pragma.html#pragma_synchronous>
public final class DatabasePool: Sendable {
    /// Sizes and timeouts of a pool.
    public struct Configuration: Sendable {
        /// Reader threads (and connections). Default 2.
        public var readerCount: Int
        /// Writes that may wait before submission fails. Default 1024.
        public var writerQueueCapacity: Int
        /// Reads that may wait before submission fails. Default 1024.
        public var readerQueueCapacity: Int
        /// SQLite busy timeout of every connection (another process holding the lock). Default 5 s.
        public var busyTimeout: Duration
        /// Frames in the write-ahead log after a commit at which the checkpointer thread copies the
        /// log into the database file. Default 1000, SQLite's own automatic checkpoint size. At four
        /// times as many, the writer checkpoints itself after its commit (see ``Checkpointer``).
        public var checkpointFrames: Int

        public init(
            readerCount: Int = 2, writerQueueCapacity: Int = 1024, readerQueueCapacity: Int = 1024,
            busyTimeout: Duration = .seconds(5), checkpointFrames: Int = 1000
        ) {
            self.readerCount = readerCount
            self.writerQueueCapacity = writerQueueCapacity
            self.readerQueueCapacity = readerQueueCapacity
            self.busyTimeout = busyTimeout
            self.checkpointFrames = checkpointFrames
        }
    }

    /// What the pool's checkpoints (the checkpointer thread's and the writer's) have done since it opened.
    public struct CheckpointStatistics: Sendable, Equatable {
        /// Checkpoints that ran to the end (copying all frames or, with readers on older snapshots, some).
        public var runs: Int
        /// Of those, the ones the writer ran itself after a commit, because the log had reached four
        /// times `checkpointFrames` (writes without a pause, see ``Checkpointer``).
        public var writerRuns: Int
        /// Frames copied into the database file, summed over the runs.
        public var checkpointedFrames: Int
        /// Checkpoints that failed (not counting a writer's that found the thread still copying).
        public var failures: Int
        /// The latest checkpoint failure, if any (the next commit over the threshold tries again).
        public var lastError: DatabaseError?
    }

    /// The database file.
    public let path: String
    private let writerQueue: JobQueue<Database>
    private let readerQueue: JobQueue<Database>
    let checkpointer: Checkpointer
    private let readerCount: Int
    let timings = WriteTimingsBox()
    /// Running threads; emptied by ``close()`` once they are joined, so a later thread that reuses
    /// an id is never mistaken for a pool thread.
    private let threads: Mutex<[WorkerThread]>

    /// Opens the writer connection, applies `migrator`, then opens the reader connections.
    ///
    /// - Throws: ``DatabaseError`` when a connection cannot be opened or a migration fails; every
    ///   thread already started is stopped before this throws.
    public init(path: String, configuration: Configuration = Configuration(), migrator: Migrator = Migrator())
        throws(DatabaseError)
    {
        precondition(configuration.readerCount > 0, "a pool needs at least one reader")
        self.path = path
        readerCount = configuration.readerCount
        writerQueue = JobQueue(name: "writer", capacity: configuration.writerQueueCapacity)
        readerQueue = JobQueue(name: "reader", capacity: configuration.readerQueueCapacity)
        let checkpointer = Checkpointer(threshold: configuration.checkpointFrames)
        self.checkpointer = checkpointer
        var started: [WorkerThread] = []
        let writerOptions = Database.Options(isReadOnly: false, busyTimeout: configuration.busyTimeout)
        let readerOptions = Database.Options(isReadOnly: true, busyTimeout: configuration.busyTimeout)
        do {
            started.append(
                try Self.startWorker(name: "store-writer", path: path, options: writerOptions, queue: writerQueue) {
                    (db) throws(DatabaseError) in
                    try migrator.migrate(db)
                    db.observeCommits { db, frames in checkpointer.committed(logFrames: frames, on: db) }
                })
            started.append(
                try Self.startWorker(
                    name: "store-checkpointer", path: path, options: writerOptions, queue: checkpointer.queue
                ) { _ throws(DatabaseError) in })
            for index in 0..<configuration.readerCount {
                started.append(
                    try Self.startWorker(
                        name: "store-reader-\(index)", path: path, options: readerOptions, queue: readerQueue
                    ) { _ throws(DatabaseError) in })
            }
        } catch {
            writerQueue.close(consumers: 1)
            checkpointer.queue.close(consumers: 1)
            readerQueue.close(consumers: max(0, started.count - 2))
            for thread in started {
                thread.join()
            }
            throw error
        }
        threads = Mutex(started)
    }

    deinit {
        writerQueue.close(consumers: 1)
        checkpointer.queue.close(consumers: 1)
        readerQueue.close(consumers: readerCount)
        for thread in threads.withLock({ $0 }) {
            thread.detach()
        }
    }

    /// Starts one worker: it opens its connection, runs `prepare`, reports, then serves `queue` until closed.
    private static func startWorker(
        name: String, path: String, options: Database.Options, queue: JobQueue<Database>,
        prepare: @escaping @Sendable (Database) throws(DatabaseError) -> Void
    ) throws(DatabaseError) -> WorkerThread {
        try WorkerThread.serving(
            name: name, queue: queue, cannotStart: { $0 },
            open: { () throws(DatabaseError) in
                let db = try Database(path: path, options: options)
                try prepare(db)
                return db
            }, close: { $0.close() })
    }

    /// Writes waiting for the writer thread (for metrics).
    public var pendingWriteCount: Int { writerQueue.count }

    /// Reads waiting for a reader thread (for metrics).
    public var pendingReadCount: Int { readerQueue.count }

    /// What the pool's checkpoints have done so far (for metrics and tests).
    public var checkpointStatistics: CheckpointStatistics { checkpointer.statistics }

    /// How long the writes since the pool opened waited for the writer thread and ran on it (for metrics).
    public var writeTimings: WriteTimings { timings.state.withLock { $0 } }

    /// Stops taking jobs, lets queued jobs finish, and closes every connection before returning.
    ///
    /// Safe to call more than once and from any thread except the pool's own.
    public func close() {
        precondition(!isOnPoolThread, "DatabasePool.close() called from a pool thread would wait for itself")
        writerQueue.close(consumers: 1)
        checkpointer.queue.close(consumers: 1)
        readerQueue.close(consumers: readerCount)
        let toJoin = threads.withLock { threads in
            defer { threads = [] }
            return threads
        }
        for thread in toJoin {
            thread.join()
        }
    }

    var isOnPoolThread: Bool { threads.withLock { $0.contains { $0.isCurrent } } }

    func submitWrite(_ job: @escaping JobQueue<Database>.Job) throws(DatabasePoolError) {
        try writerQueue.push(job)
    }

    func submitRead(_ job: @escaping JobQueue<Database>.Job) throws(DatabasePoolError) {
        try readerQueue.push(job)
    }
}
