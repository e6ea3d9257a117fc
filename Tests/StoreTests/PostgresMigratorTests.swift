import Dispatch
import Testing

@testable import Store

/// The PostgreSQL side of the migrations: the same identifiers recorded as on SQLite, unknown ones
/// refused, and instances that start together migrating once.
@Suite(
    .enabled(
        if: StoreBackendKind.postgresURL != nil, "PAGER_PLAYGROUND_TEST_PG is not set: PostgreSQL migrations untested"))
struct PostgresMigratorTests {
    private func applied(_ configs: ConfigRepository) throws -> [String] {
        try configs.backend.read { (db) throws(ConfigStoreError) in
            try db.rows("SELECT identifier FROM schema_migrations ORDER BY position", []).compactMap {
                String(databaseValue: $0.values[0])
            }
        }
    }

    @Test func bothBackEndsRecordTheSameMigrations() throws {
        try withRepository(.postgres) { postgres, _ throws in
            try withRepository(.sqlite) { sqlite, _ throws in
                #expect(try applied(postgres) == ConfigSchema.identifiers)
                #expect(try applied(sqlite) == ConfigSchema.identifiers)
            }
        }
    }

    @Test func instancesStartingTogetherMigrateOnce() throws {
        try withStore(.postgres) { store throws in
            let failures = Collector<String>()
            let opened = Collector<Int>()
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                do {
                    let configs = try store.open()
                    opened.append(index)
                    configs.close()
                } catch {
                    failures.append("\(error)")
                }
            }
            #expect(failures.all == [])
            #expect(opened.all.count == 4)
            let configs = try store.open()
            defer { configs.close() }
            #expect(try applied(configs) == ConfigSchema.identifiers)
        }
    }

    @Test func aDatabaseFromAnotherBuildIsRefusedAndLeftAlone() throws {
        try withStore(.postgres) { store throws in
            do {
                let configs = try store.open()
                _ = try configs.create(name: "Kept", configJSON: "{}", schemaVersion: 1)
                try configs.backend.write { (db) throws(ConfigStoreError) in
                    try db.run(
                        "INSERT INTO schema_migrations (position, identifier) VALUES (?, ?)",
                        [99, "v99: from the future"])
                }
                configs.close()
            }
            let error = try #require(throws: ConfigStoreError.self) { try store.open() }
            guard case .postgres(let postgresError) = error else {
                Issue.record("expected a PostgreSQL error, got \(error)")
                return
            }
            #expect(postgresError.message.contains("v99: from the future"))
            #expect(postgresError.function == "PostgresMigrator.migrate")
        }
    }
}
