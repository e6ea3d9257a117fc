internal import CSQLite

/// One SQLite connection, used by one thread at a time.
///
/// A `Database` is not `Sendable`: a ``DatabasePool`` gives each of its threads its own connection and
/// passes it to the closures it runs. Opening configures the connection the way the store relies on:
/// extended result codes, a busy timeout, enforced foreign keys, and (for connections that may write)
/// WAL journaling with `synchronous=FULL`, so a transaction is on disk when `COMMIT` returns.
///
/// ```swift
/// let db = try Database(path: "/tmp/example.sqlite")
/// try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
/// try db.execute("INSERT INTO t(name) VALUES (?)", ["first"])
/// let names = try db.fetchAll("SELECT name FROM t").map { try $0.decode("name", as: String.self) }
/// ```
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/open.html>, <https://www.sqlite.org/wal.html>
public final class Database {
    /// How a connection is opened.
    public struct Options: Sendable {
        /// Open read-only (`PRAGMA query_only`): the connection can never write, even by mistake.
        public var isReadOnly: Bool
        /// How long a statement waits for a lock held by another connection before failing with `SQLITE_BUSY`.
        public var busyTimeout: Duration

        public init(isReadOnly: Bool = false, busyTimeout: Duration = .seconds(5)) {
            self.isReadOnly = isReadOnly
            self.busyTimeout = busyTimeout
        }
    }

    /// The file this connection opened.
    public let path: String
    let handle: OpaquePointer
    private var statementCache: [String: Statement] = [:]
    private var isClosed = false
    /// The closure behind ``observeCommits(_:)``, kept alive as long as the connection.
    var commitObserver: CommitObserver?

    /// Opens (and creates when missing) the database at `path` and configures the connection.
    ///
    /// - Throws: ``DatabaseError`` from `sqlite3_open_v2` or from a configuration pragma.
    public init(path: String, options: Options = Options()) throws(DatabaseError) {
        self.path = path
        var pointer: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let code = sqlite3_open_v2(path, &pointer, flags, nil)
        guard let pointer else {
            throw DatabaseError(
                resultCode: .SQLITE_NOMEM, message: "sqlite3_open_v2 returned no connection for \(path)",
                function: "sqlite3_open_v2")
        }
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(pointer))
            // "Whether or not an error occurs when it is opened, resources associated with the database
            // connection handle should be released by passing it to sqlite3_close() when it is no longer
            // required." (sqlite.org/c3ref/open.html)
            sqlite3_close_v2(pointer)
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: "\(message) (\(path))", function: "sqlite3_open_v2")
        }
        handle = pointer
        sqlite3_extended_result_codes(handle, 1)
        do {
            try configure(options)
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    private func configure(_ options: Options) throws(DatabaseError) {
        let milliseconds =
            options.busyTimeout.components.seconds * 1000
            + options.busyTimeout.components.attoseconds / 1_000_000_000_000_000
        try check(sqlite3_busy_timeout(handle, Int32(clamping: milliseconds)), function: "sqlite3_busy_timeout")
        try execute("PRAGMA foreign_keys = ON")
        if options.isReadOnly {
            try execute("PRAGMA query_only = ON")
        } else {
            let mode = try fetchOne("PRAGMA journal_mode = WAL")?.decode(0, as: String.self)
            guard mode?.lowercased() == "wal" else {
                throw DatabaseError(
                    resultCode: .SQLITE_ERROR, message: "journal_mode is \(mode ?? "unknown"), not wal",
                    sql: "PRAGMA journal_mode = WAL", function: "Database.configure")
            }
            try execute("PRAGMA synchronous = FULL")
        }
    }

    /// Finalizes cached statements and closes the connection; later calls fail with `SQLITE_MISUSE`.
    ///
    /// Uses `sqlite3_close_v2`, so statements still referenced elsewhere keep the connection alive
    /// until they are finalized.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Whether ``close()`` was called.
    public var isOpen: Bool { !isClosed }

    /// Whether a transaction is open (the connection is not in autocommit mode).
    public var isInsideTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// A statement prepared once per connection and reused; it is reset after every use.
    ///
    /// Use for the fixed SQL that the repository runs on every request; one-off SQL goes through
    /// ``makeStatement(_:)``.
    public func cachedStatement(_ sql: String) throws(DatabaseError) -> Statement {
        if let statement = statementCache[sql] {
            return statement
        }
        let statement = try Statement(database: self, sql: sql, persistent: true)
        statementCache[sql] = statement
        return statement
    }

    /// Prepares one SQL statement.
    ///
    /// - Throws: ``DatabaseError`` with the SQL when it does not compile, or when it holds more than
    ///   one statement.
    public func makeStatement(_ sql: String) throws(DatabaseError) -> Statement {
        try Statement(database: self, sql: sql, persistent: false)
    }

    func check(_ code: Int32, sql: String? = nil, function: String) throws(DatabaseError) {
        guard code != SQLITE_OK else { return }
        throw lastError(code: code, sql: sql, function: function)
    }

    func lastError(code: Int32, sql: String?, function: String) -> DatabaseError {
        let message = isClosed ? "connection is closed" : String(cString: sqlite3_errmsg(handle))
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql, function: function)
    }

    func ensureOpen(sql: String?, function: String) throws(DatabaseError) {
        guard isClosed else { return }
        throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "connection is closed", sql: sql, function: function)
    }
}
