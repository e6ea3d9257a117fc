import Testing

@testable import PagerEngine

struct PlainKeyBytesTests {
    /// Runs the copy over `bytes` into a buffer two bytes longer (guards at both ends).
    private func copy(_ bytes: [UInt8]) -> (plain: Bool, written: [UInt8]) {
        var out = [UInt8](repeating: 0xEE, count: bytes.count + 2)
        let plain = bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { destination in
                PlainKeyBytes.copy(
                    source.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: bytes.count,
                    to: destination.baseAddress! + 1)
            }
        }
        #expect(out.first == 0xEE && out.last == 0xEE, "wrote outside the key")
        return (plain, Array(out[1..<(out.count - 1)]))
    }

    @Test func copiesPlainKeysOfEveryLength() {
        // Lengths 0–24 cover the byte loop (0–3), two overlapping 4-byte words (4–7), whole 8-byte words
        // and an overlapping last word; the bytes include UTF-8 and the neighbours of the bytes that
        // need escaping (0x20, 0x21, 0x23, 0x5B, 0x5D, and 0xA2, 0xDC, 0x9F with the high bit set).
        let pool: [UInt8] = Array("indicator".utf8) + [0x20, 0x21, 0x23, 0x5B, 0x5D, 0xA2, 0xDC, 0x9F, 0xC3, 0xA9]
        for length in 0...24 {
            let key = (0..<length).map { pool[$0 % pool.count] }
            let result = copy(key)
            #expect(result.plain, "length \(length)")
            #expect(result.written == key, "length \(length)")
        }
    }

    @Test func findsAByteThatNeedsEscapingAtEveryPlace() {
        // Each of NUL, 0x1F (the last control byte), `"` and `\` at every place of keys of length 1–24.
        for length in 1...24 {
            for place in 0..<length {
                for bad: UInt8 in [0x00, 0x1F, 0x0A, UInt8(ascii: "\""), UInt8(ascii: "\\")] {
                    var key = Array(repeating: UInt8(ascii: "k"), count: length)
                    key[place] = bad
                    #expect(!copy(key).plain, "byte \(bad) at \(place) of \(length)")
                }
            }
        }
    }

    @Test func keyEscapesALiteralThatNeedsIt() {
        // Long enough for the word path: the quote sits in the second word.
        var json = JSONWriter()
        json.key("abcdefghij\"kl")
        #expect(json.string == #""abcdefghij\"kl":"#)
    }
}
