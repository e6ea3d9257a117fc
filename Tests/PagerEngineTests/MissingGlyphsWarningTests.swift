import Testing

@testable import PagerEngine

/// `label-missing-glyphs`: a title with characters the measured face has no glyph for. The measurer here
/// lacks the characters each test names; TextMetricsTests' MissingGlyphsTests asks real Inter.
struct MissingGlyphsWarningTests {
    private func buttonBar(
        titles: [String], missing: Set<Unicode.Scalar>, missingInBold: Set<Unicode.Scalar> = [],
        _ customize: (inout PagerConfig) -> Void = { _ in }
    ) -> PagerLayout {
        var config = Preset.tabmanButtonBar.config
        config.items = titles.enumerated().map { PagerItem(id: "t\($0.offset)", title: $0.element) }
        customize(&config)
        let measurer = FixedAdvanceMeasurer(missing: missing, missingInBold: missingInBold)
        return PagerLayout(config: config, viewport: phone, measurer: measurer)
    }

    private func glyphWarnings(_ layout: PagerLayout) -> [LayoutWarning] {
        layout.warnings.filter { $0.code == "label-missing-glyphs" }
    }

    @Test func aTabWhoseFaceLacksCharactersIsNamedWithThem() throws {
        let bar = buttonBar(titles: ["Home", "שלום"], missing: ["ש", "ל", "ו", "ם"])
        let warnings = glyphWarnings(bar)
        #expect(warnings.map(\.index) == [1])
        let message = try #require(warnings.first?.message)
        #expect(
            message
                == "this tab's title uses characters the preview font (Inter) has no glyph for ('ש' U+05E9, 'ל' U+05DC, 'ו' U+05D5 "
                + "and 1 more): each is measured as an empty box (no font on the server has them), so this tab's width "
                + "here is not iOS's")
    }

    @Test func charactersAFallbackFontMeasuredSayTheWidthIsOnlyCloseToIOSs() throws {
        var config = Preset.tabmanButtonBar.config
        config.items = [
            PagerItem(id: "a", title: "日本"), PagerItem(id: "b", title: "日👍"), PagerItem(id: "c", title: "ก"),
        ]
        let measurer = FixedAdvanceMeasurer(
            missing: ["日", "本", "👍", "ก"],
            fallbacks: [
                "日": .measured(font: "Noto Sans CJK"), "本": .measured(font: "Noto Sans CJK"),
                "👍": .notInstalled(font: "Noto Color Emoji"),
            ])
        let messages = glyphWarnings(PagerLayout(config: config, viewport: phone, measurer: measurer)).map(\.message)
        #expect(
            messages == [
                "this tab's title uses characters the preview font (Inter) has no glyph for ('日' U+65E5, '本' U+672C): "
                    + "the preview measures them in Noto Sans CJK, as the browser draws them; iOS draws them in "
                    + "fallback fonts of its own, so this tab's width here is only close to iOS's",
                "this tab's title uses characters the preview font (Inter) has no glyph for ('日' U+65E5, '👍' U+1F44D): "
                    + "the preview measures some in Noto Sans CJK, as the browser draws them; the rest are measured as an "
                    + "empty box (Noto Color Emoji is not installed on the server), so this tab's width here is not iOS's",
                "this tab's title uses characters the preview font (Inter) has no glyph for ('ก' U+0E01): each is "
                    + "measured as an empty box (no font on the server has them), so this tab's width here is not iOS's",
            ])
    }

    @Test func scriptsIOSDrawsInFontsOfItsOwnAreNamedWithTheirWidthsUnknown() throws {
        var config = Preset.tabmanButtonBar.config
        config.items = [
            PagerItem(id: "a", title: "ข่าว"), PagerItem(id: "b", title: "日ก"), PagerItem(id: "c", title: "მთ"),
        ]
        let measurer = FixedAdvanceMeasurer(
            missing: ["ข", "่", "า", "ว", "日", "ก", "მ", "თ"],
            fallbacks: [
                "ข": .measured(font: "Noto Sans Thai"), "่": .measured(font: "Noto Sans Thai"),
                "า": .measured(font: "Noto Sans Thai"), "ว": .measured(font: "Noto Sans Thai"),
                "ก": .measured(font: "Noto Sans Thai"), "日": .measured(font: "Noto Sans CJK"),
                "მ": .measured(font: "DejaVu Sans"), "თ": .measured(font: "DejaVu Sans"),
            ])
        let messages = glyphWarnings(PagerLayout(config: config, viewport: phone, measurer: measurer)).map(\.message)
        let unknown = "whose widths are not known here, so this tab's width here may not be iOS's"
        #expect(
            messages == [
                "this tab's title uses characters the preview font (Inter) has no glyph for ('ข' U+0E02, U+0E48, "
                    + "'า' U+0E32 and 1 more): the preview measures them in Noto Sans Thai, as the browser draws them; "
                    + "iOS draws them in fallback fonts of its own (Thai in Thonburi, as Core Text's fallback list "
                    + "names them), " + unknown,
                "this tab's title uses characters the preview font (Inter) has no glyph for ('日' U+65E5, 'ก' U+0E01): "
                    + "the preview measures them in Noto Sans CJK and Noto Sans Thai, as the browser draws them; iOS "
                    + "draws them in fallback fonts of its own (Thai in Thonburi, as Core Text's fallback list names "
                    + "them), " + unknown,
                "this tab's title uses characters the preview font (Inter) has no glyph for ('მ' U+10DB, 'თ' U+10D7): "
                    + "the preview measures them in DejaVu Sans, as the browser draws them; iOS draws them in fallback "
                    + "fonts of its own, " + unknown,
            ])
    }

    @Test func eachMissingCharacterIsNamedOnceAndAtMostThree() throws {
        let bar = buttonBar(titles: ["日本日本", "日本語"], missing: ["日", "本", "語"])
        let messages = glyphWarnings(bar).map(\.message)
        #expect(messages.count == 2)
        #expect(messages[0].contains("('日' U+65E5, '本' U+672C):"))
        #expect(messages[1].contains("('日' U+65E5, '本' U+672C, '語' U+8A9E):"))
    }

    @Test func charactersNeverDrawnAreNotNamed() {
        // Spaces, a zero-width joiner, an emoji variation selector, a tab and a byte order mark: a face
        // may lack them all, but nothing is drawn for them (HarfBuzz makes spaces from the face's own).
        let invisible: Set<Unicode.Scalar> = [" ", "\u{3000}", "\u{200D}", "\u{FE0F}", "\t", "\u{FEFF}"]
        let quiet = buttonBar(
            titles: ["A B", "A\u{3000}B", "A\u{200D}B", "A\u{FE0F}", "A\tB\u{FEFF}"], missing: invisible)
        #expect(glyphWarnings(quiet).isEmpty)
        // The heart before the selector is drawn, so it is named, and only it.
        let heart = buttonBar(titles: ["\u{2764}\u{FE0F} Likes"], missing: invisible.union(["\u{2764}"]))
        #expect(glyphWarnings(heart).map(\.message).allSatisfy { $0.contains("('\u{2764}' U+2764):") })
        #expect(glyphWarnings(heart).count == 1)
    }

    @Test func aCombiningMarkIsNamedByItsCodePoint() {
        // Hebrew dagesh (U+05BC) would sit on the quote mark.
        let bar = buttonBar(titles: ["בּ"], missing: ["\u{05BC}"])
        #expect(glyphWarnings(bar).first?.message.contains("(U+05BC):") == true)
    }

    @Test func theSelectedFontIsAskedToo() {
        // Only the bold face lacks "ß": a tab whose selected font is bold warns, one in regular only does not.
        let titles = ["Straße"]
        let regularOnly = buttonBar(titles: titles, missing: [], missingInBold: ["ß"]) {
            $0.buttons.font = FontConfig(size: 17, weight: .regular)
        }
        #expect(glyphWarnings(regularOnly).isEmpty)
        let boldSelected = buttonBar(titles: titles, missing: [], missingInBold: ["ß"]) {
            $0.buttons.font = FontConfig(size: 17, weight: .regular)
            $0.buttons.selectedFontEnabled = true
            $0.buttons.selectedFont = FontConfig(size: 17, weight: .bold)
        }
        #expect(glyphWarnings(boldSelected).map(\.index) == [0])
    }

    @Test func theMessageNamesTheFamilyMeasured() {
        let dejaVu = buttonBar(titles: ["日"], missing: ["日"]) { $0.text.font = FontFace.dejaVuFamily }
        #expect(glyphWarnings(dejaVu).first?.message.contains("the preview font (DejaVu Sans) has no glyph") == true)
        let uploaded = buttonBar(titles: ["日"], missing: ["日"]) { $0.text.font = String(repeating: "ab", count: 32) }
        #expect(glyphWarnings(uploaded).first?.message.contains("the uploaded preview font has no glyph") == true)
    }

    @Test func barsWithoutTitlesDoNotWarn() {
        // TMBar.LineBar draws no buttons.
        var config = Preset.tabmanLineBar.config
        config.items = [PagerItem(id: "a", title: "日本")]
        let lineBar = PagerLayout(config: config, viewport: phone, measurer: FixedAdvanceMeasurer(missing: ["日", "本"]))
        #expect(glyphWarnings(lineBar).isEmpty)
    }

    @Test func theWarningIsWrittenIntoTheLayoutJSON() {
        let text = buttonBar(titles: ["Home", "日"], missing: ["日"]).json(rev: 1)
        #expect(
            text.contains(
                ##"{"code":"label-missing-glyphs","index":1,"message":"this tab's title uses characters the preview "##
                    + ##"font (Inter) has no glyph for ('日' U+65E5): each is measured as an empty box (no font on the "##
                    + ##"server has them), so this tab's width here is not iOS's"}"##))
    }
}
