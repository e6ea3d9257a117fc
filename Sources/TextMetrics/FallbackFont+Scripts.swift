import PagerEngine

/// The faces of `fonts-noto-core` that Chromium's canvas on Debian draws the South and South-East Asian,
/// Caucasian and Ethiopic scripts with (decision 0042).
///
/// Each is the file fontconfig answers first for the script's letters when Chromium asks it for a fallback
/// (`fc-match 'sans-serif:charset=…:lang=en'`, the page's language being English), checked against
/// Chromium 156's `measureText`: Noto **Serif** Gujarati, Kannada and Sinhala, not Sans (fontconfig prefers
/// their newer font version, 2.003 against 2.002), Noto Sans for the rest. Lao, Georgian and Armenian
/// are DejaVu Sans's where it has them (it comes before them in ``FallbackFont/debian(dejaVuDirectory:)``); these
/// files only hold the letters DejaVu lacks.
extension FallbackFont {
    /// Where Debian's `fonts-noto-core` installs its files.
    static let notoCoreDirectory = "/usr/share/fonts/truetype/noto/"

    /// The script fonts: script (as ``PagerEngine/IOSScriptFonts`` names it, for its blocks), font, file.
    static let notoCoreScripts: [(script: String, name: String, file: String)] = [
        // The Arabic letters DejaVu Sans lacks (Urdu's ہ U+06C1, ے U+06D2, ۃ, Quranic marks): fontconfig gives
        // most to Noto Kufi Arabic, the rest (ؠ U+0620, ػ–ؿ) to Noto Sans Arabic.
        ("Arabic", "Noto Kufi Arabic", "NotoKufiArabic-Regular.ttf"),
        ("Arabic", "Noto Sans Arabic", "NotoSansArabic-Regular.ttf"),
        ("Thai", "Noto Sans Thai", "NotoSansThai-Regular.ttf"),
        ("Devanagari", "Noto Sans Devanagari", "NotoSansDevanagari-Regular.ttf"),
        ("Bengali", "Noto Sans Bengali", "NotoSansBengali-Regular.ttf"),
        ("Gurmukhi", "Noto Sans Gurmukhi", "NotoSansGurmukhi-Regular.ttf"),
        ("Gujarati", "Noto Serif Gujarati", "NotoSerifGujarati-Regular.ttf"),
        ("Oriya", "Noto Sans Oriya", "NotoSansOriya-Regular.ttf"),
        ("Tamil", "Noto Sans Tamil", "NotoSansTamil-Regular.ttf"),
        ("Telugu", "Noto Sans Telugu", "NotoSansTelugu-Regular.ttf"),
        ("Kannada", "Noto Serif Kannada", "NotoSerifKannada-Regular.ttf"),
        ("Malayalam", "Noto Sans Malayalam", "NotoSansMalayalam-Regular.ttf"),
        ("Sinhala", "Noto Serif Sinhala", "NotoSerifSinhala-Regular.ttf"),
        ("Lao", "Noto Looped Lao", "NotoLoopedLao-Regular.ttf"),
        ("Myanmar", "Noto Sans Myanmar", "NotoSansMyanmar-Regular.ttf"),
        ("Georgian", "Noto Sans Georgian", "NotoSansGeorgian-Regular.ttf"),
        ("Ethiopic", "Noto Sans Ethiopic", "NotoSansEthiopic-Regular.ttf"),
        ("Khmer", "Noto Sans Khmer", "NotoSansKhmer-Regular.ttf"),
        ("Armenian", "Noto Sans Armenian", "NotoSansArmenian-Regular.ttf"),
    ]

    /// The blocks a script font is asked about: Arabic's, else the script's in ``PagerEngine/IOSScriptFonts``.
    static func blocks(of script: String) -> [ClosedRange<UInt32>] {
        script == "Arabic"
            ? [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF]
            : IOSScriptFonts.blocks(of: script)
    }

    /// ``notoCoreScripts`` as fallback fonts.
    static func notoCore() -> [FallbackFont] {
        notoCoreScripts.map { script in
            FallbackFont(
                name: script.name, package: "fonts-noto-core", regularPath: notoCoreDirectory + script.file,
                intended: .blocks(blocks(of: script.script)))
        }
    }
}
