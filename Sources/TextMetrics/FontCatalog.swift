import PagerEngine

#if canImport(Glibc)
    import Glibc
#endif

/// The built-in font files the playground measures with and serves, and the CSS names the canvas uses.
///
/// The default family stands in for iOS's system font: Inter's variable font from Debian's
/// `fonts-inter-variable`, set to the asked weight on its `wght` axis and tracked by size as iOS tracks SF
/// Pro (``SFProTracking``). Measured against Apple's SF Pro Text files, its tab titles are within about 2 % of
/// SF Pro Text's at every weight (docs/text-metrics.md, decision 0052). DejaVu Sans
/// (`fonts-dejavu-core`) stays available as `dejavu`. The server serves the very same files at
/// `/fonts/<file name>`, and cut down to Latin at `/fonts/latin/<file name>`; the front end declares them
/// with ``fontFaceRules(urlPrefix:)`` and sets `ctx.font` to the family ``cssFamily(of:display:whole:)``
/// names at the layout font's exact size and weight
/// (`Public/scripts/logic/fonts.js` `cssFont`), so the canvas shapes the same bytes at the same size.
public enum FontCatalog {
    /// One built-in file: its family, the CSS weights it draws (one for a static face, the `wght` range of a
    /// variable one), file name and Debian folder.
    public struct BuiltInFile: Sendable, Hashable {
        public var family: String
        public var weights: ClosedRange<Int>
        public var fileName: String
        public var directory: String
        /// Whether it is the family's display design (Inter Display, drawn from 22.5 pt; decision 0052).
        public var display = false

        /// The `font-weight` of its `@font-face` rule: `400`, or `100 900` for a variable face.
        public var cssWeight: String {
            weights.lowerBound == weights.upperBound
                ? "\(weights.lowerBound)" : "\(weights.lowerBound) \(weights.upperBound)"
        }
    }

    /// Debian's folder for Inter's variable fonts (`fonts-inter-variable`).
    static let interDirectory = "/usr/share/fonts/truetype/inter-vf"
    /// Debian's folder for the DejaVu TrueType files.
    public static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"

    /// Every built-in file, by family and weight.
    public static let builtInFiles: [BuiltInFile] = [
        BuiltInFile(
            family: FontFace.defaultFamily, weights: 100...900, fileName: "Inter-roman.var.ttf",
            directory: interDirectory),
        BuiltInFile(
            family: FontFace.defaultFamily, weights: 100...900, fileName: "InterDisplay-roman.var.ttf",
            directory: interDirectory, display: true),
        BuiltInFile(
            family: FontFace.dejaVuFamily, weights: 400...400, fileName: "DejaVuSans.ttf", directory: dejaVuDirectory),
        BuiltInFile(
            family: FontFace.dejaVuFamily, weights: 700...700, fileName: "DejaVuSans-Bold.ttf",
            directory: dejaVuDirectory),
    ]

    /// The environment variable that names one folder holding every built-in file instead.
    public static let directoryEnvironmentVariable = "PAGER_PLAYGROUND_FONTS"

    /// The CSS `font-family` of a family (of its display design with `display`): `PP Inter` (`PP Inter
    /// Display`), `PP DejaVu Sans`, or `PP Font <first 16 hex digits>`
    /// of the uploaded font ids (the front end names uploads the same way).
    ///
    /// With `whole`, a built-in family's name for its whole files alone (`PP Inter Full`): the canvas draws
    /// text beyond ``FontSubset/latin`` in it, so that no title is shaped across the two files (decision
    /// 0062).
    public static func cssFamily(of family: String, display: Bool = false, whole: Bool = false) -> String {
        let suffix = whole ? " Full" : ""
        return switch family {
        case FontFace.defaultFamily: (display ? "PP Inter Display" : "PP Inter") + suffix
        case FontFace.dejaVuFamily: "PP DejaVu Sans" + suffix
        default: "PP Font \(family.prefix(16))"
        }
    }

    /// Where the server serves each built-in file cut down to ``FontSubset/latin``: `/fonts/latin/<file name>`.
    public static let latinSubsetFolder = "latin/"

    /// The `@font-face` rules of the built-in files, three a file (decision 0062): in its family, the Latin
    /// subset at `<urlPrefix>latin/<file name>` for ``FontSubset/latin`` and the whole file at
    /// `<urlPrefix><file name>` for every other character; and the whole file alone in its `whole` family
    /// (``cssFamily(of:display:whole:)``).
    public static func fontFaceRules(urlPrefix: String) -> String {
        let latin = FontSubset.cssUnicodeRange(FontSubset.latin)
        let rest = FontSubset.cssUnicodeRange(FontSubset.complement(of: FontSubset.latin))
        return builtInFiles.flatMap { file in
            let family = cssFamily(of: file.family, display: file.display)
            let whole = cssFamily(of: file.family, display: file.display, whole: true)
            let descriptors =
                "format(\"truetype\"); font-weight: \(file.cssWeight); font-style: normal; font-display: block;"
            let url = urlPrefix + file.fileName
            let latinURL = urlPrefix + latinSubsetFolder + file.fileName
            return [
                "@font-face { font-family: \"\(family)\"; src: url(\"\(latinURL)\") \(descriptors) unicode-range: \(latin); }",
                "@font-face { font-family: \"\(family)\"; src: url(\"\(url)\") \(descriptors) unicode-range: \(rest); }",
                "@font-face { font-family: \"\(whole)\"; src: url(\"\(url)\") \(descriptors) }",
            ]
        }.joined(separator: "\n")
    }

    /// `$PAGER_PLAYGROUND_FONTS` when set and not empty, else nil (each file from its Debian folder).
    public static func configuredDirectory() -> String? {
        if let value = getenv(directoryEnvironmentVariable), value.pointee != 0 {
            return String(cString: value)
        }
        return nil
    }

    /// Where `file` is read from: `directory` when given, else its Debian folder.
    static func path(of file: BuiltInFile, in directory: String?) -> String {
        let folder = directory.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? file.directory
        return folder + "/" + file.fileName
    }
}
