import PagerEngine

extension TextMeasurer {
    /// Renders `text` in `font` for an image `scale` device pixels per CSS pixel, starting at device
    /// pixel column `originX` on the baseline at device row `baselineY`.
    ///
    /// Glyphs are shaped exactly as ``width(of:font:)`` measures (the same HarfBuzz buffer, script runs and
    /// advances at the CSS size), so the pen of glyph *n* sits at `originX + scale × (sum of the advances
    /// before it)` and the raster's ``TextRaster/advance`` equals the measured width. Each glyph's outline is
    /// rendered unhinted by FreeType at the device size (`size × scale`), anti-aliased with 256 levels.
    /// Like Skia's sub-pixel text, the pen's x is quantised to a quarter device pixel (the outline is shifted
    /// by that phase before rendering) and the baseline is rounded to a whole row, so masks land on whole
    /// pixels and need no resampling. Rendered glyphs are cached per face, device size and phase.
    ///
    /// Sizes or scales that are not finite or out of range give an empty raster.
    ///
    /// - Parameters:
    ///   - scale: device pixels per CSS pixel (the image's scale: 1, 2, 3, …).
    ///   - originX: the left end of the text's advance, in device pixels.
    ///   - baselineY: the baseline, in device pixels (rounded to a row).
    public func rasterize(
        _ text: String, font: FontSpec, scale: Double, originX: Double, baselineY: Double
    ) -> TextRaster {
        let limit = 1_000_000.0
        guard baselineY.isFinite, abs(baselineY) < limit else {
            return TextRaster(glyphs: [], advance: 0, baselineRow: 0)
        }
        let baselineRow = Int(baselineY.rounded())
        guard !text.isEmpty, ChromiumFontSize(cssPixels: font.size) != nil, scale.isFinite, scale > 0,
            scale <= 16, originX.isFinite, abs(originX) < limit
        else { return TextRaster(glyphs: [], advance: 0, baselineRow: baselineRow) }
        let (face, rendition) = faceMeasurer(for: font)
        let spacing = rendition.letterSpacingUnits
        var glyphs: [PlacedGlyph] = []
        var pen = 0
        // Characters the face lacks are drawn from the fallback font that measured them, emboldened for a
        // bold font as Chromium fakes it (colour emoji bitmaps excepted: FreeType renders no outline for
        // them, so they draw as nothing).
        let primary = face
        let shaped = faceRuns(of: PreparedText(text), face: face, rendition: rendition).flatMap { run in
            guard let runSize = ChromiumFontSize(cssPixels: font.size, sizeAdjust: run.sizeAdjust) else {
                return [(FaceMeasurer, Int, ShapedGlyph)]()
            }
            let runDeviceSize = Int(Double(runSize.skiaSize) * scale * 64)
            return run.face.glyphs(of: run.text, size: runSize, spacing: spacing).map { (run.face, runDeviceSize, $0) }
        }
        glyphs.reserveCapacity(shaped.count)
        for (face, deviceSize, glyph) in shaped {
            let embolden = face !== primary && rendition.weight >= 600
            defer { pen += glyph.xAdvance }
            let penX = originX + Double(pen + glyph.xOffset) / 65_536 * scale
            let steps = Int((penX * Double(GlyphPhases.count)).rounded())
            let whole = Int((Double(steps) / Double(GlyphPhases.count)).rounded(.down))
            let phase = steps - whole * GlyphPhases.count
            let bitmap = face.bitmap(
                GlyphKey(glyph: glyph.glyph, charSize26Dot6: deviceSize, phase: phase, embolden: embolden))
            guard bitmap.width > 0 else { continue }
            let rise = Int((Double(glyph.yOffset) / 65_536 * scale).rounded())
            glyphs.append(
                PlacedGlyph(
                    glyph: glyph.glyph, penX: penX, x: whole + bitmap.left, y: baselineRow - rise - bitmap.top,
                    bitmap: bitmap))
        }
        return TextRaster(glyphs: glyphs, advance: Double(pen) / 65_536, baselineRow: baselineRow)
    }
}
