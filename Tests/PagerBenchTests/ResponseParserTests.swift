import Testing

@testable import pager_bench

@Suite struct ResponseParserTests {
    private func head(_ text: String) throws(BenchError) -> ResponseHead {
        try ResponseParser.parseHead(ArraySlice(Array(text.utf8)))
    }

    @Test func readsTheStatusAndTrimmedFields() throws {
        let parsed = try head(
            "HTTP/1.1 202 Accepted\r\nContent-Type:  application/json \r\nX-Empty:\r\nno colon here\r\n"
                + "Location: http://127.0.0.1:80/a\tb\r\nRetry-After:\t7\t")
        #expect(parsed.status == 202)
        #expect(parsed.fields.map(\.name) == ["Content-Type", "X-Empty", "Location", "Retry-After"])
        #expect(parsed.fields.map(\.value) == ["application/json", "", "http://127.0.0.1:80/a\tb", "7"])
        #expect(parsed.field("content-type") == "application/json")
        #expect(try head("HTTP/1.0 404").status == 404)
    }

    @Test func refusesWhatIsNotAStatusLine() {
        for bad in ["HTTP/2 200 OK", "ICY 200 OK", "HTTP/1.1", "HTTP/1.1 2x0 OK", "HTTP/1.1  200", "HTTP/1.1 2000 OK"] {
            #expect(throws: BenchError.self) { try head(bad) }
        }
    }
}
