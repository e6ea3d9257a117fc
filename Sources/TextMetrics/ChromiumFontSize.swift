/// The size at which Chromium's canvas really shapes text for a requested CSS pixel size, and the fixed-point
/// scales FreeType and HarfBuzz are given for it.
///
/// Measured in Chromium 156 (docs/text-metrics.md): Blink keys its font cache by the size in hundredths,
/// `unsigned(size * 100)` computed in `float`, and builds the font at that key divided by 100, so 16.21 px
/// (the float 16.2099990845…) is drawn at 16.20 px. Skia then asks FreeType for the truncated 26.6 size
/// `int(size * 64)` and sets HarfBuzz's scale to the truncated 16.16 size `int(size * 65536)`.
struct ChromiumFontSize: Hashable, Sendable {
    /// The largest size measured; Blink clamps font sizes at 10 000 px too.
    static let maximum = 10_000.0

    /// Blink's font cache key: the size in hundredths of a pixel.
    let hundredths: Int
    /// The size Skia's `SkFont` gets: `hundredths / 100` as a `Float`.
    let skiaSize: Float
    /// FreeType's character size in 26.6 fixed point (1/64 px), as `FT_Set_Char_Size` gets it.
    let charSize26Dot6: Int
    /// HarfBuzz's font scale in 16.16 fixed point (1/65536 px), as `hb_font_set_scale` gets it.
    let harfBuzzScale: Int32

    /// The effective size for a requested size in CSS pixels; nil when that size is not finite, is below
    /// 0.01 px (Blink's key is then 0) or is above ``maximum``.
    init?(cssPixels: Double) { self.init(cssPixels: cssPixels, sizeAdjust: 1) }

    /// The effective size of a face declared with the `@font-face` descriptor `size-adjust`: the requested
    /// size times the adjustment, keyed as above (17 px at 93.5 % is drawn at 15.89 px; checked against
    /// Chromium 156's canvas at sizes from 8 to 40 px, `Tests/e2e/test_fallback_fonts.py`).
    init?(cssPixels: Double, sizeAdjust: Float) {
        guard cssPixels.isFinite, cssPixels > 0, cssPixels <= Self.maximum else { return nil }
        let key = Int(Float(cssPixels) * sizeAdjust * Float(100))
        guard key > 0 else { return nil }
        hundredths = key
        skiaSize = Float(key) / Float(100)
        charSize26Dot6 = Int(skiaSize * Float(64))
        harfBuzzScale = Int32(skiaSize * Float(65_536))
    }
}
