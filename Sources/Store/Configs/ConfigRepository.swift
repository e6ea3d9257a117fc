/// Saved configurations: create, read, version, search, update, delete and fork, over a ``ConfigBackend``:
/// SQLite's ``DatabasePool`` (the default) or PostgreSQL's ``PostgresPool``. The SQL and the checks are
/// written once, against ``ConfigConnection``; the few places where the dialects differ ask
/// ``SQLDialect``.
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
/// Writes (create, update, delete, fork) run on a writer thread, each check-and-write in one
/// transaction (SQLite: `IMMEDIATE` on the single writer; PostgreSQL: the checked row locked), so no
/// update is lost; success is reported after `COMMIT`, i.e. once the save is durable. Reads run on the
/// reader threads.
///
/// ```swift
/// let configs = try ConfigRepository.open(path: "playground.sqlite")
/// let created = try configs.create(name: "Tabs", configJSON: json, schemaVersion: 1)
/// try configs.update(slug: created.slug, token: created.editToken.value, expectedVersion: 1,
///                    name: "Tabs 2", configJSON: json2, schemaVersion: 1)
/// ```
public final class ConfigRepository: Sendable {
    /// Longest accepted search page.
    public static let maximumSearchLimit = 100
    /// Longest accepted search query, in characters (names are at most 80).
    public static let maximumQueryLength = 200
    /// Attempts at a fresh slug before giving up (each collision has odds of about n / 8.4 × 10^17).
    static let slugAttempts = 5

    /// Where the repository's jobs run (its queue depths and timings are useful metrics).
    public let backend: any ConfigBackend
    let clock: Timestamp.Clock
    let random: RandomSource

    /// A repository over `backend`, whose schema must already be ``ConfigSchema``'s.
    public init(
        backend: any ConfigBackend, clock: @escaping Timestamp.Clock = Timestamp.systemClock,
        random: RandomSource = .secure
    ) {
        self.backend = backend
        self.clock = clock
        self.random = random
    }

    /// A repository over a SQLite `pool`, whose schema must already be ``ConfigSchema/migrator``'s.
    public convenience init(
        pool: DatabasePool, clock: @escaping Timestamp.Clock = Timestamp.systemClock, random: RandomSource = .secure
    ) {
        self.init(backend: SQLiteBackend(pool: pool), clock: clock, random: random)
    }

    /// Opens (creating and migrating as needed) the SQLite database at `path` and returns a repository over it.
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

    /// Connects to the PostgreSQL database at `url` (migrating it as needed) and returns a repository over it.
    public static func open(
        postgresURL url: String, configuration: PostgresPool.Configuration = PostgresPool.Configuration(),
        clock: @escaping Timestamp.Clock = Timestamp.systemClock, random: RandomSource = .secure
    ) throws(ConfigStoreError) -> ConfigRepository {
        do {
            let pool = try PostgresPool(
                url: url, configuration: configuration, migrations: ConfigSchema.postgresMigrations)
            return ConfigRepository(backend: pool, clock: clock, random: random)
        } catch {
            throw .postgres(error)
        }
    }

    /// Opens the store `location` names (``StoreLocation``): a SQLite file or a PostgreSQL URL.
    public static func open(
        location: StoreLocation, clock: @escaping Timestamp.Clock = Timestamp.systemClock,
        random: RandomSource = .secure
    ) throws(ConfigStoreError) -> ConfigRepository {
        switch location {
        case .sqlite(let path): try open(path: path, clock: clock, random: random)
        case .postgres(let url): try open(postgresURL: url, clock: clock, random: random)
        }
    }

    /// Finishes queued work and closes the database (see ``ConfigBackend/close()``).
    public func close() {
        backend.close()
    }

    func submitWrite<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T,
        _ completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try backend.asyncWrite(work, completion: completion)
    }

    func submitRead<T: Sendable>(
        _ work: @escaping @Sendable (any ConfigConnection) throws(ConfigStoreError) -> T,
        _ completion: @escaping @Sendable (Result<T, ConfigStoreError>) -> Void
    ) throws(ConfigStoreError) {
        try backend.asyncRead(work, completion: completion)
    }
}

extension ConfigRepository {
    /// The first row of `sql`, if any.
    static func fetchOne(_ db: any ConfigConnection, _ sql: String, _ arguments: StatementArguments)
        throws(ConfigStoreError) -> Row?
    {
        try db.row(sql, arguments)
    }

    static func fetchAll(_ db: any ConfigConnection, _ sql: String, _ arguments: StatementArguments)
        throws(ConfigStoreError) -> [Row]
    {
        try db.rows(sql, arguments)
    }

    static func execute(_ db: any ConfigConnection, _ sql: String, _ arguments: StatementArguments)
        throws(ConfigStoreError)
    {
        try db.run(sql, arguments)
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
