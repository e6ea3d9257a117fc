private import CHarfBuzz

/// What HarfBuzz's advance callback reads: the face's advances in font units and the current FreeType scale.
private struct AdvanceContext {
    var units: UnsafePointer<Int32>
    var count: Int
    var freeTypeScale: Int
    /// A bitmap-only face's strike size (``FreeTypeFace/strikePPEM``), whose `units` are 26.6 strike
    /// advances; 0 for outlines.
    var strikePPEM: Int
    var charSize26Dot6: Int
}

/// Shapes text in one face with HarfBuzz, using glyph advances computed exactly as Chromium's Skia gets them
/// from FreeType.
///
/// Chromium hands HarfBuzz a font whose advance callback returns Skia's FreeType advance (unhinted,
/// `linearHoriAdvance` at the truncated 26.6 size) and whose scale is the 16.16 size; GSUB ligatures and GPOS
/// kerning then come from HarfBuzz's OpenType code scaled by that scale. This class builds the same stack: an
/// OpenType font at the em size as parent, and a sub-font that only overrides the horizontal advance.
///
/// Not thread-safe (one shared buffer and a mutable scale): the owner calls ``width(of:size:)`` under a lock.
final class HarfBuzzShaper {
    private let file: FontFile
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let parent: OpaquePointer
    private let font: OpaquePointer
    private let funcs: OpaquePointer
    private let buffer: OpaquePointer
    private let language: hb_language_t?
    private let unicodeFuncs: OpaquePointer?
    private let unitsPerEm: Int
    private let units: UnsafeMutablePointer<Int32>
    private let unitCount: Int
    private let context: UnsafeMutablePointer<AdvanceContext>
    private var scale: ChromiumFontSize?

