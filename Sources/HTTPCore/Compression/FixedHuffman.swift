/// The fixed Huffman codes of RFC 1951 §3.2.6 with the length and distance codes of §3.2.5, packed
/// for ``BitWriter`` (which fills bytes from the least significant bit).
///
/// Huffman codes are defined most significant bit first (§3.1.1), so every code here is stored
/// bit-reversed; extra bits are plain numbers written least significant bit first. Each entry holds
/// the bits to write in its low 24 bits and how many there are in its high 8 bits.
enum FixedHuffman {
    /// Entries 0..<288: literal/length symbols 0…287 (256 is end-of-block).
    static let literalOffset = 0
    /// Entries `lengthOffset + n` for match lengths n = 3…258: length code and its extra bits.
    static let lengthOffset = 288
    /// Entries `distanceOffset + c` for distance codes c = 0…29: the 5-bit code, reversed.
    static let distanceOffset = 288 + 259

    /// The packed table (577 entries), built once.
    static let table: [UInt32] = makeTable()

    static func entry(bits: UInt32, count: UInt32) -> UInt32 { bits | count << 24 }

    /// `code` (its `length` bits read most significant first) reversed for LSB-first output.
    static func reversed(_ code: UInt32, length: Int) -> UInt32 {
        var result: UInt32 = 0
        var rest = code
        for _ in 0..<length {
            result = result << 1 | rest & 1
            rest >>= 1
        }
        return result
    }

    /// RFC 1951 §3.2.6: 0–143 → 8 bits from 00110000, 144–255 → 9 bits from 110010000,
    /// 256–279 → 7 bits from 0000000, 280–287 → 8 bits from 11000000.
    static func literalCode(_ symbol: Int) -> (code: UInt32, length: Int) {
        switch symbol {
        case 0...143: (0x30 + UInt32(symbol), 8)
        case 144...255: (0x190 + UInt32(symbol - 144), 9)
        case 256...279: (UInt32(symbol - 256), 7)
        default: (0xC0 + UInt32(symbol - 280), 8)
        }
    }

    private static func makeTable() -> [UInt32] {
        var table = [UInt32](repeating: 0, count: distanceOffset + 30)
        var codes: [(code: UInt32, length: Int)] = []
        for symbol in 0..<288 {
            let (code, length) = literalCode(symbol)
            codes.append((reversed(code, length: length), length))
            table[literalOffset + symbol] = entry(bits: codes[symbol].code, count: UInt32(length))
        }
        // RFC 1951 §3.2.5: codes 257–264 are lengths 3–10; from 265 on, each group of four codes
        // has one more extra bit (265–268: 1 bit, …, 281–284: 5 bits); 285 is exactly 258.
        var length = 3
        for symbol in 257...284 {
            let extraBits = symbol < 265 ? 0 : (symbol - 261) / 4
            for extra in 0..<(1 << extraBits) where length < 258 {
                let (code, codeLength) = codes[symbol]
                table[lengthOffset + length] = entry(
                    bits: code | UInt32(extra) << codeLength, count: UInt32(codeLength + extraBits))
                length += 1
            }
        }
        table[lengthOffset + 258] = entry(bits: codes[285].code, count: UInt32(codes[285].length))
        for code in 0..<30 {
            table[distanceOffset + code] = entry(bits: reversed(UInt32(code), length: 5), count: 5)
        }
        return table
    }
}
