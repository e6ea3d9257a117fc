import PagerEngine
import Testing

@testable import TextMetrics

/// Titles in the scripts of `fonts-noto-core` (decision 0042): measured in the face Chromium's canvas draws
/// them with on Debian, shaped by HarfBuzz as runs, and read only when a title needs the face.
///
/// Every expected width is what Chromium 156's canvas measured on this machine, `ctx.font = '400 17px
/// "PP Inter"'` (and 700: the same, since Chromium draws the regular fallback file at every weight) with the
/// default face's tracking, `ctx.letterSpacing = '-0.442px'` (decision 0052), with `scripts/setup.sh`'s fonts
/// and fontconfig rule.
struct ScriptFallbackTests {
    private let regular = FontSpec(size: 17, face: .regular)
    private let bold = FontSpec(size: 17, face: .bold)

    /// Title, Chromium's width at 17 px regular and bold.
    private let chromium: [(String, Double)] = [
        ("ข่าวสาร", 46.8349609375),  // Thai: a tone mark over a vowel, Noto Sans Thai
        ("प्रोफ़ाइल", 49.673919677734375),  // Devanagari: the conjunct प्र, a nukta, a reordered vowel
        ("பிடித்தவை", 94.53683471679688),  // Tamil, starting with ப (Noto Sans Grantha's letter without the rule)
        ("ക്രമീകരണങ്ങൾ", 131.81781005859375),  // Malayalam: a conjunct and a chillu
        ("ស្វែងរក", 45.40696716308594),  // Khmer: a coeng subscript
        ("ဆက်တင်များ", 95.69284057617188),  // Myanmar: a medial
        ("සැකසීම්", 61.454925537109375),  // Sinhala: Noto Serif Sinhala
        ("ಸೆಟ್ಟಿಂಗ್‌ಗಳು", 74.8848876953125),  // Kannada with ZWNJ: Noto Serif Kannada
        ("ቅንብሮች", 51.679931640625),  // Ethiopic
        ("მთავარი", 67.71176147460938),  // Georgian: DejaVu Sans
        ("Գլխավոր", 79.87240600585938),  // Armenian: DejaVu Sans
    ]

