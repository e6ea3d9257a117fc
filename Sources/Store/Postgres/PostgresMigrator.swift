/// Applies the store's migrations to a PostgreSQL database, recording them in `schema_migrations` as
/// ``Migrator`` does for SQLite (same table, same identifiers, same refusal of unknown ones).
///
/// Several instances may start at once against one database, so every step runs in a transaction
/// holding a transaction-level advisory lock; the second instance waits, then finds the work done.
struct PostgresMigrator {
    /// (identifier, PostgreSQL SQL), oldest first.
    var migrations: [(String, String)]

    /// An arbitrary constant shared by every instance of this program ("pgplay" in ASCII).
    static let lockKey: Int64 = 0x7067_706C_6179

    func migrate(_ connection: PostgresConnection) throws(PostgresError) {
        let known = migrations.map(\.0)
        for (position, (identifier, sql)) in migrations.enumerated() {
            try connection.executeScript("BEGIN")
            do throws(PostgresError) {
                try connection.execute("SELECT 1 FROM pg_advisory_xact_lock(?)", [Self.lockKey])
                try connection.executeScript(
                    """
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        position BIGINT PRIMARY KEY,
                        identifier TEXT NOT NULL UNIQUE
                    )
                    """)
                let applied = try connection.fetchAll("SELECT identifier FROM schema_migrations ORDER BY position", [])
                    .compactMap { String(databaseValue: $0.values[0]) }
                guard applied.count <= known.count, Array(known.prefix(applied.count)) == applied else {
                    throw PostgresError(
                        message: "database has migrations [\(applied.joined(separator: ", "))], "
                            + "which are not a prefix of this build's [\(known.joined(separator: ", "))]",
                        function: "PostgresMigrator.migrate")
                }
                if applied.count <= position {
                    try connection.executeScript(sql)
                    try connection.execute(
                        "INSERT INTO schema_migrations (position, identifier) VALUES (?, ?)", [position, identifier])
                }
                try connection.executeScript("COMMIT")
            } catch {
                try? connection.executeScript("ROLLBACK")
                throw error
            }
        }
    }
}
