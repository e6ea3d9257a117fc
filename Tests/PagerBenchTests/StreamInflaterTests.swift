import HTTPCore
import Testing

@testable import pager_bench

@Suite struct StreamInflaterTests {
    /// Three frame-like events, each deflated with a sync flush as the server sends them.
    private func serverStream() -> (wire: [UInt8], plain: [UInt8]) {
        let deflater = EventDeflater(windowBits: 10, hashBits: 8)
        var wire: [UInt8] = []
        var plain: [UInt8] = []
        for seq in 1...3 {
            let event = Array(
                #"id: \#(seq)\#nevent: frame\#ndata: {"type":"frame","seq":\#(seq),"position":0.\#(seq)}\#n\#n"#.utf8)
            plain += event
            wire += deflater.compress(event, flush: .sync) ?? []
        }
        return (wire, plain)
    }

    private func inflate(_ chunks: [[UInt8]]) throws(StreamInflater.Failure) -> [UInt8] {
        let inflater = StreamInflater()
        var decoded: [UInt8] = []
        for chunk in chunks {
            // A buffer of its own: a typed throw cannot pass through `withUnsafeBytes`.
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk.count, alignment: 1)
            defer { buffer.deallocate() }
            buffer.copyBytes(from: chunk)
            try inflater.inflate(UnsafeRawBufferPointer(buffer)) { decoded += $0 }
        }
        return decoded
    }

    @Test func decodesTheStreamSplitAtEveryPlace() throws {
        // Including inside the two header bytes (splits at 1 and 2), with an output buffer smaller
        // than the decoded stream.
        let (wire, plain) = serverStream()
        #expect(try inflate([wire]) == plain)
        for split in 0...wire.count {
            #expect(try inflate([Array(wire[..<split]), Array(wire[split...])]) == plain, "split at \(split)")
        }
        #expect(try inflate(wire.map { [$0] }) == plain)
    }

    /// `wire` with its header replaced by `cmf` and a FLG carrying `flags` and a valid check.
    private func withHeader(_ wire: [UInt8], cmf: UInt8, flags: UInt8) -> [UInt8] {
        let remainder = (UInt16(cmf) << 8 | UInt16(flags)) % 31
        return [cmf, flags + UInt8((31 - remainder) % 31)] + wire[2...]
    }

    @Test func refusesABadHeader() throws {
        let (wire, plain) = serverStream()
        // The server's own header rebuilt this way decodes: the cases below differ in one thing each.
        #expect(try inflate([withHeader(wire, cmf: wire[0], flags: wire[1] & 0xE0)]) == plain)
        var wrongCheck = wire
        wrongCheck[1] ^= 1
        let wrongMethod = withHeader(wire, cmf: (wire[0] & 0xF0) | 7, flags: 0)
        let windowTooLarge = withHeader(wire, cmf: 0x88, flags: 0)
        let presetDictionary = withHeader(wire, cmf: wire[0], flags: 0x20)
        for bad in [wrongCheck, wrongMethod, windowTooLarge, presetDictionary] {
            #expect(throws: StreamInflater.Failure.self) { try inflate([bad]) }
        }
    }
}
