/// How the default face stands in for iOS's system font at a size and weight (decision 0052): which of
/// Inter's two optical designs draws it, and the letter spacing, besides SF Pro's tracking, that makes its
/// average width follow SF Pro's.
///
/// SF Pro has two designs, Text and Display, and since iOS 14 the system font blends them continuously
/// between 17 and 28 pt (WWDC20 10175, "The details of UI typography": no hard breakpoint at 20 pt; "varies
/// smoothly between 17 and 28 points"). Display sets tab titles 8–17 % narrower than Text, by weight.
/// Inter (text) matches SF Pro Text and Inter Display matches SF Pro Display; the canvas cannot blend two
/// faces, so the nearer design draws (Inter below 22.5 pt, the middle of the blend, Inter Display from
/// there) and a letter spacing makes up the rest of the blend and each design's small difference from
/// SF Pro's at that weight.
///
/// The numbers are the averages per glyph of 60 common tab titles shaped with HarfBuzz in Apple's
/// SF-Pro-Text-*.otf and SF-Pro-Display-*.otf (17.0d11e1) and in Inter 3.019
/// (`scripts/font-width-vs-sf.py`), in em, at weights 100, 200 … 900.
struct SystemFontStandIn: Equatable {
    /// Whether Inter Display draws (else Inter).
    var display: Bool
    /// The letter spacing to add besides SF Pro's tracking, in em.
    var extraSpacing: Double

    /// Where the blend starts and ends (pt).
    static let textSize = 17.0
    static let displaySize = 28.0

    /// SF Pro Text's advance minus SF Pro Display's, per glyph (em).
    static let textMinusDisplay = [0.0728, 0.0690, 0.0613, 0.0556, 0.0538, 0.0524, 0.0506, 0.0480, 0.0457]
    /// Inter's advance minus SF Pro Text's, per glyph (em).
    static let interMinusText = [0.0008, 0.0034, 0.0021, 0.0028, -0.0028, -0.0050, -0.0109, -0.0230, -0.0331]
    /// Inter Display's advance minus SF Pro Display's, per glyph (em).
    static let interDisplayMinusDisplay = [
        0.0100, 0.0120, 0.0061, 0.0042, 0.0001, -0.0003, -0.0047, -0.0161, -0.0253,
    ]

    /// The stand-in for `size` points at CSS `weight` (clamped to 100…900).
    init(size: Double, weight: Int) {
        let blend = min(max((size - Self.textSize) / (Self.displaySize - Self.textSize), 0), 1)
        let gap = Self.atWeight(Self.textMinusDisplay, weight)
        display = blend >= 0.5
        if display {
            extraSpacing = (1 - blend) * gap - Self.atWeight(Self.interDisplayMinusDisplay, weight)
        } else {
            extraSpacing = -blend * gap - Self.atWeight(Self.interMinusText, weight)
        }
    }

    /// `table` (rows at 100, 200 … 900) at `weight`, linearly between rows.
    static func atWeight(_ table: [Double], _ weight: Int) -> Double {
        let position = (Double(min(max(weight, 100), 900)) - 100) / 100
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, table.count - 1)
        let fraction = position - Double(lower)
        return table[lower] + (table[upper] - table[lower]) * fraction
    }
}
