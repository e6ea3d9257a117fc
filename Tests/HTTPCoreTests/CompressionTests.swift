import TestSupport
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

    @Test func dataGivenInPiecesInflatesAsOneStream() throws {
        let deflater = Deflater(format: .zlib, windowBits: 12, memoryLevel: 6)
        var wire: [UInt8] = []
        var plain: [UInt8] = []
        for n in 0..<20 {
            let row = Array(#"{"row":\#(n),"pixels":"\#(String(repeating: "ab", count: n))"}"#.utf8)
            plain += row
            wire += try #require(deflater.compress(row, flush: .none))
        }
        wire += try #require(deflater.compress([], flush: .finish))
        // RFC 1950 §2.2: CMF = CINFO << 4 | CM, CINFO = log2(window) - 8 = 4, CM = 8 → 0x48.
        #expect(wire.first == 0x48)
        #expect(try Inflater(format: .zlib).decompress(wire) == plain)
        #expect(deflater.compress([1], flush: .none) == nil)
    }

    /// 0xff after the 10-byte header starts a block with BTYPE = 11, which RFC 1951 §3.2.3 reserves.
    @Test func corruptInputFails() {
        #expect(throws: Inflater.Failure.self) {
            try Gzip.decompress([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff, 0xff])
        }
    }
}

struct FinishedStreamTests {
    @Test func aFinishedStreamRefusesMoreAndSaysWhy() {
        let deflater = Deflater(format: .zlib)
        #expect(deflater.compress(Array("x".utf8), flush: .finish) != nil)
        #expect(deflater.compress(Array("y".utf8), flush: .none) == nil)
        #expect(deflater.lastFailure?.function == "deflate")
    }
}
