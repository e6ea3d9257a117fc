@testable import PagerEngine

/// A text measurer whose widths can be worked out by hand, so golden tests never depend on FreeType.
///
/// Every character advances `0.6 × size` in a regular weight and `0.65 × size` from semibold on; lines
/// are `1.2 × size` tall with the baseline `0.9 × size` from the top (descent `0.3 × size`). A character
/// is a Swift `Character` (a grapheme), so "Home" at 17 pt bold is 4 × 0.65 × 17 = 44.2 pt.
///
/// Its faces have a glyph for every character but those in `missing`, and the semibold-and-heavier ones
/// also lack those in `missingInBold`; `fallbacks` says which fallback font measured a missing one.
struct FixedAdvanceMeasurer: TextMeasuring {
    static let regularAdvance = 0.6
    static let boldAdvance = 0.65

    var missing: Set<Unicode.Scalar> = []
    var missingInBold: Set<Unicode.Scalar> = []
    /// What measured each missing character instead (absent: the `.notdef` box).
    var fallbacks: [Unicode.Scalar: GlyphFallback] = [:]

    func width(of text: String, font: FontSpec) -> Double {
        let advance = font.face.isBold ? Self.boldAdvance : Self.regularAdvance
        return Double(text.count) * advance * font.size
    }

    func lineMetrics(for font: FontSpec) -> LineMetrics {
        LineMetrics(ascent: 0.9 * font.size, descent: 0.3 * font.size, lineHeight: 1.2 * font.size)
    }

    func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar] {
        let lacking = font.face.isBold ? missing.union(missingInBold) : missing
        var seen: Set<Unicode.Scalar> = []
        return text.unicodeScalars.filter { lacking.contains($0) && seen.insert($0).inserted }
    }

    func glyphFallbacks(in text: String, font: FontSpec) -> [Unicode.Scalar: GlyphFallback] { fallbacks }
}
