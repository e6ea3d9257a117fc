/// A failure reported by libpq or the PostgreSQL server, with the context that explains it.
///
/// Like ``DatabaseError``, the description names the SQLSTATE, the server's or libpq's message, the
/// libpq function that failed and the SQL text, never the bound values (token hashes, user text).
public struct PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The five-character SQLSTATE (`23505` for a unique violation), or nil when libpq failed before
    /// the server answered (connection refused or lost).
    public var sqlState: String?
    /// The message, without libpq's trailing newline.
    public var message: String
    /// The SQL being run, when there was one.
    public var sql: String?
    /// The libpq function (or wrapper operation) that failed, e.g. `PQexecParams`.
    public var function: String

    public init(sqlState: String? = nil, message: String, sql: String? = nil, function: String) {
        self.sqlState = sqlState
        self.message = message
        self.sql = sql
        self.function = function
    }

    /// Whether the connection, not the statement, failed: the server is down, restarting or unreachable
    /// (libpq failed without an answer from the server, or class 08 "connection exception", 57P01–57P03
    /// "shutting down / cannot connect now", 53300 "too many connections"). The routes answer 503 for
    /// these, as for SQLite's `SQLITE_BUSY`. This wrapper's own errors (a column type it does not read)
    /// are not: their `function` is not a libpq one.
    public var isUnavailable: Bool {
        guard let sqlState else { return function.hasPrefix("PQ") }
        return sqlState.hasPrefix("08") || ["57P01", "57P02", "57P03", "53300"].contains(sqlState)
    }

    public var description: String {
        var text = "PostgreSQL error \(sqlState ?? "(no SQLSTATE)") in \(function): \(message)"
        if let sql {
            text += " — SQL: \(sql)"
        }
        return text
    }
}
