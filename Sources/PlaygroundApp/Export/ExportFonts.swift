import PagerEngine
import TextMetrics

/// How exported code writes a config's fonts: the system font for the built-in families, and for uploaded
/// fonts the very face the preview measured, by its PostScript name (docs/export.md, "Fonts").
///
/// A static face is `UIFont(name:size:)` with the system font as the fallback a missing file gets; a
/// variable font is its file's face with the `wght` value the preview drew, set through Core Text's
/// variation attribute (the axis tag `wght` as a number).
struct ExportFonts: Sendable {
    /// The uploaded face a font draws with; nil for the system font.
    let face: @Sendable (FontConfig) -> ExportedFace?

    /// Every font is the system font (built-in families, or no uploaded font can be read).
    static let system = ExportFonts { _ in nil }

    /// The faces `config` draws with, read from the measurer that laid it out.
    static func measured(_ config: PagerConfig, by measurer: TextMeasurer) -> ExportFonts {
        let family = config.text.font
        return ExportFonts { font in
            measurer.exportedFace(
                for: FontSpec(size: font.size, face: FontFace(family: family, weight: font.weight.cssWeight)))
        }
    }

    /// `UIFont(name: …)` for an uploaded face, `UIFont.systemFont(…)` otherwise.
    func uiFont(_ font: FontConfig) -> String {
        let system = "UIFont.systemFont(ofSize: \(SwiftLiteral.number(font.size)), weight: .\(font.weight.rawValue))"
        guard let face = face(font) else { return system }
        let name = SwiftLiteral.string(face.postScriptName)
        let size = SwiftLiteral.number(font.size)
        guard let weight = face.variableWeight else { return "UIFont(name: \(name), size: \(size)) ?? \(system)" }
        return "UIFont(descriptor: UIFontDescriptor(name: \(name), size: \(size)).addingAttributes("
            + "[UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String): [0x7767_6874: \(weight)]]), "
            + "size: \(size))"
    }

    /// `.custom(…)` for an uploaded face, `.system(…)` otherwise.
    func swiftUIFont(_ font: FontConfig) -> String {
        guard let face = face(font) else {
            return ".system(size: \(SwiftLiteral.number(font.size)), weight: .\(font.weight.rawValue))"
        }
        guard face.variableWeight != nil else {
            return ".custom(\(SwiftLiteral.string(face.postScriptName)), size: \(SwiftLiteral.number(font.size)))"
        }
        return "Font(\(uiFont(font)) as CTFont)"
    }

    /// Whether any of `fonts` is an uploaded face: exported code then sets it even where the library's
    /// default font has the same size and weight.
    func anyUploaded(_ fonts: [FontConfig]) -> Bool { fonts.contains { face($0) != nil } }

    /// `CoreText` when a variable face is among `fonts` (for `kCTFontVariationAttribute` and `CTFont`).
    func imports(for fonts: [FontConfig]) -> [String] {
        fonts.contains { face($0)?.variableWeight != nil } ? ["CoreText"] : []
    }

    /// The header's lines on the uploaded faces `fonts` use: which files the app must bundle.
    func headerLines(for fonts: [FontConfig]) -> [String] {
        var names: [String] = []
        for font in fonts {
            if let name = face(font)?.postScriptName, !names.contains(name) { names.append(name) }
        }
        guard !names.isEmpty else { return [] }
        return [
            "Fonts uploaded to the playground, by PostScript name: \(names.joined(separator: ", ")).",
            "Add their font files to the app target and list them under UIAppFonts",
            "(\"Fonts provided by application\") in Info.plist; without them the system font is drawn.",
        ]
    }
}
