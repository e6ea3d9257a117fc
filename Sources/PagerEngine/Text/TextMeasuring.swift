/// One of the two faces the playground lays text out with (DejaVu Sans regular and bold).
///
/// iOS weights map onto them: `ultraLight` … `medium` draw with the regular face, `semibold` … `black`
/// with the bold face (see docs/config.md).
public enum FontFace: String, Sendable, Hashable, CaseIterable {
    case regular
    case bold
}

/// A font as the engine asks for it: a size in points (CSS pixels) and a face.
public struct FontSpec: Sendable, Hashable {
    public var size: Double
    public var face: FontFace

    public init(size: Double, face: FontFace) {
        self.size = size
        self.face = face
    }
}

/// Vertical metrics of a font at a size, in points.
public struct LineMetrics: Sendable, Hashable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: Double
    /// The line box's height (`ascent + descent` plus any line gap).
    public var lineHeight: Double

    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// Measures text the way the browser's canvas will draw it.
///
/// The engine is pure and never loads fonts itself; the server passes in `TextMetrics`'s FreeType
/// measurer, and engine tests pass in a simple fixed-advance measurer whose widths are easy to
/// work out by hand.
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` set in `font`, in points, with kerning and ligatures applied.
    func width(of text: String, font: FontSpec) -> Double
    /// The vertical metrics of `font`.
    func lineMetrics(for font: FontSpec) -> LineMetrics
}
