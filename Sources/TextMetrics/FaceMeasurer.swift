import PagerEngine
import Synchronization

/// One face's shaper behind a lock, its vertical metrics and its rendered glyphs.
///
/// FreeType faces and HarfBuzz buffers are not thread-safe, so all shaping of a face runs under its mutex;
/// the two faces measure in parallel. Line metrics use constants read at load time and take no lock.
final class FaceMeasurer: Sendable {
    final class Shapers {
        let freeType: FreeTypeFace
        let harfBuzz: HarfBuzzShaper

        init(freeType: FreeTypeFace, harfBuzz: HarfBuzzShaper) {
            self.freeType = freeType
            self.harfBuzz = harfBuzz
        }
    }

    let shapers: Mutex<Shapers>
    /// Rendered glyph masks (`Rendering/`), shared by every thread that draws text in this face.
    let glyphCache = GlyphCache(capacity: 2_048)
    /// Whether the face has only bitmap strikes (Noto Color Emoji), measured from its strike.
    let isBitmapOnly: Bool
    private let unitsPerEm: Float
    private let ascender: Float
    private let descender: Float
    private let lineGap: Float

    convenience init(path: String) throws(TextMetricsError) {
        try self.init(file: FontFile(path: path))
    }

    /// A measurer for `file`; `weight` sets a variable font's `wght` axis.
    init(file: FontFile, weight: Double? = nil) throws(TextMetricsError) {
        let freeType = try FreeTypeFace(file: file, weight: weight)
        let harfBuzz = try HarfBuzzShaper(freeType: freeType, weight: weight)
        unitsPerEm = Float(freeType.unitsPerEm)
        ascender = Float(freeType.ascender)
        descender = Float(-freeType.descender)
        lineGap = Float(freeType.lineGap)
        isBitmapOnly = freeType.strikePPEM > 0
        shapers = Mutex(Shapers(freeType: freeType, harfBuzz: harfBuzz))
    }

    /// The width of `text` at `size`, in 16.16 pixels.
    func width(of text: PreparedText, size: ChromiumFontSize) -> Int {
        shapers.withLock { $0.harfBuzz.width(of: text, size: size).width }
    }

    /// The width of `text` at `size` with optional ligatures off, in 16.16 pixels, and how many characters
    /// (shaping clusters) it has: what a canvas with `letterSpacing` adds its spacing to.
    func spacedWidth(of text: PreparedText, size: ChromiumFontSize) -> (width: Int, characters: Int) {
        shapers.withLock { $0.harfBuzz.width(of: text, size: size, ligatures: false) }
    }

    /// The scalars of `text` this face's character map has no glyph for, each once, in order.
    func missingGlyphs(in text: String) -> [Unicode.Scalar] {
        var seen: Set<Unicode.Scalar> = []
        return shapers.withLock { shapers in
            text.unicodeScalars.filter { shapers.freeType.glyphIndex(of: $0.value) == 0 && seen.insert($0).inserted }
        }
    }

    /// Whether the character map has a glyph for every scalar of `text` that is drawn (whitespace and
    /// default-ignorable code points aside): then no fallback font is needed.
    func coversAll(_ text: PreparedText) -> Bool {
        shapers.withLock { shapers in
            text.segments.allSatisfy { segment in
                segment.allSatisfy { index in
                    let value = text.scalars[index]
                    if shapers.freeType.glyphIndex(of: value) != 0 { return true }
                    guard let scalar = Unicode.Scalar(value) else { return true }
                    return scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
                }
            }
        }
    }

    /// Whether the character map has a glyph for `scalar`.
    func hasGlyph(_ scalar: UInt32) -> Bool {
        shapers.withLock { $0.freeType.glyphIndex(of: scalar) != 0 }
    }

    /// Ascent, descent and line height as Blink computes them from Skia's font metrics: each of hhea's
    /// ascender, descender and line gap scaled to the size in `float` and rounded to a whole pixel
    /// (`SkScalarRoundToScalar`), the line height their sum.
    func lineMetrics(size: ChromiumFontSize) -> LineMetrics {
        let ascent = Self.round(ascender / unitsPerEm * size.skiaSize)
        let descent = Self.round(descender / unitsPerEm * size.skiaSize)
        let gap = Self.round(lineGap / unitsPerEm * size.skiaSize)
        return LineMetrics(ascent: ascent, descent: descent, lineHeight: ascent + descent + gap)
    }

    private static func round(_ value: Float) -> Double {
        Double((value + 0.5).rounded(.down))
    }
}
