/// A failure reported by SQLite, or by this wrapper on SQLite's behalf, with the context that explains it.
///
/// The description names the extended result code, SQLite's message, the C function that failed
/// and the SQL text, but never the values bound to the statement: they may be edit-token hashes or
/// user-written text that must not reach logs.
///
/// Match families of errors with ``ResultCode`` patterns:
///
/// ```swift
/// do { try db.execute("INSERT INTO t(id) VALUES (?)", [1]) }
/// catch ResultCode.SQLITE_CONSTRAINT { ... }
/// ```
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code (extended codes are always enabled on our connections).
    public var extendedResultCode: ResultCode
    /// SQLite's message (`sqlite3_errmsg`) or this wrapper's explanation.
    public var message: String
    /// The SQL being prepared or run, when there was one.
    public var sql: String?
    /// The SQLite function (or wrapper operation) that failed, e.g. `sqlite3_step`.
    public var function: String

    public init(resultCode: ResultCode, message: String, sql: String? = nil, function: String) {
        self.extendedResultCode = resultCode
        self.message = message
        self.sql = sql
        self.function = function
    }

    /// The primary result code (`SQLITE_CONSTRAINT` for `SQLITE_CONSTRAINT_UNIQUE`).
    public var resultCode: ResultCode { extendedResultCode.primaryResultCode }

    public var description: String {
        var text = "SQLite error \(extendedResultCode) in \(function): \(message)"
        if let sql {
            text += " — SQL: \(sql)"
        }
        return text
    }
}

/// An error type that can carry a ``DatabaseError``, so transactions and pools keep the caller's typed throws.
///
/// `BEGIN` and `COMMIT` can fail on their own, and a ``DatabasePool`` can refuse a job; those
/// failures are wrapped into the caller's error type.
public protocol DatabaseErrorConvertible: Error {
    init(databaseError: DatabaseError)
    /// Wraps a pool's refusal; the default maps it to a ``DatabaseError`` (see ``DatabasePoolError``).
    init(poolError: DatabasePoolError)
}

extension DatabaseError: DatabaseErrorConvertible {
    public init(databaseError: DatabaseError) {
        self = databaseError
    }
}
