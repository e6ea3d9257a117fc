import PagerEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Measures label text exactly as Chromium's canvas `measureText` does for DejaVu Sans, with a width cache.
///
/// Widths come from HarfBuzz (loaded at run time, see ``HarfBuzzLibrary``) shaping with FreeType's unhinted
/// advances at the size Chromium really uses (``ChromiumFontSize``), so kerning, ligatures and diacritics
/// match to 1/65536 px; docs/text-metrics.md gives the measurements behind each step. Without HarfBuzz it
/// falls back to FreeType's legacy kerning and says so once through `log`.
///
/// One measurer serves the whole process: it is `Sendable`, each face shapes under its own lock, and the cache
/// has its own.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// measurer.width(of: "Favourites", font: FontSpec(size: 17, face: .bold))
/// ```
public final class TextMeasurer: TextMeasuring, Sendable {
    /// How widths are shaped.
    public enum Shaping: Sendable, Equatable {
        /// HarfBuzz shapes (ligatures, GPOS kerning, marks); the associated value is its version.
        case harfBuzz(version: String)
        /// HarfBuzz could not be loaded: FreeType's `kern` table only, no ligatures; the value says why.
        case freeTypeKerning(reason: String)
    }

    /// The HarfBuzz library ``init(fontDirectory:cacheCapacity:harfBuzzLibrary:log:)`` loads by default.
    public static let defaultHarfBuzzLibrary = HarfBuzzLibrary.defaultName

    public let shaping: Shaping
    /// The folder the font files were read from.
    public let fontDirectory: String

    private let regular: FaceMeasurer
    private let bold: FaceMeasurer
    private let cache: WidthCache

    /// Loads both faces from `fontDirectory` and HarfBuzz from `harfBuzzLibrary`.
    ///
    /// - Parameters:
    ///   - fontDirectory: the folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
    ///   - cacheCapacity: how many widths the cache keeps at most (0 turns it off).
    ///   - harfBuzzLibrary: the soname or path to `dlopen`; nil measures with FreeType only.
    ///   - log: receives the one line that says HarfBuzz could not be loaded.
    /// - Throws: ``TextMetricsError`` when a font file cannot be read or parsed.
    public init(
        fontDirectory: String = FontCatalog.configuredDirectory(),
        cacheCapacity: Int = 8_192,
        harfBuzzLibrary: String? = TextMeasurer.defaultHarfBuzzLibrary,
        log: @Sendable (String) -> Void = TextMeasurer.logToStandardError
    ) throws(TextMetricsError) {
        var api: HarfBuzzLibrary?
        var shaping = Shaping.freeTypeKerning(reason: "HarfBuzz turned off")
        if let harfBuzzLibrary {
            let loaded =
                harfBuzzLibrary == HarfBuzzLibrary.defaultName
                ? HarfBuzzLibrary.system
                : Result { () throws(TextMetricsError) in try HarfBuzzLibrary.load(harfBuzzLibrary) }
            switch loaded {
            case .success(let library):
                api = library
                shaping = .harfBuzz(version: library.version)
            case .failure(let error):
                shaping = .freeTypeKerning(reason: error.description)
                log(
                    "text-metrics: \(error.description); measuring with FreeType kerning only "
                        + "(no ligatures, no GPOS kerning), widths may differ from the browser")
            }
        }
        let directory = fontDirectory.hasSuffix("/") ? String(fontDirectory.dropLast()) : fontDirectory
        regular = try FaceMeasurer(path: directory + "/" + FontCatalog.fileName(for: .regular), harfBuzz: api)
        bold = try FaceMeasurer(path: directory + "/" + FontCatalog.fileName(for: .bold), harfBuzz: api)
        self.shaping = shaping
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

    /// Writes `line` and a newline to standard error.
    public static func logToStandardError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            _ = write(2, buffer.baseAddress, buffer.count)
        }
    }

    func measurer(for face: FontFace) -> FaceMeasurer {
        switch face {
        case .regular: regular
        case .bold: bold
        }
    }
}
