import Testing

@testable import TextMetrics

struct PreparedTextTests {
    @Test func lineAndTabWhitespaceBecomesSpaces() {
        let text = PreparedText("A\tB\nC\r\u{2028}D")
        #expect(text.scalars == [0x41, 0x20, 0x42, 0x20, 0x43, 0x20, 0x20, 0x44])
        // Each space is a segment of its own (the next test).
        #expect(text.segments == (0..<8).map { $0..<($0 + 1) })
    }

    /// Blink shapes canvas text word by word (`CachingWordShaper`): a space is shaped alone, so no kerning
    /// reaches across it. Measured in Chromium 156 with Roboto, which kerns space + T in GPOS: " T" is
    /// 14.3603515625 px at 17 px, the unkerned sum (docs/text-metrics.md).
    @Test func spacesAreShapedAlone() {
        let text = PreparedText("To be  T")
        #expect(text.segments == [0..<2, 2..<3, 3..<5, 5..<6, 6..<7, 7..<8])
        #expect(PreparedText("\u{00A0}T").segments == [0..<2])  // no-break space stays in its word
    }

    @Test func invisibleBreakersSplitSegmentsAndStayOutOfThem() {
        let text = PreparedText("A\u{200B}V\u{00AD}\u{FEFF}x")
        #expect(text.scalars == [0x41, 0x200B, 0x56, 0xAD, 0xFEFF, 0x78])
        #expect(text.segments == [0..<1, 2..<3, 5..<6])
    }

    @Test func joinersStayInsideTheSegment() {
        #expect(PreparedText("A\u{200D}V\u{200C}f\u{2060}i").segments == [0..<7])
    }

    @Test func emptyAndInvisibleOnlyTextHaveNoSegments() {
        #expect(PreparedText("").segments.isEmpty)
        #expect(PreparedText("\u{200B}\u{200E}").segments.isEmpty)
        #expect(PreparedText("\u{200B}\u{200B}A").segments == [2..<3])
    }
}
