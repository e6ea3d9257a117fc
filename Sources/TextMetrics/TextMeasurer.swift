import PagerEngine
import Synchronization

/// Measures label text exactly as Chromium's canvas `measureText` does, in the built-in families and in
/// uploaded fonts, with a width cache.
///
/// Widths come from HarfBuzz shaping with FreeType's unhinted advances at the size Chromium really uses
/// (``ChromiumFontSize``), so kerning, ligatures and diacritics match to 1/65536 px; docs/text-metrics.md
/// gives the measurements behind each step. A family picks its file by weight as CSS font matching does
/// (``FontFamily``); an uploaded SF Pro adds iOS's tracking.
///
/// One measurer serves the whole process: it is `Sendable`, each face shapes under its own lock, and the cache
/// and the font registry have their own.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// measurer.width(of: "Favourites", font: FontSpec(size: 17, face: .bold))
/// ```
public final class TextMeasurer: TextMeasuring, Sendable {
    /// The folder every built-in file was read from, or nil when each came from its Debian folder.
    public let fontDirectory: String?

    private let builtIn: [String: FontFamily]
    private let defaultFamily: FontFamily
    private let builtInBytes: [String: FontFile]
    private let uploads = Mutex<[String: FontSource]>([:])
    private let families = Mutex<[String: FontFamily]>([:])
    private let cache: WidthCache
    /// The fallback fonts, in order, each read when a title first needs it.
    private let fallbacks: [LoadedFallback]
    private let emojiFallbacks: Set<Int>

    /// Loads every built-in file (``FontCatalog/builtInFiles``), with Debian's fallback fonts
    /// (``FallbackFont/debian(dejaVuDirectory:)``, DejaVu Sans from `fontDirectory` when given).
    ///
    /// - Parameters:
    ///   - fontDirectory: one folder holding all the built-in files; nil reads each from its Debian folder.
    ///   - cacheCapacity: how many widths the cache keeps at most (0 turns it off).
    /// - Throws: ``TextMetricsError`` when a font file cannot be read or parsed.
    public convenience init(
        fontDirectory: String? = FontCatalog.configuredDirectory(), cacheCapacity: Int = 8_192
    ) throws(TextMetricsError) {
        try self.init(fontDirectory: fontDirectory, cacheCapacity: cacheCapacity, fallbackFonts: nil)
    }

    /// Loads every built-in file (``FontCatalog/builtInFiles``).
    ///
    /// - Parameters:
    ///   - fontDirectory: one folder holding all the built-in files; nil reads each from its Debian folder.
    ///   - cacheCapacity: how many widths the cache keeps at most (0 turns it off).
    ///   - fallbackFonts: the fonts characters a face lacks are measured in, in order (``FallbackFont``);
    ///     nil: Debian's, with DejaVu Sans from `fontDirectory` when given. Files not installed are skipped.
    /// - Throws: ``TextMetricsError`` when a font file cannot be read or parsed.
    public init(
        fontDirectory: String? = FontCatalog.configuredDirectory(), cacheCapacity: Int = 8_192,
        fallbackFonts: [FallbackFont]?
    ) throws(TextMetricsError) {
        var sources: [String: [FontSource]] = [:]
        var displays: [String: FontSource] = [:]
        var bytes: [String: FontFile] = [:]
        for file in FontCatalog.builtInFiles {
            let source = try FontSource(file: FontFile(path: FontCatalog.path(of: file, in: fontDirectory)))
            if file.display {
                displays[file.family] = source
            } else {
                sources[file.family, default: []].append(source)
            }
            bytes[file.fileName] = source.file
        }
        builtIn = sources.reduce(into: [:]) { families, entry in
            families[entry.key] = FontFamily(
                sources: entry.value, standsForSystemFont: entry.key == FontFace.defaultFamily,
                display: displays[entry.key])
        }
        guard let defaultFamily = builtIn[FontFace.defaultFamily] else {
            throw TextMetricsError(.fontFileUnreadable(errno: 2), path: "the default family")
        }
        self.defaultFamily = defaultFamily
        builtInBytes = bytes
        self.fontDirectory = fontDirectory
        cache = WidthCache(capacity: cacheCapacity)
        var loaded: [String: FaceMeasurer] = [:]
        for source in sources.values.joined() { loaded[source.file.path] = source.defaultFace }
        for source in displays.values { loaded[source.file.path] = source.defaultFace }
        let fonts =
            fallbackFonts
            ?? FallbackFont.debian(
                dejaVuDirectory: fontDirectory.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
                    ?? FontCatalog.dejaVuDirectory)
        var fallbacks = fonts.map { LoadedFallback($0, loaded: loaded) }
        // The system font's Japanese comes first (decision 0059): the canvas lists it right after the family.
        if let cjk = fallbacks.first(where: { $0.font.intended == .cjk }) {
            fallbacks.insert(LoadedFallback(FallbackFont.systemJapanese(from: cjk.font), sharing: cjk), at: 0)
        }
        self.fallbacks = fallbacks
        emojiFallbacks = Set(fallbacks.indices.filter { fallbacks[$0].font.isEmoji }.map { $0 + 1 })
    }

