import PagerEngine

#if canImport(Glibc)
    import Glibc
#endif

/// The font files the playground measures with and serves, and the CSS names the canvas uses for them.
///
/// The server measures with DejaVu Sans from Debian's `fonts-dejavu-core` and serves the very same files at
/// `/fonts/DejaVuSans.ttf` and `/fonts/DejaVuSans-Bold.ttf`; the front end declares them with
/// ``fontFaceRules(urlPrefix:)`` and sets `ctx.font` to ``cssFont(for:)``, so the canvas shapes the same
/// bytes at the same size (docs/text-metrics.md).
public enum FontCatalog {
    /// Debian's folder for the DejaVu TrueType files.
    public static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"

    /// The environment variable that overrides ``defaultDirectory``.
    public static let directoryEnvironmentVariable = "PAGER_PLAYGROUND_FONTS"

    /// The CSS `font-family` both `@font-face` rules declare.
    public static let cssFamily = "PP DejaVu Sans"

    /// The file that holds `face`, inside the font directory and under `/fonts/`.
    public static func fileName(for face: FontFace) -> String {
        switch face {
        case .regular: "DejaVuSans.ttf"
        case .bold: "DejaVuSans-Bold.ttf"
        }
    }

    /// The CSS `font-weight` that selects `face`: 400 or 700.
    public static func cssWeight(for face: FontFace) -> Int {
        switch face {
        case .regular: 400
        case .bold: 700
        }
    }

    /// The canvas `font` value for `font`, such as `700 17px "PP DejaVu Sans"`.
    ///
    /// The size is printed as the shortest text that reads back as the same `Double`, because the canvas
    /// must see exactly the size the server measured with.
    public static func cssFont(for font: FontSpec) -> String {
        var json = JSONWriter(capacity: 24)
        json.exactNumber(font.size)
        return "\(cssWeight(for: font.face)) \(json.string)px \"\(cssFamily)\""
    }

    /// The two `@font-face` rules, with `url(<urlPrefix><file name>)` sources (`urlPrefix` such as `/fonts/`).
    public static func fontFaceRules(urlPrefix: String) -> String {
        FontFace.allCases.map { face in
            "@font-face { font-family: \"\(cssFamily)\"; src: url(\"\(urlPrefix)\(fileName(for: face))\") "
                + "format(\"truetype\"); font-weight: \(cssWeight(for: face)); font-style: normal; "
                + "font-display: block; }"
        }.joined(separator: "\n")
    }

    /// The font directory: `$PAGER_PLAYGROUND_FONTS` when set and not empty, else ``defaultDirectory``.
    public static func configuredDirectory() -> String {
        if let value = getenv(directoryEnvironmentVariable), value.pointee != 0 {
            return String(cString: value)
        }
        return defaultDirectory
    }
}
