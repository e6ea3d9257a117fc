/// A lookup table that decodes one deflate Huffman code (RFC 1951 §3.2.2) from the next bits of a
/// stream, read least significant bit first, for ``RawInflater``.
///
/// The table has `2^bits` entries, `bits` being the longest code's length: entry `i` is for every bit
/// pattern whose low bits are a code, reversed (§3.1.1 packs codes most significant bit first). An
/// entry packs what the symbol means, so decoding needs no second lookup:
///
/// - bits 0–7: the code's length (0: no code starts with these bits);
/// - bits 8–15: ``Operation``;
/// - bits 16–31: the literal byte, or the base match length or distance (§3.2.5).
struct HuffmanDecodeTable {
    /// What an entry's symbol is, in its bits 8–15.
    enum Operation {
        static let literal: UInt32 = 0
        /// A length or distance whose base is followed by `value − extraBase` extra bits (0–13).
        static let extraBase: UInt32 = 16
        static let endOfBlock: UInt32 = 32
        /// Literal/length symbols 286 and 287 and distance symbols 30 and 31: in a fixed code, never used.
        static let invalid: UInt32 = 64
    }

    enum Alphabet {
        /// Literal/length symbols 0–287: bytes, end of block, lengths 3–258.
        case literalsAndLengths
        /// Distance symbols 0–31: distances 1–32 768.
        case distances
        /// Symbols that stand for themselves (the code length code's 0–18, §3.2.7), as literals.
        case plain
    }

    enum Problem: Error, Equatable {
        /// More codes of some length than the lengths before it leave room for (§3.2.2).
        case overSubscribed
    }

    private(set) var entries: [UInt32]
    /// The longest code's length: the table has `1 << bits` entries (at least 1 bit).
    private(set) var bits: Int

    /// Builds the canonical code of §3.2.2 for `lengths` (one per symbol, 0 = unused). An incomplete
    /// code is accepted (bit patterns that start no code decode to length 0); an over-subscribed one
    /// is not.
    init(lengths: some Collection<UInt8>, alphabet: Alphabet) throws(Problem) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            if left < 0 { throw .overSubscribed }
        }
        bits = max(1, (1...15).last { counts[$0] > 0 } ?? 1)
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for length in 1...15 {
            code = (code + UInt32(counts[length - 1])) << 1
            next[length] = code
        }
        entries = [UInt32](repeating: 0, count: 1 << bits)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let size = Int(length)
            let reversed = FixedHuffman.reversed(next[size], length: size)
            next[size] += 1
            let entry = Self.meaning(of: symbol, in: alphabet) | UInt32(size)
            var index = Int(reversed)
            while index < entries.count {
                entries[index] = entry
                index += 1 << size
            }
        }
    }

    /// §3.2.5: what `symbol` stands for, packed in an entry's bits 8–31.
    static func meaning(of symbol: Int, in alphabet: Alphabet) -> UInt32 {
        let (operation, value): (UInt32, Int)
        switch alphabet {
        case .literalsAndLengths:
            switch symbol {
            case 0..<256: (operation, value) = (Operation.literal, symbol)
            case 256: (operation, value) = (Operation.endOfBlock, 0)
            case 257..<286:
                let index = symbol - 257
                (operation, value) = (Operation.extraBase + UInt32(lengthExtra[index]), Int(lengthBase[index]))
            default: (operation, value) = (Operation.invalid, 0)
            }
        case .distances:
            if symbol < 30 {
                (operation, value) = (Operation.extraBase + UInt32(distanceExtra[symbol]), Int(distanceBase[symbol]))
            } else {
                (operation, value) = (Operation.invalid, 0)
            }
        case .plain:
            (operation, value) = (Operation.literal, symbol)
        }
        return UInt32(value) << 16 | operation << 8
    }

    /// §3.2.5: lengths of codes 257–285 and how many extra bits follow each.
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
        227, 258,
    ]
    static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// §3.2.5: distances of codes 0–29 and how many extra bits follow each.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// §3.2.6: the fixed literal/length code (0–143: 8 bits, 144–255: 9, 256–279: 7, 280–287: 8).
    static let fixedLiterals: HuffmanDecodeTable = {
        let lengths = (0..<288).map { symbol -> UInt8 in
            switch symbol {
            case 0..<144: 8
            case 144..<256: 9
            case 256..<280: 7
            default: 8
            }
        }
        // A complete code (288 lengths summing to Kraft 1): it cannot be over-subscribed.
        return try! HuffmanDecodeTable(lengths: lengths, alphabet: .literalsAndLengths)
    }()

    /// §3.2.6: the fixed distance code, 5 bits for each of 32 symbols.
    static let fixedDistances: HuffmanDecodeTable = {
        try! HuffmanDecodeTable(lengths: [UInt8](repeating: 5, count: 32), alphabet: .distances)
    }()
}
