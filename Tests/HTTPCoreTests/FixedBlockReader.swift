/// A test-side reader of the blocks ``EventDeflater`` writes, to check what zlib's inflate does not
/// report: which block types, length codes and distances the encoder chose.
///
/// It reads the raw deflate part (after the 2-byte zlib header) following RFC 1951 §3.2.3–§3.2.6 and
/// handles only stored and fixed-Huffman blocks; `nil` means anything else or a malformed stream.
struct FixedBlockReader {
    enum Block: Equatable {
        case stored(length: Int)
        /// `matches` are (length, distance); `usedCode285` is true when a length-258 symbol appeared.
        case fixed(final: Bool, literals: Int, matches: [Match], usedCode285: Bool)
    }

    struct Match: Equatable {
        var length: Int
        var distance: Int
    }

    private let bytes: [UInt8]
    private var bit = 0

    init(deflate bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The first block of `deflate` when it is a fixed-Huffman one.
    static func firstFixedBlock(_ deflate: [UInt8]) -> (literals: Int, matches: [Match], usedCode285: Bool)? {
        var reader = FixedBlockReader(deflate: deflate)
        guard case .fixed(_, let literals, let matches, let usedCode285) = reader.blocks()?.first else { return nil }
        return (literals, matches, usedCode285)
    }

    /// Reads blocks until the input ends, or until a block with BFINAL = 1.
    mutating func blocks() -> [Block]? {
        var result: [Block] = []
        while bit + 3 <= bytes.count * 8 {
            guard let final = read(1), let type = read(2) else { return nil }
            switch type {
            case 0:
                bit = (bit + 7) / 8 * 8
                guard let length = read(16), let complement = read(16), length ^ complement == 0xFFFF else {
                    return nil
                }
                bit += 8 * length
                result.append(.stored(length: length))
            case 1:
                guard let block = fixedBlock(final: final == 1) else { return nil }
                result.append(block)
            default:
                return nil
            }
            if final == 1 { break }
        }
        return result
    }

    /// Extra bits, least significant first (RFC 1951 §3.1.1).
    private mutating func read(_ count: Int) -> Int? {
        guard bit + count <= bytes.count * 8 else { return nil }
        var value = 0
        for index in 0..<count {
            value |= Int(bytes[(bit + index) / 8] >> ((bit + index) % 8) & 1) << index
        }
        bit += count
        return value
    }

    /// A Huffman code of `count` bits, most significant first.
    private mutating func readCode(_ count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let next = read(1) else { return nil }
            value = value << 1 | next
        }
        return value
    }

    /// RFC 1951 §3.2.6: 7-bit codes 0000000–0010111 are 256–279; 8-bit 00110000–10111111 are 0–143
    /// and 11000000–11000111 are 280–287; 9-bit 110010000–111111111 are 144–255.
    private mutating func symbol() -> Int? {
        guard var code = readCode(7) else { return nil }
        if code <= 0b001_0111 { return 256 + code }
        guard let eighth = readCode(1) else { return nil }
        code = code << 1 | eighth
        if (0x30...0xBF).contains(code) { return code - 0x30 }
        if (0xC0...0xC7).contains(code) { return 280 + code - 0xC0 }
        guard let ninth = readCode(1) else { return nil }
        return 144 + (code << 1 | ninth) - 0x190
    }

    private mutating func fixedBlock(final: Bool) -> Block? {
        var literals = 0
        var matches: [Match] = []
        var usedCode285 = false
        while true {
            guard let symbol = symbol() else { return nil }
            if symbol < 256 {
                literals += 1
                continue
            }
            if symbol == 256 { break }
            guard symbol <= 285, let length = length(symbol), let code = readCode(5), code < 30,
                let distance = distance(code)
            else { return nil }
            if symbol == 285 { usedCode285 = true }
            matches.append(Match(length: length, distance: distance))
        }
        return .fixed(final: final, literals: literals, matches: matches, usedCode285: usedCode285)
    }

    /// RFC 1951 §3.2.5 length table: 257–264 → 3–10; then groups of four codes with 1…5 extra bits
    /// starting at 11, 19, 35, 67, 131; 285 → 258.
    private mutating func length(_ symbol: Int) -> Int? {
        if symbol == 285 { return 258 }
        if symbol < 265 { return symbol - 254 }
        let extraBits = (symbol - 261) / 4
        let base = ((4 + (symbol - 265) % 4) << extraBits) + 3
        guard let extra = read(extraBits) else { return nil }
        return base + extra
    }

    /// RFC 1951 §3.2.5 distance table: codes 0–3 → 1–4; code c ≥ 4 has (c − 2) / 2 extra bits from
    /// base (2 + c % 2) · 2^((c − 2) / 2) + 1.
    private mutating func distance(_ code: Int) -> Int? {
        if code < 4 { return code + 1 }
        let extraBits = (code - 2) / 2
        guard let extra = read(extraBits) else { return nil }
        return ((2 + code % 2) << extraBits) + 1 + extra
    }
}