    /// The advance width of `text` in `font`, in CSS pixels, as `measureText(text).width` reports it with
    /// the canvas font and letter spacing of ``rendition(of:)``.
    ///
    /// Sizes that are not finite, below 0.01 px or above 10 000 px measure 0.
    public func width(of text: String, font: FontSpec) -> Double {
        guard !text.isEmpty, let size = ChromiumFontSize(cssPixels: font.size) else { return 0 }
        let key = WidthKey(text: text, face: font.face, hundredths: size.hundredths)
        if let width = cache.value(for: key) { return width }
        let (face, rendition) = faceMeasurer(for: font)
        var units = 0
        var characters = 0
        for run in faceRuns(of: PreparedText(text), face: face, rendition: rendition) {
            guard let runSize = ChromiumFontSize(cssPixels: font.size, sizeAdjust: run.sizeAdjust) else { continue }
            if rendition.letterSpacing == 0 {
                units += run.face.width(of: run.text, size: runSize)
            } else {
                let spaced = run.face.spacedWidth(of: run.text, size: runSize)
                units += spaced.width
                characters += spaced.characters
            }
        }
        let width = Double(units + characters * rendition.letterSpacingUnits) / 65_536
        cache.insert(width, for: key)
        return width
    }

    /// Ascent, descent and line height of `font`, in CSS pixels: `ascent` and `descent` equal the canvas's
    /// `fontBoundingBoxAscent` and `fontBoundingBoxDescent` (whole pixels), `lineHeight` their sum plus the
    /// font's rounded line gap, which is CSS `line-height: normal`.
    public func lineMetrics(for font: FontSpec) -> LineMetrics {
        guard let size = ChromiumFontSize(cssPixels: font.size) else {
            return LineMetrics(ascent: 0, descent: 0, lineHeight: 0)
        }
        return faceMeasurer(for: font).face.lineMetrics(size: size)
    }

    /// The weight the family draws `font` with and the tracking it adds.
    public func rendition(of font: FontSpec) -> FontRendition {
        family(font.face.family).rendition(of: font)
    }

