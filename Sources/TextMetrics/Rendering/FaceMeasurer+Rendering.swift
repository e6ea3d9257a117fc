extension FaceMeasurer {
    /// The shaped glyphs of `text` at `size`: the same HarfBuzz shaping that ``width(of:size:)`` measures.
    func glyphs(of text: PreparedText, size: ChromiumFontSize, spacing: Int = 0) -> [ShapedGlyph] {
        shapers.withLock { $0.harfBuzz.glyphs(of: text, size: size, spacing: spacing) }
    }

    /// The rendered mask for `key`, from the cache or rendered under the face's lock.
    ///
    /// A glyph FreeType cannot render draws as nothing (an empty bitmap, cached like any other): a label
    /// missing one glyph is better than a preview that fails.
    func bitmap(_ key: GlyphKey) -> GlyphBitmap {
        if let cached = glyphCache.value(for: key) { return cached }
        let rendered = shapers.withLock { shapers in
            (try? shapers.freeType.renderGlyph(
                key.glyph, charSize26Dot6: key.charSize26Dot6, phase26Dot6: key.phase * 64 / GlyphPhases.count,
                embolden: key.embolden))
                ?? .empty
        }
        glyphCache.insert(rendered, for: key)
        return rendered
    }
}
