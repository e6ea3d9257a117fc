/// A raw deflate (RFC 1951) decoder written by hand, fed a stream in pieces as they arrive.
///
/// For a reader of thousands of deflated event streams at once (the benchmark's load generator, on
/// the cores the server uses): zlib's `inflate` was a seventh of that reader's time, most of it the
/// call's fixed cost and copying every output byte a second time into its window. Here the output is
/// decoded straight into the history that later matches copy from, and handed on from there.
///
/// Every block type is decoded (stored, fixed and dynamic codes; §3.2.3–§3.2.7). Input may be split
/// anywhere: a symbol or block header cut short waits, bit exact, for the next piece. Output goes to
/// `consume` in order, usually one piece per call (two when the history slides during a call). There
/// is no checksum: a zlib or gzip wrapper is the caller's.
///
/// Memory: `2 * window + 4 KiB` of history, where `window` is the largest distance allowed (1 KiB for
/// the server's event streams, whose zlib header says `windowBits` 10). Not thread-safe.
public final class RawInflater {
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was wrong with the stream, in zlib's words where it has them.
        public var reason: String
        public var description: String { reason }
    }

    private enum Phase: Equatable {
        case blockHeader
        case stored(remaining: Int)
        case codes
        case done
    }

    let window: Int
    private let capacity: Int
    /// Decoded bytes; the last `window` of them (or all, before there are that many) are what
    /// matches copy from.
    private let history: UnsafeMutablePointer<UInt8>
    private var filled = 0
    private var reader = BitState()
    private var phase = Phase.blockHeader
    private var lastBlock = false
    private var dynamic = false
    private var literals = HuffmanDecodeTable.fixedLiterals
    private var distances = HuffmanDecodeTable.fixedDistances
    /// Input bytes given but not yet decoded (a symbol or header cut short), first in the next call.
    private var pending: [UInt8] = []
    private var failure: Failure?
    /// Where the output a call has not yet handed on starts (during ``inflate(_:_:)``).
    private var emitted = 0
    /// Where ``warmUp()`` leaves its sum, so the compiler keeps its loads.
    private var warmUpSum: UInt8 = 0

    /// Whether the final block has ended (input after it is ignored).
    public var isFinished: Bool { phase == .done }

    /// The history the next call's matches copy from and its first output goes to, for a caller that
    /// loads it into the CPU's caches ahead of the call (the next call reads the same lines in
    /// ``warmUp()`` otherwise).
    public var historyAhead: UnsafeRawBufferPointer {
        let start = slidesBeforeDecoding ? filled - window : max(0, filled - window)
        return UnsafeRawBufferPointer(start: history + start, count: min(capacity, filled + 512) - start)
    }

    /// - Parameter windowBits: 8–15, the base-2 logarithm of the farthest distance allowed (a zlib
    ///   header's CINFO + 8).
    public init(windowBits: Int = 15) {
        window = 1 << max(8, min(windowBits, 15))
        capacity = 2 * window + 4096
        history = .allocate(capacity: capacity)
    }

    deinit { history.deallocate() }

    /// Decodes `input`, handing the bytes it completes to `consume` (valid only during that call).
    ///
    /// After a failure every call fails the same way.
    public func inflate(_ input: UnsafeRawBufferPointer, _ consume: (UnsafeRawBufferPointer) -> Void)
        throws(Failure)
    {
        if let failure { throw failure }
        let problem: Failure?
        if pending.isEmpty {
            problem = decode(input, consume)
        } else {
            var joined: [UInt8] = []
            swap(&joined, &pending)
            joined.append(contentsOf: input)
            problem = joined.withUnsafeBytes { decode($0, consume) }
        }
        if let problem {
            failure = problem
            throw problem
        }
    }

    /// A bit buffer over the input: `count` bits are valid, least significant first; bits above them
    /// may already hold the byte at `cursor`, which is not yet consumed.
    private struct BitState {
        var bits: UInt64 = 0
        var count = 0
    }

    private struct Reader {
        var state: BitState
        var cursor: UnsafeRawPointer
        let limit: UnsafeRawPointer

        /// Tops the buffer up to at least 56 bits, or with every byte left.
        @inline(__always)
        mutating func refill() {
            Self.refill(&state.bits, &state.count, &cursor, limit)
        }

        /// ``refill()`` for a bit buffer, count and cursor held elsewhere (the symbol loop keeps them in
        /// plain locals: see ``RawInflater/decodeCodes``).
        @inline(__always)
        static func refill(
            _ bits: inout UInt64, _ count: inout Int, _ cursor: inout UnsafeRawPointer, _ limit: UnsafeRawPointer
        ) {
            if limit - cursor >= 8 {
                bits |= UInt64(littleEndian: cursor.loadUnaligned(as: UInt64.self)) &<< count
                cursor += (63 &- count) &>> 3
                count |= 56
            } else {
                while count <= 56 && cursor < limit {
                    bits |= UInt64(cursor.load(as: UInt8.self)) &<< count
                    cursor += 1
                    count &+= 8
                }
            }
        }

        @inline(__always)
        func peek(_ count: Int) -> UInt32 {
            UInt32(truncatingIfNeeded: state.bits & (1 &<< UInt64(count) &- 1))
        }

        @inline(__always)
        mutating func drop(_ count: Int) {
            state.bits &>>= UInt64(count)
            state.count &-= count
        }

        /// The next `count` (≤ 32) bits, or nil when the input ends first (nothing consumed).
        @inline(__always)
        mutating func take(_ count: Int) -> UInt32? {
            if state.count < count { refill() }
            guard state.count >= count else { return nil }
            let value = peek(count)
            drop(count)
            return value
        }

        /// Decodes one code with `table`: its entry, nil when the input ends first (nothing consumed),
        /// or an entry of length 0 for bits that start no code.
        @inline(__always)
        mutating func decode(_ table: UnsafeBufferPointer<UInt32>, bits: Int) -> UInt32? {
            if state.count < bits { refill() }
            let entry = table[Int(truncatingIfNeeded: state.bits) & (table.count &- 1)]
            let length = Int(entry & 0xFF)
            if length == 0 { return state.count >= bits ? 0 : nil }
            guard length <= state.count else { return nil }
            drop(length)
            return entry
        }
    }

    /// Decodes as much of `input` as completes, keeping what does not in `pending`.
    private func decode(_ input: UnsafeRawBufferPointer, _ consume: (UnsafeRawBufferPointer) -> Void) -> Failure? {
        guard let base = input.baseAddress else { return nil }
        var reader = Reader(state: self.reader, cursor: base, limit: base + input.count)
        if slidesBeforeDecoding { slide() }
        warmUp()
        emitted = filled
        var failure: Failure?
        defer {
            if filled > emitted { consume(UnsafeRawBufferPointer(start: history + emitted, count: filled - emitted)) }
            self.reader = reader.state
            if failure == nil, reader.cursor < reader.limit, phase != .done {
                pending = Array(UnsafeRawBufferPointer(start: reader.cursor, count: reader.limit - reader.cursor))
            }
        }

        blocks: while true {
            switch phase {
            case .done:
                return nil
            case .blockHeader:
                let start = reader
                guard let header = reader.take(3) else { break blocks }
                lastBlock = header & 1 == 1
                switch header >> 1 {
                case 0:
                    reader.drop(reader.state.count & 7)
                    guard let lengths = reader.take(32) else {
                        reader = start
                        break blocks
                    }
                    let length = Int(lengths & 0xFFFF)
                    guard length == Int(~lengths >> 16 & 0xFFFF) else {
                        failure = Failure(reason: "invalid stored block lengths")
                        return failure
                    }
                    phase = .stored(remaining: length)
                case 1:
                    if dynamic {
                        literals = .fixedLiterals
                        distances = .fixedDistances
                        dynamic = false
                    }
                    phase = .codes
                case 2:
                    switch readDynamicCodes(&reader) {
                    case .none:
                        reader = start
                        break blocks
                    case .some(.some(let problem)):
                        failure = problem
                        return failure
                    case .some(.none):
                        dynamic = true
                        phase = .codes
                    }
                default:
                    failure = Failure(reason: "invalid block type")
                    return failure
                }
            case .stored(var remaining):
                // Whole bytes left in the bit buffer come first (the header left it byte-aligned).
                while remaining > 0 && reader.state.count >= 8 {
                    makeRoom(1, consume)
                    history[filled] = UInt8(truncatingIfNeeded: reader.state.bits)
                    filled += 1
                    reader.drop(8)
                    remaining -= 1
                }
                if reader.state.count == 0 { reader.state.bits = 0 }
                while remaining > 0 && reader.cursor < reader.limit && reader.state.count == 0 {
                    makeRoom(min(remaining, 1024), consume)
                    let count = min(remaining, reader.limit - reader.cursor, capacity - filled)
                    UnsafeMutableRawPointer(history + filled).copyMemory(from: reader.cursor, byteCount: count)
                    filled += count
                    reader.cursor += count
                    remaining -= count
                }
                phase = remaining == 0 ? (lastBlock ? .done : .blockHeader) : .stored(remaining: remaining)
                if remaining > 0 { break blocks }
            case .codes:
                let outcome = literals.entries.withUnsafeBufferPointer { literalTable in
                    distances.entries.withUnsafeBufferPointer { distanceTable in
                        decodeCodes(&reader, literalTable, literals.bits, distanceTable, distances.bits, consume)
                    }
                }
                switch outcome {
                case .endOfBlock: phase = lastBlock ? .done : .blockHeader
                case .needInput: break blocks
                case .failed(let problem):
                    failure = problem
                    return failure
                }
            }
        }
        return nil
    }

    /// Makes room for `count` more bytes: hands on what this call decoded so far and slides.
    private func makeRoom(_ count: Int, _ consume: (UnsafeRawBufferPointer) -> Void) {
        guard filled + count > capacity else { return }
        if filled > emitted { consume(UnsafeRawBufferPointer(start: history + emitted, count: filled - emitted)) }
        slide()
        emitted = filled
    }

    private enum CodesOutcome {
        case endOfBlock, needInput
        case failed(Failure)
    }

    /// Decodes literals and matches (§3.2.5) up to the block's end or the input's.
    ///
    /// The bit buffer, the cursor and the output count are plain locals here, written back on return:
    /// kept in ``Reader`` and the class, the compiler packed the first two into a vector register and
    /// every symbol paid to move them out and back.
    @inline(__always)
    private func decodeCodes(
        _ reader: inout Reader, _ literals: UnsafeBufferPointer<UInt32>, _ literalBits: Int,
        _ distances: UnsafeBufferPointer<UInt32>, _ distanceBits: Int, _ consume: (UnsafeRawBufferPointer) -> Void
    ) -> CodesOutcome {
        let history = self.history
        let window = self.window
        let capacity = self.capacity
        let limit = reader.limit
        let literalMask = literals.count &- 1
        let distanceMask = distances.count &- 1
        var filled = self.filled
        var bits = reader.state.bits
        var count = reader.state.count
        var cursor = reader.cursor
        defer {
            self.filled = filled
            reader.state = BitState(bits: bits, count: count)
            reader.cursor = cursor
        }
        func room(_ needed: Int) {
            self.filled = filled
            makeRoom(needed, consume)
            filled = self.filled
        }
        while true {
            Reader.refill(&bits, &count, &cursor, limit)
            // Where this symbol starts, to go back to when the input ends inside it.
            let startBits = bits
            let startCount = count
            let startCursor = cursor
            let entry = literals[Int(truncatingIfNeeded: bits) & literalMask]
            let codeLength = Int(entry & 0xFF)
            if codeLength == 0 || codeLength > count {
                if codeLength == 0 && count >= literalBits {
                    return .failed(Failure(reason: "invalid literal/length code"))
                }
                return .needInput
            }
            bits &>>= UInt64(codeLength)
            count &-= codeLength
            let operation = entry >> 8 & 0xFF
            if operation == HuffmanDecodeTable.Operation.literal {
                if filled >= capacity { room(1) }
                history[filled] = UInt8(truncatingIfNeeded: entry >> 16)
                filled &+= 1
                continue
            }
            if operation == HuffmanDecodeTable.Operation.endOfBlock { return .endOfBlock }
            if operation == HuffmanDecodeTable.Operation.invalid {
                return .failed(Failure(reason: "invalid literal/length code"))
            }
            let lengthExtra = Int(operation &- HuffmanDecodeTable.Operation.extraBase)
            let distanceEntry = distances[Int(truncatingIfNeeded: bits &>> UInt64(lengthExtra)) & distanceMask]
            let distanceLength = Int(distanceEntry & 0xFF)
            let distanceOperation = distanceEntry >> 8 & 0xFF
            let distanceExtra = Int(distanceOperation &- HuffmanDecodeTable.Operation.extraBase)
            // The rest of a length-distance pair is at most 5 + 15 + 13 bits; when the input ends inside
            // it, the pair waits for more from its start.
            if distanceLength == 0 || lengthExtra + distanceLength > count {
                if distanceLength == 0 && count >= lengthExtra + distanceBits {
                    return .failed(Failure(reason: "invalid distance code"))
                }
                bits = startBits
                count = startCount
                cursor = startCursor
                return .needInput
            }
            if distanceOperation == HuffmanDecodeTable.Operation.invalid {
                return .failed(Failure(reason: "invalid distance code"))
            }
            if lengthExtra + distanceLength + distanceExtra > count {
                bits = startBits
                count = startCount
                cursor = startCursor
                return .needInput
            }
            let length = Int(entry >> 16) &+ Int(truncatingIfNeeded: bits & (1 &<< UInt64(lengthExtra) &- 1))
            bits &>>= UInt64(lengthExtra &+ distanceLength)
            let distance =
                Int(distanceEntry >> 16) &+ Int(truncatingIfNeeded: bits & (1 &<< UInt64(distanceExtra) &- 1))
            bits &>>= UInt64(distanceExtra)
            count &-= lengthExtra &+ distanceLength &+ distanceExtra
            guard distance <= filled, distance <= window else {
                return .failed(Failure(reason: "invalid distance too far back"))
            }
            // Room for the match and 8 bytes more: the copy below may write a word past its end.
            if filled + length + 8 > capacity { room(length + 8) }
            var to = history + filled
            var from = UnsafePointer(to - distance)
            let end = to + length
            if distance >= 8 {
                while to < end {
                    UnsafeMutableRawPointer(to).storeBytes(
                        of: UnsafeRawPointer(from).loadUnaligned(as: UInt64.self), as: UInt64.self)
                    to += 8
                    from += 8
                }
            } else {
                while to < end {
                    to.pointee = from.pointee
                    to += 1
                    from += 1
                }
            }
            filled &+= length
        }
    }

    /// Reads a dynamic block's code lengths and builds its tables (§3.2.7): nil when the input ends
    /// first, else the problem, if any.
    private func readDynamicCodes(_ reader: inout Reader) -> Failure?? {
        guard let literalCount = reader.take(5), let distanceCount = reader.take(5), let codeCount = reader.take(4)
        else { return nil }
        let literalTotal = Int(literalCount) + 257
        let distanceTotal = Int(distanceCount) + 1
        guard literalTotal <= 286, distanceTotal <= 30 else {
            return .some(Failure(reason: "too many length or distance symbols"))
        }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<(Int(codeCount) + 4) {
            guard let length = reader.take(3) else { return nil }
            codeLengths[Self.codeLengthOrder[index]] = UInt8(length)
        }
        guard let lengthCode = try? HuffmanDecodeTable(lengths: codeLengths, alphabet: .plain) else {
            return .some(Failure(reason: "invalid code lengths set"))
        }
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalTotal + distanceTotal)
        while lengths.count < literalTotal + distanceTotal {
            let decoded = lengthCode.entries.withUnsafeBufferPointer { reader.decode($0, bits: lengthCode.bits) }
            guard let entry = decoded else { return nil }
            guard entry != 0 else { return .some(Failure(reason: "invalid code lengths set")) }
            let symbol = Int(entry >> 16)
            let repeated: UInt8
            let times: Int
            switch symbol {
            case 0..<16:
                lengths.append(UInt8(symbol))
                continue
            case 16:
                guard let last = lengths.last else { return .some(Failure(reason: "invalid bit length repeat")) }
                guard let extra = reader.take(2) else { return nil }
                (repeated, times) = (last, 3 + Int(extra))
            case 17:
                guard let extra = reader.take(3) else { return nil }
                (repeated, times) = (0, 3 + Int(extra))
            default:
                guard let extra = reader.take(7) else { return nil }
                (repeated, times) = (0, 11 + Int(extra))
            }
            guard lengths.count + times <= literalTotal + distanceTotal else {
                return .some(Failure(reason: "invalid bit length repeat"))
            }
            lengths.append(contentsOf: repeatElement(repeated, count: times))
        }
        guard lengths[256] != 0 else { return .some(Failure(reason: "invalid code -- missing end-of-block")) }
        do throws(HuffmanDecodeTable.Problem) {
            literals = try HuffmanDecodeTable(lengths: lengths[0..<literalTotal], alphabet: .literalsAndLengths)
            distances = try HuffmanDecodeTable(lengths: lengths[literalTotal...], alphabet: .distances)
        } catch {
            return .some(Failure(reason: "invalid literal/lengths or distances set"))
        }
        return .some(nil)
    }

    /// §3.2.7: the order in which the code length code's lengths are given.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads one byte of every cache line of the history that matches will copy from (the last
    /// `window` bytes) before decoding.
    ///
    /// A reader of a thousand streams comes back to each after the others, when its history has left
    /// the caches: decoding would then wait for each line a match copies from in turn (the copy was
    /// 43 % of decoding, measured with perf); these loads are independent, so the CPU fetches the lines
    /// side by side.
    @inline(__always)
    private func warmUp() {
        var sum: UInt8 = 0
        var index = max(0, filled - window)
        while index < filled {
            sum &+= history[index]
            index &+= 64
        }
        warmUpSum = sum
    }

    /// Whether the next call slides the history before it decodes (with less than 2 KiB of room left),
    /// which ``historyAhead`` has to know to point where that call will read and write.
    private var slidesBeforeDecoding: Bool { filled + 2048 > capacity }

    /// Keeps the last `window` decoded bytes, at the start of the history.
    private func slide() {
        guard filled > window else { return }
        UnsafeMutableRawPointer(history).copyMemory(from: history + (filled - window), byteCount: window)
        filled = window
    }
}
