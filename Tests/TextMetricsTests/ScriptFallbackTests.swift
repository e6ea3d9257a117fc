import PagerEngine
import Testing

@testable import TextMetrics

/// Titles in the scripts of `fonts-noto-core` (decision 0042): measured in the face Chromium's canvas draws
/// them with on Debian, shaped by HarfBuzz as runs, and read only when a title needs the face.
///
/// Every expected width is what Chromium 156's canvas measured on this machine, `ctx.font = '400 17px
/// "PP Inter"'` and 700 (Chromium draws the regular fallback file at every weight, so only the spacing
/// differs) with the layout's letter spacing for the default face at 17 px, `-0.4896px` and `-0.2567px`
/// (decision 0052), with `scripts/setup.sh`'s fonts and fontconfig rule.
struct ScriptFallbackTests {
    private let regular = FontSpec(size: 17, face: .regular)
    private let bold = FontSpec(size: 17, face: .bold)

    /// Title, Chromium's width at 17 px regular and bold.
    private let chromium: [(String, Double, Double)] = [
        ("ข่าวสาร", 46.54931640625, 47.946685791015625),  // Thai: a tone mark over a vowel, Noto Sans Thai
        // Devanagari: the conjunct प्र, a nukta, a reordered vowel
        ("प्रोफ़ाइल", 49.483489990234375, 50.415069580078125),
        // Tamil, starting with ப (Noto Sans Grantha's letter without the rule)
        ("பிடித்தவை", 94.29879760742188, 95.46327209472656),
        ("ക്രമീകരണങ്ങൾ", 131.48455810546875, 133.1148223876953),  // Malayalam: a conjunct and a chillu
        ("ស្វែងរក", 45.21653747558594, 46.14811706542969),  // Khmer: a coeng subscript
        ("ဆက်တင်များ", 95.45480346679688, 96.61927795410156),  // Myanmar: a medial
        ("සැකසීම්", 61.264495849609375, 62.196075439453125),  // Sinhala: Noto Serif Sinhala
        ("ಸೆಟ್ಟಿಂಗ್‌ಗಳು", 74.6468505859375, 75.81132507324219),  // Kannada with ZWNJ: Noto Serif Kannada
        ("ቅንብሮች", 51.44189453125, 52.60636901855469),  // Ethiopic
        ("მთავარი", 67.37850952148438, 69.00877380371094),  // Georgian: DejaVu Sans
        ("Գլխավոր", 79.53915405273438, 81.16941833496094),  // Armenian: DejaVu Sans
    ]

    @Test func titlesInMoreScriptsMeasureWhatChromiumDraws() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        for (title, width, boldWidth) in chromium {
            #expect(measurer.width(of: title, font: regular) == width, "\(title)")
            #expect(measurer.width(of: title, font: bold) == boldWidth, "\(title) bold")
        }
        // Inter for "Home" and the space, Noto Sans Thai for "ข่าว": Chromium 72.83198547363281 (bold 75.23243713378906).
        #expect(measurer.width(of: "Home ข่าว", font: regular) == 72.83198547363281)
        #expect(measurer.width(of: "Home ข่าว", font: bold) == 75.23243713378906)
    }

    @Test func symbolsChromiumTakesFromNotoSansOrNotoSansSymbols2AreMeasuredThere() throws {
        // With fonts-noto-core installed, Debian's fontconfig puts Noto Sans before DejaVu Sans for `sans-serif`
        // (60-latin.conf), and Chromium draws ℹ in Noto Sans (DejaVu's would be 6.458 px untracked) and ⏻ and ⏱ (text
        // presentation) in Noto Sans Symbols2 (no other text font has them; ⏱ was Noto Color Emoji's 21.21 px).
        try expectChromiumWidths([
            ("ℹ", regular, 3.896392822265625), ("⏻", regular, 14.7083740234375), ("⏱", regular, 16.765365600585938),
            ("⏱ Timer", bold, 67.998046875),
        ])
    }

    @Test func urduLettersDejaVuLacksAreMeasuredInNotoKufiArabicWithTheirJoiningForms() throws {
        // DejaVu Sans lacks ہ (U+06C1) and ے (U+06D2); Chromium draws them in Noto Kufi Arabic. "ہوم" is all
        // Kufi (the font chosen for its first letter draws the rest of the word); in "کے" ک is DejaVu's and ے
        // Kufi's, each in its joining form because Blink shapes the part a font lacked with the whole word as
        // context. Chromium adds no letter spacing to Arabic letters (a cursive script), only to the spaces
        // between the words, which are Inter's (bold: Inter Bold's). Chromium: 25.720932006835938,
        // 14.689239501953125, 60.905242919921875 (bold 59.6927490234375).
        try expectChromiumWidths([
            ("ہوم", regular, 25.720932006835938), ("کے", regular, 14.689239501953125),
            ("آپ کے لیے", regular, 60.905242919921875), ("آپ کے لیے", bold, 59.6927490234375),
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
        // dotted circle) as below, tracked, 88.67 px in all; shaped together they make 49.48 px.
        let title = "प्रोफ़ाइल"
        let chromiumAlone = [
            9.1663818359375, 8.180389404296875, 6.4633941650390625, 12.5833740234375, 12.61737060546875,
            8.180389404296875, 12.5833740234375, 7.857391357421875, 11.036376953125,
        ]
        #expect(title.unicodeScalars.map { measurer.width(of: String($0), font: regular) } == chromiumAlone)
        #expect(measurer.width(of: title, font: regular) == 49.483489990234375)
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
        // The system font's Japanese is asked first about ideographs (decision 0059): Noto Sans CJK's file.
        #expect(measurer.readFallbacks == ["DejaVu Sans", "Noto Sans CJK"])
        _ = measurer.width(of: "ข่าวสาร", font: regular)
        // Noto Sans is asked first about any other character Inter lacks (it has no Thai), then DejaVu Sans.
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
        // Inter's .notdef, 2800 of 2816 units (hmtx), for each of the seven Thai scalars, and the spacing
        // (−0.4896 px at 17 px, −32 086/65 536 as Chromium adds it) after each of the six clusters: the tone
        // mark ่ joins its letter's.
        #expect(
            abs(without.width(of: "ข่าวสาร", font: regular) - (7 * 2800.0 * 17 / 2816 - 6 * 32_086.0 / 65_536)) < 5e-3)
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
