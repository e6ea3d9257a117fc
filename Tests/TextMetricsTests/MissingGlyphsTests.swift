import PagerEngine
import Testing

@testable import TextMetrics

/// Characters the face lacks, asked of the real Roboto and DejaVu files through FreeType's character map,
/// and the `label-missing-glyphs` warning a layout measured with them gives (the widths the fallback fonts give
/// them: FallbackFontTests). Roboto (fonts-roboto-unhinted)
/// covers Latin, Greek and Cyrillic but no Hebrew, Arabic, CJK or emoji; DejaVu Sans has Hebrew and
/// Arabic but no CJK.
struct MissingGlyphsTests {
    let measurer: TextMeasurer
    private let roboto = FontSpec(size: 17, face: .regular)

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

    @Test func robotoHasNoHebrewCJKOrEmojiAndEachIsMeasuredAsTheSameNotdefBox() throws {
        #expect(measurer.missingGlyphs(in: "שלום עולם", font: roboto) == ["ש", "ל", "ו", "ם"] + ["ע"])
        #expect(measurer.missingGlyphs(in: "日本語タブ", font: roboto) == ["日", "本", "語", "タ", "ブ"])
        #expect(measurer.missingGlyphs(in: "Café naïve Ωμέγα Привет", font: roboto).isEmpty)
        // With no fallback font (FallbackFontTests measures with them), one box, as wide for a Hebrew letter
        // as for a kanji or an emoji: Roboto's .notdef advances 908 of 2048 units (hmtx), 7.537109375 px at 17 px.
        let bare = try TextMeasurer(cacheCapacity: 64, fallbackFonts: [])
        let box = bare.width(of: "ש", font: roboto)
        #expect(box == 7.537109375)
        #expect(bare.width(of: "日", font: roboto) == box)
        #expect(bare.width(of: "👍", font: roboto) == box)
    }

    @Test func aSpaceTheFaceLacksIsStillASpace() throws {
        // Roboto has no U+3000, yet HarfBuzz draws it as an em-wide space, not the box: never worth a warning.
        let bare = try TextMeasurer(cacheCapacity: 64, fallbackFonts: [])
        #expect(measurer.missingGlyphs(in: "\u{3000}", font: roboto) == ["\u{3000}"])
        #expect(measurer.width(of: "\u{3000}", font: roboto) == 17)
        #expect(bare.width(of: "\u{3000}", font: roboto) != bare.width(of: "日", font: roboto))
    }

    @Test func hebrewAndEmojiTitlesWarnNamingTheirCharacters() throws {
        let warnings = glyphWarnings(["שלום עולם", "Home", "👍 Likes", "\u{2764}\u{FE0F}", "👨‍👩‍👧"])
        #expect(warnings.map(\.index) == [0, 2, 3, 4])
        let messages = warnings.map(\.message)
        #expect(messages[0].hasPrefix("this tab's title uses characters the preview font (Roboto) has no glyph for"))
        #expect(
            messages[0].contains(
                "('ש' U+05E9, 'ל' U+05DC, 'ו' U+05D5 and 2 more): the preview measures them in DejaVu Sans")
        )
        #expect(messages[1].contains("('👍' U+1F44D):"))
        // Roboto lacks U+FE0F too, but a variation selector is never drawn (it has the family's joiners).
        #expect(messages[2].contains("('\u{2764}' U+2764):"))
        #expect(messages[3].contains("('👨' U+1F468, '👩' U+1F469, '👧' U+1F467):"))
    }

    @Test func latinTitlesWithAccentsDoNotWarn() {
        #expect(glyphWarnings(["Café", "Ärger", "Straße", "Crème brûlée", "Ελληνικά", "Русский"]).isEmpty)
    }

    @Test func theWarningFollowsTheFaceTheTitleIsMeasuredIn() {
        // DejaVu Sans has Hebrew: the same title that warns in Roboto does not; its CJK still does.
        #expect(glyphWarnings(["שלום עולם"], family: FontFace.dejaVuFamily).isEmpty)
        let cjk = glyphWarnings(["שלום", "日本語タブ"], family: FontFace.dejaVuFamily)
        #expect(cjk.map(\.index) == [1])
        #expect(
            cjk.first?.message.contains(
                "the preview font (DejaVu Sans) has no glyph for ('日' U+65E5, '本' U+672C, '語' U+8A9E and 2 more)")
                == true)
    }
}
