import Foundation
import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// Exported code names an uploaded font's faces as the preview measured them (docs/export.md, "Fonts").
struct ExportFontsTests {
    static let robotoFolder = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"
    static let interFile = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

    static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// A measurer holding Roboto Regular and Bold (as one family) and Inter's variable file.
    static func measurer() throws -> (TextMeasurer, roboto: String, inter: String) {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        let regular = String(repeating: "a1", count: 32)
        let bold = String(repeating: "b2", count: 32)
        let inter = String(repeating: "c3", count: 32)
        try measurer.register(id: regular, bytes: bytes(robotoFolder + "Roboto-Regular.ttf"))
        try measurer.register(id: bold, bytes: bytes(robotoFolder + "Roboto-Bold.ttf"))
        try measurer.register(id: inter, bytes: bytes(interFile))
        return (measurer, "\(regular),\(bold)", inter)
    }

    @Test func tabmanNamesTheStaticFaceWithTheSystemFontAsFallback() throws {
        let (measurer, roboto, _) = try Self.measurer()
        var config = PagerConfig()
        config.text.font = roboto
        config.buttons.font = FontConfig(size: 15, weight: .semibold)
        let source = String(decoding: ExportTarget.tabman.export(config, measurer: measurer), as: UTF8.self)
        // 600 is drawn with the Bold file, as in the preview.
        #expect(
            source.contains(
                #"button.font = UIFont(name: "Roboto-Bold", size: 15) ?? UIFont.systemFont(ofSize: 15, weight: .semibold)"#
            ))
        #expect(source.contains("// Fonts uploaded to the playground, by PostScript name: Roboto-Bold."))
        #expect(source.contains("UIAppFonts"))
        #expect(try swiftTypeCheckErrors(source) == nil)
        // Tabman's own font size and weight still get a line: the family differs.
        config.buttons.font = TabmanDefaults.buttons(for: config.buttons.kind).font
        let same = String(decoding: ExportTarget.tabman.export(config, measurer: measurer), as: UTF8.self)
        #expect(same.contains(#"button.font = UIFont(name: "Roboto-"#))
        // Without the measurer (the CLI), the system font as before.
        let system = String(decoding: ExportTarget.tabman.export(config), as: UTF8.self)
        #expect(!system.contains("UIFont(name:") && !system.contains("UIAppFonts"))
    }

    @Test func aVariableFontIsItsFileAtTheDrawnWeight() throws {
        let (measurer, _, inter) = try Self.measurer()
        var config = PagerConfig()
        config.text.font = inter
        config.buttons.font = FontConfig(size: 15, weight: .semibold)
        let uiKit =
            #"UIFont(descriptor: UIFontDescriptor(name: "Inter", size: 15).addingAttributes([UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String): [0x7767_6874: 600]]), size: 15)"#
        let tabman = String(decoding: ExportTarget.tabman.export(config, measurer: measurer), as: UTF8.self)
        #expect(tabman.contains("button.font = " + uiKit))
        #expect(tabman.contains("import CoreText\n"))
        #expect(try swiftTypeCheckErrors(tabman) == nil)
        let swiftUI = String(
            decoding: ExportTarget.swiftUITabPager.export(config, measurer: measurer), as: UTF8.self)
        #expect(swiftUI.contains(".font(Font(\(uiKit) as CTFont))"))
        #expect(try swiftTypeCheckErrors(swiftUI) == nil)
    }

    @Test func everyLibraryNamesTheUploadedFace() throws {
        let (measurer, roboto, _) = try Self.measurer()
        var config = PagerConfig()
        config.text.font = roboto
        config.buttons.font = FontConfig(size: 14, weight: .regular)
        config.buttons.selectedFontEnabled = true
        config.buttons.selectedFont = FontConfig(size: 14, weight: .bold)
        let swiftUI = String(decoding: ExportTarget.swiftUITabPager.export(config, measurer: measurer), as: UTF8.self)
        #expect(
            swiftUI.contains(
                #".font(state.isSelected ? .custom("Roboto-Bold", size: 14) : .custom("Roboto-Regular", size: 14))"#))
        let bTab = String(decoding: ExportTarget.bTabViewController.export(config, measurer: measurer), as: UTF8.self)
        #expect(
            bTab.contains(
                #"titleFont = UIFont(name: "Roboto-Regular", size: 14) ?? UIFont.systemFont(ofSize: 14, weight: .regular)"#
            ))
        #expect(bTab.contains(#"highlightFont = UIFont(name: "Roboto-Bold", size: 14)"#))
        let tabBar = String(decoding: ExportTarget.tabBarController.export(config, measurer: measurer), as: UTF8.self)
        #expect(tabBar.contains(#".font: UIFont(name: "Roboto-Regular", size: 14)"#))
        #expect(tabBar.contains(#".font: UIFont(name: "Roboto-Bold", size: 14)"#))
        for source in [swiftUI, bTab, tabBar] {
            #expect(source.contains("by PostScript name: Roboto-Regular, Roboto-Bold."))
            #expect(try swiftTypeCheckErrors(source) == nil)
        }
        // The built-in family stays the system font everywhere.
        config.text.font = FontFace.defaultFamily
        for target in [ExportTarget.tabman, .swiftUITabPager, .bTabViewController, .tabBarController] {
            let source = String(decoding: target.export(config, measurer: measurer), as: UTF8.self)
            #expect(!source.contains("UIFont(name:") && !source.contains(".custom(") && !source.contains("UIAppFonts"))
        }
    }

    @Test func theExportRouteNamesAFontUploadedToTheServer() throws {
        let server = try LiveServer()
        defer { server.stop() }
        let upload = try server.request(
            "POST", "/api/fonts", headers: [("Content-Type", "font/ttf")],
            body: Self.bytes(Self.robotoFolder + "Roboto-Medium.ttf"))
        #expect(upload.status == 201 || upload.status == 200, "\(upload)")
        let id = try #require(try upload.json()["id"]?.stringValue)
        let config = #"{"schemaVersion": 1, "preset": "tabman.buttonBar", "text": {"font": "\#(id)"}}"#
        let reply = try server.request("POST", "/api/export?target=tabman", json: #"{"config": \#(config)}"#)
        #expect(reply.status == 200, "\(reply)")
        #expect(reply.text.contains(#"button.font = UIFont(name: "Roboto-Medium", size: "#))
        // Saved, its export names the face too.
        let saved = try server.request("POST", "/api/configs", json: #"{"name": "Medium", "config": \#(config)}"#)
        #expect(saved.status == 201, "\(saved)")
        let slug = try #require(try saved.json()["slug"]?.stringValue)
        let export = try server.request("GET", "/api/configs/\(slug)/export?target=btabviewcontroller")
        #expect(export.text.contains(#"UIFont(name: "Roboto-Medium", size: "#), "\(export.text)")
    }
}
