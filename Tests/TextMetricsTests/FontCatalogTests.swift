import PagerEngine
import Testing

@testable import TextMetrics

struct FontCatalogTests {
    @Test func cssFontCarriesTheExactSizeAndTheDrawnWeight() {
        #expect(FontCatalog.cssFont(for: FontSpec(size: 17, face: .bold), weight: 700) == #"700 17px "PP Roboto""#)
        #expect(
            FontCatalog.cssFont(for: FontSpec(size: 20.4, face: .dejaVuRegular), weight: 400)
                == #"400 20.4px "PP DejaVu Sans""#)
        let upload = FontFace(family: String(repeating: "ab", count: 32), weight: 600)
        #expect(
            FontCatalog.cssFont(for: FontSpec(size: 15, face: upload), weight: 600)
                == #"600 15px "PP Font abababababababab""#)
    }

    @Test func builtInFilesAreRobotosSixWeightsAndDejaVusTwo() {
        let roboto = FontCatalog.builtInFiles.filter { $0.family == FontFace.defaultFamily }
        #expect(roboto.map(\.weight) == [100, 300, 400, 500, 700, 900])
        #expect(roboto.map(\.fileName).contains("Roboto-Medium.ttf"))
        let dejaVu = FontCatalog.builtInFiles.filter { $0.family == FontFace.dejaVuFamily }
        #expect(dejaVu.map(\.fileName) == ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
    }

    /// The CSS the front end's styles/fonts.css must hold: one rule per built-in file.
    @Test func fontFaceRulesDeclareEveryFile() {
        let rules = FontCatalog.fontFaceRules(urlPrefix: "/fonts/").split(separator: "\n")
        #expect(rules.count == 8)
        #expect(
            rules.contains {
                $0.contains(
                    #"font-family: "PP Roboto"; src: url("/fonts/Roboto-Medium.ttf") format("truetype"); font-weight: 500;"#
                )
            })
        #expect(
            rules.contains {
                $0.contains(
                    #"font-family: "PP DejaVu Sans"; src: url("/fonts/DejaVuSans-Bold.ttf") format("truetype"); font-weight: 700;"#
                )
            })
    }
}