    /// `weight` sets the `wght` axis of a variable font, for GSUB and GPOS as ``FreeTypeFace`` does for the
    /// advances.
    init(freeType: FreeTypeFace, weight: Double? = nil) throws(TextMetricsError) {
        file = freeType.file
        let path = file.path
        guard
            let base = file.bytes.baseAddress,
            let blob = hb_blob_create(
                base.assumingMemoryBound(to: CChar.self), UInt32(file.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
        else { throw TextMetricsError(.harfBuzz(function: "hb_blob_create"), path: path) }
        guard let face = hb_face_create(blob, 0), hb_face_get_glyph_count(face) > 0 else {
            hb_blob_destroy(blob)
            throw TextMetricsError(.harfBuzz(function: "hb_face_create"), path: path)
        }
        let unitsPerEm = Int(hb_face_get_upem(face))
        guard unitsPerEm == freeType.unitsPerEm || freeType.strikePPEM > 0, let parent = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw TextMetricsError(.harfBuzz(function: "hb_font_create"), path: path)
        }
        hb_ot_font_set_funcs(parent)
        if let weight {
            var variation = hb_variation_t(tag: hb_tag_t(FontAxis.weightTag), value: Float(weight))
            hb_font_set_variations(parent, &variation, 1)
        }
        hb_font_set_scale(parent, Int32(unitsPerEm), Int32(unitsPerEm))
        guard let font = hb_font_create_sub_font(parent), let funcs = hb_font_funcs_create(),
            let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0
        else {
            hb_font_destroy(parent)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw TextMetricsError(.harfBuzz(function: "hb_font_create_sub_font / hb_buffer_create"), path: path)
        }
        let count = freeType.advanceUnits.count
        units = .allocate(capacity: max(count, 1))
        for (glyph, advance) in freeType.advanceUnits.enumerated() {
            (units + glyph).initialize(to: advance)
        }
        unitCount = count
        context = .allocate(capacity: 1)
        context.initialize(
            to: AdvanceContext(
                units: UnsafePointer(units), count: count, freeTypeScale: 0, strikePPEM: freeType.strikePPEM,
                charSize26Dot6: 0))
        hb_font_funcs_set_glyph_h_advance_func(
            funcs,
            { _, fontData, glyph, _ in
                guard let context = fontData?.assumingMemoryBound(to: AdvanceContext.self).pointee,
                    Int(glyph) < context.count
                else { return 0 }
                if context.strikePPEM > 0 {
                    return Int32(
                        truncatingIfNeeded: FixedPoint.strikeAdvance(
                            advance26Dot6: Int(context.units[Int(glyph)]), ppem: context.strikePPEM,
                            charSize26Dot6: context.charSize26Dot6))
                }
                let advance = FixedPoint.linearAdvance(
                    units: Int(context.units[Int(glyph)]), freeTypeScale: context.freeTypeScale)
                return Int32(truncatingIfNeeded: advance)
            }, nil, nil)
        hb_font_funcs_make_immutable(funcs)
        hb_font_set_funcs(font, funcs, UnsafeMutableRawPointer(context), nil)
        self.blob = blob
        self.face = face
        self.parent = parent
        self.font = font
        self.funcs = funcs
        self.buffer = buffer
        self.unitsPerEm = unitsPerEm
        language = hb_language_from_string("en", -1)
        unicodeFuncs = hb_unicode_funcs_get_default()
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_font_funcs_destroy(funcs)
        hb_font_destroy(parent)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
        context.deinitialize(count: 1)
        context.deallocate()
        units.deinitialize(count: unitCount)
        units.deallocate()
    }

    /// The advance width of `text` at `size`, in 16.16 pixels (1/65536 px), and the number of its shaping
    /// clusters that letter spacing widens (``LetterSpacing/spaces(_:)``). `ligatures: false` turns the
    /// optional ligatures and `calt` off (``noLigatures``), as Blink does for text with letter spacing.
    func width(of text: PreparedText, size: ChromiumFontSize, ligatures: Bool = true) -> (width: Int, characters: Int) {
        var total = 0
        var characters = 0
        shapeRuns(of: text, size: size, ligatures: ligatures) { infos, positions, count, scalars, script in
            let spacedRun = LetterSpacing.spacesScript(script)
            for index in 0..<count {
                total += Int(positions[index].x_advance)
                if spacedRun, infos.map({ Self.endsSpacedCharacter(index, of: $0, count: count, scalars) }) ?? true {
                    characters += 1
                }
            }
        }
        return (total, characters)
    }

    /// Whether glyph `index` of a shaped run of `count` glyphs is the last glyph of a character that letter
    /// spacing widens (``LetterSpacing/spaces(_:)`` of the character its cluster starts at): where Blink
    /// adds the spacing. ``width(of:size:ligatures:)`` counts these and ``glyphs(of:size:spacing:)``
    /// widens them.
    private static func endsSpacedCharacter(
        _ index: Int, of infos: UnsafePointer<hb_glyph_info_t>, count: Int, _ scalars: UnsafePointer<UInt32>
    ) -> Bool {
        (index + 1 == count || infos[index + 1].cluster != infos[index].cluster)
            && LetterSpacing.spaces(scalars[Int(infos[index].cluster)])
    }

    /// The glyphs of `text` at `size` in the order they are drawn, with advances and offsets in 16.16
    /// pixels: exactly the shaping ``width(of:size:ligatures:)`` sums, so their advances add up to that width.
    /// With `spacing` (16.16 pixels), ligatures and `calt` are off (``noLigatures``) and each spaced
    /// character's last glyph advances that much further, as a canvas with `letterSpacing` draws.
    func glyphs(of text: PreparedText, size: ChromiumFontSize, spacing: Int = 0) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(text.scalars.count)
        shapeRuns(of: text, size: size, ligatures: spacing == 0) { infos, positions, count, scalars, script in
            guard let infos else { return }
            let spacedRun = LetterSpacing.spacesScript(script)
            for index in 0..<count {
                let position = positions[index]
                let endsCharacter =
                    spacedRun && Self.endsSpacedCharacter(index, of: infos, count: count, scalars)
                glyphs.append(
                    ShapedGlyph(
                        glyph: infos[index].codepoint,
                        xAdvance: Int(position.x_advance) + (endsCharacter ? spacing : 0),
                        xOffset: Int(position.x_offset), yOffset: Int(position.y_offset)))
            }
        }
        return glyphs
    }

