import CFreeType

extension FreeTypeFace {
    /// Renders `glyph` as an 8-bit anti-aliased mask at a device size of `charSize26Dot6` (26.6 pixels),
    /// its outline shifted right by `phase26Dot6` (0…63, 1/64 px) before scan conversion.
    ///
    /// The outline is loaded unhinted (`FT_LOAD_NO_HINTING`, the shape the advances come from) and
    /// rendered with `FT_RENDER_MODE_NORMAL` (256 coverage levels, no LCD filtering). The caller holds the
    /// face's lock. The face's transform is reset afterwards. `embolden` thickens the outline as Skia's
    /// fake bold does (`FT_Outline_Embolden` by the size in 26.6 pixels / 24, `emboldenIfNeeded`), for a
    /// fallback face Chromium draws synthetically bold; the advance is not changed.
    ///
    /// - Throws: ``TextMetricsError`` naming the FreeType call that failed.
    func renderGlyph(
        _ glyph: UInt32, charSize26Dot6: Int, phase26Dot6: Int, embolden: Bool = false
    ) throws(TextMetricsError) -> GlyphBitmap {
        var error = FT_Set_Char_Size(face, FT_F26Dot6(charSize26Dot6), FT_F26Dot6(charSize26Dot6), 72, 72)
        guard error == 0 else {
            throw TextMetricsError(.freeType(function: "FT_Set_Char_Size", code: error), path: file.path)
        }
        var delta = FT_Vector(x: FT_Pos(phase26Dot6), y: 0)
        FT_Set_Transform(face, nil, &delta)
        defer { FT_Set_Transform(face, nil, nil) }
        error = FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
        guard error == 0, let slot = face.pointee.glyph else {
            throw TextMetricsError(.freeType(function: "FT_Load_Glyph(\(glyph))", code: error), path: file.path)
        }
        if embolden, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(charSize26Dot6 / 24))
        }
        error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard error == 0 else {
            throw TextMetricsError(.freeType(function: "FT_Render_Glyph(\(glyph))", code: error), path: file.path)
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), bitmap.num_grays == 256 else {
            throw TextMetricsError(
                .freeType(function: "FT_Render_Glyph(\(glyph)): pixel mode \(bitmap.pixel_mode)", code: -1),
                path: file.path)
        }
        let pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
            for column in 0..<width {
                coverage[row * width + column] = source[column]
            }
        }
        return GlyphBitmap(
            width: width, height: height, coverage: coverage, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top))
    }
}
