import Testing

@testable import PagerEngine

struct PagerEngineSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
