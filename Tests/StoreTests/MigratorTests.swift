import Store
import Testing

struct MigratorTests {
    private func tableNames(_ db: Database) throws -> Set<String> {
        Set(
            try db.fetchAll(
                "SELECT name FROM sqlite_schema WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%'"
            )
            .map { try $0.decode(0, as: String.self) })
    }

    private func columns(_ db: Database, _ table: String) throws -> [String] {
        try db.fetchAll("SELECT name FROM pragma_table_info(?) ORDER BY cid", [table]).map {
            try $0.decode(0, as: String.self)
        }
    }

    @Test func fromEmptyAppliesEveryMigrationOnce() throws {
        try withTemporaryDirectory { directory throws in
            let db = try Database(path: directory + "/db.sqlite")
            let migrator = ConfigSchema.migrator
            #expect(try migrator.appliedIdentifiers(db) == [])
            try migrator.migrate(db)
            #expect(try migrator.appliedIdentifiers(db) == ConfigSchema.identifiers)
            #expect(
                try tableNames(db) == [
                    "schema_migrations", "configs", "config_versions", "configs_by_parent", "configs_by_recency",
                    "fonts", "configs_by_token",
                ])
            #expect(
                try columns(db, "configs") == [
                    "id", "slug", "token_hash", "name", "latest_version", "created_at", "updated_at", "deleted_at",
                    "parent_id", "parent_version", "visibility",
                ])
            try migrator.migrate(db)
            #expect(try db.fetchOne("SELECT count(*) FROM schema_migrations")?.decode(0, as: Int.self) == 6)
        }
    }

    @Test func fromVersion1KeepsDataAndAddsLineageAndIndex() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/db.sqlite"
            do {
                let db = try Database(path: path)
                try ConfigSchema.migrator.migrate(db, upTo: ConfigSchema.identifiers[0])
                #expect(try ConfigSchema.migrator.appliedIdentifiers(db) == [ConfigSchema.identifiers[0]])
                #expect(!(try columns(db, "configs").contains("parent_id")))
                try db.execute(
                    """
                    INSERT INTO configs (id, slug, token_hash, name, latest_version, created_at, updated_at)
                    VALUES (1, 'AAAAAAAAAA', x'00', 'Old', 1, 1000, 1000)
                    """)
                try db.execute(
                    """
                    INSERT INTO config_versions (config_id, number, name, schema_version, config_json, created_at)
                    VALUES (1, 1, 'Old', 1, '{"preset":"tabman.tabBar"}', 1000)
                    """)
                db.close()
            }
            let configs = try ConfigRepository.open(path: path)
            defer { configs.close() }
            let stored = try configs.latest(slug: "AAAAAAAAAA")
            #expect(stored.name == "Old")
            #expect(stored.configJSON == #"{"preset":"tabman.tabBar"}"#)
            #expect(stored.parent == nil)
            #expect(stored.createdAt == Timestamp(millisecondsSince1970: 1000))
            let applied = try configs.sqlitePool.read { (db) throws(DatabaseError) in
                try ConfigSchema.migrator.appliedIdentifiers(db)
            }
            #expect(applied == ConfigSchema.identifiers)
        }
    }

    @Test func fromVersion2KeepsForkLinks() throws {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/db.sqlite"
            do {
                let db = try Database(path: path)
                try ConfigSchema.migrator.migrate(db, upTo: ConfigSchema.identifiers[1])
                #expect(!(try tableNames(db).contains("configs_by_recency")))
                try db.executeScript(
                    """
                    INSERT INTO configs (id, slug, token_hash, name, latest_version, created_at, updated_at)
                    VALUES (1, 'PPPPPPPPPP', x'00', 'Parent', 1, 1000, 1000);
                    INSERT INTO configs (id, slug, token_hash, name, latest_version, created_at, updated_at,
                                         parent_id, parent_version)
                    VALUES (2, 'CCCCCCCCCC', x'00', 'Child', 1, 2000, 2000, 1, 1);
                    INSERT INTO config_versions VALUES (1, 1, 'Parent', 1, '{}', 1000);
                    INSERT INTO config_versions VALUES (2, 1, 'Child', 1, '{}', 2000);
                    """)
                db.close()
            }
            let configs = try ConfigRepository.open(path: path)
            defer { configs.close() }
            #expect(try configs.latest(slug: "CCCCCCCCCC").parent == ConfigReference(slug: "PPPPPPPPPP", version: 1))
            // Search needs v3's index and sees both rows, newest (2000 ms) first.
            #expect(
                try configs.search(query: "", limit: 10, cursor: nil).items.map(\.slug) == ["CCCCCCCCCC", "PPPPPPPPPP"])
        }
    }

    @Test func refusesADatabaseFromAnotherBuild() throws {
        try withTemporaryDirectory { directory throws in
            let db = try Database(path: directory + "/db.sqlite")
            var newer = ConfigSchema.migrator
            newer.register("v4: from the future") { (db) throws(DatabaseError) in try db.execute("CREATE TABLE f(x)") }
            try newer.migrate(db)
            let error = try #require(throws: DatabaseError.self) { try ConfigSchema.migrator.migrate(db) }
            #expect(error.extendedResultCode == .SQLITE_ERROR)
            #expect(error.message.contains("v4: from the future"))
        }
    }

    @Test func failingMigrationRollsBackAloneAndCarriesItsSQL() throws {
        try withTemporaryDirectory { directory throws in
            let db = try Database(path: directory + "/db.sqlite")
            var migrator = Migrator()
            migrator.register("one") { (db) throws(DatabaseError) in try db.execute("CREATE TABLE one(x)") }
            migrator.register("two") { (db) throws(DatabaseError) in
                try db.execute("CREATE TABLE two(x)")
                try db.execute("INSERT INTO missing VALUES (1)")
            }
            let error = try #require(throws: DatabaseError.self) { try migrator.migrate(db) }
            #expect(error.sql == "INSERT INTO missing VALUES (1)")
            #expect(try migrator.appliedIdentifiers(db) == ["one"])
            #expect(try tableNames(db) == ["schema_migrations", "one"])
        }
    }
}
