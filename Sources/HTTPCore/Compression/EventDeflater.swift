/// A zlib stream (RFC 1950) for server-sent events, written by hand with fixed Huffman codes.
///
/// Each live stream sends a ~470-byte frame event dozens of times a second, each followed by a sync
/// flush so the browser can decode it on arrival. With ``Deflater`` (zlib) every flush ends a block,
/// and zlib builds and writes dynamic Huffman trees for each block (RFC 1951 §3.2.7): that tree work
/// and the bit output around it are most of the cost per event. For such small blocks the trees buy
/// little, because the size comes from matching against the previous events, which share most of
/// their text. So every call here is one fixed-Huffman block (RFC 1951 §3.2.6, BTYPE = 01) of
/// literals and greedy LZ77 matches (§3.2.5) found through a hash of the next four bytes over a
/// history that spans earlier calls, then an empty stored block (§3.2.4) as the sync flush: every
/// `.sync` output ends on a byte boundary with `00 00 ff ff`, like zlib's `Z_SYNC_FLUSH`.
/// `.finish` ends with a final block and the Adler-32 of all input (RFC 1950 §2.2, §8.2).
///
/// Memory per stream: twice the window of history (slid down when full), 4 bytes per hash table entry
/// and, when a search walks chains (`maxProbes` > 1), 2 per window byte for the chain table: 32 KiB
/// with the default `windowBits` 12; 2.3 KiB with windowBits 10, hashBits 6 and one probe, the
/// server's choice. Not thread-safe: use one instance from one thread (a connection's loop).
public final class EventDeflater {
    /// log2 of the window (RFC 1950 CINFO + 8); distances never exceed `window`.
    let windowBits: Int
    let window: Int
    let hashBits: Int
    /// How many earlier positions with the same 4-byte hash a match search tries.
    let maxProbes: Int
    /// Inside a match, every how many positions enter the hash tables.
    let insertStride: Int
    /// `2 * window` bytes; `history[0]` is stream position `base` (modulo 2^32).
    let history: UnsafeMutablePointer<UInt8>
    /// Most recent stream position (modulo 2^32) for each 4-byte hash; stale or empty entries are
    /// harmless because every candidate is checked byte for byte before it is used.
    let head: UnsafeMutablePointer<UInt32>
    /// For stream position p, at `p % window`: how far back the previous position with the same hash
    /// is (0 = none within the window). Nil with one probe: no search walks a chain.
    let previous: UnsafeMutablePointer<UInt16>?
    var filled = 0
    /// Where ``warmUp(historyFrom:to:)`` leaves its sum, so the compiler keeps its loads.
    var warmUpSum: UInt64 = 0
    var base: UInt32 = 0
    /// How many of the last positions in `history` are not yet in `head` (a hash needs 4 bytes).
    var uninserted = 0
    /// The distance of the last match, tried first at the next position that can start one.
    ///
    /// In frame events most text matches the previous event at one distance (that event's length),
    /// and a number that changed length shifts the rest by a byte or two: trying that distance and its
    /// neighbours first finds the match without walking the hash chain.
    var repeatDistance: UInt32 = 0
    private var checksum = Adler32()
    private var started = false
    private var finished = false

    /// - Parameters:
    ///   - windowBits: 9–15, the base-2 logarithm of the history window (12 is 4 KiB).
    ///   - hashBits: 6–16, the base-2 logarithm of the hash table's entries (4 bytes each); `windowBits`
    ///     when nil. Smaller tables find fewer matches but stay in the CPU caches when a thread serves
    ///     thousands of streams in turn.
    public convenience init(windowBits: Int = 12, hashBits: Int? = nil) {
        self.init(windowBits: windowBits, hashBits: hashBits, maxProbes: 4, insertStride: 2)
    }

    /// - Parameters:
    ///   - windowBits: 9–15, as above.
    ///   - hashBits: 6–16, as above.
    ///   - maxProbes: how many earlier positions with the same hash a search tries (at least 1). With 1
    ///     there is no chain table: a search tries the newest position only.
    ///   - insertStride: inside a match, every how many positions enter the hash tables (at least 1).
    ///
    /// The defaults, `maxProbes` 4 and `insertStride` 2, were measured on recorded frame events: within
    /// 1.5 % of zlib level 6's size; hashing every position costs 15 % in time. Since a search first tries
    /// the last match's distance (``repeatDistance``), one probe costs only 2.5 % in size.
    public init(windowBits: Int, hashBits: Int? = nil, maxProbes: Int, insertStride: Int) {
        self.windowBits = max(9, min(windowBits, 15))
        window = 1 << self.windowBits
        self.hashBits = max(6, min(hashBits ?? self.windowBits, 16))
        self.maxProbes = max(1, maxProbes)
        self.insertStride = max(1, insertStride)
        history = .allocate(capacity: 2 * window)
        history.initialize(repeating: 0, count: 2 * window)
        head = .allocate(capacity: 1 << self.hashBits)
        head.initialize(repeating: 0, count: 1 << self.hashBits)
        if self.maxProbes > 1 {
            let chains = UnsafeMutablePointer<UInt16>.allocate(capacity: window)
            chains.initialize(repeating: 0, count: window)
            previous = chains
        } else {
            previous = nil
        }
    }

