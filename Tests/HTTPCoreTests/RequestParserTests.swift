import Testing

@testable import HTTPCore

struct RequestParserTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var input: String
        var expected: [ParserEvent]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "simple GET",
            input: "GET /index.html?x=1 HTTP/1.1\r\nHost: example.com\r\nAccept: */*\r\n\r\n",
            expected: [.head(head(.get, "/index.html?x=1", [("Host", "example.com"), ("Accept", "*/*")])), .end]),
        Case(
            name: "POST with Content-Length",
            input: "POST /api HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\nhello world",
            expected: [
                .head(head(.post, "/api", [("Host", "a"), ("Content-Length", "11")], framing: .length(11))),
                .body(bytes("hello world")), .end,
            ]),
        Case(
            name: "chunked with extension and trailer",
            input:
                "PUT /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nX-Sum: 1\r\n\r\n",
            expected: [
                .head(head(.put, "/c", [("Host", "a"), ("Transfer-Encoding", "chunked")], framing: .chunked)),
                .body(bytes("hello world")), .end,
            ]),
        Case(
            name: "pipelined pair, the second with Connection: close",
            input: "GET /a HTTP/1.1\r\nHost: a\r\n\r\nGET /b HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
            expected: [
                .head(head(.get, "/a", [("Host", "a")])), .end,
                .head(head(.get, "/b", [("Host", "a"), ("Connection", "close")], keepAlive: false)), .end,
            ]),
        Case(
            name: "HTTP/1.0 without Host, keep-alive asked",
            input: "HEAD / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n",
            expected: [
                .head(head(.head, "/", version: .http1_0, [("Connection", "Keep-Alive")], keepAlive: true)), .end,
            ]),
        Case(
            name: "bare LF line ends, leading empty line, OWS around the value",
            input: "\r\nDELETE /x HTTP/1.1\nHost:   a \t\n\n",
            expected: [.head(head(.delete, "/x", [("Host", "a")])), .end]),
        Case(
            name: "absolute-form target reduced to its path",
            input: "GET http://example.com/p?q HTTP/1.1\r\nHost: example.com\r\n\r\n",
            expected: [.head(head(.get, "/p?q", [("Host", "example.com")])), .end]),
        Case(
            name: "Expect: 100-continue",
            input: "POST /u HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok",
            expected: [
                .head(
                    head(
                        .post, "/u", [("Host", "a"), ("Expect", "100-continue"), ("Content-Length", "2")],
                        expectsContinue: true, framing: .length(2))),
                .body(bytes("ok")), .end,
            ]),
    ]

    @Test(arguments: cases)
    func parsesAtEverySplit(_ testCase: Case) {
        for split in everySplit(bytes(testCase.input)) {
            #expect(parse(split) == testCase.expected, "split \(split.map(\.count))")
        }
    }

    static let failures: [(String, HTTPParseError.Kind)] = [
        ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", .versionNotSupported),
        ("BREW /pot HTTP/1.1\r\nHost: a\r\n\r\n", .methodNotImplemented),
        ("CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n", .methodNotImplemented),
        ("GET / HTTP/1.1\r\n\r\n", .malformed),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .malformed),
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", .malformed),
        // A field line that starts with its colon has no name (the line is a slice of the whole head).
        ("GET / HTTP/1.1\r\nHost: a\r\n: x\r\n\r\n", .malformed),
        ("GET / HTTP/1.1\r\nHost: a\r\n:\r\n\r\n", .malformed),
        ("GET / HTTP/1.1\r\n: x\r\nHost: a\r\n\r\n", .malformed),
        ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", .malformed),
        ("GET / HTTP/1.1\r\nHost: a\u{0}b\r\n\r\n", .malformed),
        ("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n", .malformed),
        ("GET /a b HTTP/1.1\r\nHost: a\r\n\r\n", .malformed),
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", .malformed),
        ("GET a HTTP/1.1\r\nHost: a\r\n\r\n", .malformed),
        ("GET /#frag HTTP/1.1\r\nHost: a\r\n\r\n", .malformed),
        ("GET / HTTP/1.1 \r\nHost: a\r\n\r\n", .malformed),
        ("GET / http/1.1\r\nHost: a\r\n\r\n", .malformed),
        ("G(T / HTTP/1.1\r\nHost: a\r\n\r\n", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1, 2\r\n\r\n", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n", .transferCodingNotImplemented),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", .malformed),
        ("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\n\r\n", .expectationFailed),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabX", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1000000000000000\r\n", .malformed),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nbad trailer\r\n\r\n", .malformed),
    ]

    @Test(arguments: failures)
    func refusesMalformedRequests(_ input: String, _ kind: HTTPParseError.Kind) {
        for split in everySplit(bytes(input)) {
            let events = parse(split)
            guard case .failure(let error)? = events.last else {
                Issue.record("no failure for \(input.debugDescription) split \(split.map(\.count)): \(events)")
                return
            }
            #expect(error.kind == kind, "\(input.debugDescription)")
        }
    }

    @Test func statusForEachFailureKind() {
        #expect(HTTPParseError(.headTooLarge, "").status.code == 431)
        #expect(HTTPParseError(.tooManyHeaders, "").status.code == 431)
        #expect(HTTPParseError(.bodyTooLarge, "").status.code == 413)
        #expect(HTTPParseError(.targetTooLong, "").status.code == 414)
        #expect(HTTPParseError(.methodNotImplemented, "").status.code == 501)
        #expect(HTTPParseError(.versionNotSupported, "").status.code == 505)
        #expect(HTTPParseError(.malformed, "").status.code == 400)
    }

    @Test func yieldsNothingAfterAFailure() {
        var parser = RequestParser()
        let events = parser.feed(bytes("GET / HTTP/9.9\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n"))
        #expect(events.count == 1)
        #expect(parser.feed(bytes("GET / HTTP/1.1\r\nHost: a\r\n\r\n")).isEmpty)
        #expect(parser.hasFailed)
    }

    @Test func reportsIdleAndBodyStates() {
        var parser = RequestParser()
        #expect(parser.isIdle)
        _ = parser.feed(bytes("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\na"))
        #expect(!parser.isIdle)
        #expect(parser.isReadingBody)
        _ = parser.feed(bytes("bc"))
        #expect(parser.isIdle)
        #expect(!parser.isReadingBody)
    }
}