    /// The scalars of `text` that the face drawing `font` (``rendition(of:)``'s weight) has no glyph for:
    /// FreeType's `FT_Get_Char_Index` gives them 0, and the width above counts each as the face's `.notdef`.
    public func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar] {
        faceMeasurer(for: font).face.missingGlyphs(in: text)
    }

    /// For each scalar of `text` the face drawing `font` lacks (``missingGlyphs(in:font:)``), the fallback
    /// font that measured it, or the one meant for it that is not installed.
    public func glyphFallbacks(in text: String, font: FontSpec) -> [Unicode.Scalar: GlyphFallback] {
        let (face, rendition) = faceMeasurer(for: font)
        let prepared = PreparedText(text)
        let faces = fallbackFaces(of: prepared, face: face, systemFont: rendition.systemFont)
        var result: [Unicode.Scalar: GlyphFallback] = [:]
        for (index, value) in prepared.scalars.enumerated() {
            guard let scalar = Unicode.Scalar(value), result[scalar] == nil, !face.hasGlyph(value) else { continue }
            if faces[index] > 0 {
                result[scalar] = .measured(font: fallbacks[faces[index] - 1].font.name)
            } else if let meant = fallbacks.first(where: { $0.font.intended.contains(scalar) }),
                meant.face == nil
            {
                result[scalar] = .notInstalled(font: meant.font.name)
            } else {
                result[scalar] = GlyphFallback.none
            }
        }
        return result
    }

    /// The text cut into runs of one face each, in order: `text` whole in `face` when it has every glyph,
    /// else each run in the face ``FontFallback`` picks (a run is part of one of `text`'s segments), with
    /// the `size-adjust` the canvas draws that face at (the system font's Japanese: decision 0059).
    func faceRuns(
        of text: PreparedText, face: FaceMeasurer, rendition: FontRendition
    ) -> [(face: FaceMeasurer, sizeAdjust: Float, text: PreparedText)] {
        guard !fallbacks.isEmpty, !face.coversAll(text) || text.scalars.contains(0xFE0F) else {
            return [(face, 1, text)]
        }
        let faces = fallbackFaces(of: text, face: face, systemFont: rendition.systemFont)
        var runs: [(face: FaceMeasurer, sizeAdjust: Float, text: PreparedText)] = []
        for segment in text.segments {
            for run in FontFallback.runs(faces, in: segment) {
                var part = text
                part.segments = [run.range]
                part.context = segment
                guard run.face > 0, let fallback = fallbacks[run.face - 1].face else {
                    runs.append((face, 1, part))
                    continue
                }
                runs.append((fallback, fallbacks[run.face - 1].font.sizeAdjust, part))
            }
        }
        return runs
    }

    /// The names of the fallback fonts whose files have been read (or found absent), in order (the system
    /// font's Japanese is Noto Sans CJK's file, named there).
    var readFallbacks: [String] { fallbacks.filter { $0.isRead && !$0.font.systemFontOnly }.map(\.font.name) }

    /// The face index (0: `face`, k: fallback k) of each scalar of `text`; the system font's Japanese is
    /// asked only for a family that stands for the system font.
    private func fallbackFaces(of text: PreparedText, face: FaceMeasurer, systemFont: Bool) -> [Int] {
        FontFallback.faces(of: text.scalars, fallbackCount: fallbacks.count, emoji: emojiFallbacks) { index, value in
            if index == 0 { return face.hasGlyph(value) }
            let fallback = fallbacks[index - 1]
            if fallback.font.systemFontOnly, !systemFont { return false }
            return fallback.hasGlyph(value)
        }
    }

    /// How often the cache answered.
    public var cacheStatistics: WidthCacheStatistics { cache.statistics }

    /// The bytes of the built-in file `fileName` (``FontCatalog/BuiltInFile/fileName``), to serve.
    public func builtInFileBytes(_ fileName: String) -> [UInt8]? {
        builtInBytes[fileName].map { Array($0.bytes) }
    }

    func faceMeasurer(for font: FontSpec) -> (face: FaceMeasurer, rendition: FontRendition) {
        let family = family(font.face.family)
        let rendition = family.rendition(of: font)
        return (family.face(for: rendition), rendition)
    }

    // MARK: Uploaded fonts

    /// Reads and loads `bytes` as an uploaded font without registering it (an upload is registered once it is
    /// stored, ``register(id:font:)``).
    ///
    /// - Throws: ``FontRejection`` when FreeType cannot read it or it has no Latin letters.
    public static func load(_ bytes: [UInt8]) throws(FontRejection) -> UploadedFont {
        UploadedFont(source: try load(bytes, name: "upload"))
    }

    /// Registers a loaded font under `id` (the SHA-256 of its bytes, which the caller computed) so families
    /// may name it. Registering the same id again keeps the first.
    public func register(id: String, font: UploadedFont) {
        uploads.withLock { if $0[id] == nil { $0[id] = font.source } }
    }

    /// Loads `bytes` and registers them under `id`, unless `id` is registered already.
    ///
    /// - Returns: what the font is.
    /// - Throws: ``FontRejection`` when FreeType cannot read it or it has no Latin letters.
    @discardableResult
    public func register(id: String, bytes: [UInt8]) throws(FontRejection) -> FontDescription {
        if let known = uploads.withLock({ $0[id] }) { return known.description }
        let font = UploadedFont(source: try Self.load(bytes, name: "font \(id.prefix(12))"))
        register(id: id, font: font)
        return font.description
    }

    /// The uploaded face `font` is measured in, as exported code names it; nil for the built-in families
    /// (iOS draws them with its system font), an uploaded SF Pro (the system font itself) and fonts that
    /// are not loaded.
    public func exportedFace(for font: FontSpec) -> ExportedFace? {
        guard builtIn[font.face.family] == nil else { return nil }
        let family = family(font.face.family)
        guard family !== defaultFamily, !family.tracked else { return nil }
        return family.exportedFace(for: font)
    }

    /// Whether the uploaded font `id` is loaded.
    public func isRegistered(_ id: String) -> Bool { uploads.withLock { $0[id] != nil } }

    /// What `bytes` are as a font, or why they are not one the playground can use; nothing is kept.
    public static func describe(_ bytes: [UInt8]) throws(FontRejection) -> FontDescription {
        try load(bytes).description
    }

    private static func load(_ bytes: [UInt8], name: String) throws(FontRejection) -> FontSource {
        let source: FontSource
        do {
            source = try FontSource(file: FontFile(bytes: bytes, name: name))
        } catch {
            throw FontRejection(reason: "FreeType cannot read it as a font (\(error.kind.summary))")
        }
        guard source.hasLatin else { throw FontRejection(reason: "it has no Latin letters (A–Z, a–z)") }
        return source
    }

    /// The family `name` (``PagerEngine/TextConfig/font``): built in, or the uploaded fonts it lists. Names
    /// that are not loaded fall back to the default family.
    private func family(_ name: String) -> FontFamily {
        if let family = builtIn[name] { return family }
        if let family = families.withLock({ $0[name] }) { return family }
        let ids = name.split(separator: ",").map(String.init)
        let sources = uploads.withLock { uploads in ids.compactMap { uploads[$0] } }
        guard sources.count == ids.count, !sources.isEmpty else { return defaultFamily }
        let family = FontFamily(sources: sources)
        families.withLock { $0[name] = family }
        return family
    }
}

/// An uploaded font file read and loaded by FreeType and HarfBuzz, ready to register (``TextMeasurer/load(_:)``).
public struct UploadedFont: Sendable {
    let source: FontSource

    /// What the font is.
    public var description: FontDescription { source.description }
}

/// An uploaded face as exported code names it: by PostScript name, with the `wght` value to set when the
/// file is a variable font.
public struct ExportedFace: Sendable, Hashable {
    public var family: String
    public var postScriptName: String
    /// The `wght` axis value the preview draws with; nil for a static face.
    public var variableWeight: Int?
}

/// Why an uploaded file is not a font the playground can use.
public struct FontRejection: Error, Sendable, Equatable {
    public var reason: String
}
