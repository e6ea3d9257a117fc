import Foundation
import PagerEngine
import Testing

@testable import PlaygroundApp

/// Export of every preset: key lines checked against what each library's defaults call for, and every
/// file parsed by `swiftc -parse`.
struct ExportPresetTests {
    private func config(_ preset: Preset) -> PagerConfig { preset.config }

    @Test func everyPresetExportsSwiftThatParses() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("exports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, preset) in Preset.all.enumerated() {
            for target in [ExportTarget.tabman, .swiftUITabPager] {
                // One module per file: each declares the same type names.
                let sub = directory.appendingPathComponent("\(index)-\(target.rawValue)")
                try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                let file = sub.appendingPathComponent(target.fileName)
                try Data(target.export(preset.config)).write(to: file)
                paths.append(file.path)
            }
        }
        for path in paths {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            #expect(try swiftParseErrors(source) == nil, "\(path)")
        }
    }

    @Test func templatesAndLocationsFollowThePresets() {
        func tabman(_ preset: Preset) -> String { TabmanExporter(config: preset.config).source() }
        #expect(tabman(.tabmanButtonBar).contains("let bar = TMBar.ButtonBar()"))
        #expect(!tabman(.tabmanButtonBar).contains("Not expressible"))
        #expect(tabman(.tabmanTabBar).contains("let bar = TMBar.TabBar()"))
        #expect(tabman(.tabmanTabBar).contains("addBar(bar, dataSource: self, at: .bottom)"))
        #expect(tabman(.tabmanLineBar).contains("let bar = TMBar.LineBar()"))
        #expect(tabman(.bTabViewController).contains("// - bar.contentMode = fixed (80 pt buttons)"))
        #expect(tabman(.tabBarControllerLeft).contains("// - bar.location = left"))
    }

    @Test func swiftUIExportOfItsOwnPresets() {
        let fixed = SwiftUITabPagerExporter(config: Preset.swiftUITabPagerFixed.config).source()
        let scrollable = SwiftUITabPagerExporter(config: Preset.swiftUITabPagerScrollable.config).source()
        // fixed is the library's default layout style; scrollable must say so.
        #expect(!fixed.contains(".tabBarLayoutStyle"))
        #expect(scrollable.contains(".tabBarLayoutStyle(.scrollable)"))
        // The library's own defaults (2 pt accent line, no spacing, no side padding) need no modifier.
        #expect(!fixed.contains(".tabIndicatorStyle("))
        #expect(!fixed.contains(".tabBarLayoutConfig("))
    }

    @Test func jsonExportImportsBackUnchanged() throws {
        for preset in Preset.all {
            var config = preset.config
            config.items[0].badge = "3"
            config.indicator.color = RGBAColor(red: 12, green: 34, blue: 56, alpha: 78)
            let exported = ExportTarget.json.export(config)
            let imported = try ConfigResolver().resolve(bytes: exported)
            #expect(imported == config, "\(preset.id)")
            #expect(ExportTarget.json.export(imported) == exported)
        }
    }
}
