import Testing

@testable import pager_bench

@Suite struct PercentilesTests {
    /// Nearest rank over 1…10, given shuffled: p50 is the 5th value, p90 the 9th, p99 the 10th (rank ⌈9.9⌉),
    /// p0 the first.
    @Test func nearestRankFromOneSort() {
        let values: [Double] = [7, 3, 10, 1, 9, 2, 8, 5, 4, 6]
        #expect(percentiles(values, [50, 90, 99, 0]) == [5, 9, 10, 1])
        #expect(percentiles([], [50, 99]) == [0, 0])
    }
}
