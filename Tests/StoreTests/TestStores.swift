import Foundation
import Testing

@testable import Store

/// The back ends the repository suites run on: every such test takes one as its argument.
///
/// SQLite always runs. PostgreSQL runs when `PAGER_PLAYGROUND_TEST_PG` holds a server URL
/// (`scripts/test.sh` starts a throwaway cluster with `scripts/pg-cluster.sh` and sets it). Without it
/// the tests have no PostgreSQL case at all (the report says "with 1 test case", not 2), and
/// ``PostgresVariantsTests`` is reported as skipped with the reason. (Cancelling the case instead,
/// `Test.cancel`, is shown by swift-testing 6.3 as a pass.)
enum StoreBackendKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// The back ends to test here: SQLite, and PostgreSQL when a server is given.
    static var underTest: [StoreBackendKind] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    /// The server URL of the PostgreSQL variants, if set.
    static var postgresURL: String? {
        guard let url = ProcessInfo.processInfo.environment["PAGER_PLAYGROUND_TEST_PG"], !url.isEmpty else {
            return nil
        }
        return url
    }
}

/// One test's own, empty store: a SQLite file in a fresh directory, or a fresh PostgreSQL schema.
struct TestStore: Sendable {
    let location: StoreLocation

    /// Opens (and migrates) the store; call again to reopen it.
    ///
    /// - Parameter writerQueueCapacity: the writer queue's size; with PostgreSQL, also one writer thread,
    ///   so that a job holding the writer keeps the next one queued.
    func open(
        clock: TestClock = TestClock(), random: RandomSource = .secure, writerQueueCapacity: Int? = nil
    ) throws -> ConfigRepository {
        switch location {
        case .sqlite(let path):
            var configuration = DatabasePool.Configuration()
            if let writerQueueCapacity { configuration.writerQueueCapacity = writerQueueCapacity }
            return try ConfigRepository.open(
                path: path, configuration: configuration, clock: clock.clock, random: random)
        case .postgres(let url):
            var configuration = PostgresPool.Configuration()
            if let writerQueueCapacity {
                configuration.writerCount = 1
                configuration.writerQueueCapacity = writerQueueCapacity
            }
            return try ConfigRepository.open(
                postgresURL: url, configuration: configuration, clock: clock.clock, random: random)
        }
    }
}

/// Runs `body` with a fresh store of `backend`, removed afterwards (the directory, or the schema with
/// `DROP SCHEMA … CASCADE`). A PostgreSQL test gets its own schema through the connection's
/// `search_path`, so tests run in parallel on one server without seeing each other's rows.
func withStore<T>(_ backend: StoreBackendKind, _ body: (TestStore) throws -> T) throws -> T {
    switch backend {
    case .sqlite:
        return try withTemporaryDirectory { directory throws in
            try body(TestStore(location: .sqlite(path: directory + "/configs.sqlite")))
        }
    case .postgres:
        let url = try #require(StoreBackendKind.postgresURL, "PAGER_PLAYGROUND_TEST_PG is not set")
        let schema = "store_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let admin = try PostgresConnection(url: url)
        defer { admin.close() }
        try admin.executeScript("CREATE SCHEMA \(schema)")
        defer { try? admin.executeScript("DROP SCHEMA \(schema) CASCADE") }
        let separator = url.contains("?") ? "&" : "?"
        return try body(TestStore(location: .postgres(url: url + separator + "options=-csearch_path%3D" + schema)))
    }
}

/// Runs `body` with a repository on a fresh store of `backend`; the store is given for reopening.
func withRepository(
    _ backend: StoreBackendKind, clock: TestClock = TestClock(), random: RandomSource = .secure,
    _ body: (ConfigRepository, TestStore) throws -> Void
) throws {
    try withStore(backend) { store throws in
        let configs = try store.open(clock: clock, random: random)
        defer { configs.close() }
        try body(configs, store)
    }
}

extension ConfigRepository {
    /// The SQLite pool under a repository the test opened on SQLite.
    var sqlitePool: DatabasePool {
        guard let backend = backend as? SQLiteBackend else { preconditionFailure("not a SQLite repository") }
        return backend.pool
    }
}

/// Reports whether the store suites ran on PostgreSQL: skipped, with the reason, when no server was
/// given; otherwise checks the server is the PostgreSQL 15 or newer the store is written for.
struct PostgresVariantsTests {
    @Test(
        .enabled(
            if: StoreBackendKind.postgresURL != nil,
            "PAGER_PLAYGROUND_TEST_PG is not set: the PostgreSQL cases of every store suite are skipped"))
    func theStoreSuitesRunOnPostgreSQL() throws {
        let url = try #require(StoreBackendKind.postgresURL)
        let connection = try PostgresConnection(url: url)
        defer { connection.close() }
        let row = try #require(try connection.fetchAll("SELECT current_setting('server_version_num')::int8 AS v").first)
        #expect(try row.decode("v", as: Int.self) >= 150_000)
        #expect(StoreBackendKind.underTest == [.sqlite, .postgres])
    }
}
