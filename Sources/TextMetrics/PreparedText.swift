/// Text as Chromium's canvas hands it to the shaper: Unicode scalars with line and tab whitespace turned into
/// spaces, cut into segments at the invisible characters that Chromium shapes apart.
///
/// Found by measuring in Chromium 156 (docs/text-metrics.md):
/// - tab, line feed, vertical tab, form feed, carriage return and U+2028/U+2029 are measured as U+0020
///   (the HTML canvas "prepare text" step replaces ASCII whitespace; Chromium also replaces these);
/// - each space is shaped on its own, as Blink's word-by-word shaper does;
/// - soft hyphen, zero-width space, the bidi marks and embeddings, the byte order mark and a few other
///   invisible characters measure 0 and stop kerning and ligatures across them, so each side is shaped on
///   its own. Joiners (ZWJ, ZWNJ, word joiner, CGJ, variation selectors) stay in the text: HarfBuzz handles
///   them as Chromium does;
/// - a word is also cut at CJK characters (``CJKWords``), as Blink's word shaper cuts it.
struct PreparedText: Sendable, Equatable {
    /// The text's scalars after the whitespace replacement; breaker characters stay in place.
    var scalars: [UInt32]
    /// The ranges of ``scalars`` shaped separately, in order, never empty; breakers fall between them.
    var segments: [Range<Int>]
    /// For a part of one segment measured in a fallback face (``TextMeasurer/faceRuns(of:face:weight:)``),
    /// that whole segment: HarfBuzz sees it as context, as Blink hands the shaper the whole word when it
    /// reshapes the part a font lacked, so an Arabic letter keeps its joining form across two fonts.
    var context: Range<Int>?

    init(_ text: String) {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.utf8.count)
        var segments: [Range<Int>] = []
        var start = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if Self.isSegmentBreak(value) {
                if scalars.count > start { segments.append(start..<scalars.count) }
                scalars.append(value)
                start = scalars.count
            } else if value == 0x20 || Self.isSpaceLike(value) {
                // Blink shapes word by word (CachingWordShaper): each space is a word of its own, so no
                // kerning or ligature reaches across it (Roboto kerns " T" in GPOS; Chromium does not).
                if scalars.count > start { segments.append(start..<scalars.count) }
                scalars.append(0x20)
                segments.append((scalars.count - 1)..<scalars.count)
                start = scalars.count
            } else {
                scalars.append(value)
            }
        }
        if scalars.count > start { segments.append(start..<scalars.count) }
        self.scalars = scalars
        // Blink's word shaper also cuts words at CJK characters (``CJKWords``).
        self.segments = segments.flatMap { CJKWords.split(scalars, $0) }
    }

    /// Whether Chromium measures `scalar` as a space.
    static func isSpaceLike(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09...0x0D, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether Chromium gives `scalar` no width and shapes the text on each side of it separately.
    static func isSegmentBreak(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00AD,  // soft hyphen
            0x061C,  // Arabic letter mark
            0x17B4, 0x17B5,  // Khmer inherent vowels
            0x180E,  // Mongolian vowel separator
            0x200B,  // zero-width space
            0x200E, 0x200F,  // left-to-right and right-to-left marks
            0x202A...0x202E,  // bidi embeddings and overrides
            0x2065,  // reserved default-ignorable
            0x2067,  // right-to-left isolate (starts a bidi run of its own)
            0xFEFF:  // zero-width no-break space (byte order mark)
            true
        default:
            false
        }
    }
}
