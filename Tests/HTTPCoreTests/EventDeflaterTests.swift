import TestSupport
import Testing

@testable import HTTPCore

struct EventDeflaterTests {
    /// RFC 1950 §2.2: CMF = (windowBits − 8) << 4 | 8; windowBits 12 → 0x48 = 72. FLG = FCHECK
    /// (FLEVEL 0, no dictionary): 72 · 256 = 18432 = 31 · 594 + 18, so FCHECK = 31 − 18 = 13 = 0x0D.
    @Test func headerDeclaresTheWindow() throws {
        let chunk = try #require(EventDeflater().compress([], flush: .sync))
        // Empty input: only the empty stored block, RFC 1951 §3.2.4: 3 zero header bits padded to
        // one byte, then LEN = 00 00, NLEN = ff ff.
        #expect(chunk == [0x48, 0x0D, 0, 0, 0, 0xFF, 0xFF])
        for bits in 9...15 {
            let first = try #require(EventDeflater(windowBits: bits).compress([1], flush: .sync))
            #expect(Int(first[0]) == (bits - 8) << 4 | 8)
            #expect((Int(first[0]) * 256 + Int(first[1])) % 31 == 0)
        }
    }

    @Test(arguments: DeflaterShape.all)
    func everySyncCallEndsOnAByteAndInflatesToItsInput(shape: DeflaterShape) throws {
        let deflater = shape.make()
        let windowBits = shape.windowBits
        let inflater = Inflater(format: .zlib)
        var stream: [UInt8] = []
        for event in Self.frameEvents(count: 200) {
            let chunk = try #require(deflater.compress(event, flush: .sync))
            #expect(Array(chunk.suffix(4)) == [0, 0, 0xFF, 0xFF])
            #expect(try inflater.decompress(chunk) == event)
            stream += chunk
        }
        // Every call is one fixed block (BTYPE 01, not final) and the empty stored block.
        var reader = FixedBlockReader(deflate: Array(stream.dropFirst(2)))
        let read = reader.blocks()
        let blocks = try #require(read)
        #expect(blocks.count == 400)
        for (index, block) in blocks.enumerated() {
            if index % 2 == 1 {
                #expect(block == .stored(length: 0))
            } else if case .fixed(let final, _, let matches, _) = block {
                #expect(!final)
                #expect(
                    matches.allSatisfy {
                        (3...258).contains($0.length) && (1...(1 << windowBits)).contains($0.distance)
                    }
                )
                #expect(!matches.isEmpty || index == 0)
            } else {
                Issue.record("block \(index) is \(block)")
            }
        }
    }

    /// The goal: on a stream of frame events, within 1.5 × zlib level 6 as the server configures it.
    @Test(arguments: DeflaterShape.all)
    func frameEventsCompressWithinOneAndAHalfTimesZlib(shape: DeflaterShape) throws {
        let events = Self.frameEvents(count: 200)
        let zlib = Deflater(format: .zlib, level: 6, windowBits: 10, memoryLevel: 2)
        let deflater = shape.make()
        var zlibTotal = 0
        var total = 0
        var output: [UInt8] = []
        output.reserveCapacity(2048)
        for event in events {
            zlibTotal += try #require(zlib.compress(event, flush: .sync)).count
            output.removeAll(keepingCapacity: true)
            #expect(event.withUnsafeBytes { deflater.compress($0, flush: .sync, into: &output) })
            total += output.count
        }
        let input = events.reduce(0) { $0 + $1.count }
        #expect(total * 2 <= zlibTotal * 3)
        #expect(total * 4 < input)
    }

    /// The server's shape keeps no chain table (2 KiB of history and 256 bytes of hash table a stream).
    @Test func oneProbeKeepsNoChainTable() {
        #expect(EventDeflater(windowBits: 10, hashBits: 6, maxProbes: 1, insertStride: 4).previous == nil)
        #expect(EventDeflater(windowBits: 10, hashBits: 6, maxProbes: 2, insertStride: 4).previous != nil)
    }

    /// The tables a cache hint loads ahead (`Connection.prefetchDeflater`) are the ones the deflater
    /// reads: the hash heads (4 bytes an entry), the chains when there are any, the whole history.
    @Test func itsTablesAreWhereTheDeflaterKeepsThem() {
        func tables(_ deflater: EventDeflater) -> [(UnsafeRawPointer, Int)] {
            var found: [(UnsafeRawPointer, Int)] = []
            deflater.forEachTable { found.append(($0, $1)) }
            return found
        }
        let server = EventDeflater(windowBits: 10, hashBits: 6, maxProbes: 1, insertStride: 4)
        let found = tables(server)
        #expect(found.map(\.1) == [256, 2048])
        #expect(found.map(\.0) == [UnsafeRawPointer(server.head), UnsafeRawPointer(server.history)])
        let chained = EventDeflater(windowBits: 12, hashBits: 8, maxProbes: 4, insertStride: 2)
        let all = tables(chained)
        #expect(all.map(\.1) == [1024, 8192, 8192])
        let previous = chained.previous.map { UnsafeRawPointer($0) }
        #expect(all.map(\.0) == [UnsafeRawPointer(chained.head), previous, UnsafeRawPointer(chained.history)])
    }

    @Test func finishEndsTheStreamWithTheAdlerChecksum() throws {
        let deflater = EventDeflater()
        let inflater = Inflater(format: .zlib)
        let events = Self.frameEvents(count: 5)
        var stream: [UInt8] = []
        for event in events.dropLast() { stream += try #require(deflater.compress(event, flush: .sync)) }
        let last = try #require(deflater.compress(events[events.count - 1], flush: .finish))
        stream += last
        #expect(try inflater.decompress(stream) == events.flatMap { $0 })
        #expect(inflater.isFinished)
        #expect(deflater.compress([1], flush: .sync) == nil)
        var output: [UInt8] = []
        #expect(!deflater.compress(UnsafeRawBufferPointer(start: nil, count: 0), flush: .finish, into: &output))
        #expect(output.isEmpty)

        // Adler-32 is the last 4 bytes, big-endian; zlib checks it, so a changed byte fails.
        var corrupt = stream
        corrupt[corrupt.count - 1] ^= 1
        #expect(throws: Inflater.Failure(status: -3)) { try Inflater(format: .zlib).decompress(corrupt) }
    }

    /// RFC 1950 §8.2: Adler-32 of "abc": a = 1 + 97 + 98 + 99 = 295 = 0x127; b = 98 + 196 + 295 = 589
    /// = 0x24D → 0x024D0127. An empty final fixed block is 3 header bits (1, then BTYPE 01) and the
    /// 7-bit end-of-block 0000000: bits 1,1,0,0,0,0,0,0 | 0,0 → bytes 0x03 0x00.
    @Test func finishWithoutInputWritesAFinalEmptyBlockAndTheTrailer() throws {
        let deflater = EventDeflater()
        _ = try #require(deflater.compress(Array("abc".utf8), flush: .sync))
        #expect(try #require(deflater.compress([], flush: .finish)) == [0x03, 0x00, 0x02, 0x4D, 0x01, 0x27])
    }

    @Test func emptyCallsAreOnlyTheFlush() throws {
        let deflater = EventDeflater()
        let inflater = Inflater(format: .zlib)
        for (index, input) in [[], Array("data: x\n\n".utf8), [], []].enumerated() {
            let chunk = try #require(deflater.compress(input, flush: .sync))
            if input.isEmpty && index > 0 { #expect(chunk == [0, 0, 0, 0xFF, 0xFF]) }
            #expect(try inflater.decompress(chunk) == input)
        }
    }

    /// No match starts at a digit. In the second event below, "5,\"width\":6" (from "13.75,") would
    /// match 11 bytes of the first; the match starts at the comma instead, and the changed digits are
    /// literals: `{"x":1` (6 bytes, 24 back), literals "3.75", `,"width":6` (10 bytes, 25 back), then
    /// "1.5}" (the last four bytes are always literals).
    @Test func matchesStartAfterDigits() throws {
        let deflater = EventDeflater()
        let first = Array(#"{"x":12.5,"width":60.25}"#.utf8)
        let second = Array(#"{"x":13.75,"width":61.5}"#.utf8)
        let inflater = Inflater(format: .zlib)
        let start = try #require(deflater.compress(first, flush: .sync))
        #expect(try inflater.decompress(start) == first)
        let chunk = try #require(deflater.compress(second, flush: .sync))
        #expect(try inflater.decompress(chunk) == second)
        let (literals, matches, _) = try #require(FixedBlockReader.firstFixedBlock(chunk))
        #expect(matches == [.init(length: 6, distance: 24), .init(length: 10, distance: 25)])
        #expect(literals == 8)
    }

    /// Deflates `events` one sync-flushed call each, checks every chunk inflates to its event, and
    /// returns the last chunk.
    private static func lastChunk(_ events: [[UInt8]]) throws -> [UInt8] {
        let deflater = EventDeflater()
        let inflater = Inflater(format: .zlib)
        var chunk: [UInt8] = []
        for event in events {
            chunk = try #require(deflater.compress(event, flush: .sync))
            #expect(try inflater.decompress(chunk) == event)
        }
        return chunk
    }

    /// The search stops at the first match of `niceLength` (32) bytes. The third event below matches
    /// the second's 34-byte prefix (39 back) and the first event whole (39 bytes, 78 back); the
    /// second is the most recent candidate, so the search stops there and "1111}" follows as literals.
    @Test func aNiceLengthMatchEndsTheSearch() throws {
        let prefix = #"{"type":"frame","indicator":{"xy":"#
        #expect(prefix.utf8.count == 34)
        let events = ["1111}", "2222}", "1111}"].map { Array((prefix + $0).utf8) }
        let (literals, matches, _) = try #require(FixedBlockReader.firstFixedBlock(try Self.lastChunk(events)))
        #expect(matches == [.init(length: 34, distance: 39)])
        #expect(literals == 5)
    }

    /// The last match's distance is tried first and taken when it matches, even where the hash chain
    /// holds a longer match: in the third event below, the second "abcdefgh-" is matched 10 back (the
    /// repeat distance, 9 bytes) although "abcdefgh-2" lies whole 20 back; the digits are literals.
    @Test func theRepeatDistanceIsTriedFirst() throws {
        let events = ["abcdefgh-1", "abcdefgh-2", "abcdefgh-3abcdefgh-2"].map { Array($0.utf8) }
        let (literals, matches, _) = try #require(FixedBlockReader.firstFixedBlock(try Self.lastChunk(events)))
        #expect(matches == [.init(length: 9, distance: 10), .init(length: 9, distance: 10)])
        #expect(literals == 2)
    }

    /// A number that changed length shifts the text after it: the distance a byte either side of the
    /// repeat distance is tried next (the hash chain would find it too; this is the fast path). Second
    /// event: `{"x":1` 23 back (the first event's length), literal "2", then the rest 24 back.
    @Test func theRepeatDistanceFollowsANumberThatGrew() throws {
        let first = Array(#"{"x":1.5,"width":60.25}"#.utf8)
        let second = Array(#"{"x":12.5,"width":60.25}"#.utf8)
        let deflater = EventDeflater()
        let inflater = Inflater(format: .zlib)
        #expect(try inflater.decompress(try #require(deflater.compress(first, flush: .sync))) == first)
        let chunk = try #require(deflater.compress(second, flush: .sync))
        #expect(try inflater.decompress(chunk) == second)
        let (literals, matches, _) = try #require(FixedBlockReader.firstFixedBlock(chunk))
        #expect(matches == [.init(length: 6, distance: 23), .init(length: 17, distance: 24)])
        #expect(literals == 1)
    }

    /// Digits alone are all literals.
    @Test func aRunOfDigitsIsLiterals() throws {
        let run = [UInt8](repeating: UInt8(ascii: "7"), count: 300)
        let chunk = try #require(EventDeflater().compress(run, flush: .sync))
        #expect(try Inflater(format: .zlib).decompress(chunk) == run)
        let (literals, matches, _) = try #require(FixedBlockReader.firstFixedBlock(Array(chunk.dropFirst(2))))
        #expect(literals == 300)
        #expect(matches.isEmpty)
    }

    /// 1000 × "a": a literal, then matches of 258 + 258 + 258 + 225 = 999. Bits: block header 3,
    /// literal 8, three × (code 285: 8 bits, distance code 0 or 1: 5 bits) = 39, length 225 (code 281,
    /// 8 bits + 5 extra) + distance 5 = 18, end-of-block 7: 75; stored block header 3 → 78 → 10 bytes.
    /// With the zlib header and 00 00 ff ff: 2 + 10 + 4 = 16 bytes.
    @Test func longRunUsesLength258Code() throws {
        let run = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        let chunk = try #require(EventDeflater().compress(run, flush: .sync))
        #expect(chunk.count == 16)
        #expect(try Inflater(format: .zlib).decompress(chunk) == run)
        let (literals, matches, usedCode285) = try #require(FixedBlockReader.firstFixedBlock(Array(chunk.dropFirst(2))))
        #expect(literals == 1)
        #expect(matches.map(\.length) == [258, 258, 258, 225])
        #expect(usedCode285)
    }

    @Test(arguments: DeflaterShape.all)
    func randomBytesRoundTrip(shape: DeflaterShape) throws {
        var random = SeededGenerator(seed: 42)
        let deflater = shape.make()
        let inflater = Inflater(format: .zlib)
        for size in [1, 2, 3, 4, 5, 100, 4095, 4096, 4097, 8192, 8193, 20_000] {
            let input = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let chunk = try #require(deflater.compress(input, flush: .sync))
            #expect(try inflater.decompress(chunk) == input)
            // Random bytes do not compress: at most 9 bits a byte plus the block and flush.
            #expect(chunk.count <= size * 9 / 8 + 2 + 2 + 5)
        }
    }

    /// Text drawn from a few words repeats at every distance, so matches cross the 4096-byte chunks
    /// of a large call and the slide of the 8 KiB history.
    @Test(arguments: DeflaterShape.all)
    func inputsLargerThanTheWindowAndManySmallCallsRoundTrip(shape: DeflaterShape) throws {
        var random = SeededGenerator(seed: 7)
        let words = ["frame", "pager", "indicator", "position", "0.25", "\"x\":", ",", "{", "}"].map { Array($0.utf8) }
        func text(_ count: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            while bytes.count < count { bytes += words[Int(random.next() % UInt64(words.count))] }
            return Array(bytes.prefix(count))
        }
        let deflater = shape.make()
        let inflater = Inflater(format: .zlib)
        var all: [UInt8] = []
        var stream: [UInt8] = []
        for size in [5000, 9000, 30_000] + (0..<300).map({ _ in Int(random.next() % 700) }) {
            let input = text(size)
            let chunk = try #require(deflater.compress(input, flush: .sync))
            #expect(try inflater.decompress(chunk) == input)
            all += input
            stream += chunk
        }
        stream += try #require(deflater.compress([], flush: .finish))
        let whole = Inflater(format: .zlib)
        #expect(try whole.decompress(stream) == all)
        #expect(whole.isFinished)
        // One probe into a small table finds fewer of these words' repeats (frame events match mostly
        // at the last match's distance instead, see the zlib comparison above).
        let ratio = shape.maxProbes > 1 ? 3 : 2
        #expect(stream.count * ratio < all.count)
    }

    /// A 4096-byte random block then its first 64 bytes again: the copy is exactly one window back
    /// (RFC 1951 allows distances up to the window), so it is a match of distance 4096. One byte
    /// more between them and it is out of reach: literals only.
    @Test func distanceReachesExactlyTheWindow() throws {
        var random = SeededGenerator(seed: 3)
        for gap in [4096, 4097] {
            let block = (0..<gap).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let input = block + block.prefix(64)
            let chunk = try #require(EventDeflater(windowBits: 12).compress(input, flush: .sync))
            #expect(try Inflater(format: .zlib).decompress(chunk) == input)
            var reader = FixedBlockReader(deflate: Array(chunk.dropFirst(2)))
            let read = reader.blocks()
            guard case .fixed(_, _, let matches, _) = try #require(read).first else {
                Issue.record("no fixed block")
                continue
            }
            #expect(matches.allSatisfy { $0.distance <= 4096 })
            #expect(matches.contains(FixedBlockReader.Match(length: 64, distance: 4096)) == (gap == 4096))
        }
    }

    @Test func adler32MatchesTheDefinition() {
        var random = SeededGenerator(seed: 11)
        for size in [0, 1, 15, 16, 17, 5551, 5552, 5553, 12_000] {
            let bytes = (0..<size).map { index in index % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: random.next()) }
            // RFC 1950 §8.2 directly: a = 1 + Σ bytes, b = Σ a after each byte, both mod 65521.
            var a: UInt32 = 1
            var b: UInt32 = 0
            for byte in bytes {
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
            var checksum = Adler32()
            bytes.withUnsafeBytes { all in
                checksum.update(UnsafeRawBufferPointer(rebasing: all[0..<size / 3]))
                checksum.update(UnsafeRawBufferPointer(rebasing: all[(size / 3)...]))
            }
            #expect(checksum.value == b << 16 | a)
        }
    }

    /// Frame events shaped like the live stream's (`id`, `event: frame`, JSON with moving numbers).
    static func frameEvents(count: Int) -> [[UInt8]] {
        (0..<count).map { seq in
            let position = Double(seq % 90) / 30
            let x = Double((seq * 37) % 3900) / 10
            let progress = Double((seq * 113) % 10_000) / 10_000
            var buttons: [String] = []
            for index in 0..<5 {
                buttons.append(
                    #"{"index":\#(index),"progress":\#(index == seq % 5 ? 1 - progress : progress),"#
                        + ##""selected":\##(index == seq % 5),"color":"#\##(index == seq % 5 ? "007AFF" : "000000")FF","##
                        + #""opacity":1,"imageScale":1}"#)
            }
            let data =
                #"{"type":"frame","rev":1,"seq":\#(seq),"t":\#(Double(seq) * 0.0185),"position":\#(position),"#
                + #""indicator":{"x":\#(x),"y":44,"width":\#(55.1504 + progress),"height":4,"opacity":1},"#
                + #""buttons":[\#(buttons.joined(separator: ","))],"#
                + #""pages":[{"index":0,"x":\#(-x),"y":0,"opacity":1},{"index":1,"x":\#(390 - x),"y":0,"opacity":1}]}"#
            return ServerSentEvent(id: "\(seq + 2)", event: "frame", data: data).encoded
        }
    }
}

/// One way to set up an ``EventDeflater``: the default, the small window and table the server used
/// before, and the server's tables now (one probe, no chain table).
struct DeflaterShape: Sendable, CustomTestStringConvertible {
    static let all = [
        DeflaterShape(windowBits: 12, hashBits: nil, maxProbes: 4, insertStride: 2),
        DeflaterShape(windowBits: 10, hashBits: 8, maxProbes: 4, insertStride: 2),
        DeflaterShape(windowBits: 10, hashBits: 6, maxProbes: 1, insertStride: 4),
    ]

    var windowBits: Int
    var hashBits: Int?
    var maxProbes: Int
    var insertStride: Int

    func make() -> EventDeflater {
        EventDeflater(windowBits: windowBits, hashBits: hashBits, maxProbes: maxProbes, insertStride: insertStride)
    }

    var testDescription: String {
        "window \(windowBits), hash \(hashBits.map(String.init) ?? "=window"), \(maxProbes) probes, stride \(insertStride)"
    }
}
