import PagerEngine

/// Measures label text exactly as Chromium's canvas `measureText` does for DejaVu Sans, with a width cache.
///
/// Widths come from HarfBuzz shaping with FreeType's unhinted advances at the size Chromium really uses
/// (``ChromiumFontSize``), so kerning, ligatures and diacritics match to 1/65536 px; docs/text-metrics.md
/// gives the measurements behind each step.
///
/// One measurer serves the whole process: it is `Sendable`, each face shapes under its own lock, and the cache
/// has its own.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// measurer.width(of: "Favourites", font: FontSpec(size: 17, face: .bold))
/// ```
public final class TextMeasurer: TextMeasuring, Sendable {
    /// The folder the font files were read from.
    public let fontDirectory: String

    private let regular: FaceMeasurer
    private let bold: FaceMeasurer
    private let cache: WidthCache

    /// Loads both faces from `fontDirectory`.
    ///
    /// - Parameters:
    ///   - fontDirectory: the folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
    ///   - cacheCapacity: how many widths the cache keeps at most (0 turns it off).
    /// - Throws: ``TextMetricsError`` when a font file cannot be read or parsed.
    public init(
        fontDirectory: String = FontCatalog.configuredDirectory(), cacheCapacity: Int = 8_192
    ) throws(TextMetricsError) {
        let directory = fontDirectory.hasSuffix("/") ? String(fontDirectory.dropLast()) : fontDirectory
        regular = try FaceMeasurer(path: directory + "/" + FontCatalog.fileName(for: .regular))
        bold = try FaceMeasurer(path: directory + "/" + FontCatalog.fileName(for: .bold))
        self.fontDirectory = directory
        cache = WidthCache(capacity: cacheCapacity)
    }

    /// The advance width of `text` in `font`, in CSS pixels, as `measureText(text).width` reports it.
    ///
    /// Sizes that are not finite, below 0.01 px or above 10 000 px measure 0.
    public func width(of text: String, font: FontSpec) -> Double {
        guard !text.isEmpty, let size = ChromiumFontSize(cssPixels: font.size) else { return 0 }
        let key = WidthKey(text: text, face: font.face, hundredths: size.hundredths)
        if let width = cache.value(for: key) { return width }
        let units = measurer(for: font.face).width(of: PreparedText(text), size: size)
        let width = Double(units) / 65_536
        cache.insert(width, for: key)
        return width
    }

    /// Ascent, descent and line height of `font`, in CSS pixels: `ascent` and `descent` equal the canvas's
    /// `fontBoundingBoxAscent` and `fontBoundingBoxDescent` (whole pixels), `lineHeight` their sum plus the
    /// font's rounded line gap (0 for DejaVu Sans), which is CSS `line-height: normal`.
    public func lineMetrics(for font: FontSpec) -> LineMetrics {
        guard let size = ChromiumFontSize(cssPixels: font.size) else {
            return LineMetrics(ascent: 0, descent: 0, lineHeight: 0)
        }
        return measurer(for: font.face).lineMetrics(size: size)
    }

    /// How often the cache answered.
    public var cacheStatistics: WidthCacheStatistics { cache.statistics }

    func measurer(for face: FontFace) -> FaceMeasurer {
        switch face {
        case .regular: regular
        case .bold: bold
        }
    }
}
