import PagerEngine
import Testing

@testable import TextMetrics

struct FontCatalogTests {
    @Test func cssFamiliesNameEachBuiltInDesignAndAnUploadByItsFamily() {
        #expect(FontCatalog.cssFamily(of: FontFace.defaultFamily) == "PP Inter")
        #expect(FontCatalog.cssFamily(of: FontFace.defaultFamily, display: true) == "PP Inter Display")
        #expect(FontCatalog.cssFamily(of: FontFace.dejaVuFamily) == "PP DejaVu Sans")
        #expect(FontCatalog.cssFamily(of: String(repeating: "ab", count: 32)) == "PP Font abababababababab")
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
