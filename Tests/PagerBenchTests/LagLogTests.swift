import Testing

@testable import pager_bench

@Suite struct LagLogTests {
    @Test func keepsEveryValueInOrderAcrossGrowth() {
        var log = LagLog()
        #expect(log.values.isEmpty)
        for value in 0..<1_000 { log.append(Double(value) / 4) }
        #expect(log.count == 1_000)
        #expect(Array(log.values) == (0..<1_000).map { Double($0) / 4 })
        log.release()
        #expect(log.count == 0)
    }
}
