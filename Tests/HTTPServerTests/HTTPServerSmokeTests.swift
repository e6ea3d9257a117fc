import Testing

@testable import HTTPServer

struct HTTPServerSmokeTests {
    @Test func moduleLoads() {
        #expect(Bool(true))
    }
}
