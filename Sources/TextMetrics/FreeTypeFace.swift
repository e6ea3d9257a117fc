import CFreeType

/// One FreeType face over a ``FontFile``: every glyph's advance in font units and the vertical metrics.
///
/// FreeType faces are not thread-safe: after `init` the only calls into FreeType are ``glyphIndex(of:)``,
/// ``linearAdvance(glyph:charSize26Dot6:)`` and the glyph rendering in
/// `FreeTypeFace+Rendering.swift`, which the owner makes while holding the face's mutex.
final class FreeTypeFace {
    let file: FontFile
    let unitsPerEm: Int
    /// hhea ascender in font units, positive up.
    let ascender: Int
    /// hhea descender in font units, negative below the baseline.
    let descender: Int
    /// hhea line gap in font units (`height - ascender + descender`).
    let lineGap: Int
    /// Each glyph's advance in font units (hmtx), by glyph id; for a bitmap-only face (``strikePPEM`` > 0),
    /// its advance in the first bitmap strike, in 26.6 pixels.
    let advanceUnits: [Int32]
    /// The pixels per em of the strike ``advanceUnits`` come from, for a face with bitmaps and no outlines
    /// (Noto Color Emoji's CBDT strike is 109 ppem); 0 for an outline face.
    let strikePPEM: Int

    private let library: OpaquePointer
    /// The FreeType face; only touched under the owner's lock (``FaceMeasurer``).
    let face: FT_Face

    /// Opens `file`; for a variable font, `weight` sets its `wght` axis (clamped to the axis) before the
    /// advances are read, so they are that instance's (HVAR applied, whole font units, as FreeType gives
    /// Skia). Other axes stay at their defaults.
    init(file: FontFile, weight: Double? = nil) throws(TextMetricsError) {
        self.file = file
        var library: OpaquePointer?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw TextMetricsError(.freeType(function: "FT_Init_FreeType", code: error), path: file.path)
        }
        var face: FT_Face?
        error = FT_New_Memory_Face(
            library, file.bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.bytes.count), 0,
            &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw TextMetricsError(.freeType(function: "FT_New_Memory_Face", code: error), path: file.path)
        }
        let record = face.pointee
        guard record.units_per_EM > 0 || record.num_fixed_sizes > 0, record.num_glyphs > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw TextMetricsError(.freeType(function: "FT_New_Memory_Face (not scalable)", code: -1), path: file.path)
        }
        if let weight {
            error = Self.setWeightAxis(face, to: weight)
            guard error == 0 else {
                FT_Done_Face(face)
                FT_Done_FreeType(library)
                throw TextMetricsError(
                    .freeType(function: "FT_Set_Var_Design_Coordinates", code: error), path: file.path)
            }
        }
        let strike = Self.bitmapStrike(face)
        var advances = [Int32](repeating: 0, count: Int(record.num_glyphs))
        for glyph in advances.indices where strike > 0 {
            // Skia sizes a bitmap-only face's glyphs from the strike's own metrics (FT_Select_Size, then the
            // glyph's 26.6 advance), not from hmtx: Noto Color Emoji's 👍 is 136 px at 109 ppem, where its
            // hmtx 2550/2048 em would give 135.7.
            error = FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_BITMAP_METRICS_ONLY))
            advances[glyph] = error == 0 ? Int32(truncatingIfNeeded: face.pointee.glyph.pointee.metrics.horiAdvance) : 0
        }
        for glyph in advances.indices where strike == 0 {
            var advance: FT_Fixed = 0
            error = FT_Get_Advance(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE), &advance)
            guard error == 0 else {
                FT_Done_Face(face)
                FT_Done_FreeType(library)
                throw TextMetricsError(.freeType(function: "FT_Get_Advance(\(glyph))", code: error), path: file.path)
            }
            advances[glyph] = Int32(truncatingIfNeeded: advance)
        }
        self.library = library
        self.face = face
        unitsPerEm = Int(record.units_per_EM)
        ascender = Int(record.ascender)
        descender = Int(record.descender)
        lineGap = Int(record.height) - Int(record.ascender) + Int(record.descender)
        advanceUnits = advances
        strikePPEM = strike
    }

    /// The pixels per em of the first bitmap strike, selected, when `face` has bitmaps and no outlines; else 0.
    private static func bitmapStrike(_ face: FT_Face) -> Int {
        let record = face.pointee
        guard record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0, record.num_fixed_sizes > 0,
            let sizes = record.available_sizes, FT_Select_Size(face, 0) == 0
        else { return 0 }
        return Int((sizes[0].y_ppem + 32) >> 6)
    }

    /// Sets `wght` to `weight` and every other axis to its default; 0 when the face has no axes.
    private static func setWeightAxis(_ face: FT_Face, to weight: Double) -> FT_Error {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return 0 }
        defer { FT_Done_MM_Var(face.pointee.glyph.pointee.library, master) }
        let count = Int(master.pointee.num_axis)
        var coordinates = [FT_Fixed](repeating: 0, count: count)
        for index in 0..<count {
            let axis = master.pointee.axis[index]
            var value = axis.def
            if axis.tag == FontAxis.weightTag {
                value = min(max(FT_Fixed((weight * 65_536).rounded()), axis.minimum), axis.maximum)
            }
            coordinates[index] = value
        }
        return FT_Set_Var_Design_Coordinates(face, FT_UInt(count), &coordinates)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The glyph id the font's cmap gives `scalar`, 0 (`.notdef`) when it has none.
    func glyphIndex(of scalar: UInt32) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
    }

    /// FreeType's own unhinted advance of `glyph` at a 26.6 character size, in 16.16 pixels
    /// (`linearHoriAdvance` after `FT_Set_Char_Size` and `FT_Load_Glyph` with `FT_LOAD_NO_HINTING`).
    ///
    /// Measurement never calls this (it scales ``advanceUnits`` with ``FixedPoint``, which is much faster);
    /// the tests use it to check that arithmetic against FreeType itself.
    func linearAdvance(glyph: UInt32, charSize26Dot6: Int) throws(TextMetricsError) -> Int {
        var error = FT_Set_Char_Size(face, FT_F26Dot6(charSize26Dot6), FT_F26Dot6(charSize26Dot6), 72, 72)
        guard error == 0 else {
            throw TextMetricsError(.freeType(function: "FT_Set_Char_Size", code: error), path: file.path)
        }
        error = FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING))
        guard error == 0, let slot = face.pointee.glyph else {
            throw TextMetricsError(.freeType(function: "FT_Load_Glyph(\(glyph))", code: error), path: file.path)
        }
        return Int(slot.pointee.linearHoriAdvance)
    }
}
