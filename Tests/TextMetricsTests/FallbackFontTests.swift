import PagerEngine
import Testing

@testable import TextMetrics

/// Characters Inter (the default face) lacks, measured through the real measurer in Debian's fallback fonts
/// (`scripts/setup.sh` installs fonts-noto-cjk and fonts-noto-color-emoji; DejaVu Sans is built in).
///
/// Every expected width is what Chromium 156's canvas measured on this machine with `ctx.font =
/// '400 17px "PP Inter"'` (Inter from `@font-face`, the rest from fontconfig's fallback) and `ctx.letterSpacing`
/// the layout's for the default face at 17 px (decisions 0036 and 0052: SF Pro's −0.442 px tracking and
/// Inter's own difference from SF Pro Text at that weight, −0.4896 px regular and −0.2567 px bold): the
/// server's box must hold what the canvas draws. Chromium adds the spacing to every character, fallback
/// ones included, in 16.16 fixed point truncated toward zero.
struct FallbackFontTests {
    let measurer: TextMeasurer
    private let regular = FontSpec(size: 17, face: .regular)
    private let bold = FontSpec(size: 17, face: .bold)

    init() throws {
        measurer = try TextMeasurer(cacheCapacity: 64)
    }

    /// Tabman's ButtonBar with these titles, laid out with `measurer`, and its glyph warnings.
    private func glyphWarnings(_ titles: [String], measurer: TextMeasurer) -> [LayoutWarning] {
        var config = Preset.tabmanButtonBar.config
        config.items = titles.enumerated().map { PagerItem(id: "t\($0.offset)", title: $0.element) }
        let layout = PagerLayout(config: config, viewport: .iPhone15Pro, measurer: measurer)
        return layout.warnings.filter { $0.code == "label-missing-glyphs" }
    }

    /// One em at 17 px as FreeType scales a 1000-unit advance (Noto Sans CJK's ideographs are 1000 of 1000
    /// units): x_scale = FT_DivFix(17 × 64, 1000) = 71 303, advance = FT_MulDiv(1000, 71 303, 64) = 1 114 109
    /// in 16.16, 16.999954… px. Chromium measured "日" as 16.999954223632812 (untracked DejaVu Sans's fallback).
    private let em17 = 1_114_109.0 / 65_536
    /// One em of the system font's Japanese at 17 px (decision 0059): `size-adjust: 93.5%` makes it 15.895 px,
    /// which Blink keys as 15.89; FreeType gets int(15.89 × 64) = 1016, x_scale = FT_DivFix(1016, 1000) =
    /// 66 585, advance = FT_MulDiv(1000, 66 585, 64) = 1 040 391 in 16.16, 15.875… px.
    private let japaneseEm17 = 1_040_391.0 / 65_536
    private let dejaVu = FontSpec(size: 17, face: FontFace(family: FontFace.dejaVuFamily, weight: 400))
    /// The spacing Chromium adds after each character at 17 px, regular and bold (see above).
    private let spacing17 = -32_086.0 / 65_536
    private let boldSpacing17 = -16_823.0 / 65_536

    @Test func aCJKTitleMeasuresOneEmPerIdeographAtIOSsScaleForTheSystemFont() {
        // Chromium, '400 17px "PP Inter", "PP System Japanese"': 15.385513305664062 and 76.92756652832031.
        #expect(measurer.width(of: "日", font: regular) == japaneseEm17 + spacing17)
        #expect(measurer.width(of: "日本語タブ", font: regular) == 76.92756652832031)
        #expect(measurer.width(of: "日本語タブ", font: regular) == 5 * (japaneseEm17 + spacing17))
        // iOS draws the system font's Japanese at about 93.5 % of the size (decision 0059).
        #expect(abs(measurer.width(of: "日本語タブ", font: regular) - 5 * (0.935 * 17 - 0.4896)) < 0.1)
        // Chromium draws the fallback at every weight from its regular face (and emboldens it), spaced as
        // the bold font is: 78.092041015625.
        #expect(measurer.width(of: "日本語タブ", font: bold) == 5 * (japaneseEm17 + boldSpacing17))
        #expect(measurer.width(of: "日本語タブ", font: bold) == 78.092041015625)
    }

