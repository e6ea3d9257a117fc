/// What a rendered glyph is cached under: the glyph, the device size and the pen's horizontal phase.
/// Rendering a glyph costs tens of microseconds, a cache hit well under one.
struct GlyphKey: Hashable, Sendable {
    var glyph: UInt32
    /// The device size in 26.6 pixels (CSS size × scale).
    var charSize26Dot6: Int
    /// The pen's horizontal sub-pixel phase in steps of 1/``GlyphPhases/count`` pixel.
    var phase: Int
    /// Emboldened as Skia fakes bold (a fallback face drawn for a bold font).
    var embolden = false
}

/// Horizontal sub-pixel positions a glyph is rendered at (Skia's 4 for sub-pixel text).
enum GlyphPhases {
    static let count = 4
}

/// The rasteriser's bounded map from (glyph, device size, phase) to a rendered ``GlyphBitmap``.
typealias GlyphCache = GenerationalCache<GlyphKey, GlyphBitmap>
