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
