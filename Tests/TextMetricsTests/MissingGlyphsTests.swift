import PagerEngine
import Testing

@testable import TextMetrics

/// Characters the face lacks, asked of the real Inter and DejaVu files through FreeType's character map,
/// and the `label-missing-glyphs` warning a layout measured with them gives (the widths the fallback fonts give
/// them: FallbackFontTests). Inter (fonts-inter-variable, the default face)
/// covers Latin, Greek and Cyrillic and a few symbols (U+2764) but no Hebrew, Arabic, CJK or emoji; DejaVu Sans
/// has Hebrew and Arabic but no CJK.
struct MissingGlyphsTests {
    let measurer: TextMeasurer
    private let inter = FontSpec(size: 17, face: .regular)
    /// The default face's letter spacing at 17 pt regular, added after every character: SF Pro's −26/1000 em
    /// (Apple HIG, "Tracking values"), −0.442 px, and Inter's own difference from SF Pro Text at 400,
    /// −0.0028 em (decision 0052): −0.4896 px, as Chromium adds it: in 16.16, truncated toward zero.
    private let tracking = -32_086.0 / 65_536

    init() throws {
        measurer = try TextMeasurer(cacheCapacity: 64)
    }

    /// Tabman's ButtonBar with these titles, measured with the real fonts, and its glyph warnings.
    private func glyphWarnings(_ titles: [String], family: String = FontFace.defaultFamily) -> [LayoutWarning] {
        var config = Preset.tabmanButtonBar.config
        config.items = titles.enumerated().map { PagerItem(id: "t\($0.offset)", title: $0.element) }
        config.text.font = family
        let layout = PagerLayout(config: config, viewport: .iPhone15Pro, measurer: measurer)
        return layout.warnings.filter { $0.code == "label-missing-glyphs" }
    }

    @Test func interHasNoHebrewCJKOrEmojiAndEachIsMeasuredAsTheSameNotdefBox() throws {
        #expect(measurer.missingGlyphs(in: "שלום עולם", font: inter) == ["ש", "ל", "ו", "ם"] + ["ע"])
        #expect(measurer.missingGlyphs(in: "日本語タブ", font: inter) == ["日", "本", "語", "タ", "ブ"])
        #expect(measurer.missingGlyphs(in: "Café naïve Ωμέγα Привет", font: inter).isEmpty)
        // With no fallback font (FallbackFontTests measures with them), one box, as wide for a Hebrew letter
        // as for a kanji or an emoji: Inter's .notdef advances 2800 of 2816 units (hmtx), 16.903 px at 17 px,
        // plus the tracking.
        let bare = try TextMeasurer(cacheCapacity: 64, fallbackFonts: [])
        let box = bare.width(of: "ש", font: inter)
        #expect(abs(box - (2800.0 / 2816 * 17 + tracking)) < 0.001)
        #expect(abs(tracking - (-0.026 - 0.0028) * 17) < 1e-4)
        #expect(bare.width(of: "日", font: inter) == box)
        #expect(bare.width(of: "👍", font: inter) == box)
    }

    @Test func aSpaceTheFaceLacksIsStillASpace() throws {
        // Inter has no U+3000, yet HarfBuzz draws it as an em-wide space, not the box: never worth a warning.
        let bare = try TextMeasurer(cacheCapacity: 64, fallbackFonts: [])
        #expect(measurer.missingGlyphs(in: "\u{3000}", font: inter) == ["\u{3000}"])
        #expect(abs(measurer.width(of: "\u{3000}", font: inter) - (17 + tracking)) < 1e-9)
        #expect(bare.width(of: "\u{3000}", font: inter) != bare.width(of: "日", font: inter))
    }

    @Test func hebrewAndEmojiTitlesWarnNamingTheirCharacters() throws {
        let warnings = glyphWarnings(["שלום עולם", "Home", "👍 Likes", "\u{2764}\u{FE0F}", "👨‍👩‍👧", "ქ"])
        // Inter has U+2764 (Roboto had not), and lacks the variation selector U+FE0F, which is never drawn.
        #expect(warnings.map(\.index) == [0, 2, 4, 5])
        let messages = warnings.map(\.message)
        try #require(messages.count == 4)
        #expect(messages[0].hasPrefix("this tab's title uses characters the preview font (Inter) has no glyph for"))
        #expect(
            messages[0].contains(
                "('ש' U+05E9, 'ל' U+05DC, 'ו' U+05D5 and 2 more): the preview measures them in DejaVu Sans")
        )
        #expect(messages[1].contains("('👍' U+1F44D):"))
        // Inter lacks the joiners U+200D too, but they are never drawn.
        #expect(messages[2].contains("('👨' U+1F468, '👩' U+1F469, '👧' U+1F467):"))
        #expect(messages[3].contains("('ქ' U+10E5):"))
    }

    @Test func latinTitlesWithAccentsDoNotWarn() {
        #expect(glyphWarnings(["Café", "Ärger", "Straße", "Crème brûlée", "Ελληνικά", "Русский"]).isEmpty)
    }

    @Test func theWarningFollowsTheFaceTheTitleIsMeasuredIn() {
        // DejaVu Sans has Hebrew: the same title that warns in Inter does not; its CJK still does.
        #expect(glyphWarnings(["שלום עולם"], family: FontFace.dejaVuFamily).isEmpty)
        let cjk = glyphWarnings(["שלום", "日本語タブ"], family: FontFace.dejaVuFamily)
        #expect(cjk.map(\.index) == [1])
        #expect(
            cjk.first?.message.contains(
                "the preview font (DejaVu Sans) has no glyph for ('日' U+65E5, '本' U+672C, '語' U+8A9E and 2 more)")
                == true)
    }
}
