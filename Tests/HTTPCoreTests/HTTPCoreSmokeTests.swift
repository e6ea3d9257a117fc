import Testing

@testable import HTTPCore

struct HTTPCoreSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
