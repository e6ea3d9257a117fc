/// Saved configurations: create, read, version, search, update, delete and fork, over a ``DatabasePool``.
///
/// The repository stores JSON the caller has already validated and normalised, with its schema
/// version; it knows nothing of the pager engine. Every operation exists twice:
///
/// - with a `completion`, for event loops: it returns at once; `completion` runs exactly once on one
///   of the store's threads (hop back to your loop there). If the queue is full or the repository
///   is closed it throws ``ConfigStoreError/overloaded(queue:capacity:)`` / ``ConfigStoreError/closed``
///   synchronously instead, and `completion` never runs;
/// - without, blocking the calling thread, for the command line and tests.
///
/// Writes (create, update, delete, fork) run on the single writer thread, each check-and-write in one
/// `IMMEDIATE` transaction, so no update is lost; success is reported after `COMMIT` with
/// `synchronous=FULL`, i.e. once the save is on disk. Reads run on the reader threads.
///
/// ```swift
/// let configs = try ConfigRepository.open(path: "playground.sqlite")
/// let created = try configs.create(name: "Tabs", configJSON: json, schemaVersion: 1)
/// try configs.update(slug: created.slug, token: created.editToken.value, expectedVersion: 1,
///                    name: "Tabs 2", configJSON: json2, schemaVersion: 1)
/// ```
public final class ConfigRepository: Sendable {
    /// The database file the server uses unless `--db PATH` says otherwise.
    public static let defaultPath = "./playground.sqlite"
    /// Longest accepted search page.
    public static let maximumSearchLimit = 100
    /// Longest accepted search query, in characters (names are at most 80).
    public static let maximumQueryLength = 200
    /// Attempts at a fresh slug before giving up (each collision has odds of about n / 8.4 × 10^17).
    static let slugAttempts = 5

    /// The pool the repository runs on (its queue depths are useful metrics).
    public let pool: DatabasePool
    let clock: Timestamp.Clock
    let random: RandomSource

    /// A repository over `pool`, whose schema must already be ``ConfigSchema/migrator``'s.
    public init(
        pool: DatabasePool, clock: @escaping Timestamp.Clock = Timestamp.systemClock, random: RandomSource = .secure
    ) {
        self.pool = pool
        self.clock = clock
        self.random = random
    }

    /// Opens (creating and migrating as needed) the database at `path` and returns a repository over it.
    public static func open(
        path: String, configuration: DatabasePool.Configuration = DatabasePool.Configuration(),
        clock: @escaping Timestamp.Clock = Timestamp.systemClock, random: RandomSource = .secure
    ) throws(ConfigStoreError) -> ConfigRepository {
        do {
            let pool = try DatabasePool(path: path, configuration: configuration, migrator: ConfigSchema.migrator)
            return ConfigRepository(pool: pool, clock: clock, random: random)
        } catch {
            throw .database(error)
        }
    }

    /// Finishes queued work and closes the database (see ``DatabasePool/close()``).
    public func close() {
        pool.close()
    }

    func submitWrite<T: Sendable>(
        _ work: @escaping @Sendable (Database) throws(ConfigStoreError) -> T,
        _ completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try pool.asyncWrite(work, completion: completion)
    }

    func submitRead<T: Sendable>(
        _ work: @escaping @Sendable (Database) throws(ConfigStoreError) -> T,
        _ completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try pool.asyncRead(work, completion: completion)
    }
}

extension ConfigRepository {
    /// Runs one statement from the connection's cache, wrapping SQLite errors.
    static func fetchOne(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError)
        -> Row?
    {
        do {
            return try db.cachedStatement(sql).fetchOne(arguments)
        } catch {
            throw .database(error)
        }
    }

    static func fetchAll(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError)
        -> [Row]
    {
        do {
            return try db.cachedStatement(sql).fetchAll(arguments)
        } catch {
            throw .database(error)
        }
    }

    static func execute(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) {
        do {
            try db.cachedStatement(sql).execute(arguments)
        } catch {
            throw .database(error)
        }
    }

    static func decode<T: DatabaseValueConvertible>(_ row: Row, _ column: String, as type: T.Type)
        throws(ConfigStoreError) -> T
    {
        do {
            return try row.decode(column, as: type)
        } catch {
            throw .database(error)
        }
    }
}
