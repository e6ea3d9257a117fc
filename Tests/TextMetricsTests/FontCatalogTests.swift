import PagerEngine
import Testing

@testable import TextMetrics

struct FontCatalogTests {
    @Test func cssFontCarriesTheExactSize() {
        #expect(FontCatalog.cssFont(for: FontSpec(size: 17, face: .bold)) == #"700 17px "PP DejaVu Sans""#)
        #expect(FontCatalog.cssFont(for: FontSpec(size: 20.4, face: .regular)) == #"400 20.4px "PP DejaVu Sans""#)
    }

    @Test func filesAndWeights() {
        #expect(FontCatalog.fileName(for: .regular) == "DejaVuSans.ttf")
        #expect(FontCatalog.fileName(for: .bold) == "DejaVuSans-Bold.ttf")
        #expect(FontFace.allCases.map(FontCatalog.cssWeight(for:)) == [400, 700])
    }

    @Test func fontFaceRulesDeclareBothFiles() {
        let rules = FontCatalog.fontFaceRules(urlPrefix: "/fonts/").split(separator: "\n")
        #expect(rules.count == 2)
        #expect(
            rules.first?.contains(#"src: url("/fonts/DejaVuSans.ttf") format("truetype"); font-weight: 400;"#) == true)
        #expect(
            rules.last?.contains(#"src: url("/fonts/DejaVuSans-Bold.ttf") format("truetype"); font-weight: 700;"#)
                == true)
        #expect(rules.allSatisfy { $0.contains(#"font-family: "PP DejaVu Sans";"#) })
    }
}
