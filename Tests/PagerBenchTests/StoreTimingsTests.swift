import Foundation
import Testing

@testable import pager_bench

struct StoreTimingsTests {
    /// Cumulative buckets as `/metrics` prints them: "over 5 ms" is the count less the `le="0.005"` bucket.
    static func metrics(count: Int, ranWithin: [Int], waitedWithin: [Int]) -> String {
        func histogram(_ name: String, _ within: [Int]) -> String {
            """
            # TYPE \(name) histogram
            \(name)_bucket{le="0.002"} 0
            \(name)_bucket{le="0.005"} \(within[0])
            \(name)_bucket{le="0.01"} \(within[0])
            \(name)_bucket{le="0.025"} \(within[1])
            \(name)_bucket{le="0.1"} \(within[2])
            \(name)_bucket{le="+Inf"} \(count)
            \(name)_sum 1.25
            \(name)_count \(count)

            """
        }
        return "pager_store_pending_writes 0\n" + histogram("pager_store_write_wait_seconds", waitedWithin)
            + histogram("pager_store_write_seconds", ranWithin)
    }

    @Test func readsHowManyWritesRanAndWaitedOverEachBound() throws {
        let before = try #require(
            StoreTimings(metrics: Self.metrics(count: 10, ranWithin: [9, 10, 10], waitedWithin: [10, 10, 10])))
        #expect(before.writes == 10)
        #expect(before.ranOver == [1, 0, 0])
        #expect(before.waitedOver == [0, 0, 0])
        let after = try #require(
            StoreTimings(metrics: Self.metrics(count: 610, ranWithin: [600, 607, 609], waitedWithin: [605, 608, 610])))
        let run = after.since(before)
        // 600 writes in the run; 10 ran over 5 ms (11 − 1), 3 over 25 ms, 1 over 100 ms; 5 waited over 5 ms, 2 over 25.
        #expect(run.writes == 600)
        #expect(run.ranOver == [9, 3, 1])
        #expect(run.waitedOver == [5, 2, 0])
        #expect(run.lines.map(\.0).first == "store_writes")
        #expect(run.lines.contains { $0 == ("store_ran_over_100ms", "1") })
        #expect(run.lines.contains { $0 == ("store_waited_over_25ms", "2") })
    }

    @Test func aServerWithoutTheHistogramsGivesNothing() {
        #expect(StoreTimings(metrics: "http_open_connections 3\n") == nil)
        let cut = Self.metrics(count: 1, ranWithin: [1, 1, 1], waitedWithin: [1, 1, 1])
            .replacingOccurrences(of: "pager_store_write_seconds_bucket{le=\"0.1\"} 1\n", with: "")
        #expect(StoreTimings(metrics: cut) == nil)
    }
}
