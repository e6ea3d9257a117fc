import Testing

@testable import pager_bench

/// What a decoder handed on, as text.
private struct Seen: Equatable, CustomStringConvertible {
    var kind: SSEMessage.Kind
    var data: String
    var description: String { "\(kind) \(data)" }
}

private func decode(_ chunks: [String]) -> [Seen] {
    var decoder = SSEDecoder()
    var seen: [Seen] = []
    for chunk in chunks {
        let bytes = Array(chunk.utf8)
        bytes.withUnsafeBytes { raw in
            decoder.feed(raw) { message in
                seen.append(Seen(kind: message.kind, data: String(decoding: message.data, as: UTF8.self)))
            }
        }
    }
    return seen
}

@Suite struct SSEDecoderTests {
    @Test func eventsInOneRead() {
        let stream = "id: 1\nevent: layout\ndata: {\"a\":1}\n\nid: 2\nevent: frame\ndata: {\"seq\":2}\n\n"
        #expect(decode([stream]) == [Seen(kind: .layout, data: #"{"a":1}"#), Seen(kind: .frame, data: #"{"seq":2}"#)])
    }

    @Test func eventsSplitAnywhereDecodeTheSame() {
        let stream = "event: frame\ndata: {\"seq\":7}\n\n: comment\n\nevent:end\ndata:x\n\n"
        let whole = decode([stream])
        #expect(whole == [Seen(kind: .frame, data: #"{"seq":7}"#), Seen(kind: .end, data: "x")])
        let bytes = Array(stream.utf8)
        for cut in 1..<bytes.count {
            let parts = [
                String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self),
            ]
            #expect(decode(parts) == whole, "cut at \(cut)")
        }
    }

    @Test func crlfLineEndsAndUnnamedEvents() {
        let stream = "event: event\r\ndata: {\"name\":\"x\"}\r\n\r\ndata: plain\n\nretry: 10\n\n"
        // A block with only `retry` has neither a name nor data: nothing is handed on.
        #expect(decode([stream]) == [Seen(kind: .event, data: #"{"name":"x"}"#), Seen(kind: .other, data: "plain")])
    }

    @Test func onlyTheFirstDataLineIsKept() {
        #expect(decode(["event: warning\ndata: one\ndata: two\n\n"]) == [Seen(kind: .other, data: "one")])
    }
}
