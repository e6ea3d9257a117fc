import Foundation
import PagerEngine
import Testing
import TextMetrics

/// The layout carries the fonts the server's PNG preview draws its decoration with (the page mock's title
/// and "Page n of m" line, the status bar clock), so the canvas draws them alike (decision 0052, "The page
/// mock and the clock").
struct DecorationFontsTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer()
    }

    /// `{"pageTitle", "pageSubtitle", "clock"}` of the layout's JSON.
    func decorationFonts(_ config: PagerConfig) throws -> [String: [String: Any]] {
        let layout = PagerLayout(config: config, viewport: .iPhone15Pro, measurer: measurer)
        let object = try JSONSerialization.jsonObject(with: Data(layout.json(rev: 1).utf8)) as? [String: Any]
        return try #require(object?["decorationFonts"] as? [String: [String: Any]])
    }

    @Test func theLayoutCarriesTheDecorationFontsAsTheMeasurerDrawsThem() throws {
        let fonts = try decorationFonts(Preset.tabmanButtonBar.config)
        #expect(Set(fonts.keys) == ["pageTitle", "pageSubtitle", "clock"])
        // The sizes and weights the page mock and the status bar draw at (draw-pages.js, draw-device.js).
        let asked: [(key: String, size: Double, weight: Int)] = [
            ("pageTitle", 28, 700), ("pageSubtitle", 13, 400), ("clock", 15, 700),
        ]
        for (key, size, weight) in asked {
            let font = try #require(fonts[key])
            #expect(font["size"] as? Double == size, "\(key)")
            #expect(font["family"] as? String == "default", "\(key)")
            #expect(font["cssWeight"] as? Double == Double(weight), "\(key)")
            // What the server rasterizes this text with: the default face's rendition at that size, whose
            // letter spacing (SF Pro's tracking and the per-weight correction) is never 0 at these sizes.
            let rendition = measurer.rendition(of: FontSpec(size: size, face: FontFace(weight: weight)))
            let spacing = try #require(font["letterSpacing"] as? Double)
            #expect(spacing == rendition.letterSpacing, "\(key)")
            #expect(spacing != 0, "\(key)")
            // Inter Display from 22.5 pt: the 28 pt title only.
            #expect((font["display"] as? Bool ?? false) == (size >= 22.5), "\(key)")
        }
    }

    @Test func theDecorationIsTheSystemFontWhateverTheTabsAreSetIn() throws {
        var config = Preset.tabmanButtonBar.config
        config.text.font = FontFace.dejaVuFamily
        let fonts = try decorationFonts(config)
        #expect(fonts["pageTitle"]?["family"] as? String == "default")
        #expect(fonts["clock"]?["family"] as? String == "default")
        #expect(fonts["pageTitle"]?["display"] as? Bool == true)
    }
}
