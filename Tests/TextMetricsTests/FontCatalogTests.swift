import Foundation
import PagerEngine
import Testing

@testable import TextMetrics

struct FontCatalogTests {
    @Test func cssFamiliesNameEachBuiltInDesignAndAnUploadByItsFamily() {
        #expect(FontCatalog.cssFamily(of: FontFace.defaultFamily) == "PP Inter")
        #expect(FontCatalog.cssFamily(of: FontFace.defaultFamily, display: true) == "PP Inter Display")
        #expect(FontCatalog.cssFamily(of: FontFace.dejaVuFamily) == "PP DejaVu Sans")
        #expect(FontCatalog.cssFamily(of: String(repeating: "ab", count: 32)) == "PP Font abababababababab")
        #expect(
            FontCatalog.cssFamily(of: FontFace.defaultFamily, display: true, whole: true) == "PP Inter Display Full")
        #expect(FontCatalog.cssFamily(of: FontFace.dejaVuFamily, whole: true) == "PP DejaVu Sans Full")
        #expect(
            FontCatalog.cssFamily(of: String(repeating: "ab", count: 32), whole: true) == "PP Font abababababababab")
    }

    @Test func builtInFilesAreIntersTwoDesignsAndDejaVusTwo() {
        let inter = FontCatalog.builtInFiles.filter { $0.family == FontFace.defaultFamily }
        #expect(inter.map(\.fileName) == ["Inter-roman.var.ttf", "InterDisplay-roman.var.ttf"])
        #expect(inter.map(\.cssWeight) == ["100 900", "100 900"])
        #expect(inter.map(\.display) == [false, true])
        let dejaVu = FontCatalog.builtInFiles.filter { $0.family == FontFace.dejaVuFamily }
        #expect(dejaVu.map(\.fileName) == ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
    }

    /// The CSS the front end's styles/fonts.css holds: three rules a built-in file, its Latin subset for
    /// Latin and the whole file for the rest, and the whole file alone in the `Full` family (decision 0062).
    @Test func fontFaceRulesDeclareEveryFileThreeTimesAsStylesFontsCSSDoes() throws {
        let rules = FontCatalog.fontFaceRules(urlPrefix: "/fonts/").split(separator: "\n").map(String.init)
        #expect(rules.count == 12)
        #expect(
            rules.first?.hasPrefix(
                #"@font-face { font-family: "PP Inter"; src: url("/fonts/latin/Inter-roman.var.ttf") format("truetype"); font-weight: 100 900;"#
            ) == true)
        #expect(
            rules.first?.hasSuffix(
                "unicode-range: U+0-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212, U+2215, U+FEFF, U+FFFD; }"
            ) == true)
        #expect(rules[1].contains(#"src: url("/fonts/Inter-roman.var.ttf")"#))
        #expect(rules[1].contains("unicode-range: U+100-130, U+132-151, U+154-2BA, "))
        #expect(rules[1].hasSuffix("U+FFFE-10FFFF; }"))
        #expect(
            rules[2]
                == #"@font-face { font-family: "PP Inter Full"; src: url("/fonts/Inter-roman.var.ttf") format("truetype"); font-weight: 100 900; font-style: normal; font-display: block; }"#
        )
        #expect(
            rules[10].contains(
                #"font-family: "PP DejaVu Sans"; src: url("/fonts/DejaVuSans-Bold.ttf") format("truetype"); font-weight: 700;"#
            ))
        #expect(rules[11].contains(#"font-family: "PP DejaVu Sans Full"; src: url("/fonts/DejaVuSans-Bold.ttf")"#))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let css = try String(contentsOf: root.appendingPathComponent("Public/styles/fonts.css"), encoding: .utf8)
        let declared = css.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix(#"@font-face { font-family: "PP Inter"#)
                || $0.hasPrefix(#"@font-face { font-family: "PP DejaVu"#)
        }
        #expect(declared == rules)
    }
}
