import PagerEngine
import Testing

@testable import TextMetrics

/// Titles in the scripts of `fonts-noto-core` (decision 0042): measured in the face Chromium's canvas draws
/// them with on Debian, shaped by HarfBuzz as runs, and read only when a title needs the face.
///
/// Every expected width is what Chromium 156's canvas measured on this machine, `ctx.font = '400 17px
/// Roboto'` (and 700: the same, since Chromium draws the regular fallback file at every weight), with
/// `scripts/setup.sh`'s fonts and fontconfig rule.
struct ScriptFallbackTests {
    private let regular = FontSpec(size: 17, face: .regular)
    private let bold = FontSpec(size: 17, face: .bold)

    /// Title, Chromium's width at 17 px regular and bold.
    private let chromium: [(String, Double)] = [
        ("ข่าวสาร", 49.48687744140625),  // Thai: a tone mark over a vowel, Noto Sans Thai
        ("प्रोफ़ाइल", 51.441864013671875),  // Devanagari: the conjunct प्र, a nukta, a reordered vowel
        ("பிடித்தவை", 96.74676513671875),  // Tamil, starting with ப (Noto Sans Grantha's letter without the rule)
        ("ക്രമീകരണങ്ങൾ", 134.91171264648438),  // Malayalam: a conjunct and a chillu
        ("ស្វែងរក", 47.17491149902344),  // Khmer: a coeng subscript
        ("ဆက်တင်များ", 97.90277099609375),  // Myanmar: a medial
        ("සැකසීම්", 63.222869873046875),  // Sinhala: Noto Serif Sinhala
        ("ಸೆಟ್ಟಿಂಗ್‌ಗಳು", 77.09481811523438),  // Kannada with ZWNJ: Noto Serif Kannada
        ("ቅንብሮች", 53.889862060546875),  // Ethiopic
        ("მთავარი", 70.8056640625),  // Georgian: DejaVu Sans
        ("Գլխավոր", 82.96630859375),  // Armenian: DejaVu Sans
    ]

    @Test func titlesInMoreScriptsMeasureWhatChromiumDraws() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        for (title, width) in chromium {
            #expect(measurer.width(of: title, font: regular) == width, "\(title)")
            #expect(measurer.width(of: title, font: bold) == width, "\(title) bold")
        }
        // Roboto for "Home" and the space, Noto Sans Thai for "ข่าว": Chromium 74.52734375 (bold 74.33642578125).
        #expect(measurer.width(of: "Home ข่าว", font: regular) == 74.52734375)
        #expect(measurer.width(of: "Home ข่าว", font: bold) == 74.33642578125)
    }

    @Test func symbolsChromiumTakesFromNotoSansOrNotoSansSymbols2AreMeasuredThere() throws {
        // With fonts-noto-core installed, Debian's fontconfig puts Noto Sans before DejaVu Sans for `sans-serif`
        // (60-latin.conf), and Chromium draws ℹ in Noto Sans (DejaVu's would be 6.458 px) and ⏻ and ⏱ (text
        // presentation) in Noto Sans Symbols2 (no other text font has them; ⏱ was Noto Color Emoji's 21.21 px).
        try expectChromiumWidths([
            ("ℹ", regular, 4.385986328125), ("⏻", regular, 15.197967529296875), ("⏱", regular, 17.254959106445312),
            ("⏱ Timer", bold, 66.62800598144531),
        ])
    }

    @Test func urduLettersDejaVuLacksAreMeasuredInNotoKufiArabicWithTheirJoiningForms() throws {
        // DejaVu Sans lacks ہ (U+06C1) and ے (U+06D2); Chromium draws them in Noto Kufi Arabic. "ہوم" is all
        // Kufi (the font chosen for its first letter draws the rest of the word); in "کے" ک is DejaVu's and ے
        // Kufi's, each in its joining form because Blink shapes the part a font lacked with the whole word as
        // context. Chromium: 25.720932006835938, 14.689239501953125, 60.75543212890625 (bold 60.78863525390625:
        // the space is Roboto Bold's).
        try expectChromiumWidths([
            ("ہوم", regular, 25.720932006835938), ("کے", regular, 14.689239501953125),
            ("آپ کے لیے", regular, 60.75543212890625), ("آپ کے لیے", bold, 60.78863525390625),
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
        // dotted circle) as below, 93.07 px in all; shaped together they make 51.44 px.
        let title = "प्रोफ़ाइल"
        let chromiumAlone = [
            9.655975341796875, 8.66998291015625, 6.9529876708984375, 13.072967529296875, 13.106964111328125,
            8.66998291015625, 13.072967529296875, 8.34698486328125, 11.525970458984375,
        ]
        #expect(title.unicodeScalars.map { measurer.width(of: String($0), font: regular) } == chromiumAlone)
        #expect(measurer.width(of: title, font: regular) == 51.441864013671875)
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
        // Noto Sans is asked first about any character Roboto lacks (it has no ideographs), then DejaVu Sans.
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
        // Roboto's .notdef, 908 of 2048 units, for each of the seven Thai scalars.
        #expect(without.width(of: "ข่าวสาร", font: regular) == 7 * 908.0 * 17 / 2048)
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