    /// Shapes every script run of every segment of `text` and hands each run's glyph infos (nil if HarfBuzz
    /// gave none), positions, the scalars its clusters index and its script to `body`, in order.
    private func shapeRuns(
        of text: PreparedText, size: ChromiumFontSize, ligatures: Bool = true,
        _ body: (
            UnsafePointer<hb_glyph_info_t>?, UnsafePointer<hb_glyph_position_t>, Int, UnsafePointer<UInt32>, UInt32
        ) ->
            Void
    ) {
        setScale(size)
        text.scalars.withUnsafeBufferPointer { scalars in
            guard let base = scalars.baseAddress else { return }
            for segment in text.segments {
                let runs = ScriptRun.runs(of: text.scalars, in: segment) {
                    hb_unicode_script(unicodeFuncs, $0).rawValue
                }
                let context = text.context ?? segment
                for run in runs {
                    shape(
                        base + context.lowerBound, count: context.count,
                        item: (run.range.lowerBound - context.lowerBound)..<(run.range.upperBound - context.lowerBound),
                        script: run.script, ligatures: ligatures, body)
                }
            }
        }
    }

    private func setScale(_ size: ChromiumFontSize) {
        guard scale != size else { return }
        scale = size
        context.pointee.charSize26Dot6 = size.charSize26Dot6
        context.pointee.freeTypeScale = FixedPoint.freeTypeScale(
            charSize26Dot6: size.charSize26Dot6, unitsPerEm: unitsPerEm)
        hb_font_set_scale(font, size.harfBuzzScale, size.harfBuzzScale)
    }

    /// Shapes `item` of a segment (the whole segment, or ``PreparedText/context``, is the context) and passes
    /// the result, with `text` (the context, which clusters index) and `script`, to `body`.
    private func shape(
        _ text: UnsafePointer<UInt32>, count: Int, item: Range<Int>, script: UInt32, ligatures: Bool,
        _ body: (
            UnsafePointer<hb_glyph_info_t>?, UnsafePointer<hb_glyph_position_t>, Int, UnsafePointer<UInt32>, UInt32
        ) ->
            Void
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(buffer, text, Int32(count), UInt32(item.lowerBound), Int32(item.count))
        let script = hb_script_t(rawValue: script)
        let direction = hb_script_get_horizontal_direction(script)
        hb_buffer_set_direction(buffer, direction == HB_DIRECTION_INVALID ? HB_DIRECTION_LTR : direction)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        if ligatures {
            hb_shape(font, buffer, nil, 0)
        } else {
            Self.noLigatures.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        }
        var length: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &length) else { return }
        var infoLength: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &infoLength)
        body(
            infoLength == length ? UnsafePointer(infos) : nil, UnsafePointer(positions), Int(length), text,
            script.rawValue)
    }

    /// `liga`, `clig`, `dlig`, `hlig` and `calt` off for the whole text: Blink's features for text with letter
    /// spacing (measured, Chromium 156, Inter Display 24 px with `letterSpacing`: "12:45" and
    /// "+1 (555) 010-0199" measure as HarfBuzz shapes them without `calt`, whose raised colon and
    /// case-sensitive parentheses change their advances).
    private static let noLigatures: [hb_feature_t] = [0x6C69_6761, 0x636C_6967, 0x646C_6967, 0x686C_6967, 0x6361_6C74]
        .map {
            hb_feature_t(tag: hb_tag_t($0), value: 0, start: 0, end: UInt32.max)
        }
}
