import Testing

@testable import TextMetrics

/// How many times a canvas with `letterSpacing` adds the spacing, as measured in Chromium 156 (DejaVu Sans
/// and Inter, `letterSpacing` 100px against 200px): the default-ignorable characters of the Basic
/// Multilingual Plane take none, wherever HarfBuzz gives them a cluster of their own, and neither do the
/// letters of cursive scripts (Arabic, Syriac…), though the spaces between their words do.
struct LetterSpacingTests {
    @Test(arguments: [
        ("AV", 2), ("f\u{200C}i", 2), ("A\u{200C}V", 2), ("x\u{2060}y", 2), ("A\u{3164}V", 2), ("A\u{115F}V", 2),
        ("A\u{2066}V", 2), ("A\u{200D}V", 2), ("A\u{E0001}V", 3), ("A\u{00A0}V", 3), ("line\nbreak", 10),
        ("مرحبا", 0), ("ܫܠܡܐ", 0), ("آپ کے لیے", 2), ("مرحبا 12", 3), ("שלום", 4), ("ދިވެހި", 3), ("𞤀𞤁𞤂", 3),
    ])
    func spacedCharactersAreCountedAsChromiumSpacesThem(text: String, spaced: Int) throws {
        let face = try FaceMeasurer(path: FontCatalog.dejaVuDirectory + "/DejaVuSans.ttf")
        let size = try #require(ChromiumFontSize(cssPixels: 17))
        #expect(face.spacedWidth(of: PreparedText(text), size: size).characters == spaced)
    }

    @Test func zeroWidthCharactersTakeNoSpacing() {
        #expect(!LetterSpacing.spaces(0x200C))
        #expect(!LetterSpacing.spaces(0x2060))
        #expect(!LetterSpacing.spaces(0xFFFC))
        #expect(LetterSpacing.spaces(0x41))
        #expect(LetterSpacing.spaces(0xE0001))  // Blink reads its high surrogate, which is not ignorable
    }
}
