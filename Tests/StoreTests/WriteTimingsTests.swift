import Foundation
import Testing

@testable import Store

struct WriteTimingsTests {
    @Test func aDurationCountsInTheFirstBucketWhoseBoundHoldsIt() {
        var histogram = DurationHistogram(bounds: [0.001, 0.01, 0.1])
        histogram.record(.microseconds(300))  // ≤ 1 ms
        histogram.record(.milliseconds(1))  // on the bound: still ≤ 1 ms, as Prometheus's `le` says
        histogram.record(.microseconds(1001))  // just over: ≤ 10 ms
        histogram.record(.milliseconds(40))  // ≤ 100 ms
        histogram.record(.seconds(2))  // above the last bound
        histogram.record(.milliseconds(-5))  // a clock that went back counts as zero
        #expect(histogram.counts == [3, 1, 1, 1])
        #expect(histogram.count == 6)
        #expect(abs(histogram.sum - (0.0003 + 0.001 + 0.001001 + 0.04 + 2)) < 1e-9)
    }

    /// A write that holds the writer 40 ms runs over 25 ms, and the write queued behind it waits about
    /// as long.
    @Test func thePoolTimesHowLongWritesWaitAndRun() throws {
        try withTemporaryDirectory { directory in
            var migrator = Migrator()
            migrator.register("rows") { (db) throws(DatabaseError) in
                try db.execute("CREATE TABLE r(id INTEGER PRIMARY KEY, x TEXT NOT NULL)")
            }
            let pool = try DatabasePool(path: directory + "/timings.sqlite", migrator: migrator)
            defer { pool.close() }
            #expect(pool.writeTimings.running.count == 0)
            let finished = DispatchSemaphore(value: 0)
            try pool.asyncWrite(
                { (db) throws(DatabaseError) in
                    usleep(40_000)
                    try db.execute("INSERT INTO r(x) VALUES ('slow')")
                }, completion: { _ in finished.signal() })
            try pool.asyncWrite(
                { (db) throws(DatabaseError) in try db.execute("INSERT INTO r(x) VALUES ('behind')") },
                completion: { _ in finished.signal() })
            finished.wait()
            finished.wait()
            let timings = pool.writeTimings
            let bounds = WriteTimings.bounds
            #expect(timings.running.count == 2)
            #expect(timings.waiting.count == 2)
            // Buckets from (25, 50] ms on: the durations over 25 ms.
            let over25 = try #require(bounds.firstIndex(of: 0.05))
            #expect(timings.running.counts[over25...].reduce(0, +) == 1, "one write ran over 25 ms: \(timings.running)")
            #expect(timings.waiting.counts[over25...].reduce(0, +) == 1, "one waited over 25 ms: \(timings.waiting)")
            // The first found the writer free (how soon its thread ran depends on the machine's load).
            #expect(timings.waiting.counts[..<over25].reduce(0, +) == 1, "the first did not queue: \(timings.waiting)")
            #expect(timings.running.sum >= 0.04)
        }
    }
}
