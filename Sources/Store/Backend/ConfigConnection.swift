/// The SQL dialect of a connection: where the two back ends' SQL must differ, the repository asks it.
public enum SQLDialect: String, Sendable, Hashable, CaseIterable {
    case sqlite
    case postgres

    /// Appended to a `SELECT` of the row a write job is about to check and change. PostgreSQL runs
    /// writes from several connections (and instances) at once, so the row is locked until `COMMIT`;
    /// SQLite has one writer in an `IMMEDIATE` transaction and needs (and accepts) nothing.
    var lockingClause: String {
        switch self {
        case .sqlite: ""
        case .postgres: " FOR UPDATE"
        }
    }

    /// Run after rows were inserted with explicit `configs.id` values (``StoreCopy``): PostgreSQL's
    /// identity sequence does not follow them by itself. SQLite picks the largest id plus one anyway.
    var identityCatchUp: String? {
        switch self {
        case .sqlite: nil
        case .postgres:
            "SELECT setval(pg_get_serial_sequence('configs', 'id'), coalesce(max(id), 0) + 1, false) FROM configs"
        }
    }

    /// A condition that `column` contains the `LIKE` pattern bound to the next `?`, ignoring the case
    /// of ASCII letters only (`\` escapes), as SQLite's `LIKE` does. PostgreSQL's `LIKE` is
    /// case-sensitive and its `lower()` follows the locale, so both sides are lowered in the "C"
    /// collation, which folds ASCII letters and nothing else.
    func containsPattern(_ column: String) -> String {
        switch self {
        case .sqlite: "\(column) LIKE ? ESCAPE '\\'"
        case .postgres: "lower(\(column) COLLATE \"C\") LIKE lower(? COLLATE \"C\") ESCAPE '\\'"
        }
    }
}

/// What the repository needs of one database connection, inside a transaction the back end opened.
///
/// SQLite's ``Database`` and PostgreSQL's connection both conform, so the repository's SQL and its
/// checks exist once. Statements use `?` parameters and SQL both databases accept; where they differ,
/// the SQL comes from ``dialect``. Failures arrive as ``ConfigStoreError/database(_:)`` (SQLite) or
/// ``ConfigStoreError/postgres(_:)``.
public protocol ConfigConnection {
    var dialect: SQLDialect { get }
    /// Every row of `sql` with `arguments` bound to its `?` parameters.
    func rows(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) -> [Row]
    /// The first row, if any.
    func row(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) -> Row?
    /// Runs `sql`, ignoring rows.
    func run(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError)
}

extension Database: ConfigConnection {
    public var dialect: SQLDialect { .sqlite }

    public func rows(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) -> [Row] {
        do {
            return try cachedStatement(sql).fetchAll(arguments)
        } catch {
            throw .database(error)
        }
    }

    public func row(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) -> Row? {
        do {
            return try cachedStatement(sql).fetchOne(arguments)
        } catch {
            throw .database(error)
        }
    }

    public func run(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) {
        do {
            try cachedStatement(sql).execute(arguments)
        } catch {
            throw .database(error)
        }
    }
}

extension PostgresConnection: ConfigConnection {
    var dialect: SQLDialect { .postgres }

    func rows(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) -> [Row] {
        do {
            return try fetchAll(sql, arguments)
        } catch {
            throw .postgres(error)
        }
    }

    func row(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) -> Row? {
        try rows(sql, arguments).first
    }

    func run(_ sql: String, _ arguments: StatementArguments) throws(ConfigStoreError) {
        _ = try rows(sql, arguments)
    }
}
