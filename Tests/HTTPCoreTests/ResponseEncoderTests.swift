import Testing

@testable import HTTPCore

struct ResponseEncoderTests {
    private let date = Array("Sun, 06 Nov 1994 08:49:37 GMT".utf8)

    private func encode(
        _ response: Response, length: ResponseEncoder.Length? = nil, keepAlive: Bool = true,
        version: HTTPVersion = .http1_1
    ) -> String {
        var buffer: [UInt8] = []
        ResponseEncoder.encodeHead(
            response, length: length ?? .fixed(response.body.count), date: date, keepAlive: keepAlive,
            requestVersion: version, into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test func writesStatusFieldsDateAndLength() {
        let text = encode(.text("hello"))
        #expect(
            text == "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\n"
                + "X-Content-Type-Options: nosniff\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Length: 5\r\n\r\n")
    }

    @Test func closeAndHTTP10KeepAlive() {
        #expect(encode(.empty(.noContent), keepAlive: false).contains("Connection: close\r\n"))
        #expect(encode(.text("x"), version: .http1_0).contains("Connection: keep-alive\r\n"))
        #expect(!encode(.text("x")).contains("Connection:"))
    }

    @Test func noLengthFor304And204OrUntilClose() {
        #expect(!encode(Response(status: .notModified)).contains("Content-Length"))
        #expect(!encode(.empty()).contains("Content-Length"))
        #expect(!encode(.text("x"), length: .untilClose).contains("Content-Length"))
    }

    @Test func serverFieldsFromHandlersAreIgnored() {
        let response = Response(
            status: .ok,
            headers: [
                "Content-Length": "99", "Date": "yesterday", "connection": "upgrade", "X-A": "1",
                "x-content-type-options": "sniff-away",
            ],
            body: Array("abc".utf8))
        let text = encode(response)
        #expect(
            text
                == "HTTP/1.1 200 OK\r\nX-A: 1\r\nX-Content-Type-Options: nosniff\r\n"
                + "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Length: 3\r\n\r\n")
    }

    /// Every head carries `nosniff` exactly once, whatever the status, length or handler fields.
    @Test func everyHeadSaysNosniffOnce() {
        let responses: [Response] = [
            .text("x"), .empty(), Response(status: .notModified), HTTPError.notFound().response,
            HTTPError.parse(HTTPParseError(.bodyTooLarge, "too big")).response,
            Response(status: .ok, headers: ["X-Content-Type-Options": "nosniff"]),
        ]
        for response in responses {
            for length in [ResponseEncoder.Length.fixed(response.body.count), .untilClose] {
                let text = encode(response, length: length).lowercased()
                let lines = text.split(separator: "\r\n").filter { $0.hasPrefix("x-content-type-options") }
                #expect(lines == ["x-content-type-options: nosniff"], "\(text)")
            }
        }
    }

    @Test func largeLengthsAreWrittenInDecimal() {
        let text = encode(Response(), length: .fixed(1_234_567_890))
        #expect(text.contains("Content-Length: 1234567890\r\n"))
    }
}
