import TestSupport
import Testing

@testable import HTTPCore

struct RawInflaterTests {
    /// Feeds `stream` in pieces of the sizes `pieces` gives, in turn (one byte each when nil), and returns
    /// all the output.
    static func inflate(_ stream: [UInt8], windowBits: Int = 15, pieces: [Int]? = nil) throws(RawInflater.Failure)
        -> [UInt8]
    {
        let inflater = RawInflater(windowBits: windowBits)
        var output: [UInt8] = []
        var offset = 0
        var index = 0
        while offset < stream.count {
            let size = pieces.map { $0[index % $0.count] } ?? 1
            let end = min(stream.count, offset + max(1, size))
            output += try feed(inflater, Array(stream[offset..<end])).output
            offset = end
            index += 1
        }
        return output
    }

    /// Gives `inflater` one piece: what came out, and in how many parts.
    static func feed(_ inflater: RawInflater, _ piece: [UInt8]) throws(RawInflater.Failure) -> (
        output: [UInt8], parts: Int
    ) {
        var output: [UInt8] = []
        var parts = 0
        var failure: RawInflater.Failure?
        piece.withUnsafeBytes { bytes in
            do throws(RawInflater.Failure) {
                try inflater.inflate(bytes) {
                    output.append(contentsOf: $0)
                    parts += 1
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return (output, parts)
    }

    static func whole(_ stream: [UInt8], windowBits: Int = 15) throws(RawInflater.Failure) -> [UInt8] {
        try inflate(stream, windowBits: windowBits, pieces: [stream.count])
    }

    /// RFC 1951 §3.2.6, worked by hand: BFINAL 1, BTYPE 01, then 'a' (97 → 0x30 + 97 = 10010001) and
    /// end-of-block (0000000), codes most significant bit first from bit 3 on: bytes 4b 04 00.
    @Test func decodesAFixedBlockWorkedByHand() throws {
        #expect(try Self.whole([0x4B, 0x04, 0x00]) == Array("a".utf8))
        #expect(try Self.inflate([0x4B, 0x04, 0x00]) == Array("a".utf8))
    }

    /// §3.2.4: BFINAL 1, BTYPE 00, padding (byte 01), LEN 3 (03 00), NLEN (fc ff), then the bytes.
    @Test func decodesAStoredBlockWorkedByHand() throws {
        let stream: [UInt8] = [0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63]
        #expect(try Self.whole(stream) == Array("abc".utf8))
        #expect(try Self.inflate(stream) == Array("abc".utf8))
    }

    @Test func reportsFinishingAndIgnoresWhatFollows() throws {
        let inflater = RawInflater()
        #expect(!inflater.isFinished)
        #expect(try Self.feed(inflater, [0x4B, 0x04, 0x00, 0x99, 0x98]).output == Array("a".utf8))
        #expect(inflater.isFinished)
        #expect(try Self.feed(inflater, [0x4B, 0x04, 0x00]).output.isEmpty)
    }

    /// zlib's own streams at every level (stored blocks at 0, dynamic codes above), with sync flushes
    /// between pieces of text and random bytes, decode to their input however the stream is cut.
    @Test(arguments: [0, 1, 6, 9])
    func decodesZlibStreamsCutAnywhere(level: Int32) throws {
        var random = SeededGenerator(seed: UInt64(level) + 7)
        var input: [UInt8] = []
        var stream: [UInt8] = []
        let deflater = Deflater(format: .raw, level: level)
        for round in 0..<12 {
            var piece: [UInt8] = []
            if round % 3 == 2 {
                piece = (0..<(500 + round * 300)).map { _ in UInt8.random(in: 0...255, using: &random) }
            } else {
                for event in EventDeflaterTests.frameEvents(count: 20 + round) { piece += event }
            }
            input += piece
            stream += try #require(deflater.compress(piece, flush: round == 11 ? .finish : .sync))
        }
        #expect(try Self.whole(stream) == input)
        #expect(try Self.inflate(stream) == input)
        let cuts = (0..<50).map { _ in Int.random(in: 1...700, using: &random) }
        #expect(try Self.inflate(stream, pieces: cuts) == input)
    }

    /// The server's deflater, as each stream's client reads it: one sync flush per event, window 10 bits.
    @Test(arguments: DeflaterShape.all)
    func decodesTheEventDeflatersStreams(shape: DeflaterShape) throws {
        let deflater = shape.make()
        let inflater = RawInflater(windowBits: shape.windowBits)
        var first = true
        for event in EventDeflaterTests.frameEvents(count: 300) {
            var chunk = try #require(deflater.compress(event, flush: .sync))
            if first {
                chunk.removeFirst(2)  // the zlib header
                first = false
            }
            let (output, parts) = try Self.feed(inflater, chunk)
            #expect(output == event)
            #expect(parts <= 2)
        }
    }

    /// Output longer than the history in one call comes out in order, in several pieces.
    @Test func longOutputSlidesTheHistory() throws {
        var random = SeededGenerator(seed: 3)
        let input = (0..<200_000).map { index in
            index % 7 == 0 ? UInt8.random(in: 0...255, using: &random) : UInt8(ascii: "a") + UInt8(index % 5)
        }
        let stream = try #require(Deflater(format: .raw, level: 6).compress(input, flush: .finish))
        #expect(try Self.whole(stream) == input)
        #expect(try Self.whole(stream, windowBits: 15).count == input.count)
    }

    @Test func rejectsBlockTypeThree() {
        // BFINAL 1, BTYPE 11.
        #expect(throws: RawInflater.Failure(reason: "invalid block type")) { try Self.whole([0x07]) }
    }

    @Test func rejectsAStoredBlockWhoseLengthsDisagree() {
        #expect(throws: RawInflater.Failure(reason: "invalid stored block lengths")) {
            try Self.whole([0x01, 0x03, 0x00, 0x00, 0x00, 0x61, 0x62, 0x63])
        }
    }

    /// A fixed block that starts with a match: BFINAL 1, BTYPE 01, length code 257 (0000001, length
    /// 3), distance code 0 (00000, distance 1) before any byte: 03 02.
    @Test func rejectsAMatchBeforeTheStart() {
        let inflater = RawInflater()
        let problem = RawInflater.Failure(reason: "invalid distance too far back")
        for _ in 0..<2 {
            #expect(throws: problem) { try Self.feed(inflater, [0x03, 0x02]) }
        }
    }

    /// Distance codes 30 and 31 have no distance (§3.2.6): BFINAL 1, BTYPE 01, length code 257, then
    /// distance code 30 (11110): 03 3e.
    @Test func rejectsDistanceCodeThirty() {
        #expect(throws: RawInflater.Failure(reason: "invalid distance code")) { try Self.whole([0x03, 0x3E, 0, 0]) }
        #expect(throws: RawInflater.Failure(reason: "invalid distance code")) { try Self.inflate([0x03, 0x3E, 0, 0]) }
    }

    /// A stream made with a 32 KiB window, read with a 1 KiB one, fails where a match reaches too far.
    @Test func rejectsDistancesBeyondTheWindow() throws {
        var random = SeededGenerator(seed: 11)
        let block = (0..<2000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let stream = try #require(Deflater(format: .raw, level: 6).compress(block + block, flush: .finish))
        #expect(try Self.whole(stream) == block + block)
        #expect(throws: RawInflater.Failure(reason: "invalid distance too far back")) {
            try Self.whole(stream, windowBits: 10)
        }
    }

    /// Random bytes are never taken for a stream: some error, never a crash or endless output.
    @Test func randomInputFailsOrDecodesWithoutCrashing() {
        var random = SeededGenerator(seed: 5)
        var failures = 0
        for _ in 0..<300 {
            let stream = (0..<Int.random(in: 1...200, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            do throws(RawInflater.Failure) {
                let output = try Self.whole(stream)
                #expect(output.count <= stream.count * 1032)
            } catch {
                failures += 1
            }
        }
        #expect(failures > 100)
    }

    /// The region a caller loads ahead of the next call starts `window` bytes back and covers the
    /// decoded bytes there: what that call's matches copy from.
    @Test func historyAheadCoversTheLastWindowOfOutput() throws {
        let inflater = RawInflater(windowBits: 10)
        #expect(inflater.historyAhead.count == 512)
        var output: [UInt8] = []
        for event in EventDeflaterTests.frameEvents(count: 40) {
            let stored =
                [0x00, UInt8(event.count & 0xFF), UInt8(event.count >> 8)]
                + [~UInt8(event.count & 0xFF), ~UInt8(event.count >> 8)] + event
            output += try Self.feed(inflater, stored).output
            let ahead = inflater.historyAhead
            let kept = min(output.count, 1024)
            #expect(ahead.count == kept + 512)
            #expect(Array(ahead.prefix(kept)) == Array(output.suffix(kept)))
        }
    }
}
