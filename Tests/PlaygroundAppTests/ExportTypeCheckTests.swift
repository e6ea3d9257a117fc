import PagerEngine
import Testing

@testable import PlaygroundApp

/// The type check of exported code (``swiftTypeCheckErrors(_:)``) fails on what `swiftc -parse` lets through:
/// the stand-ins in `Tests/ExportStandIns` carry the libraries' real types and labels.
struct ExportTypeCheckTests {
    /// Decision 0030's bug 1: a colour in an `[NSAttributedString.Key: Any]` dictionary has no type to
    /// look `.black` up in. It parses; it does not type-check; `UIColor.black` does.
    @Test func anUnqualifiedColourInTextAttributesIsAnError() throws {
        let wrong = """
            import UIKit

            let item = UITabBarItemAppearance()
            item.normal.titleTextAttributes = [.foregroundColor: .black]
            """
        #expect(try swiftParseErrors(wrong) == nil)
        let errors = try #require(try swiftTypeCheckErrors(wrong))
        #expect(errors.contains("has no member 'black'"), "\(errors)")
        let right = wrong.replacingOccurrences(of: ": .black]", with: ": UIColor.black]")
        #expect(try swiftTypeCheckErrors(right) == nil)
    }

    /// The same bug put back into a whole export (the Tabman preset's colours on TabBarController) fails it.
    @Test func theExportWithTheOldBugPutBackFails() throws {
        let export = String(
            decoding: ExportTarget.tabBarController.export(Preset.tabmanButtonBar.config), as: UTF8.self)
        #expect(export.contains("[.foregroundColor: UIColor.black, "))
        #expect(try swiftTypeCheckErrors(export) == nil)
        let reverted = export.replacingOccurrences(
            of: ".foregroundColor: UIColor.black", with: ".foregroundColor: .black")
        let errors = try #require(try swiftTypeCheckErrors(reverted))
        #expect(errors.contains("has no member 'black'"), "\(errors)")
    }

    /// A wrong label, a wrong type and a member a library lacks, one library each.
    @Test(arguments: [
        ("import Tabman\nlet bar = TMBar.ButtonBar()\nbar.layout.interButtonSpace = 4\n", "interButtonSpace"),
        ("import Tabman\nlet bar = TMBar.TabBar()\nbar.layout.interButtonSpacing = 4\n", "unavailable"),
        (
            "import Pageboy\nlet scroller: PageboyAutoScroller? = nil\nscroller?.enable(withDuration: .short)\n",
            "withDuration"
        ),
        (
            "import BTabViewController\nvar item = BTabItemModel(order: 0, title: \"A\")\nitem.titleFont = .black\n",
            "black"
        ),
        ("import TabBarController\nlet c = TabBarController(viewControllers: [], anchor: .leading)\n", "leading"),
        (
            "import SwiftUI\nimport SwiftUITabPager\nlet style = TabIndicatorStyle(heigth: 2)\n",
            "heigth"
        ),
        ("import SwiftUI\nlet text = Text(\"A\").padding(.horizontal, \"8\")\n", "String"),
    ])
    func aWrongNameOrTypeIsAnError(source: String, mentions: String) throws {
        #expect(try swiftParseErrors(source) == nil)
        let errors = try #require(try swiftTypeCheckErrors(source))
        #expect(errors.contains(mentions), "\(errors)")
    }
}
