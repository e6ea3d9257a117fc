import Testing

@testable import Store

/// `--db` text to back end, and the SQL parameter numbering PostgreSQL needs.
struct StoreLocationTests {
    @Test(arguments: [
        ("playground.sqlite", StoreLocation.sqlite(path: "playground.sqlite")),
        ("./data/x.db", .sqlite(path: "./data/x.db")),
        ("sqlite:/var/lib/p.sqlite", .sqlite(path: "/var/lib/p.sqlite")),
        ("sqlite:postgres://odd-file-name", .sqlite(path: "postgres://odd-file-name")),
        ("postgres://app@db:5432/playground", .postgres(url: "postgres://app@db:5432/playground")),
        ("postgresql://app@db/playground", .postgres(url: "postgresql://app@db/playground")),
    ])
    func textNamesABackEnd(text: String, expected: StoreLocation) {
        #expect(StoreLocation(text) == expected)
    }

    @Test func descriptionsHideThePassword() {
        #expect(StoreLocation("postgres://app:s3cret@db:5432/p").description == "postgres://app:***@db:5432/p")
        #expect(StoreLocation("postgres://app@db/p").description == "postgres://app@db/p")
        #expect(StoreLocation("p.sqlite").description == "sqlite:p.sqlite")
    }

    @Test func placeholdersAreNumberedOutsideQuotesAndComments() {
        let (sql, count) = Placeholders.numbered(
            "SELECT '?', \"a?\" FROM t -- why?\nWHERE a = ? AND b LIKE ? ESCAPE '\\' AND c = 'it''s ?' AND d = ?")
        #expect(count == 3)
        #expect(
            sql
                == "SELECT '?', \"a?\" FROM t -- why?\nWHERE a = $1 AND b LIKE $2 ESCAPE '\\' AND c = 'it''s ?' AND d = $3"
        )
    }
}

/// The migration list both back ends are built from.
struct ConfigSchemaTests {
    @Test func everyMigrationHasBothDialectsAndAUniqueIdentifier() {
        #expect(Set(ConfigSchema.identifiers).count == ConfigSchema.migrations.count)
        for migration in ConfigSchema.migrations {
            #expect(!migration.sqlite.isEmpty && !migration.postgres.isEmpty, "\(migration.identifier)")
        }
        #expect(ConfigSchema.migrator.migrations.map(\.identifier) == ConfigSchema.identifiers)
        #expect(ConfigSchema.postgresMigrations.map(\.0) == ConfigSchema.identifiers)
    }
}
