/// FreeType's fixed-point arithmetic, reproduced bit for bit.
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

    /// A bitmap glyph's advance in 16.16 pixels at a 26.6 character size, from its advance in a strike of
    /// `ppem` pixels per em (26.6): Skia scales the strike's metrics by size / ppem. Noto Color Emoji at
    /// 17 px: 136 px × 17 / 109, truncated to 1 390 084 / 65 536 = 21.2109985 px, Chromium's width.
    static func strikeAdvance(advance26Dot6: Int, ppem: Int, charSize26Dot6: Int) -> Int {
        guard ppem > 0 else { return 0 }
        return advance26Dot6 * 1024 * charSize26Dot6 / (ppem * 64)
    }
}
