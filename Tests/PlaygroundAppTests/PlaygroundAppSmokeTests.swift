import Testing

@testable import PlaygroundApp

struct PlaygroundAppSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
