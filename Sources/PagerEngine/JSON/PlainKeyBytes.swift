/// Copies a key's bytes into JSON output when none needs escaping, a word at a time.
///
/// Frames write a few dozen literal keys each; checked and copied a byte at a time they were the largest
/// single cost of a frame's JSON (about 125 instructions a key). Here a key of 4 bytes or more is read as
/// overlapping 4- or 8-byte words and each word is tested at once: a byte of `w ^ pattern` is zero where
/// `w` has the pattern's byte, `(v - 0x01…01) & ~v & 0x80…80` is non-zero exactly when some byte of
/// `v` is zero, and `(w - 0x20…20) & ~w & 0x80…80` exactly when some byte is below 0x20.
enum PlainKeyBytes {
    /// Copies `count` bytes from `source` to `destination` and returns true, or returns false (having
    /// written some of them) when a byte needs escaping: a control byte (below 0x20), `"` or `\`.
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, count: Int, to destination: UnsafeMutablePointer<UInt8>) -> Bool {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        if count >= 8 {
            var offset = 0
            while offset + 8 <= count {
                let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                guard isPlain(word) else { return false }
                to.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            guard offset < count else { return true }
            // The last word overlaps the one before it.
            let last = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            guard isPlain(last) else { return false }
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
            return true
        }
        if count >= 4 {
            let first = from.loadUnaligned(as: UInt32.self)
            let last = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            guard isPlain(UInt64(last) << 32 | UInt64(first)) else { return false }
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
            return true
        }
        for index in 0..<count {
            let byte = source[index]
            guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return false }
            destination[index] = byte
        }
        return true
    }

    /// Whether no byte of `word` is below 0x20, `"` (0x22) or `\` (0x5C).
    @inline(__always)
    static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash) & highs == 0
    }
}
