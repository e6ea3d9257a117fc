import Testing

@testable import pager_bench

@Suite struct LagLogTests {
    @Test func keepsEveryValueInOrderAcrossGrowth() {
        var log = LagLog()
        #expect(log.values.isEmpty)
        for value in 0..<1_000 { log.append(Double(value) / 4) }
        #expect(log.count == 1_000)
        #expect(Array(log.values) == (0..<1_000).map { Double($0) / 4 })
    }
}

@Suite struct LagLogLatenessTests {
    /// Lags 5, 3, 20 and 19.7 ms: the earliest (3 ms) is the stream's clock offset, so the frames are
    /// 2, 0, 17 and 16.7 ms late; within 16.8 ms all but the third are on time, within 16 ms two.
    @Test func latenessIsMeasuredFromTheEarliestFrame() throws {
        var log = LagLog()
        for lag in [0.005, 0.003, 0.020, 0.0197] { log.append(lag) }
        let excesses = log.excesses
        let expected = [0.002, 0, 0.017, 0.0167]
        #expect(excesses.count == 4)
        for (value, want) in zip(excesses, expected) { #expect(abs(value - want) < 1e-12) }
        #expect(log.onTime(period: 0.0168) == 3)
        #expect(log.onTime(period: 0.016) == 2)
        #expect(log.onTime(period: 0.0171) == 4)
    }

    @Test func anEmptyLogHasNoLateness() {
        let log = LagLog()
        #expect(log.excesses.isEmpty)
        #expect(log.onTime(period: 1) == 0)
    }
}
