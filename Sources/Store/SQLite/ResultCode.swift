/// An SQLite result code, primary or extended.
///
/// Extended codes carry the primary code in their low byte (`SQLITE_CONSTRAINT_UNIQUE` = 2067 =
/// `SQLITE_CONSTRAINT` 19 | 8 << 8), so a pattern with a primary code matches every extended code of
/// that family, and a pattern with an extended code matches only itself:
///
/// ```swift
/// do { try statement.execute(arguments) } catch ResultCode.SQLITE_CONSTRAINT_UNIQUE { ... }
/// ```
///
/// Related SQLite documentation: <https://www.sqlite.org/rescode.html>
public struct ResultCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code of this code's family (the low 8 bits).
    public var primaryResultCode: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// Whether this code is a primary code rather than an extended one.
    public var isPrimary: Bool { rawValue & 0xFF == rawValue }

    /// Matches `code` against a pattern: a primary pattern matches its whole family.
    public static func ~= (pattern: ResultCode, code: ResultCode) -> Bool {
        pattern.isPrimary ? pattern == code.primaryResultCode : pattern == code
    }

    /// Matches a ``DatabaseError`` against a pattern code, for `catch ResultCode.SQLITE_BUSY`.
    public static func ~= (pattern: ResultCode, error: DatabaseError) -> Bool {
        pattern ~= error.extendedResultCode
    }

    /// Matches any error against a pattern code; errors other than ``DatabaseError`` never match.
    public static func ~= (pattern: ResultCode, error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return pattern ~= error.extendedResultCode
    }
}

extension ResultCode {
    public static let SQLITE_OK = ResultCode(rawValue: 0)  // Successful result
    public static let SQLITE_ERROR = ResultCode(rawValue: 1)  // Generic error
    public static let SQLITE_BUSY = ResultCode(rawValue: 5)  // The database file is locked
    public static let SQLITE_NOMEM = ResultCode(rawValue: 7)  // A malloc() failed
    public static let SQLITE_READONLY = ResultCode(rawValue: 8)  // Attempt to write a readonly database
    public static let SQLITE_IOERR = ResultCode(rawValue: 10)  // Some kind of disk I/O error occurred
    public static let SQLITE_CANTOPEN = ResultCode(rawValue: 14)  // Unable to open the database file
    public static let SQLITE_CONSTRAINT = ResultCode(rawValue: 19)  // Abort due to constraint violation
    public static let SQLITE_MISMATCH = ResultCode(rawValue: 20)  // Data type mismatch
    public static let SQLITE_MISUSE = ResultCode(rawValue: 21)  // Library used incorrectly
    public static let SQLITE_RANGE = ResultCode(rawValue: 25)  // 2nd parameter to sqlite3_bind out of range
    public static let SQLITE_ROW = ResultCode(rawValue: 100)  // sqlite3_step() has another row ready
    public static let SQLITE_DONE = ResultCode(rawValue: 101)  // sqlite3_step() has finished executing

    public static let SQLITE_BUSY_SNAPSHOT = ResultCode(rawValue: 5 | 2 << 8)
    public static let SQLITE_BUSY_TIMEOUT = ResultCode(rawValue: 5 | 3 << 8)
    public static let SQLITE_CONSTRAINT_CHECK = ResultCode(rawValue: 19 | 1 << 8)
    public static let SQLITE_CONSTRAINT_FOREIGNKEY = ResultCode(rawValue: 19 | 3 << 8)
    public static let SQLITE_CONSTRAINT_NOTNULL = ResultCode(rawValue: 19 | 5 << 8)
    public static let SQLITE_CONSTRAINT_PRIMARYKEY = ResultCode(rawValue: 19 | 6 << 8)
    public static let SQLITE_CONSTRAINT_UNIQUE = ResultCode(rawValue: 19 | 8 << 8)
}
