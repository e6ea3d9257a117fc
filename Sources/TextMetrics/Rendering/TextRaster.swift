/// A line of text rendered for one place on a device-pixel grid: each glyph's mask at its whole pixel
/// position, ready to composite.
///
/// ```swift
/// let raster = measurer.rasterize("Home", font: FontSpec(size: 17, face: .bold), scale: 2,
///                                 originX: 101.5, baselineY: 190)
/// for glyph in raster.glyphs { draw(glyph.bitmap, atPixelX: glyph.x, y: glyph.y) }
/// ```
public struct TextRaster: Sendable, Hashable {
    /// The glyphs with ink, in drawing order.
    public var glyphs: [PlacedGlyph]
    /// The text's advance width in CSS pixels: exactly ``TextMeasurer/width(of:font:)``.
    public var advance: Double
    /// The baseline's device pixel row (the requested baseline, rounded).
    public var baselineRow: Int

    public init(glyphs: [PlacedGlyph], advance: Double, baselineRow: Int) {
        self.glyphs = glyphs
        self.advance = advance
        self.baselineRow = baselineRow
    }
}

/// One glyph of a ``TextRaster``.
public struct PlacedGlyph: Sendable, Hashable {
    /// The glyph id in its face.
    public var glyph: UInt32
    /// The pen position the shaper gave the glyph (advances and offset), in device pixels from the left
    /// of the image, before quantising to a quarter pixel.
    public var penX: Double
    /// The device pixel column and row of the mask's top-left corner.
    public var x: Int
    public var y: Int
    public var bitmap: GlyphBitmap

    public init(glyph: UInt32, penX: Double, x: Int, y: Int, bitmap: GlyphBitmap) {
        self.glyph = glyph
        self.penX = penX
        self.x = x
        self.y = y
        self.bitmap = bitmap
    }
}
