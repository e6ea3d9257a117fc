import Testing

@testable import Store

struct StoreSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
