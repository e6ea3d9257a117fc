import Testing

@testable import PlaygroundApp

/// The libqrencode wrapper: sizes and versions from ISO/IEC 18004's capacity table (level M, byte
/// mode), the function patterns every symbol has, the errors, and what a decoder reads back.
struct QREncoderTests {
    /// Byte-mode capacities at level M (ISO/IEC 18004 Table 7): version 1 holds 14 bytes, 2 holds 26,
    /// 10 holds 213, 40 holds 2 331. Lowercase letters are not in the alphanumeric set, so they are bytes.
    @Test func theSmallestVersionThatHoldsTheTextIsChosen() throws {
        for (count, version) in [(1, 1), (14, 1), (15, 2), (26, 2), (27, 3), (213, 10), (214, 11), (2331, 40)] {
            let code = try QREncoder.encode(String(repeating: "x", count: count))
            #expect(code.version == version, "\(count) bytes")
            #expect(code.size == 17 + 4 * version, "\(count) bytes")
        }
        // UTF-8 counts bytes: "é" is two.
        #expect(try QREncoder.encode(String(repeating: "é", count: 7)).version == 1)
        #expect(try QREncoder.encode(String(repeating: "é", count: 8)).version == 2)
    }

    /// Finder patterns in three corners (7 × 7: dark ring, light ring, dark 3 × 3 centre) with light
    /// separators, timing patterns alternating between them, and the dark module at (8, 4V + 9).
    @Test func everySymbolHasTheFunctionPatterns() throws {
        for text in ["x", "https://pp.example/embed/Ab3dE5fG7h/v/2?fit=screen", String(repeating: "y", count: 300)] {
            let code = try QREncoder.encode(text)
            let n = code.size
            for (left, top) in [(0, 0), (n - 7, 0), (0, n - 7)] {
                for dy in -1...7 {
                    for dx in -1...7 {
                        let ring = max(abs(dx - 3), abs(dy - 3))
                        let x = left + dx
                        let y = top + dy
                        guard (0..<n).contains(x), (0..<n).contains(y) else { continue }
                        // Rings from the centre: 0 and 1 dark, 2 light, 3 dark, 4 the light separator.
                        #expect(code[x, y] == (ring != 2 && ring != 4), "\(text.prefix(10)): (\(x), \(y))")
                    }
                }
            }
            for i in 8..<(n - 8) {
                #expect(code[i, 6] == i.isMultiple(of: 2) && code[6, i] == i.isMultiple(of: 2), "timing \(i)")
            }
            #expect(code[8, 4 * code.version + 9])
            #expect(!code[-1, 0] && !code[n, n - 1], "outside the symbol is light")
        }
    }

    @Test func textNoCodeHoldsIsAnErrorWithItsReason() {
        #expect(throws: QREncodingError.empty) { try QREncoder.encode("") }
        #expect(throws: QREncodingError.containsNUL(offset: 3)) { try QREncoder.encode("abc\u{0}def") }
        #expect(throws: QREncodingError.tooLong(byteCount: 2332)) {
            try QREncoder.encode(String(repeating: "x", count: 2332))
        }
        #expect(QREncodingError.tooLong(byteCount: 2332).description.contains("2332 bytes"))
    }

    @Test func theSameTextGivesTheSameCode() throws {
        let link = "https://pp.example/c/Ab3dE5fG7h"
        #expect(try QREncoder.encode(link) == QREncoder.encode(link))
        #expect(try QREncoder.encode(link) != QREncoder.encode(link.uppercased()))
    }

    /// zbarimg, which shares no code with libqrencode, reads back exactly the text: case kept (not
    /// upper-cased into alphanumeric mode), UTF-8 bytes kept, digit runs in numeric mode decoded.
    @Test(.enabled(if: QRScanner.available)) func aDecoderReadsBackTheText() throws {
        for text in [
            "https://pp.example/embed/Ab3dE5fG7h/v/2?fit=screen", "hello World", "Ünïcödé ✓ 12345678901234567890",
            String(repeating: "z", count: 213),
        ] {
            let svg = QRCodeSVG.document(try QREncoder.encode(text))
            #expect(try QRScanner.scan(svg: Array(svg.utf8)) == text)
        }
    }
}
