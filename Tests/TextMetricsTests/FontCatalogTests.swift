import PagerEngine
import Testing

@testable import TextMetrics

struct FontCatalogTests {
    @Test func cssFontCarriesTheExactSizeAndTheDrawnWeight() {
        #expect(FontCatalog.cssFont(for: FontSpec(size: 17, face: .bold), weight: 600) == #"600 17px "PP Inter""#)
        #expect(
            FontCatalog.cssFont(for: FontSpec(size: 24, face: .bold), weight: 600, display: true)
                == #"600 24px "PP Inter Display""#)
        #expect(
            FontCatalog.cssFont(for: FontSpec(size: 20.4, face: .dejaVuRegular), weight: 400)
                == #"400 20.4px "PP DejaVu Sans""#)
        let upload = FontFace(family: String(repeating: "ab", count: 32), weight: 600)
        #expect(
            FontCatalog.cssFont(for: FontSpec(size: 15, face: upload), weight: 600)
                == #"600 15px "PP Font abababababababab""#)
    }

    @Test func builtInFilesAreIntersTwoDesignsAndDejaVusTwo() {
        let inter = FontCatalog.builtInFiles.filter { $0.family == FontFace.defaultFamily }
        #expect(inter.map(\.fileName) == ["Inter-roman.var.ttf", "InterDisplay-roman.var.ttf"])
        #expect(inter.map(\.cssWeight) == ["100 900", "100 900"])
        #expect(inter.map(\.display) == [false, true])
        let dejaVu = FontCatalog.builtInFiles.filter { $0.family == FontFace.dejaVuFamily }
        #expect(dejaVu.map(\.fileName) == ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
    }

    /// The CSS the front end's styles/fonts.css must hold: one rule per built-in file.
    @Test func fontFaceRulesDeclareEveryFile() {
        let rules = FontCatalog.fontFaceRules(urlPrefix: "/fonts/").split(separator: "\n")
        #expect(rules.count == 4)
        #expect(
            rules.contains {
                $0.contains(
                    #"font-family: "PP Inter Display"; src: url("/fonts/InterDisplay-roman.var.ttf") format("truetype"); font-weight: 100 900;"#
                )
            })
        #expect(
            rules.contains {
                $0.contains(
                    #"font-family: "PP Inter"; src: url("/fonts/Inter-roman.var.ttf") format("truetype"); font-weight: 100 900;"#
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
