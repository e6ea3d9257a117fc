import Testing

@testable import TextMetrics

struct TextMetricsSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
