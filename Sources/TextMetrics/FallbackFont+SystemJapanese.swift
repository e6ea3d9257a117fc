/// Japanese as iOS's system font draws it: in Hiragino Sans, scaled to 93.5 % of the font's size (decision
/// 0059).
///
/// SF Pro has no kana or ideographs; the system font's cascade list draws them in Hiragino Sans, which iOS
/// (since iOS 11) scales down so that it sits with SF Pro's smaller letters: "iOS automatically shows it
/// at about 93.5 % of the size" (note.com/riogma, "iOS の日本語システムフォントは少し小さく表示される"),
/// "the font size of Hiragino is reduced by 1 px" (qiita.com/a_t, iOS 11's `-apple-system`), and the
/// same face is "a size smaller, so 16 px text is not 16 px wide" (terkel.jp, 2018). A font named by
/// the app (an uploaded face other than SF Pro) falls back without that scale.
///
/// Hiragino's kana and ideographs are 1 em wide, as Noto Sans CJK's are, so the playground measures these
/// characters in Noto Sans CJK at 93.5 % of the size, and the canvas draws them in the same file at the
/// same size: `styles/fonts.css` declares it as `PP System Japanese`, `local()` with
/// `size-adjust: 93.5%` and these ranges, and `cssFont` lists it after a system-font family for text that
/// has one of these characters.
extension FallbackFont {
    /// The scale of the system font's Japanese, as `size-adjust` gives it to Blink (a `float`).
    public static let systemJapaneseScale: Float = 0.935

    /// The Unicode ranges the scaled face covers (the `unicode-range` of `PP System Japanese`): CJK symbols
    /// and punctuation, kana, the ideographs and their compatibility forms, half- and full-width forms.
    /// Not Hangul: Korean falls to Apple SD Gothic Neo on iOS, whose scale is not published.
    public static let systemJapaneseBlocks: [ClosedRange<UInt32>] = [
        0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
        0x20000...0x3FFFF,
    ]

    /// `cjk`'s file as the system font's Japanese: asked before every other fallback for a family standing
    /// for the system font, for ``systemJapaneseBlocks`` only, at ``systemJapaneseScale``.
    public static func systemJapanese(from cjk: FallbackFont) -> FallbackFont {
        var font = FallbackFont(
            name: cjk.name, package: cjk.package, regularPath: cjk.regularPath,
            intended: .blocks(systemJapaneseBlocks))
        font.sizeAdjust = systemJapaneseScale
        font.systemFontOnly = true
        return font
    }
}
