/// A typeface as the engine asks for it: a family and a CSS weight (100 thin … 900 black).
///
/// The family is `text.font` of the config: ``FontFace/defaultFamily`` (the built-in face, Inter, standing
/// in for the system font), ``FontFace/dejaVuFamily``, or uploaded fonts by id. Which file and which `wght`
/// the weight draws with is the measurer's choice (``TextMeasuring/rendition(of:)``), made as CSS font
/// matching makes it.
public struct FontFace: Sendable, Hashable {
    /// The built-in family every config starts with (docs/text-metrics.md: the closest to SF Pro in Debian).
    public static let defaultFamily = "default"
    /// DejaVu Sans, the playground's face before issue 47; still available.
    public static let dejaVuFamily = "dejavu"

    public var family: String
    /// CSS `font-weight`, 1…1000.
    public var weight: Int

    public init(family: String = FontFace.defaultFamily, weight: Int) {
        self.family = family
        self.weight = weight
    }

    /// The default family's regular (400) and bold (700) faces.
    public static let regular = FontFace(weight: 400)
    public static let bold = FontFace(weight: 700)

    /// Semibold (600) and heavier count as bold text, as for WCAG's large-text rule and iOS's bold text.
    public var isBold: Bool { weight >= 600 }
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

/// How a font is really drawn: the CSS weight that selects the face (a static face's own weight, or the
/// `wght` a variable face is set to) and the letter spacing added after every character, in points.
public struct FontRendition: Sendable, Hashable {
    public var weight: Int
    public var letterSpacing: Double
    /// Whether the family's display design draws (the default face from 22.5 pt: Inter Display, as iOS's
    /// system font turns to SF Pro Display; decision 0052).
    public var display: Bool
    /// Whether iOS draws the family as its system font (the default face, an uploaded SF Pro), whose
    /// cascade draws Japanese smaller (decision 0059); the canvas then lists `PP System Japanese` after it
    /// for Japanese text.
    public var systemFont: Bool

    public init(weight: Int, letterSpacing: Double = 0, display: Bool = false, systemFont: Bool = false) {
        self.weight = weight
        self.letterSpacing = letterSpacing
        self.display = display
        self.systemFont = systemFont
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
    /// The weight and letter spacing `font` is drawn with; the canvas sets the same.
    func rendition(of font: FontSpec) -> FontRendition
    /// The scalars of `text` that the face drawing `font` has no glyph for (its character map gives them
    /// glyph 0, `.notdef`), each once, in the order they first appear. Spaces and invisible characters are
    /// listed too when the face lacks them; the layout decides which of them matter (``MissingGlyphs``).
    func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar]
    /// For each of ``missingGlyphs(in:font:)``, what measured it instead: a fallback font, or nothing (the
    /// `.notdef` box). Scalars left out are measured as boxes (``GlyphFallback/none``).
    func glyphFallbacks(in text: String, font: FontSpec) -> [Unicode.Scalar: GlyphFallback]
}

extension TextMeasuring {
    /// No fallback fonts: every missing character is measured as the face's `.notdef` box.
    public func glyphFallbacks(in text: String, font: FontSpec) -> [Unicode.Scalar: GlyphFallback] { [:] }

    /// Draws every weight as asked, with no letter spacing.
    public func rendition(of font: FontSpec) -> FontRendition { FontRendition(weight: font.face.weight) }
}
