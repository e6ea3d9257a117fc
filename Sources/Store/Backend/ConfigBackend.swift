/// Where a ``ConfigRepository`` runs its jobs: SQLite's ``DatabasePool`` (``SQLiteBackend``) or a
/// PostgreSQL connection pool (``PostgresPool``).
///
/// Both run each job on a store thread of their own, inside a transaction: writes in one that sees and
/// locks what it checks (SQLite: the single writer's `IMMEDIATE` transaction; PostgreSQL: row locks
/// through ``SQLDialect/lockingClause``), reads on one snapshot. A completion runs exactly once, on
/// the store thread, after `COMMIT` (the write is durable) or the rollback. A full queue or a closed
/// back end refuses at once, on the caller's thread.
public protocol ConfigBackend: Sendable {
    /// The SQL the connections speak.
    var dialect: SQLDialect { get }
    /// Queues `work` as a write; see the protocol's description.
    func asyncWrite<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T,
        completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError)
    /// Queues `work` as a read on one snapshot.
    func asyncRead<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T,
        completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError)
    /// Queue depths, write timings and (SQLite) checkpoints, for `/metrics`.
    var statistics: StoreStatistics { get }
    /// Whether the calling thread is one of the back end's (a blocking call there would deadlock).
    var isOnStoreThread: Bool { get }
    /// Stops taking jobs, finishes the queued ones and closes the connections.
    func close()
}

/// What a back end reports for `/metrics`.
public struct StoreStatistics: Sendable {
    public var pendingWrites: Int
    public var pendingReads: Int
    public var writeTimings: WriteTimings
    /// SQLite's WAL checkpoints; nil for PostgreSQL (the server checkpoints).
    public var checkpoints: DatabasePool.CheckpointStatistics?
}

extension DatabasePool.CheckpointStatistics {
    /// No checkpoints (a back end that does not run its own).
    public static let none = DatabasePool.CheckpointStatistics(
        runs: 0, writerRuns: 0, checkpointedFrames: 0, failures: 0)
}

extension ConfigBackend {
    /// Runs `work` as a write and waits for it (command line, tests); never from a store thread.
    public func write<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T
    ) throws(ConfigStoreError) -> T {
        try waitForCompletion(onStoreThread: isOnStoreThread) { (completion) throws(ConfigStoreError) in
            try asyncWrite(work, completion: completion)
        }
    }

    /// Runs `work` as a read and waits for it (command line, tests); never from a store thread.
    public func read<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T
    ) throws(ConfigStoreError) -> T {
        try waitForCompletion(onStoreThread: isOnStoreThread) { (completion) throws(ConfigStoreError) in
            try asyncRead(work, completion: completion)
        }
    }
}

/// The SQLite back end: a ``DatabasePool`` (one writer, a checkpointer, N readers over one file).
public struct SQLiteBackend: ConfigBackend {
    public let pool: DatabasePool

    public init(pool: DatabasePool) {
        self.pool = pool
    }

    public var dialect: SQLDialect { .sqlite }

    public func asyncWrite<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T,
        completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try pool.asyncWrite({ (db: Database) throws(ConfigStoreError) in try work(db) }, completion: completion)
    }

    public func asyncRead<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T,
        completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try pool.asyncRead({ (db: Database) throws(ConfigStoreError) in try work(db) }, completion: completion)
    }

    public var statistics: StoreStatistics {
        StoreStatistics(
            pendingWrites: pool.pendingWriteCount, pendingReads: pool.pendingReadCount,
            writeTimings: pool.writeTimings, checkpoints: pool.checkpointStatistics)
    }

    public var isOnStoreThread: Bool { pool.isOnPoolThread }

    public func close() {
        pool.close()
    }
}
