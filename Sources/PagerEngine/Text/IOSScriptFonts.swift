/// The fonts iOS is expected to draw the scripts of `fonts-noto-core` in when the system font lacks them
/// (decision 0042), for the missing-glyph warning.
///
/// Apple does not publish the system font's fallback list. The names are Core Text's default cascade list
/// as `CTFontCopyDefaultCascadeListForLanguages` printed it on macOS 10.15 (Stack Overflow answer 58906179:
/// Thonburi, Kohinoor Bangla, Kohinoor Devanagari, Kohinoor Gujarati, Mukta Mahee, Noto Sans Kannada, Khmer
/// Sangam MN, Lao Sangam MN, Malayalam Sangam MN, Noto Sans Myanmar, Noto Sans Oriya, Sinhala Sangam MN,
/// Tamil Sangam MN, Kohinoor Telugu, Noto Sans Armenian, Kefa), assumed to be iOS's too; Georgian is not in
/// that list and is left unnamed. None of these fonts' widths is known here, so the warning says the width
/// may not be iOS's.
public enum IOSScriptFonts {
    /// Script, the font iOS draws it in, and the script's Unicode blocks (the measurer's fallback fonts for
    /// these scripts are asked about these blocks only).
    public static let table: [(script: String, font: String, blocks: [ClosedRange<UInt32>])] = [
        ("Thai", "Thonburi", [0x0E00...0x0E7F]),
        ("Devanagari", "Kohinoor Devanagari", [0x0900...0x097F, 0xA8E0...0xA8FF]),
        ("Bengali", "Kohinoor Bangla", [0x0980...0x09FF]),
        ("Gurmukhi", "Mukta Mahee", [0x0A00...0x0A7F]),
        ("Gujarati", "Kohinoor Gujarati", [0x0A80...0x0AFF]),
        ("Oriya", "Noto Sans Oriya", [0x0B00...0x0B7F]),
        ("Tamil", "Tamil Sangam MN", [0x0B80...0x0BFF]),
        ("Telugu", "Kohinoor Telugu", [0x0C00...0x0C7F]),
        ("Kannada", "Noto Sans Kannada", [0x0C80...0x0CFF]),
        ("Malayalam", "Malayalam Sangam MN", [0x0D00...0x0D7F]),
        ("Sinhala", "Sinhala Sangam MN", [0x0D80...0x0DFF]),
        ("Lao", "Lao Sangam MN", [0x0E80...0x0EFF]),
        ("Myanmar", "Noto Sans Myanmar", [0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F]),
        ("Georgian", "", [0x10A0...0x10FF, 0x1C90...0x1CBF, 0x2D00...0x2D2F]),
        ("Ethiopic", "Kefa", [0x1200...0x139F, 0x2D80...0x2DDF, 0xAB00...0xAB2F]),
        ("Khmer", "Khmer Sangam MN", [0x1780...0x17FF, 0x19E0...0x19FF]),
        ("Armenian", "Noto Sans Armenian", [0x0530...0x058F, 0xFB13...0xFB17]),
    ]

    /// The blocks of `script` (`Thai`), empty for a script not in ``table``.
    public static func blocks(of script: String) -> [ClosedRange<UInt32>] {
        table.first { $0.script == script }?.blocks ?? []
    }

    /// The script of `scalar` among ``table``'s, and iOS's font for it (empty when not known).
    static func entry(for scalar: Unicode.Scalar) -> (script: String, font: String)? {
        table.first { $0.blocks.contains { $0.contains(scalar.value) } }.map { ($0.script, $0.font) }
    }
}
