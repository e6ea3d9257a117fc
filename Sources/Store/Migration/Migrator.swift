/// Ordered, named schema migrations, each applied once and recorded in the database.
///
/// Applied identifiers are rows of `schema_migrations`, in application order. ``migrate(_:upTo:)``
/// runs every registered migration that is not recorded yet, each in its own `IMMEDIATE` transaction
/// together with its record, so a crash leaves the database at a migration boundary. A database whose
/// record is not a prefix of the registered list (written by a newer or different build) is refused.
///
/// ```swift
/// var migrator = Migrator()
/// migrator.register("v1: configs") { db in try db.executeScript("CREATE TABLE ...") }
/// migrator.register("v2: search index") { db in try db.execute("CREATE INDEX ...") }
/// try migrator.migrate(db)
/// ```
public struct Migrator: Sendable {
    /// One schema step.
    public struct Migration: Sendable {
        public let identifier: String
        let migrate: @Sendable (Database) throws(DatabaseError) -> Void
    }

    /// The registered migrations, in order.
    public private(set) var migrations: [Migration] = []

    public init() {}

    /// Appends a migration; identifiers must be unique.
    public mutating func register(
        _ identifier: String, _ migrate: @escaping @Sendable (Database) throws(DatabaseError) -> Void
    ) {
        precondition(!migrations.contains { $0.identifier == identifier }, "duplicate migration \(identifier)")
        migrations.append(Migration(identifier: identifier, migrate: migrate))
    }

    /// The identifiers recorded as applied in `db`, in order (empty for a new database).
    public func appliedIdentifiers(_ db: Database) throws(DatabaseError) -> [String] {
        let table = try db.fetchOne("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'")
        guard table != nil else { return [] }
        return try db.fetchAll("SELECT identifier FROM schema_migrations ORDER BY position").map {
            (row) throws(DatabaseError) in try row.decode(0, as: String.self)
        }
    }

    /// Applies the registered migrations not yet recorded, stopping after `target` when given.
    ///
    /// - Throws: ``DatabaseError`` from a migration (that migration is rolled back, earlier ones stay),
    ///   or `SQLITE_ERROR` when the database records migrations this migrator does not know.
    public func migrate(_ db: Database, upTo target: String? = nil) throws(DatabaseError) {
        if let target, !migrations.contains(where: { $0.identifier == target }) {
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE, message: "no migration named \(target)", function: "Migrator.migrate")
        }
        try createRecordTable(db)
        let applied = try appliedIdentifiers(db)
        let known = migrations.map(\.identifier)
        guard applied.count <= known.count, Array(known.prefix(applied.count)) == applied else {
            throw DatabaseError(
                resultCode: .SQLITE_ERROR,
                message: "database has migrations [\(applied.joined(separator: ", "))], "
                    + "which are not a prefix of this build's [\(known.joined(separator: ", "))]",
                function: "Migrator.migrate")
        }
        for (position, migration) in migrations.enumerated().dropFirst(applied.count) {
            try db.inTransaction(.immediate) { () throws(DatabaseError) in
                try migration.migrate(db)
                try db.execute(
                    "INSERT INTO schema_migrations(position, identifier) VALUES (?, ?)",
                    [position, migration.identifier])
            }
            if migration.identifier == target {
                return
            }
        }
    }

    private func createRecordTable(_ db: Database) throws(DatabaseError) {
        try db.execute(
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                position INTEGER PRIMARY KEY,
                identifier TEXT NOT NULL UNIQUE
            ) STRICT
            """)
    }
}
