import PagerEngine
import Synchronization

/// One font file the measurer can draw with, and what it is.
final class FontSource: Sendable {
    let file: FontFile
    let description: FontDescription
    /// Whether the cmap maps any of A–Z and a–z (an upload without is refused).
    let hasLatin: Bool
    /// The face at the file's default instance; variable fonts make more instances on demand.
    let defaultFace: FaceMeasurer

    init(file: FontFile) throws(TextMetricsError) {
        self.file = file
        let face = try FaceMeasurer(file: file)
        // A face with only bitmaps (colour emoji) has no unitsPerEm for line metrics: a fallback only.
        guard !face.isBitmapOnly else {
            throw TextMetricsError(.freeType(function: "FT_New_Memory_Face (not scalable)", code: -1), path: file.path)
        }
        defaultFace = face
        (description, hasLatin) = face.shapers.withLock { $0.freeType.describe() }
    }

    /// The CSS weight this static file answers to (`usWeightClass`); nil for a variable font.
    var staticWeight: Int? { description.weightAxis == nil ? (description.style?.weight ?? 400) : nil }
}

/// A family the measurer lays text out in: static files chosen by weight as CSS font matching chooses them,
/// or one variable file set to the asked weight on its `wght` axis.
///
/// The canvas declares the same files with the same weights (`@font-face`, or `FontFace` for uploads) and
/// asks for ``rendition(of:)``'s weight, so it draws the face measured here.
final class FontFamily: Sendable {
    let sources: [FontSource]
    /// Whether iOS tracks this family by size: an uploaded SF Pro, and the built-in default face, which
    /// stands in for the system font (decision 0052). Both are iOS's system font, whose cascade draws
    /// Japanese smaller (``FontRendition/systemFont``, decision 0059).
    let tracked: Bool
    /// Whether the family stands in for the system font (the built-in default face, decision 0052): it is
    /// then drawn as ``SystemFontStandIn`` says, with `display` for its display design.
    private let standsForSystemFont: Bool
    private let display: FontSource?
    private let variable: FontSource?
    private let statics: [Int: FontSource]
    private let instances = Mutex<[Int: FaceMeasurer]>([:])

    /// At most this many `wght` instances of a variable font stay loaded (one per weight in use).
    static let instanceLimit = 32

    /// - Parameters:
    ///   - standsForSystemFont: the family draws what iOS draws with its system font, which it tracks by
    ///     size (the built-in default face).
    ///   - display: the variable file of the family's display design, drawn where ``SystemFontStandIn``
    ///     says so.
    init(sources: [FontSource], standsForSystemFont: Bool = false, display: FontSource? = nil) {
        self.sources = sources
        self.standsForSystemFont = standsForSystemFont
        self.display = display
        variable = sources.first { $0.description.weightAxis != nil }
        var statics: [Int: FontSource] = [:]
        // Upright faces win over italic ones of the same weight; the first of equals wins.
        for italic in [false, true] {
            for source in sources where (source.description.style?.italic ?? false) == italic {
                if let weight = source.staticWeight, statics[weight] == nil { statics[weight] = source }
            }
        }
        self.statics = statics
        tracked = standsForSystemFont || (sources.first?.description.isSFPro ?? false)
    }

    /// The weight and letter spacing `font` draws with.
    func rendition(of font: FontSpec) -> FontRendition {
        let spacing = tracked ? SFProTracking.points(atSize: font.size) : 0
        if let axis = variable?.description.weightAxis {
            let weight = Int(min(max(Double(font.face.weight), axis.minimum), axis.maximum).rounded())
            guard standsForSystemFont, font.size.isFinite else {
                return FontRendition(weight: weight, letterSpacing: spacing, systemFont: tracked)
            }
            let standIn = SystemFontStandIn(size: font.size, weight: weight)
            // Rounded as the layout's JSON carries it, so the canvas spaces with exactly this value.
            let total = ((spacing + standIn.extraSpacing * font.size) * 10_000).rounded() / 10_000
            return FontRendition(
                weight: weight, letterSpacing: total, display: standIn.display && display != nil, systemFont: true)
        }
        let weight = WeightMatching.match(font.face.weight, among: Array(statics.keys)) ?? font.face.weight
        return FontRendition(weight: weight, letterSpacing: spacing, systemFont: tracked)
    }

    /// The file and weight that draw `font`, as exported code names them (``TextMeasurer/exportedFace(for:)``).
    func exportedFace(for font: FontSpec) -> ExportedFace? {
        let rendition = rendition(of: font)
        let source = variable ?? staticSource(for: rendition)
        guard let name = source.description.postScriptName else { return nil }
        return ExportedFace(
            family: source.description.family, postScriptName: name,
            variableWeight: variable == nil ? nil : rendition.weight)
    }

    /// The face that draws `rendition`'s weight.
    func face(for rendition: FontRendition) -> FaceMeasurer {
        if let variable = rendition.display ? display ?? variable : variable {
            if Double(rendition.weight) == variable.description.weightAxis?.defaultValue { return variable.defaultFace }
            // The display design's instances are kept apart from the text design's.
            let key = rendition.weight + (rendition.display ? 10_000 : 0)
            return instances.withLock { cache in
                if let face = cache[key] { return face }
                guard let face = try? FaceMeasurer(file: variable.file, weight: Double(rendition.weight)) else {
                    return variable.defaultFace
                }
                if cache.count >= Self.instanceLimit { cache.removeAll() }
                cache[key] = face
                return face
            }
        }
        return staticSource(for: rendition).defaultFace
    }

    /// The static file that draws `rendition`'s weight (the first file when none has it).
    private func staticSource(for rendition: FontRendition) -> FontSource { statics[rendition.weight] ?? sources[0] }
}
