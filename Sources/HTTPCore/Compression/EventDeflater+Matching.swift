extension EventDeflater {
    /// A match this long ends the search for a longer one. In frame events the first candidate is
    /// nearly always the previous event's same text; measured on live sessions, 32 took 5 % off the
    /// matching instructions for 0.06 % more bytes (16: 9 % off, 4 % more bytes).
    static var niceLength: Int { 32 }

    /// How many distances are tried first: the last match's, then up to three bytes either side of it
    /// (0, −1, +1, −2, +2, −3, +3; a number that changed length between two events shifts the text
    /// after it).
    static var repeatTries: Int { 7 }

    /// Inside a match found at the repeat distance, every how many positions enter the hash tables,
    /// as a multiple of `insertStride`: such text is found again at the repeat distance, and the
    /// tables matter only when that fails. Measured on live sessions (callgrind, 50 deflated sessions):
    /// with the repeat distance tried first and this at 4, matching took 28 % fewer instructions for
    /// 1.3 % more bytes; with no inserts there at all, 31 % fewer for 3 % more bytes.
    static var repeatInsertSpacing: Int { 4 }

    /// Writes `history[start..<end]` (already appended) as fixed-Huffman literals and greedy matches
    /// (RFC 1951 §3.2.5), and enters its positions in the hash tables.
    ///
    /// Candidates come from `head` and up to `maxProbes - 1` steps of the `previous` chain; each is
    /// checked byte for byte, so stale entries cost time, never correctness. Every literal position
    /// is hashed, but inside a match only every `insertStride`-th one: hashing is most of the time
    /// spent, and a position missed costs at most a literal or two before the next match. A match is at least 4
    /// bytes (the hash covers 4), at most 258, reaches at most `window` back and never beyond the
    /// stream's start, and ends at `end` (the data given so far).
    ///
    /// The search tries the last match's distance first, and a byte or two either side of it
    /// (``EventDeflater/repeatDistance``); a match there is taken without walking the hash chain, and
    /// only every ``repeatInsertSpacing``-th `insertStride` of its positions enter the tables. Otherwise
    /// it stops at the first match of ``niceLength`` bytes or more (zlib's `nice_length`).
    ///
    /// No match starts at an ASCII digit: a digit goes out as a literal without hashing or searching.
    /// In frame events the digits are the numbers that changed since the last event, which match
    /// nothing, and a third of the positions searched; the text around them still matches. Measured on
    /// live sessions: 15 % fewer instructions deflating, 0.3 % more bytes.
    func deflate(from start: Int, to end: Int, table: UnsafePointer<UInt32>, writer: inout BitWriter) {
        let bytes = UnsafeRawPointer(history)
        let head = self.head
        let previous = self.previous
        let mask = window - 1
        let windowSize = UInt32(window)
        let base = self.base
        let shift = UInt32(32 - hashBits)
        let maxProbes = self.maxProbes
        let insertStride = self.insertStride
        let lengths = table + FixedHuffman.lengthOffset
        let distances = table + FixedHuffman.distanceOffset

        @inline(__always) func load32(_ index: Int) -> UInt32 {
            UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt32.self))
        }
        @inline(__always) func load64(_ index: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        }
        // How far the bytes at `position` and `other` agree (their first 4 are known equal), up to `longest`.
        @inline(__always) func matchLength(_ position: Int, _ other: Int, _ longest: Int) -> Int {
            var length = 4
            while length + 8 <= longest {
                let difference = load64(position + length) ^ load64(other + length)
                if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
                length += 8
            }
            while length < longest
                && bytes.load(fromByteOffset: position + length, as: UInt8.self)
                    == bytes.load(fromByteOffset: other + length, as: UInt8.self)
            {
                length += 1
            }
            return length
        }
        // Knuth's multiplicative hash of the 4 bytes at `index`, top `hashBits` bits.
        @inline(__always) func insert(_ index: Int, _ value: UInt32) -> UInt32 {
            let slot = Int(truncatingIfNeeded: (value &* 2_654_435_761) &>> shift)
            let position = base &+ UInt32(truncatingIfNeeded: index)
            let candidate = head[slot]
            head[slot] = position
            if let previous {
                let back = position &- candidate
                previous[Int(truncatingIfNeeded: position) & mask] =
                    back <= windowSize ? UInt16(truncatingIfNeeded: back) : 0
            }
            return candidate
        }

        warmUp(historyFrom: max(0, start - window), to: start)

        // Positions at the end of the previous data could not be hashed before these bytes came.
        let last = end - 4
        var index = start - uninserted
        while index < start && index <= last {
            _ = insert(index, load32(index))
            index += 1
        }

        var position = start
        while position <= last {
            let first = bytes.load(fromByteOffset: position, as: UInt8.self)
            if first &- UInt8(ascii: "0") < 10 {
                // A digit: a literal, unhashed (see above).
                writer.put(entry: table[Int(first)])
                position += 1
                continue
            }
            let value = load32(position)
            var candidate = insert(position, value)
            let here = base &+ UInt32(truncatingIfNeeded: position)
            let reach = UInt32(truncatingIfNeeded: min(window, position))
            let longest = min(258, end - position)
            var bestLength = 0
            var bestDistance: UInt32 = 0
            var bestFromRepeat = false
            // The last match's distance first, then the distances a byte or two either side of it (see
            // `repeatDistance`); a match there ends the search.
            if repeatDistance != 0 {
                for attempt in 0..<Self.repeatTries {
                    let step = UInt32(truncatingIfNeeded: (attempt + 1) >> 1)
                    let distance = attempt & 1 == 1 ? repeatDistance &- step : repeatDistance &+ step
                    guard distance &- 1 < reach else { continue }
                    let other = position - Int(truncatingIfNeeded: distance)
                    guard load32(other) == value else { continue }
                    bestLength = matchLength(position, other, longest)
                    bestDistance = distance
                    bestFromRepeat = true
                    break
                }
            }
            if bestLength == 0 {
                var distance = here &- candidate
                var probes = maxProbes
                // `distance - 1 < reach` (unsigned) is 1 ≤ distance ≤ reach.
                while distance &- 1 < reach {
                    let other = position - Int(truncatingIfNeeded: distance)
                    if load32(other) == value {
                        let length = matchLength(position, other, longest)
                        if length > bestLength {
                            bestLength = length
                            bestDistance = distance
                            if length >= longest || length >= Self.niceLength { break }
                        }
                    }
                    probes -= 1
                    guard probes > 0, let previous else { break }
                    let step = previous[Int(truncatingIfNeeded: candidate) & mask]
                    if step == 0 { break }
                    candidate &-= UInt32(step)
                    distance = here &- candidate
                }
            }

            if bestLength >= 4 {
                repeatDistance = bestDistance
                // RFC 1951 §3.2.5: distance − 1 = x; codes 0–3 are x itself; above, with n the top
                // bit of x, code 2n + (next bit) and n − 1 extra bits holding the bits below those.
                let x = bestDistance &- 1
                var distanceBits: UInt32
                var distanceCount: UInt32
                if x < 4 {
                    distanceBits = distances[Int(x)] & 0xFF_FFFF
                    distanceCount = 5
                } else {
                    let top = UInt32(31 - x.leadingZeroBitCount)
                    let extraCount = top - 1
                    let code = 2 * top + (x &>> extraCount) & 1
                    let extra = x & ((1 &<< extraCount) &- 1)
                    distanceBits = distances[Int(code)] & 0xFF_FFFF | extra &<< 5
                    distanceCount = 5 + extraCount
                }
                let lengthEntry = lengths[bestLength]
                let lengthCount = lengthEntry >> 24
                writer.put(
                    lengthEntry & 0xFF_FFFF | distanceBits &<< lengthCount, count: lengthCount + distanceCount)
                let next = position + bestLength
                var inside = position + 1
                let insideLast = min(next - 1, last)
                let stride = bestFromRepeat ? Self.repeatInsertSpacing * insertStride : insertStride
                while inside <= insideLast {
                    _ = insert(inside, load32(inside))
                    inside &+= stride
                }
                position = next
            } else {
                writer.put(entry: table[Int(bytes.load(fromByteOffset: position, as: UInt8.self))])
                position += 1
            }
        }
        while position < end {
            writer.put(entry: table[Int(bytes.load(fromByteOffset: position, as: UInt8.self))])
            position += 1
        }
        uninserted = min(3, end)
    }

    /// Reads one word of every cache line of the tables and of `history[start..<end]` before matching.
    ///
    /// A server thread serves a thousand streams in turn, so a stream's tables and history have left
    /// the caches by its next event. Matching would then wait for each line in turn (the chain table
    /// read alone was 30 % of deflating, measured with perf); these loads are independent, so the CPU
    /// fetches the lines side by side.
    @inline(__always)
    func warmUp(historyFrom start: Int, to end: Int) {
        var sum: UInt64 = 0
        var index = 0
        while index < 1 << hashBits {
            sum &+= UInt64(head[index])
            index &+= 16
        }
        if let previous {
            index = 0
            while index < window {
                sum &+= UInt64(previous[index])
                index &+= 32
            }
        }
        index = start
        while index < end {
            sum &+= UInt64(history[index])
            index &+= 64
        }
        warmUpSum = sum
    }
}
