import CHarfBuzz

/// What HarfBuzz's advance callback reads: the face's advances in font units and the current FreeType scale.
private struct AdvanceContext {
    var units: UnsafePointer<Int32>
    var count: Int
    var freeTypeScale: Int
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
    private let api: HarfBuzzLibrary
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

    init(api: HarfBuzzLibrary, freeType: FreeTypeFace) throws(TextMetricsError) {
        self.api = api
        file = freeType.file
        let path = file.path
        guard
            let base = file.bytes.baseAddress,
            let blob = api.blobCreate(
                base.assumingMemoryBound(to: CChar.self), UInt32(file.bytes.count), UInt32(PP_HB_MEMORY_MODE_READONLY),
                nil, nil)
        else { throw TextMetricsError(.harfBuzz(function: "hb_blob_create"), path: path) }
        guard let face = api.faceCreate(blob, 0), api.faceGetGlyphCount(face) > 0 else {
            api.blobDestroy(blob)
            throw TextMetricsError(.harfBuzz(function: "hb_face_create"), path: path)
        }
        let unitsPerEm = Int(api.faceGetUpem(face))
        guard unitsPerEm == freeType.unitsPerEm, let parent = api.fontCreate(face) else {
            api.faceDestroy(face)
            api.blobDestroy(blob)
            throw TextMetricsError(.harfBuzz(function: "hb_font_create"), path: path)
        }
        api.otFontSetFuncs(parent)
        api.fontSetScale(parent, Int32(unitsPerEm), Int32(unitsPerEm))
        guard let font = api.fontCreateSubFont(parent), let funcs = api.fontFuncsCreate(),
            let buffer = api.bufferCreate(), api.bufferAllocationSuccessful(buffer) != 0
        else {
            api.fontDestroy(parent)
            api.faceDestroy(face)
            api.blobDestroy(blob)
            throw TextMetricsError(.harfBuzz(function: "hb_font_create_sub_font / hb_buffer_create"), path: path)
        }
        let count = freeType.advanceUnits.count
        units = .allocate(capacity: max(count, 1))
        for (glyph, advance) in freeType.advanceUnits.enumerated() {
            (units + glyph).initialize(to: advance)
        }
        unitCount = count
        context = .allocate(capacity: 1)
        context.initialize(to: AdvanceContext(units: UnsafePointer(units), count: count, freeTypeScale: 0))
        api.fontFuncsSetGlyphHAdvanceFunc(
            funcs,
            { _, fontData, glyph, _ in
                guard let context = fontData?.assumingMemoryBound(to: AdvanceContext.self).pointee,
                    Int(glyph) < context.count
                else { return 0 }
                let advance = FixedPoint.linearAdvance(
                    units: Int(context.units[Int(glyph)]), freeTypeScale: context.freeTypeScale)
                return Int32(truncatingIfNeeded: advance)
            }, nil, nil)
        api.fontFuncsMakeImmutable(funcs)
        api.fontSetFuncs(font, funcs, UnsafeMutableRawPointer(context), nil)
        self.blob = blob
        self.face = face
        self.parent = parent
        self.font = font
        self.funcs = funcs
        self.buffer = buffer
        self.unitsPerEm = unitsPerEm
        language = "en".withCString { api.languageFromString($0, -1) }
        unicodeFuncs = api.unicodeFuncsGetDefault()
    }

    deinit {
        api.bufferDestroy(buffer)
        api.fontDestroy(font)
        api.fontFuncsDestroy(funcs)
        api.fontDestroy(parent)
        api.faceDestroy(face)
        api.blobDestroy(blob)
        context.deinitialize(count: 1)
        context.deallocate()
        units.deinitialize(count: unitCount)
        units.deallocate()
    }

    /// The advance width of `text` at `size`, in 16.16 pixels (1/65536 px).
    func width(of text: PreparedText, size: ChromiumFontSize) -> Int {
        var total = 0
        shapeRuns(of: text, size: size) { _, positions, count in
            for index in 0..<count {
                total += Int(positions[index].x_advance)
            }
        }
        return total
    }

    /// The glyphs of `text` at `size` in the order they are drawn, with advances and offsets in 16.16
    /// pixels: exactly the shaping ``width(of:size:)`` sums, so their advances add up to that width.
    func glyphs(of text: PreparedText, size: ChromiumFontSize) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(text.scalars.count)
        shapeRuns(of: text, size: size) { infos, positions, count in
            guard let infos else { return }
            for index in 0..<count {
                let position = positions[index]
                glyphs.append(
                    ShapedGlyph(
                        glyph: infos[index].codepoint, xAdvance: Int(position.x_advance),
                        xOffset: Int(position.x_offset), yOffset: Int(position.y_offset)))
            }
        }
        return glyphs
    }

    /// Shapes every script run of every segment of `text` and hands each run's glyph infos (nil if HarfBuzz
    /// gave none) and positions to `body`, in order.
    private func shapeRuns(
        of text: PreparedText, size: ChromiumFontSize,
        _ body: (UnsafePointer<hb_glyph_info_t>?, UnsafePointer<hb_glyph_position_t>, Int) -> Void
    ) {
        setScale(size)
        text.scalars.withUnsafeBufferPointer { scalars in
            guard let base = scalars.baseAddress else { return }
            for segment in text.segments {
                let runs = ScriptRun.runs(of: text.scalars, in: segment) { api.unicodeScript(unicodeFuncs, $0) }
                for run in runs {
                    shape(
                        base + segment.lowerBound, count: segment.count,
                        item: (run.range.lowerBound - segment.lowerBound)..<(run.range.upperBound - segment.lowerBound),
                        script: run.script, body)
                }
            }
        }
    }

    private func setScale(_ size: ChromiumFontSize) {
        guard scale != size else { return }
        scale = size
        context.pointee.freeTypeScale = FixedPoint.freeTypeScale(
            charSize26Dot6: size.charSize26Dot6, unitsPerEm: unitsPerEm)
        api.fontSetScale(font, size.harfBuzzScale, size.harfBuzzScale)
    }

    /// Shapes `item` of a segment (the whole segment is the context) and passes the result to `body`.
    private func shape(
        _ text: UnsafePointer<UInt32>, count: Int, item: Range<Int>, script: UInt32,
        _ body: (UnsafePointer<hb_glyph_info_t>?, UnsafePointer<hb_glyph_position_t>, Int) -> Void
    ) {
        api.bufferClearContents(buffer)
        api.bufferAddUTF32(buffer, text, Int32(count), UInt32(item.lowerBound), Int32(item.count))
        let direction = api.scriptGetHorizontalDirection(script)
        api.bufferSetDirection(
            buffer, direction == UInt32(PP_HB_DIRECTION_INVALID) ? UInt32(PP_HB_DIRECTION_LTR) : direction)
        api.bufferSetScript(buffer, script)
        api.bufferSetLanguage(buffer, language)
        api.shape(font, buffer, nil, 0)
        var length: UInt32 = 0
        guard let positions = api.bufferGetGlyphPositions(buffer, &length) else { return }
        var infoLength: UInt32 = 0
        let infos = api.bufferGetGlyphInfos(buffer, &infoLength)
        body(infoLength == length ? UnsafePointer(infos) : nil, UnsafePointer(positions), Int(length))
    }
}
