/// Measures text with FreeType alone, when HarfBuzz cannot be loaded: the same advances as the HarfBuzz path,
/// pairs kerned from the font's legacy `kern` table, no ligatures and no script-specific kerning.
///
/// For DejaVu Sans this gets most widths right (its `kern` table repeats the main Latin pairs of GPOS) but
/// not the `fi`/`ffi` ligatures of the bold face nor the pairs only GPOS knows; docs/text-metrics.md says
/// how far off it is.
enum FreeTypeKerningShaper {
    /// The advance width of `text` at `size`, in 16.16 pixels; the caller holds the face's lock.
    static func width(of text: PreparedText, size: ChromiumFontSize, face: FreeTypeFace) -> Int {
        var total = 0
        forEachGlyph(of: text, size: size, face: face) { _, advance, kerning in total += advance + kerning }
        return total
    }

    /// The glyphs ``width(of:size:face:)`` adds up, with each pair's kerning folded into the advance of
    /// the glyph before it; the caller holds the face's lock.
    static func glyphs(of text: PreparedText, size: ChromiumFontSize, face: FreeTypeFace) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        forEachGlyph(of: text, size: size, face: face) { glyph, advance, kerning in
            if kerning != 0, !glyphs.isEmpty { glyphs[glyphs.count - 1].xAdvance += kerning }
            glyphs.append(ShapedGlyph(glyph: glyph, xAdvance: advance, xOffset: 0, yOffset: 0))
        }
        return glyphs
    }

    /// Calls `body` with each drawn glyph, its advance and its kerning against the glyph before it (16.16).
    private static func forEachGlyph(
        of text: PreparedText, size: ChromiumFontSize, face: FreeTypeFace, _ body: (UInt32, Int, Int) -> Void
    ) {
        let freeTypeScale = FixedPoint.freeTypeScale(charSize26Dot6: size.charSize26Dot6, unitsPerEm: face.unitsPerEm)
        let kerningMultiplier = FixedPoint.harfBuzzMultiplier(scale: size.harfBuzzScale, unitsPerEm: face.unitsPerEm)
        for segment in text.segments {
            var previous: UInt32?
            for index in segment {
                let value = text.scalars[index]
                guard let scalar = Unicode.Scalar(value), !hasNoAdvance(scalar) else { continue }
                let glyph = face.glyphIndex(of: value)
                let units = Int(glyph) < face.advanceUnits.count ? Int(face.advanceUnits[Int(glyph)]) : 0
                let advance = FixedPoint.linearAdvance(units: units, freeTypeScale: freeTypeScale)
                let kerning =
                    previous.map {
                        FixedPoint.harfBuzzScaled(face.kerning($0, glyph), multiplier: kerningMultiplier)
                    } ?? 0
                body(glyph, advance, kerning)
                previous = glyph
            }
        }
    }

    /// Marks and default-ignorable characters, which HarfBuzz sets with no advance.
    private static func hasNoAdvance(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
