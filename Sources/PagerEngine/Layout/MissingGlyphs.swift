/// The characters of a tab title that the preview's face cannot draw.
///
/// The measurer lays such a character out in a fallback font (DejaVu Sans, Noto Sans CJK, Noto Color Emoji,
/// a Noto face per script for Thai, the Indic scripts and others, as the browser's canvas draws it) or, when
/// none is installed, as the face's `.notdef` box; iOS draws it with fallback fonts of its own (Hiragino or
/// PingFang scaled down, Apple Color Emoji, Thonburi…, ``IOSScriptFonts``), so the title's width in the
/// preview is near iOS's at best (decisions 0036, 0042). The layout says so
/// (``LayoutWarning/labelMissingGlyphs(index:characters:family:)``) rather than lay the tab out silently
/// wrong.
enum MissingGlyphs {
    /// A character the face lacks and what measured it instead.
    struct MissingGlyph: Sendable, Hashable {
        var scalar: Unicode.Scalar
        var fallback: GlyphFallback
    }

    /// At most this many characters are named in a warning.
    static let namedLimit = 3

    /// The characters of `title` that one of `fonts` has no glyph for, each once, in the order they first
    /// appear, leaving out the ones never drawn (``isDrawn(_:)``).
    static func find(in title: String, fonts: [FontSpec], measurer: some TextMeasuring) -> [MissingGlyph] {
        var seen: Set<Unicode.Scalar> = []
        var result: [MissingGlyph] = []
        for font in fonts {
            let missing = measurer.missingGlyphs(in: title, font: font).filter(isDrawn)
            guard !missing.isEmpty else { continue }
            let fallbacks = measurer.glyphFallbacks(in: title, font: font)
            for scalar in missing where seen.insert(scalar).inserted {
                result.append(MissingGlyph(scalar: scalar, fallback: fallbacks[scalar] ?? GlyphFallback.none))
            }
        }
        return result
    }

    /// Whether a face's lack of `scalar` changes what is drawn.
    ///
    /// Not for whitespace (HarfBuzz, in Chromium and in the measurer, gives a space the face lacks a width
    /// made from the face's own space, `hb_ot_shape_fallback_spaces`), default-ignorable code points (zero
    /// width joiners and non-joiners, variation selectors such as U+FE0F, bidi marks, soft hyphens: HarfBuzz
    /// hides them) and control characters.
    static func isDrawn(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return !properties.isWhitespace && !properties.isDefaultIgnorableCodePoint
            && properties.generalCategory != .control
    }

    /// How a warning names `scalar`: quoted and followed by its code point (`'ש' U+05E9`: the code point
    /// also keeps a list of right-to-left letters in order when a browser shows it), or the code point
    /// alone for a mark that would sit on the quote.
    static func name(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: codePoint(scalar)
        default: "'\(scalar)' \(codePoint(scalar))"
        }
    }

    /// `U+` and at least four upper-case hex digits.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
