import Testing

@testable import HTTPCore

struct CompressionTests {
    @Test func gzipRoundTripsAndStartsWithTheGzipMagic() throws {
        let text = Array(String(repeating: "pager playground ", count: 200).utf8)
        let compressed = try #require(Gzip.compress(text))
        // RFC 1952 §2.3.1: ID1 = 0x1f, ID2 = 0x8b, CM = 8 (deflate).
        #expect(Array(compressed.prefix(3)) == [0x1f, 0x8b, 8])
        #expect(compressed.count < text.count / 10)
        #expect(try Gzip.decompress(compressed) == text)
    }

    @Test func syncFlushMakesEveryEventDecodableOnArrival() throws {
        let deflater = Deflater(format: .zlib, windowBits: 12, memoryLevel: 6)
        let inflater = Inflater(format: .zlib)
        for n in 0..<20 {
            let event = ServerSentEvent(id: "\(n)", event: "frame", data: #"{"seq":\#(n),"position":1.25}"#).encoded
            let chunk = try #require(deflater.compress(event, flush: .sync))
            // Z_SYNC_FLUSH ends on an empty stored block: 00 00 ff ff.
            #expect(Array(chunk.suffix(4)) == [0, 0, 0xff, 0xff])
            #expect(try inflater.decompress(chunk) == event)
        }
        let end = try #require(deflater.compress([], flush: .finish))
        #expect(try inflater.decompress(end).isEmpty)
        #expect(deflater.compress([1], flush: .sync) == nil)
    }

    @Test func zlibHeaderDeclaresTheSmallWindow() throws {
        let deflater = Deflater(format: .zlib, windowBits: 12)
        let chunk = try #require(deflater.compress(Array("x".utf8), flush: .sync))
        // RFC 1950 §2.2: CMF = CINFO << 4 | CM, CINFO = log2(window) - 8 = 4, CM = 8 → 0x48.
        #expect(chunk.first == 0x48)
    }

    /// 0xff after the 10-byte header starts a block with BTYPE = 11, which RFC 1951 §3.2.3 reserves.
    @Test func corruptInputFails() {
        #expect(throws: Inflater.Failure.self) {
            try Gzip.decompress([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff, 0xff])
        }
    }
}

struct StreamCompressionTests {
    /// Six frame-like events, each deflated with a sync flush as a live stream sends them.
    private func serverStream() -> (wire: [UInt8], plain: [UInt8]) {
        let deflater = Deflater(format: .zlib, level: 1, windowBits: 10, memoryLevel: 1, strategy: .fixed)
        var wire: [UInt8] = []
        var plain: [UInt8] = []
        for seq in 1...6 {
            let event = Array(
                #"id: \#(seq)\#nevent: frame\#ndata: {"type":"frame","seq":\#(seq),"position":0.\#(seq)}\#n\#n"#.utf8)
            plain += event
            wire += deflater.compress(event, flush: .sync) ?? []
        }
        return (wire, plain)
    }

    private func inflate(_ chunks: [[UInt8]]) throws -> [UInt8] {
        let inflater = Inflater(format: .zlib, chunkSize: 256)
        var decoded: [UInt8] = []
        for chunk in chunks { decoded += try inflater.decompress(chunk) }
        return decoded
    }

    @Test func decodesTheStreamSplitAtEveryPlace() throws {
        // Including inside the two header bytes (splits at 1 and 2), with an output chunk smaller than
        // the decoded stream.
        let (wire, plain) = serverStream()
        #expect(plain.count > 256)
        #expect(try inflate([wire]) == plain)
        for split in 0...wire.count {
            #expect(try inflate([Array(wire[..<split]), Array(wire[split...])]) == plain, "split at \(split)")
        }
        #expect(try inflate(wire.map { [$0] }) == plain)
    }

    @Test func laterEventsCompressAgainstEarlierOnes() throws {
        // The 1 KiB window reaches the previous frame: a repeated event costs a fraction of the first.
        let deflater = Deflater(format: .zlib, level: 1, windowBits: 10, memoryLevel: 1, strategy: .fixed)
        let event = Array(
            #"id: 9\#nevent: frame\#ndata: {"type":"frame","rev":1,"seq":9,"position":1.25,"index":1}\#n\#n"#.utf8)
        let first = try #require(deflater.compress(event, flush: .sync))
        let second = try #require(deflater.compress(event, flush: .sync))
        #expect(second.count * 3 < first.count, "\(first.count) then \(second.count) bytes")
    }

    @Test func aFinishedStreamRefusesMoreAndSaysWhy() {
        let deflater = Deflater(format: .zlib)
        #expect(deflater.compress(Array("x".utf8), flush: .finish) != nil)
        #expect(deflater.compress(Array("y".utf8), flush: .sync) == nil)
        #expect(deflater.lastFailure?.function == "deflate")
    }
}
