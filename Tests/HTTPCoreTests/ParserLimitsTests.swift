import Testing

@testable import HTTPCore

/// Every limit at its edge: the limit itself is accepted, one more byte or field is refused.
struct ParserLimitsTests {
    /// A GET whose head is exactly `size` bytes:
    /// "GET / HTTP/1.1\r\n" (16) + "Host: a\r\n" (9) + "X: " (3) + filler + "\r\n" (2) + "\r\n" (2) = 32 + filler.
    private func getWithHead(ofSize size: Int) -> [UInt8] {
        bytes("GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "v", count: size - 32) + "\r\n\r\n")
    }

    private func failureKind(_ events: [ParserEvent]) -> HTTPParseError.Kind? {
        if case .failure(let error)? = events.last { return error.kind }
        return nil
    }

    @Test func headAtTheDefaultLimitIsAccepted() {
        #expect(ParserLimits().maxHeadBytes == 16_384)
        let input = getWithHead(ofSize: 16_384)
        #expect(input.count == 16_384)
        #expect(parse([input]).last == .end)
        #expect(parse(input.map { [$0] }).last == .end)
    }

    @Test func headOneByteOverTheLimitIs431() {
        let input = getWithHead(ofSize: 16_385)
        #expect(failureKind(parse([input])) == .headTooLarge)
        #expect(failureKind(parse(input.map { [$0] })) == .headTooLarge)
        #expect(HTTPParseError(.headTooLarge, "").status.code == 431)
    }

    @Test func headTooLargeIsReportedBeforeTheHeadEnds() {
        var parser = RequestParser()
        let events = parser.feed(bytes("GET / HTTP/1.1\r\nX: " + String(repeating: "v", count: 16_400)))
        #expect(failureKind(events) == .headTooLarge)
    }

    private func getWithFields(_ count: Int) -> [UInt8] {
        var text = "GET / HTTP/1.1\r\nHost: a\r\n"
        for index in 1..<count { text += "X-\(index): v\r\n" }
        return bytes(text + "\r\n")
    }

    @Test func headerCountAtTheLimit() {
        #expect(ParserLimits().maxHeaderCount == 100)
        #expect(parse([getWithFields(100)]).last == .end)
        #expect(failureKind(parse([getWithFields(101)])) == .tooManyHeaders)
        #expect(failureKind(parse(getWithFields(101).map { [$0] })) == .tooManyHeaders)
    }

    @Test func targetAtTheLimit() {
        #expect(ParserLimits().maxTargetBytes == 8192)
        let atLimit = "/" + String(repeating: "a", count: 8191)
        #expect(parse([bytes("GET \(atLimit) HTTP/1.1\r\nHost: a\r\n\r\n")]).last == .end)
        let over = atLimit + "a"
        #expect(failureKind(parse([bytes("GET \(over) HTTP/1.1\r\nHost: a\r\n\r\n")])) == .targetTooLong)
    }

    @Test func declaredBodyAtTheLimit() {
        #expect(ParserLimits().maxBodyBytes == 1_048_576)
        var parser = RequestParser()
        var events = parser.feed(bytes("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048576\r\n\r\n"))
        #expect(events.count == 1)
        #expect(parser.isReadingBody)
        events = parser.feed([UInt8](repeating: 0x61, count: 1_048_576))
        #expect(events.last == .end)
    }

    @Test func declaredBodyOverTheLimitIs413BeforeAnyContent() {
        let events = parse([bytes("POST /up HTTP/1.1\r\nHost: a\r\nContent-Length: 1048577\r\n\r\n")])
        #expect(events.count == 2)
        guard case .head(let head)? = events.first else {
            Issue.record("expected the head first")
            return
        }
        #expect(head.target == "/up")
        #expect(failureKind(events) == .bodyTooLarge)
    }

    @Test func hugeContentLengthIs413NotAnOverflow() {
        let events = parse([bytes("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n")])
        #expect(failureKind(events) == .bodyTooLarge)
    }

    @Test func chunkedBodyAtTheLimit() {
        let limits = ParserLimits(maxBodyBytes: 10)
        let prefix = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
        let atLimit = parse([bytes(prefix + "4\r\nabcd\r\n6\r\nefghij\r\n0\r\n\r\n")], limits: limits)
        #expect(atLimit.suffix(2) == [.body(bytes("abcdefghij")), .end])
        let over = parse([bytes(prefix + "4\r\nabcd\r\n7\r\nefghijk\r\n0\r\n\r\n")], limits: limits)
        #expect(failureKind(over) == .bodyTooLarge)
    }

    @Test func chunkSizeLineAtTheLimit() {
        #expect(ParserLimits().maxChunkLineBytes == 1024)
        let prefix = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
        // "1;" (2) + "e=" (2) + filler + "\r\n" (2) = 1024 → filler 1018.
        let line = "1;e=" + String(repeating: "x", count: 1018) + "\r\n"
        #expect(line.utf8.count == 1024)
        #expect(parse([bytes(prefix + line + "a\r\n0\r\n\r\n")]).last == .end)
        let longer = "1;e=" + String(repeating: "x", count: 1019) + "\r\n"
        #expect(failureKind(parse([bytes(prefix + longer + "a\r\n0\r\n\r\n")])) == .malformed)
    }

    @Test func trailerSectionAtTheLimit() {
        #expect(ParserLimits().maxTrailerBytes == 4096)
        let prefix = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n"
        // "X: " (3) + filler + "\r\n" (2) + "\r\n" (2) = 4096 → filler 4089.
        let atLimit = "X: " + String(repeating: "t", count: 4089) + "\r\n\r\n"
        #expect(parse([bytes(prefix + atLimit)]).last == .end)
        let over = "X: " + String(repeating: "t", count: 4090) + "\r\n\r\n"
        #expect(failureKind(parse([bytes(prefix + over)])) == .headTooLarge)
    }
}