    @Test func titlesInMoreScriptsMeasureWhatChromiumDraws() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        for (title, width) in chromium {
            #expect(measurer.width(of: title, font: regular) == width, "\(title)")
            #expect(measurer.width(of: title, font: bold) == width, "\(title) bold")
        }
        // Inter for "Home" and the space, Noto Sans Thai for "ข่าว": Chromium 73.21284484863281 (bold 73.75013732910156).
        #expect(measurer.width(of: "Home ข่าว", font: regular) == 73.21284484863281)
        #expect(measurer.width(of: "Home ข่าว", font: bold) == 73.75013732910156)
    }

    @Test func symbolsChromiumTakesFromNotoSansOrNotoSansSymbols2AreMeasuredThere() throws {
        // With fonts-noto-core installed, Debian's fontconfig puts Noto Sans before DejaVu Sans for `sans-serif`
        // (60-latin.conf), and Chromium draws ℹ in Noto Sans (DejaVu's would be 6.458 px untracked) and ⏻ and ⏱ (text
        // presentation) in Noto Sans Symbols2 (no other text font has them; ⏱ was Noto Color Emoji's 21.21 px).
        try expectChromiumWidths([
            ("ℹ", regular, 3.944000244140625), ("⏻", regular, 14.7559814453125), ("⏱", regular, 16.812973022460938),
            ("⏱ Timer", bold, 66.70103454589844),
        ])
    }

    @Test func urduLettersDejaVuLacksAreMeasuredInNotoKufiArabicWithTheirJoiningForms() throws {
        // DejaVu Sans lacks ہ (U+06C1) and ے (U+06D2); Chromium draws them in Noto Kufi Arabic. "ہوم" is all
        // Kufi (the font chosen for its first letter draws the rest of the word); in "کے" ک is DejaVu's and ے
        // Kufi's, each in its joining form because Blink shapes the part a font lacked with the whole word as
        // context. Chromium adds no letter spacing to Arabic letters (a cursive script), only to the spaces
        // between the words, which are Inter's (bold: Inter Bold's). Chromium: 25.720932006835938,
        // 14.689239501953125, 61.000457763671875 (bold 59.322174072265625).
        try expectChromiumWidths([
            ("ہوم", regular, 25.720932006835938), ("کے", regular, 14.689239501953125),
            ("آپ کے لیے", regular, 61.000457763671875), ("آپ کے لیے", bold, 59.322174072265625),
            ("کہانی", bold, 41.88079833984375),
        ])
    }

    /// Expects the measurer's width of each title in its font to be Chromium's, to the last bit.
    private func expectChromiumWidths(
        _ cases: [(title: String, font: FontSpec, chromium: Double)], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        for (title, font, chromium) in cases {
            #expect(measurer.width(of: title, font: font) == chromium, "\(title)", sourceLocation: sourceLocation)
        }
    }

    @Test func complexScriptsAreShapedAsRunsNotCharacterByCharacter() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        // Chromium measures each of the nine scalars of "प्रोफ़ाइल" alone (the virama, nukta and vowel signs on a
        // dotted circle) as below, tracked, 89.10 px in all; shaped together they make 49.67 px.
        let title = "प्रोफ़ाइल"
        let chromiumAlone = [
            9.2139892578125, 8.227996826171875, 6.5110015869140625, 12.6309814453125, 12.66497802734375,
            8.227996826171875, 12.6309814453125, 7.904998779296875, 11.083984375,
        ]
        #expect(title.unicodeScalars.map { measurer.width(of: String($0), font: regular) } == chromiumAlone)
        #expect(measurer.width(of: title, font: regular) == 49.673919677734375)
    }

    @Test func eachScriptFontIsMeantForItsScriptsBlocks() {
        for script in FallbackFont.notoCoreScripts {
            #expect(!FallbackFont.blocks(of: script.script).isEmpty, "\(script.script)")
        }
    }

    @Test func aScriptFontIsReadOnlyWhenATitleNeedsIt() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        _ = measurer.width(of: "Favourites", font: regular)
        // DejaVu Sans is a built-in family, read at start.
        #expect(measurer.readFallbacks == ["DejaVu Sans"])
        _ = measurer.width(of: "日本語", font: regular)
        // Noto Sans is asked first about any character Inter lacks (it has no ideographs), then DejaVu Sans.
        #expect(measurer.readFallbacks == ["Noto Sans", "DejaVu Sans", "Noto Sans CJK"])
        _ = measurer.width(of: "ข่าวสาร", font: regular)
        #expect(measurer.readFallbacks == ["Noto Sans", "DejaVu Sans", "Noto Sans Thai", "Noto Sans CJK"])
    }

    @Test func theWarningNamesTheScriptFontAndIOSsFont() throws {
        let measurer = try TextMeasurer(cacheCapacity: 64)
        var config = Preset.tabmanButtonBar.config
        config.items = [PagerItem(id: "a", title: "ข่าวสาร"), PagerItem(id: "b", title: "समाचार")]
        let layout = PagerLayout(config: config, viewport: .iPhone15Pro, measurer: measurer)
        let messages = layout.warnings.filter { $0.code == "label-missing-glyphs" }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages[0].contains("the preview measures them in Noto Sans Thai, as the browser draws them"))
        #expect(messages[1].contains("the preview measures them in Noto Sans Devanagari, as the browser draws them"))
        #expect(messages[0].contains("Thonburi"))
        #expect(messages[1].contains("Kohinoor Devanagari"))
    }

    @Test func anAbsentScriptFontKeepsTheBoxAndTheWarningNamesIt() throws {
        let without = try TextMeasurer(cacheCapacity: 0, fallbackFonts: FallbackFont.debian(without: "Noto Sans Thai"))
        // Inter's .notdef, 2800 of 2816 units (hmtx), for each of the seven Thai scalars, and the tracking
        // (−28 966/65 536 px at 17 px, as Chromium adds it) after each of the six clusters: the tone mark ่
        // joins its letter's.
        #expect(
            abs(without.width(of: "ข่าวสาร", font: regular) - (7 * 2800.0 * 17 / 2816 - 6 * 28_966.0 / 65_536)) < 5e-3)
        #expect(without.glyphFallbacks(in: "ข", font: regular) == ["ข": .notInstalled(font: "Noto Sans Thai")])
    }

    @Test func thePNGPreviewDrawsScriptGlyphsWhereTheyAreMeasured() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        for title in ["ข่าวสาร", "प्रोफ़ाइल", "ស្វែងរក"] {
            let raster = measurer.rasterize(title, font: regular, scale: 2, originX: 0, baselineY: 40)
            #expect(raster.advance == measurer.width(of: title, font: regular), "\(title)")
            #expect(!raster.glyphs.isEmpty && raster.glyphs.allSatisfy { $0.glyph != 0 }, "\(title)")
            #expect(raster.glyphs.contains { $0.bitmap.width > 0 }, "\(title)")
        }
    }
}
