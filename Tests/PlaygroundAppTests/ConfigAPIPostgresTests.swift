import Foundation
import HTTPServer
import Testing

@testable import PlaygroundApp
@testable import Store

/// The config API on `--db postgres://…`, with two servers on one database as two instances would be.
/// Skipped, with the reason, unless `PAGER_PLAYGROUND_TEST_PG` names a server (scripts/test.sh sets it).
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["PAGER_PLAYGROUND_TEST_PG", default: ""] != "",
        "PAGER_PLAYGROUND_TEST_PG is not set: the config API on PostgreSQL is untested"))
struct ConfigAPIPostgresTests {
    /// Runs `body` with the URL of a fresh schema of the test server, dropped afterwards.
    private func withDatabase(_ body: (String) throws -> Void) throws {
        let url = try #require(ProcessInfo.processInfo.environment["PAGER_PLAYGROUND_TEST_PG"])
        let schema = "api_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let admin = try PostgresConnection(url: url)
        defer { admin.close() }
        try admin.executeScript("CREATE SCHEMA \(schema)")
        defer { try? admin.executeScript("DROP SCHEMA \(schema) CASCADE") }
        try body(url + (url.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema)
    }

    private func withServer(_ url: String, _ body: (LiveServer) throws -> Void) throws {
        try LiveServer.with(
            configure: { $0.databasePath = url },
            routes: { router, context in
                ConfigRoutes.register(in: &router, context: context, settings: ConfigAPISettings(saveRate: nil))
            }, body)
    }

    @Test func aConfigSavedThroughOneInstanceIsReadAndEditedThroughAnother() throws {
        try withDatabase { url throws in
            try withServer(url) { first throws in
                try withServer(url) { second throws in
                    let created = try first.createConfig(name: "Shared", config: #"{"preset":"tabman.buttonBar"}"#)
                    let read = try second.request("GET", "/api/configs/\(created.slug)")
                    #expect(read.status == 200)
                    #expect(try read.json()["name"] == "Shared")
                    let updated = try second.request(
                        "PUT", "/api/configs/\(created.slug)",
                        headers: [("Authorization", "Bearer \(created.token)"), ("If-Match", "\"1\"")],
                        json: #"{"name":"Shared v2","config":{"preset":"swiftUITabPager.fixed"}}"#)
                    #expect(updated.status == 200)
                    // The first instance sees the second's edit, and refuses an edit from the old version.
                    #expect(try first.request("GET", "/api/configs/\(created.slug)").json()["name"] == "Shared v2")
                    let stale = try first.request(
                        "PUT", "/api/configs/\(created.slug)",
                        headers: [("Authorization", "Bearer \(created.token)"), ("If-Match", "\"1\"")],
                        json: #"{"name":"Lost","config":{}}"#)
                    #expect(stale.status == 412)
                    let listed = try first.request("GET", "/api/configs?query=shared").json()
                    #expect(listed["configs"]?.arrayValue?.count == 1)
                    let gone = try second.request(
                        "DELETE", "/api/configs/\(created.slug)",
                        headers: [("Authorization", "Bearer \(created.token)")])
                    #expect(gone.status == 204)
                    #expect(try first.request("GET", "/api/configs/\(created.slug)").status == 404)
                }
            }
        }
    }

    @Test func metricsCountTheStoresWrites() throws {
        try withDatabase { url throws in
            try withServer(url) { server throws in
                _ = try server.createConfig(name: "Counted")
                let text = try server.metricsText()
                #expect((LiveServer.metricValue("pager_store_write_seconds_count", in: text) ?? 0) >= 1)
                #expect(LiveServer.metricValue("pager_store_checkpoints_total", in: text) == 0)
            }
        }
    }
}
