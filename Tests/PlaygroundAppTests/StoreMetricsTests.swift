import Foundation
import Store
import Testing

@testable import PlaygroundApp

struct StoreMetricsTests {
    @Test func theLinesCountThePoolsCheckpoints() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("store-metrics-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var migrator = Migrator()
        migrator.register("rows") { (db) throws(DatabaseError) in
            try db.execute("CREATE TABLE r(id INTEGER PRIMARY KEY, x BLOB NOT NULL)")
        }
        let pool = try DatabasePool(
            path: directory + "/metrics.sqlite", configuration: DatabasePool.Configuration(checkpointFrames: 4),
            migrator: migrator)
        defer { pool.close() }
        #expect(
            LiveServer.metricValue(
                "pager_store_checkpoints_total", in: StoreMetrics.text(SQLiteBackend(pool: pool).statistics)) == 0)
        for _ in 0..<12 {
            try pool.write { (db) throws(DatabaseError) in try db.execute("INSERT INTO r(x) VALUES (randomblob(3000))")
            }
        }
        let deadline = Date().addingTimeInterval(10)
        while pool.checkpointStatistics.runs == 0 && Date() < deadline {
            usleep(2000)
        }
        let text = StoreMetrics.text(SQLiteBackend(pool: pool).statistics)
        #expect((LiveServer.metricValue("pager_store_checkpoints_total", in: text) ?? 0) >= 1)
        #expect((LiveServer.metricValue("pager_store_checkpointed_frames_total", in: text) ?? 0) >= 4)
        #expect(LiveServer.metricValue("pager_store_writer_checkpoints_total", in: text) != nil)
        #expect(LiveServer.metricValue("pager_store_checkpoint_failures_total", in: text) == 0)
        #expect(LiveServer.metricValue("pager_store_pending_writes", in: text) == 0)
        #expect(LiveServer.metricValue("pager_store_pending_reads", in: text) == 0)
    }

    @Test func theServersMetricsHaveTheStoreLines() throws {
        let server = try LiveServer()
        defer { server.stop() }
        let body = #"{"name": "metrics", "config": {}}"#
        #expect(try server.request("POST", "/api/configs", json: body).status == 201)
        #expect(try server.metric("pager_store_pending_writes") == 0)
        #expect(try server.metric("pager_store_checkpoints_total") == 0)
        #expect(try server.metric("pager_store_checkpoint_failures_total") == 0)
        // The save is the only write: its time on the writer thread and in the queue are counted once.
        #expect(try server.metric("pager_store_write_seconds_count") == 1)
        #expect(try server.metric("pager_store_write_wait_seconds_count") == 1)
        #expect(try server.metric("pager_store_write_seconds_bucket{le=\"+Inf\"}") == 1)
    }
}
