import CLibPQ

/// One libpq connection (`PGconn`), used by one thread at a time.
///
/// Statements always go through `PQexecParams` with the values as parameters (never spliced into the
/// SQL), and ask for binary results, which ``PostgresValues`` turns into the same ``Row`` and
/// ``DatabaseValue`` the SQLite side produces: `bigint` → `.integer`, `text` → `.text`, `bytea` → `.blob`.
/// The store's SQL uses `?` parameters; they are numbered for PostgreSQL here (``Placeholders``).
///
/// Related libpq documentation: <https://www.postgresql.org/docs/15/libpq-exec.html>
final class PostgresConnection {
    private var handle: OpaquePointer?
    /// The connection string (a `postgres://` URL), kept to reconnect.
    let url: String

    /// Connects to `url` (`postgres://user@host:port/dbname`, or any libpq connection string).
    init(url: String) throws(PostgresError) {
        self.url = url
        handle = PQconnectdb(url)
        guard let handle, PQstatus(handle) == CONNECTION_OK else {
            let message = handle.map { Self.message(of: $0) } ?? "out of memory"
            PQfinish(handle)
            self.handle = nil
            throw PostgresError(message: message, function: "PQconnectdb")
        }
        // Keep NOTICEs (CREATE … IF NOT EXISTS "skipping") off standard error; times are integers, but
        // fix the zone and text settings the store relies on anyway.
        try executeScript("SET client_min_messages = warning; SET standard_conforming_strings = on")
    }

    deinit {
        close()
    }

    /// Closes the connection; later statements fail.
    func close() {
        PQfinish(handle)
        handle = nil
    }

    /// Whether the connection is still usable (false after the server went away).
    var isHealthy: Bool {
        guard let handle else { return false }
        return PQstatus(handle) == CONNECTION_OK
    }

    /// Re-establishes a broken connection (`PQreset`); the next statement then runs on a new session.
    func reset() throws(PostgresError) {
        guard let handle else { throw PostgresError(message: "connection closed", function: "PQreset") }
        PQreset(handle)
        guard PQstatus(handle) == CONNECTION_OK else {
            throw PostgresError(message: Self.message(of: handle), function: "PQreset")
        }
        try executeScript("SET client_min_messages = warning; SET standard_conforming_strings = on")
    }

    /// Runs `sql` (one statement, `?` parameters bound to `arguments`) and returns its rows.
    func fetchAll(_ sql: String, _ arguments: StatementArguments = []) throws(PostgresError) -> [Row] {
        let (numbered, count) = Placeholders.numbered(sql)
        guard count == arguments.count else {
            throw PostgresError(
                message: "statement has \(count) parameters, \(arguments.count) values given", sql: sql,
                function: "PostgresConnection.fetchAll")
        }
        guard let handle else { throw PostgresError(message: "connection closed", sql: sql, function: "PQexecParams") }
        let parameters = PostgresValues.Parameters(arguments.map(\.databaseValue))
        let result = parameters.withCArrays { types, values, lengths, formats in
            PQexecParams(handle, numbered, Int32(count), types, values, lengths, formats, 1)
        }
        defer { PQclear(result) }
        try check(result, sql: sql, function: "PQexecParams")
        return try PostgresValues.rows(of: result, sql: sql)
    }

    /// Runs `sql` and ignores any rows.
    func execute(_ sql: String, _ arguments: StatementArguments = []) throws(PostgresError) {
        _ = try fetchAll(sql, arguments)
    }

    /// Runs several `;`-separated statements without parameters (migrations), in the simple protocol.
    func executeScript(_ sql: String) throws(PostgresError) {
        guard let handle else { throw PostgresError(message: "connection closed", sql: sql, function: "PQexec") }
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        try check(result, sql: sql, function: "PQexec")
    }

    /// Throws the result's error unless it completed (with or without rows).
    private func check(_ result: OpaquePointer?, sql: String, function: String) throws(PostgresError) {
        guard let result else {
            throw PostgresError(
                message: handle.map { Self.message(of: $0) } ?? "no result", sql: sql, function: function)
        }
        let status = PQresultStatus(result)
        guard status != PGRES_COMMAND_OK, status != PGRES_TUPLES_OK else { return }
        let sqlState = PQresultErrorField(result, clibpq_diag_sqlstate()).map { String(cString: $0) }
        let primary = PQresultErrorField(result, clibpq_diag_message_primary()).map { String(cString: $0) }
        let fallback = String(cString: PQresultErrorMessage(result))
        throw PostgresError(
            sqlState: sqlState, message: primary ?? Self.trimmed(fallback), sql: sql, function: function)
    }

    private static func message(of handle: OpaquePointer) -> String {
        trimmed(String(cString: PQerrorMessage(handle)))
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
