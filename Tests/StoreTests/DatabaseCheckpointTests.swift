import Dispatch
import Foundation
import Testing

@testable import Store

/// The pool's checkpoints run on the checkpointer thread, never inside a writer's `COMMIT`.
struct DatabaseCheckpointTests {
    private func withPool(checkpointFrames: Int, _ body: (DatabasePool, String) throws -> Void) throws {
        try withTemporaryDirectory { directory throws in
            var migrator = Migrator()
            migrator.register("blobs") { (db) throws(DatabaseError) in
                try db.execute("CREATE TABLE b(id INTEGER PRIMARY KEY, x BLOB NOT NULL)")
            }
            let path = directory + "/pool.sqlite"
            let pool = try DatabasePool(
                path: path, configuration: DatabasePool.Configuration(checkpointFrames: checkpointFrames),
                migrator: migrator)
            defer { pool.close() }
            try body(pool, path)
        }
    }

    /// Inserts `rows` blobs of nearly a page each in one transaction: about one log frame per row.
    private static func insertPages(_ pool: DatabasePool, rows: Int) throws {
        try pool.write { (db) throws(DatabaseError) in
            try db.execute(
                """
                WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ?)
                INSERT INTO b(x) SELECT randomblob(3900) FROM c
                """, [rows])
        }
    }

    @Test func aCommitPastSQLitesOwnThresholdDoesNotCheckpoint() throws {
        try withPool(checkpointFrames: .max) { pool, path in
            // 1 200 frames in one commit: SQLite's automatic checkpoint (1 000 frames) would copy them
            // into the file during that COMMIT, and the next write would then restart the log.
            try Self.insertPages(pool, rows: 1200)
            try Self.insertPages(pool, rows: 1)
            // A checkpoint of our own (outside any transaction) reports how long the log is.
            let outcome = try Database(path: path).checkpoint()
            #expect(outcome.logFrames > 1200)
            #expect(pool.checkpointStatistics.runs == 0)
        }
    }

    @Test func theCheckpointerCopiesTheLogIntoTheFileOnceItPassesTheThreshold() throws {
        try withPool(checkpointFrames: 16) { pool, path in
            let sizeBefore = try Self.fileSize(path)
            for _ in 0..<24 {
                try Self.insertPages(pool, rows: 1)
            }
            let deadline = Date().addingTimeInterval(10)
            while pool.checkpointStatistics.checkpointedFrames < 16 && Date() < deadline {
                usleep(2000)
            }
            let statistics = pool.checkpointStatistics
            #expect(statistics.runs >= 1)
            #expect(statistics.checkpointedFrames >= 16)
            #expect(statistics.lastError == nil)
            // The copied pages are in the database file itself now, not only in the log.
            #expect(try Self.fileSize(path) >= sizeBefore + 12 * 4096)
            let rows = try pool.read { (db) throws(DatabaseError) in
                try db.fetchOne("SELECT count(*) FROM b")?.decode(0, as: Int.self)
            }
            #expect(rows == 24)
        }
    }

    /// With the checkpointer thread held up (as when writes never pause and each of its passes finds
    /// new frames behind it), the log must not grow past four times the threshold: the writer then
    /// checkpoints after its commit itself, all of the log, and the next write starts the log again.
    @Test func theWriterCatchesUpWhenTheLogReachesFourTimesTheThreshold() throws {
        try withPool(checkpointFrames: 8) { pool, path in
            let holding = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            try pool.checkpointer.queue.push { _ in
                holding.signal()
                release.wait()
            }
            defer { release.signal() }
            #expect(holding.wait(timeout: .now() + 10) == .success)
            for _ in 0..<60 {
                try Self.insertPages(pool, rows: 1)
            }
            let statistics = pool.checkpointStatistics
            #expect(statistics.writerRuns >= 1)
            #expect(statistics.runs == statistics.writerRuns)
            #expect(statistics.lastError == nil)
            // 60 commits of a page or more each, yet the log holds no more than the catch-up size.
            let outcome = try Database(path: path).checkpoint()
            #expect(outcome.logFrames < 32)
        }
    }

    private static func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}