    @Test func aFontThatIsNotTheSystemFontMeasuresCJKAtFullSize() {
        // DejaVu Sans stands for a font the app names, whose fallback iOS does not scale; untracked. Chromium,
        // '400 17px "PP DejaVu Sans"': 16.999954223632812 a character.
        #expect(measurer.width(of: "日", font: dejaVu) == em17)
        #expect(measurer.width(of: "日本語タブ", font: dejaVu) == 5 * em17)
    }

    @Test func noKerningReachesAcrossBlinksCJKWords() {
        // Noto Sans CJK kerns "ーム" (Chromium: 30.760116577148438 alone, bold and tracked, at 93.5 %), but Blink's
        // word shaper cuts "ホーム" into "ホー" and "ム" and "ラーメン" into "ラー", "メ", "ン": Chromium measures
        // 3 and 4 em, tracked: 46.855224609375 and 62.4736328125.
        #expect(measurer.width(of: "ーム", font: bold) == 30.760116577148438)
        #expect(measurer.width(of: "ーム", font: bold) < 2 * (japaneseEm17 + boldSpacing17))
        #expect(measurer.width(of: "ホーム", font: bold) == 3 * (japaneseEm17 + boldSpacing17))
        #expect(measurer.width(of: "ラーメン", font: bold) == 4 * (japaneseEm17 + boldSpacing17))
        #expect(measurer.width(of: "ラーメン", font: bold) == 62.4736328125)
    }

    @Test func mixedLatinAndCJKSumsEachFacesRun() {
        // "Tab " in Inter, then two ideographs in Noto Sans CJK at 93.5 %; Chromium: 63.392578125 (bold
        // 64.92277526855469).
        let latin = measurer.width(of: "Tab ", font: regular)
        #expect(measurer.width(of: "Tab 日本", font: regular) == latin + 2 * (japaneseEm17 + spacing17))
        #expect(measurer.width(of: "Tab 日本", font: regular) == 63.392578125)
        #expect(measurer.width(of: "Tab 日本", font: bold) == 64.92277526855469)
    }

    @Test func hebrewAndArabicAreMeasuredInDejaVuSansAsTheCanvasDrawsThem() {
        // DejaVu Sans: ש advances 1451 of 2048 units, ا 569; Chromium 11.554840087890625 (tracked) and 4.72314453125:
        // Chromium adds no letter spacing to Arabic, a cursive script (its letters would come apart).
        #expect(measurer.width(of: "ש", font: regular) == 1451.0 * 17 / 2048 + spacing17)
        #expect(measurer.width(of: "ا", font: regular) == 569.0 * 17 / 2048)
        #expect(measurer.width(of: "שלום עולם", font: regular) == 74.21040344238281)
        #expect(measurer.width(of: "שלום עולם", font: bold) == 75.46731567382812)
        #expect(measurer.width(of: "مرحبا", font: regular) == 39.30419921875)
    }

    @Test func emojiAreMeasuredFromNotoColorEmojisBitmapStrike() {
        // 136 px advance in the 109 ppem strike, scaled to 17 px and truncated to 16.16: Chromium 21.21099853515625
        // untracked, 20.721405029296875 with the tracking.
        let emoji = Double(136 * 64 * 1024 * 1088 / (109 * 64)) / 65_536 + spacing17
        #expect(measurer.width(of: "👍", font: regular) == emoji)
        #expect(abs(emoji - 20.721405029296875) < 1e-12)
        // A skin tone, a flag, a ZWJ family and ❤ with U+FE0F each shape to one glyph; ❤ alone is text (DejaVu).
        for sequence in ["👍🏽", "🇯🇵", "👨‍👩‍👧", "\u{2764}\u{FE0F}"] {
            #expect(measurer.width(of: sequence, font: regular) == emoji, "\(sequence)")
        }
        // ❤ alone is Inter's own glyph (Roboto had none): Chromium 16.896957397460938.
        #expect(measurer.width(of: "\u{2764}", font: regular) == 16.896957397460938)
    }

