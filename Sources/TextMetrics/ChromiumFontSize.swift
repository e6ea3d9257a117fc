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
    init?(cssPixels: Double) {
        guard cssPixels.isFinite, cssPixels > 0, cssPixels <= Self.maximum else { return nil }
        let key = Int(Float(cssPixels) * Float(100))
        guard key > 0 else { return nil }
        hundredths = key
        skiaSize = Float(key) / Float(100)
        charSize26Dot6 = Int(skiaSize * Float(64))
        harfBuzzScale = Int32(skiaSize * Float(65_536))
    }

    /// The size as a `Double`, for line metrics.
    var pixels: Double { Double(skiaSize) }
}

/// FreeType's and HarfBuzz's fixed-point arithmetic, reproduced bit for bit.
enum FixedPoint {
    /// `FT_DivFix(a, b)`: `a / b` in 16.16, rounded half away from zero (FreeType `ftcalc.c`).
    static func divFix(_ a: Int, _ b: Int) -> Int {
        guard b != 0 else { return 0x7FFF_FFFF }
        let negative = (a < 0) != (b < 0)
        let quotient = ((abs(a) << 16) + (abs(b) >> 1)) / abs(b)
        return negative ? -quotient : quotient
    }

    /// `FT_MulDiv(a, b, c)`: `a * b / c`, rounded half away from zero (FreeType `ftcalc.c`).
    static func mulDiv(_ a: Int, _ b: Int, _ c: Int) -> Int {
        guard c != 0 else { return 0x7FFF_FFFF }
        let negative = ((a < 0) != (b < 0)) != (c < 0)
        let quotient = (abs(a) * abs(b) + (abs(c) >> 1)) / abs(c)
        return negative ? -quotient : quotient
    }

    /// FreeType's `x_scale` for a 26.6 character size: font units to 26.6 pixels, in 16.16.
    static func freeTypeScale(charSize26Dot6: Int, unitsPerEm: Int) -> Int {
        divFix(charSize26Dot6, unitsPerEm)
    }

    /// A glyph's unhinted advance in 16.16 pixels, as FreeType's `linearHoriAdvance`:
    /// `FT_MulDiv(advance in font units, x_scale, 64)`.
    static func linearAdvance(units: Int, freeTypeScale: Int) -> Int {
        mulDiv(units, freeTypeScale, 64)
    }

    /// HarfBuzz's multiplier for a font scale: `(scale << 16) / upem` (`hb_font_t::dirty_scale`).
    static func harfBuzzMultiplier(scale: Int32, unitsPerEm: Int) -> Int {
        unitsPerEm > 0 ? (Int(scale) << 16) / unitsPerEm : 0
    }

    /// A font-unit value scaled to 16.16 pixels as HarfBuzz's `em_mult` does (used for kerning).
    static func harfBuzzScaled(_ units: Int, multiplier: Int) -> Int {
        (units * multiplier + 32_768) >> 16
    }
}
