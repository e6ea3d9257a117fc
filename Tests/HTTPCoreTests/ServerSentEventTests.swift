import Testing

@testable import HTTPCore

struct ServerSentEventTests {
    private func text(_ event: ServerSentEvent) -> String { String(decoding: event.encoded, as: UTF8.self) }

    @Test func encodesAllFields() {
        let event = ServerSentEvent(id: "7", event: "frame", data: #"{"seq":7}"#, retry: 2500)
        #expect(text(event) == "retry: 2500\nid: 7\nevent: frame\ndata: {\"seq\":7}\n\n")
    }

    @Test func splitsDataAtEveryKindOfLineBreak() {
        // WHATWG: a client joins data lines with LF, so CR, LF and CRLF all become separate data lines.
        let event = ServerSentEvent(data: "a\nb\r\nc\rd\n")
        #expect(text(event) == "data: a\ndata: b\ndata: c\ndata: d\ndata: \n\n")
    }

    @Test func findsALineBreakAtEveryPlaceInAWord() {
        // Data is scanned 16 bytes at a time, then byte by byte: a CR or LF at any of the 40 places of
        // two blocks and a tail splits it there, e.g. LF at 9 → "abcdefghi" and "klmno…".
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN".utf8)
        for place in letters.indices {
            for lineBreak in [UInt8(ascii: "\n"), UInt8(ascii: "\r")] {
                var data = letters
                data[place] = lineBreak
                let before = String(decoding: letters[..<place], as: UTF8.self)
                let after = String(decoding: letters[(place + 1)...], as: UTF8.self)
                #expect(text(ServerSentEvent(data: data)) == "data: \(before)\ndata: \(after)\n\n", "at \(place)")
            }
        }
    }

    /// The event as the WHATWG format reads it, written the plain way: fields cleaned of CR, LF and
    /// NUL, data split at CR, LF and CRLF.
    private func reference(id: String?, event: String?, data: [UInt8]) -> [UInt8] {
        func clean(_ text: String) -> [UInt8] { text.utf8.filter { $0 != 0x0D && $0 != 0x0A && $0 != 0 } }
        var out: [UInt8] = []
        if let id { out += Array("id: ".utf8) + clean(id) + [0x0A] }
        if let event { out += Array("event: ".utf8) + clean(event) + [0x0A] }
        var lines: [[UInt8]] = [[]]
        var index = 0
        while index < data.count {
            let byte = data[index]
            if byte == 0x0D || byte == 0x0A {
                if byte == 0x0D && index + 1 < data.count && data[index + 1] == 0x0A { index += 1 }
                lines.append([])
            } else {
                lines[lines.count - 1].append(byte)
            }
            index += 1
        }
        for line in lines { out += Array("data: ".utf8) + line + [0x0A] }
        return out + [0x0A]
    }

    @Test func lentDataEncodesAsTheWHATWGFormatReadsIt() {
        // Data lengths from none to a few hundred bytes, with and without a line break (first, in the
        // middle, last); ids and event names clean and dirty.
        let names: [(String?, String?)] = [(nil, nil), ("17", "frame"), ("1\n2", "frame"), ("3", "a\r\u{0}b")]
        for length in Array(0...20) + [300, 901] {
            let clean = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            var variants = [clean]
            for place in Set([0, length / 2, length - 1]) where length > 0 {
                var broken = clean
                broken[place] = place % 2 == 0 ? 0x0A : 0x0D
                variants.append(broken)
            }
            for data in variants {
                for (id, event) in names {
                    var out: [UInt8] = [0x3A]
                    data.withUnsafeBufferPointer { ServerSentEvent.encode(id: id, event: event, data: $0, into: &out) }
                    #expect(out == [0x3A] + reference(id: id, event: event, data: data), "\(length) \(id ?? "-")")
                }
            }
        }
    }

    @Test func bytesNextToLineBreaksAreNotLineBreaks() {
        // 0x09, 0x0B, 0x0C, 0x0E and the same with the high bit (0x8A, 0x8D) differ from LF (0x0A) or
        // CR (0x0D) in one bit; the word test must not take them for line breaks: one data line.
        let data: [UInt8] = [
            0x09, 0x0B, 0x0C, 0x0E, 0x8A, 0x8D, 0x1A, 0x2D, 0x0B, 0x0C, 0x8A, 0x8D, 0x41, 0x42, 0x43, 0x44,
        ]
        #expect(ServerSentEvent(data: data).encoded == Array("data: ".utf8) + data + [0x0A, 0x0A])
    }

    @Test func keepsLeadingSpaceOfData() {
        #expect(text(ServerSentEvent(data: " x")) == "data:  x\n\n")
    }

    @Test func stripsLineBreaksAndNulFromIdAndEvent() {
        #expect(text(ServerSentEvent(id: "1\n2\u{0}", event: "a\r\nb", data: "")) == "id: 12\nevent: ab\ndata: \n\n")
    }

    @Test func commentIsIgnoredByClients() {
        #expect(String(decoding: ServerSentEvent.comment("ping"), as: UTF8.self) == ": ping\n\n")
    }

    @Test func kindDefaultsToMessage() {
        #expect(ServerSentEvent(data: "x").kind == "message")
        #expect(ServerSentEvent(event: "frame", data: "x").kind == "frame")
    }
}

struct EventSinkTests {
    private func frame(_ n: Int) -> ServerSentEvent { ServerSentEvent(id: "\(n)", event: "frame", data: "f\(n)") }

    @Test func latestWinsReplacesThePendingEventOfTheSameKind() {
        var sink = EventSink()
        #expect(sink.push(ServerSentEvent(event: "layout", data: "L")) == .queued)
        #expect(sink.push(frame(1), latestWins: true) == .queued)
        #expect(sink.push(ServerSentEvent(event: "event", data: "E")) == .queued)
        #expect(sink.push(frame(2), latestWins: true) == .replaced)
        #expect(sink.push(frame(3), latestWins: true) == .replaced)
        #expect(sink.dropped == 2)
        #expect(sink.takeAll().map(\.data) == [Array("L".utf8), Array("E".utf8), Array("f3".utf8)])
        #expect(sink.isEmpty)
        #expect(sink.pendingBytes == 0)
    }

    @Test func queuedEventsAreNeverReplaced() {
        var sink = EventSink()
        _ = sink.push(frame(1))
        _ = sink.push(frame(2))
        #expect(sink.pending.count == 2)
        #expect(sink.dropped == 0)
    }

    @Test func overflowsPastTheEventCap() {
        var sink = EventSink(limits: .init(maxPendingEvents: 3, maxPendingBytes: 1000))
        for n in 0..<3 { #expect(sink.push(frame(n)) == .queued) }
        #expect(sink.push(frame(3)) == .overflow)
        #expect(sink.pending.count == 3)
    }

    @Test func overflowsPastTheByteCap() {
        var sink = EventSink(limits: .init(maxPendingEvents: 100, maxPendingBytes: 10))
        #expect(sink.push(ServerSentEvent(data: [UInt8](repeating: 1, count: 10))) == .queued)
        #expect(sink.push(ServerSentEvent(data: [1])) == .overflow)
    }
}
