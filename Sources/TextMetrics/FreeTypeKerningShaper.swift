/// Measures text with FreeType alone, when HarfBuzz cannot be loaded: the same advances as the HarfBuzz path,
/// pairs kerned from the font's legacy `kern` table, no ligatures and no script-specific kerning.
///
/// For DejaVu Sans this gets most widths right (its `kern` table repeats the main Latin pairs of GPOS) but
/// not the `fi`/`ffi` ligatures of the bold face nor the pairs only GPOS knows; docs/text-metrics.md says
/// how far off it is.
enum FreeTypeKerningShaper {
    /// The advance width of `text` at `size`, in 16.16 pixels; the caller holds the face's lock.
    static func width(of text: PreparedText, size: ChromiumFontSize, face: FreeTypeFace) -> Int {
        let freeTypeScale = FixedPoint.freeTypeScale(charSize26Dot6: size.charSize26Dot6, unitsPerEm: face.unitsPerEm)
        let kerningMultiplier = FixedPoint.harfBuzzMultiplier(scale: size.harfBuzzScale, unitsPerEm: face.unitsPerEm)
        var total = 0
        for segment in text.segments {
            var previous: UInt32?
            for index in segment {
                let value = text.scalars[index]
                guard let scalar = Unicode.Scalar(value), !hasNoAdvance(scalar) else { continue }
                let glyph = face.glyphIndex(of: value)
                let units = Int(glyph) < face.advanceUnits.count ? Int(face.advanceUnits[Int(glyph)]) : 0
                total += FixedPoint.linearAdvance(units: units, freeTypeScale: freeTypeScale)
                if let previous {
                    total += FixedPoint.harfBuzzScaled(face.kerning(previous, glyph), multiplier: kerningMultiplier)
                }
                previous = glyph
            }
        }
        return total
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