    /// Calls `body` with each of the stream's tables (the hash heads, the chains when there are any, the
    /// history), where they start and how many bytes they span: fixed for the deflater's life, for a
    /// caller that loads them into the CPU's caches ahead of a ``compress(_:flush:into:)``.
    public func forEachTable(_ body: (UnsafeRawPointer, Int) -> Void) {
        body(UnsafeRawPointer(head), 4 << hashBits)
        if let previous { body(UnsafeRawPointer(previous), 2 * window) }
        body(UnsafeRawPointer(history), 2 * window)
    }

    deinit {
        history.deallocate()
        head.deallocate()
        previous?.deallocate()
    }

    /// The two header bytes, RFC 1950 §2.2: CMF = CINFO << 4 | CM (CM = 8, deflate; CINFO =
    /// windowBits − 8); FLG has FLEVEL = 0 (fastest), FDICT = 0 and FCHECK making CMF·256 + FLG a
    /// multiple of 31.
    var header: (cmf: UInt8, flg: UInt8) {
        let cmf = (windowBits - 8) << 4 | 8
        let check = (31 - (cmf * 256) % 31) % 31
        return (UInt8(cmf), UInt8(check))
    }

    /// Compresses `input` and appends the output of this call to `output`.
    ///
    /// With `.sync` the appended bytes end on a byte boundary with `00 00 ff ff` and complete
    /// everything given so far; with `.finish` they end the stream (final block, Adler-32).
    /// Appending allocates only when `output` lacks capacity for about `input.count * 9 / 8 + 32`
    /// more bytes.
    ///
    /// - Returns: false, appending nothing, once the stream has been finished.
    public func compress(
        _ input: UnsafeRawBufferPointer, flush: Deflater.Flush, into output: inout [UInt8]
    ) -> Bool {
        guard !finished else { return false }
        // Fixed codes spend at most 9 bits per input byte (a literal ≥ 144; a match of n ≥ 4 bytes
        // costs at most 8 + 5 + 5 + 13 = 31 bits), plus a header, end-of-block, flush and trailer.
        let bound = input.count + input.count / 8 + 32
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: bound))
        let written = output.withUnsafeMutableBufferPointer { buffer in
            guard let address = buffer.baseAddress else { return 0 }
            return encode(input, flush: flush, to: address + start)
        }
        output.removeLast(bound - written)
        if flush == .finish { finished = true }
        return true
    }

    /// Compresses `input` and returns this call's output, or nil once the stream has been finished.
    public func compress(_ input: [UInt8], flush: Deflater.Flush) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 8 + 32)
        let ok = input.withUnsafeBytes { compress($0, flush: flush, into: &output) }
        return ok ? output : nil
    }

    private func encode(_ input: UnsafeRawBufferPointer, flush: Deflater.Flush, to start: UnsafeMutablePointer<UInt8>)
        -> Int
    {
        var writer = BitWriter(output: start)
        if !started {
            started = true
            writer.write(byte: header.cmf)
            writer.write(byte: header.flg)
        }
        if !input.isEmpty || flush == .finish {
            // Block header, RFC 1951 §3.2.3: BFINAL, then BTYPE = 01 (fixed codes), LSB first.
            writer.put(flush == .finish ? 0b011 : 0b010, count: 3)
            if let source = input.baseAddress, !input.isEmpty {
                checksum.update(input)
                var offset = 0
                while offset < input.count {
                    let count = min(window, input.count - offset)
                    append(source + offset, count: count)
                    FixedHuffman.table.withUnsafeBufferPointer { table in
                        if let table = table.baseAddress {
                            deflate(from: filled - count, to: filled, table: table, writer: &writer)
                        }
                    }
                    offset += count
                }
            }
            writer.put(entry: FixedHuffman.table[FixedHuffman.literalOffset + 256])
        }
        switch flush {
        case .sync:
            // An empty stored block (RFC 1951 §3.2.4): BFINAL = 0, BTYPE = 00, pad, LEN 0, NLEN ffff.
            writer.put(0, count: 3)
            writer.alignToByte()
            writer.write(byte: 0)
            writer.write(byte: 0)
            writer.write(byte: 0xFF)
            writer.write(byte: 0xFF)
        case .finish:
            writer.alignToByte()
            for shift in stride(from: 24, through: 0, by: -8) {
                writer.write(byte: UInt8(truncatingIfNeeded: checksum.value >> UInt32(shift)))
            }
        }
        return writer.output - start
    }

    /// Copies `count` ≤ `window` bytes to the end of the history, first sliding the last `window`
    /// bytes down to the start when they would not fit.
    private func append(_ source: UnsafeRawPointer, count: Int) {
        if filled + count > 2 * window {
            let shift = filled - window
            UnsafeMutableRawPointer(history).copyMemory(from: history + shift, byteCount: window)
            filled = window
            base &+= UInt32(truncatingIfNeeded: shift)
        }
        UnsafeMutableRawPointer(history + filled).copyMemory(from: source, byteCount: count)
        filled += count
    }
}
