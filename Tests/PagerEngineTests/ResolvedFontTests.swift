import Testing

@testable import PagerEngine

struct ResolvedFontTests {
    @Test(arguments: [
        // 17 × 1.15 = 19.55 → 19.5; 17 × 1.1 = 18.7 → 18.75; 11 × 0.85 = 9.35 → 9.25; 15 × 1 = 15.
        (17.0, 1.15, 19.5), (17.0, 1.1, 18.75), (11.0, 0.85, 9.25), (15.0, 1.0, 15.0),
    ])
    func scaledSizesRoundToAQuarterPoint(size: Double, scale: Double, expected: Double) {
        #expect(ResolvedFont(FontConfig(size: size, weight: .regular), scale: scale).size == expected)
    }
}

/// A measurer that draws every weight with the nearest of 400 and 700 and tracks by 0.5 pt, to see that the
/// layout font carries the measurer's rendition (the canvas draws with it).
private struct TwoFaceMeasurer: TextMeasuring {
    func width(of text: String, font: FontSpec) -> Double { Double(text.count) }
    func lineMetrics(for font: FontSpec) -> LineMetrics { LineMetrics(ascent: 1, descent: 1, lineHeight: 2) }
    func rendition(of font: FontSpec) -> FontRendition {
        FontRendition(weight: font.face.weight >= 600 ? 700 : 400, letterSpacing: font.face.family == "t" ? 0.5 : 0)
    }
    func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar] { [] }
}

struct ResolvedFontRenditionTests {
    @Test func layoutFontsCarryFamilyCSSWeightAndTheMeasurersRendition() {
        let font = ResolvedFont(
            FontConfig(size: 17, weight: .semibold), scale: 1, family: "t", measurer: TwoFaceMeasurer())
        #expect(font.spec.face == FontFace(family: "t", weight: 600))
        #expect(font.rendition == FontRendition(weight: 700, letterSpacing: 0.5))
        let plain = ResolvedFont(FontConfig(size: 17, weight: .medium), scale: 1)
        #expect(plain.rendition == FontRendition(weight: 500))
        #expect(plain.spec.face.family == FontFace.defaultFamily)
    }

    @Test func uiKitWeightsAreSFProsCSSWeights() {
        #expect(FontConfig.Weight.allCases.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func textFontValues() {
        #expect(TextConfig.problem(with: "default") == nil)
        #expect(TextConfig.problem(with: "dejavu") == nil)
        let id = String(repeating: "0a", count: 32)
        #expect(TextConfig.problem(with: id) == nil)
        #expect(TextConfig.problem(with: id + "," + String(repeating: "1b", count: 32)) == nil)
        #expect(TextConfig.problem(with: id + "," + id) == "names the same font twice")
        #expect(TextConfig.problem(with: "Helvetica") != nil)
        #expect(TextConfig.problem(with: id.uppercased()) != nil)
        #expect(TextConfig.problem(with: id + ",") != nil)
        #expect(TextConfig.fontIDs(in: id) == [id])
        #expect(TextConfig.fontIDs(in: "default").isEmpty)
    }
}