    @Test func anAbsentFallbackFontKeepsTheNotdefBoxAndTheWarningSaysSo() throws {
        let without = try TextMeasurer(cacheCapacity: 64, fallbackFonts: FallbackFont.debian(without: "Noto Sans CJK"))
        // Today's width: Inter's .notdef, 2800 of 2816 units (hmtx), tracked; Hebrew still in DejaVu Sans.
        #expect(abs(without.width(of: "日本語タブ", font: regular) - 5 * (2800.0 * 17 / 2816 + spacing17)) < 5e-3)
        #expect(without.width(of: "ש", font: regular) == 1451.0 * 17 / 2048 + spacing17)
        let warnings = glyphWarnings(["日本語タブ"], measurer: without)
        #expect(
            warnings.first?.message.hasSuffix(
                "each is measured as an empty box (Noto Sans CJK is not installed on the server), so this tab's "
                    + "width here is not iOS's") == true)
    }

    @Test func noFallbackFontsAtAllIsTodaysMeasurer() throws {
        let none = try TextMeasurer(cacheCapacity: 64, fallbackFonts: [])
        // Inter's .notdef (2800 of 2816 units) for all three, tracked.
        let box = none.width(of: "日", font: regular)
        #expect(abs(box - (2800.0 * 17 / 2816 + spacing17)) < 1e-3)
        #expect(none.width(of: "👍", font: regular) == box)
        #expect(none.width(of: "ש", font: regular) == box)
    }

    @Test func fallbackTitlesStillWarnThatTheWidthIsOnlyCloseToIOSs() {
        let warnings = glyphWarnings(["Home", "日本語タブ", "שלום", "👍"], measurer: measurer)
        #expect(warnings.map(\.index) == [1, 2, 3])
        let messages = warnings.map(\.message)
        #expect(messages[0].contains("the preview measures them in Noto Sans CJK, as the browser draws them"))
        #expect(messages[1].contains("the preview measures them in DejaVu Sans"))
        #expect(messages[2].contains("the preview measures them in Noto Color Emoji"))
        #expect(messages.allSatisfy { $0.hasSuffix("so this tab's width here is only close to iOS's") })
    }

    @Test func thePNGPreviewDrawsFallbackGlyphsWhereTheyAreMeasured() throws {
        // "Tab 日本" at 2×: Inter's glyphs, then Noto Sans CJK's (no .notdef, glyph 0), pens at the measured advances.
        let raster = measurer.rasterize("Tab 日本", font: regular, scale: 2, originX: 0, baselineY: 40)
        #expect(raster.advance == measurer.width(of: "Tab 日本", font: regular))
        #expect(raster.glyphs.count == 5)
        #expect(raster.glyphs.allSatisfy { $0.glyph != 0 && $0.bitmap.width > 0 })
        let ideographs = raster.glyphs.suffix(2).map(\.penX)
        #expect(abs(ideographs[1] - ideographs[0] - 2 * (japaneseEm17 + spacing17)) < 1e-9)
        // Drawn at the size measured (15.89 px): its ink is 93.5 % squared of the full size's, as DejaVu Sans's
        // fallback draws it.
        func ink(_ raster: TextRaster) -> Double {
            Double(raster.glyphs.suffix(2).reduce(0) { $0 + $1.bitmap.coverage.reduce(0) { $0 + Int($1) } })
        }
        let full = measurer.rasterize("Tab 日本", font: dejaVu, scale: 2, originX: 0, baselineY: 40)
        #expect((0.82...0.93).contains(ink(raster) / ink(full)), "\(ink(raster)) vs \(ink(full))")
        // A colour emoji has no outline to render: measured, but drawn as nothing (decision 0036).
        let emoji = measurer.rasterize("👍", font: regular, scale: 2, originX: 0, baselineY: 40)
        #expect(emoji.advance == measurer.width(of: "👍", font: regular))
        #expect(emoji.glyphs.isEmpty)
    }

    @Test func aBoldTitlesFallbackGlyphsAreEmboldenedAsChromiumFakesBold() {
        // Noto Sans CJK Regular draws at every weight; for a bold font Chromium thickens it (Skia's fake bold),
        // without changing the advance. The PNG does the same: more ink, the same advances (the pens differ
        // only by the bold font's letter spacing, at 2×).
        func ink(_ font: FontSpec) -> (ink: Int, pens: [Double]) {
            let raster = measurer.rasterize("日本", font: font, scale: 2, originX: 0, baselineY: 40)
            return (
                raster.glyphs.reduce(0) { $0 + $1.bitmap.coverage.reduce(0) { $0 + Int($1) } },
                raster.glyphs.map(\.penX)
            )
        }
        let (regularInk, regularPens) = ink(regular)
        let (boldInk, boldPens) = ink(bold)
        #expect(boldPens[0] == regularPens[0])
        #expect(abs((boldPens[1] - regularPens[1]) - 2 * (boldSpacing17 - spacing17)) < 1e-9)
        #expect(Double(boldInk) > 1.1 * Double(regularInk), "\(boldInk) vs \(regularInk)")
    }

    @Test func aBitmapOnlyFontIsAFallbackNeverAnUploadedFace() throws {
        // Uploads were refused when FreeType found no outlines; the strike support for emoji keeps that so.
        let file = try FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        let bytes = withExtendedLifetime(file) { [UInt8](file.bytes) }
        let error = #expect(throws: FontRejection.self) { try TextMeasurer.describe(bytes) }
        #expect(error?.reason.contains("FreeType cannot read it as a font") == true, "\(String(describing: error))")
    }

    @Test func aWordKeepsTheFallbacksItHasChosenBeforeAskingForAnother() {
        // Neither fallback has every letter: 1 has B and C, 2 has A and C. In "ABC" A chooses 2, B then needs 1,
        // and C takes 2, chosen first in the word (the list would give 1); after the space the word starts over.
        let text = Array("ABC C".unicodeScalars.map(\.value))
        let faces = FontFallback.faces(of: text, fallbackCount: 2, emoji: []) { face, value in
            switch face {
            case 0: false
            case 1: value == 0x42 || value == 0x43
            default: value == 0x41 || value == 0x43
            }
        }
        #expect(faces == [2, 1, 2, 0, 1])
    }

    @Test func theFaceOfEachCharacterFollowsTheRules() {
        // 0: the title's face, 1: DejaVu-like text fallback, 2: an emoji font covering everything drawn.
        let text = Array("a日\u{0301} ❤\u{FE0F}b".unicodeScalars.map(\.value))
        let faces = FontFallback.faces(of: text, fallbackCount: 2, emoji: [2]) { face, value in
            switch face {
            case 0: value < 0x80
            case 1: value == 0x65E5 || value == 0x2764
            default: true
            }
        }
        // a: own face; 日: text fallback; combining acute: follows 日; space: own face; ❤ + FE0F: emoji first.
        #expect(faces == [0, 1, 1, 0, 2, 2, 0])
    }
}

extension FallbackFont {
    /// Debian's fallback fonts with `name`'s file moved to a path that does not exist (not installed).
    static func debian(without name: String) -> [FallbackFont] {
        debian().map { font in
            var font = font
            if font.name == name { font.regularPath = "/nonexistent/" + font.regularPath }
            return font
        }
    }
}
