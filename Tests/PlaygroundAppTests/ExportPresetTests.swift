import Foundation
import PagerEngine
import Testing

@testable import PlaygroundApp

/// Export of every preset: key lines checked against what each library's defaults call for, and every
/// file type-checked by `swiftc -typecheck` against the stand-ins of UIKit, SwiftUI and the libraries.
struct ExportPresetTests {
    private func config(_ preset: Preset) -> PagerConfig { preset.config }

    @Test func everyPresetExportsSwiftThatTypeChecks() throws {
        for preset in Preset.all {
            for target in [ExportTarget.tabman, .swiftUITabPager, .bTabViewController, .tabBarController] {
                let source = String(decoding: target.export(preset.config), as: UTF8.self)
                let errors = try swiftTypeCheckErrors(source)
                #expect(errors == nil, "\(preset.id) → \(target.rawValue):\n\(errors ?? "")")
            }
        }
    }

    /// The Swift 6 language mode: clean as exported, and TabBarController's once its comment's advice is
    /// taken (`@preconcurrency` on the conformance, which Swift 5's mode warns about).
    @Test func everyPresetExportsSwiftThatTypeChecksInTheSwift6Mode() throws {
        for (preset, target, exported) in fourPresetsForEveryTarget() {
            var source = exported
            if target == .tabBarController {
                #expect(source.contains("write `@preconcurrency TabBarProtocol`"))
                #expect(try swiftTypeCheckErrors(source, languageMode: 6)?.contains("#ConformanceIsolation") == true)
                source = source.replacingOccurrences(
                    of: "UIView, TabBarProtocol {", with: "UIView, @preconcurrency TabBarProtocol {")
            }
            let errors = try swiftTypeCheckErrors(source, languageMode: 6)
            #expect(errors == nil, "\(preset.id) → \(target.rawValue):\n\(errors ?? "")")
        }
    }

    /// One preset of each library exported for every Swift target, with a pushed page's bar hiding (the
    /// TabBarController export's navigation code).
    private func fourPresetsForEveryTarget() -> [(Preset, ExportTarget, String)] {
        let presets = [
            Preset.tabmanButtonBar, .swiftUITabPagerScrollable, .bTabViewController, .tabBarControllerBottom,
        ]
        return presets.flatMap { preset in
            [ExportTarget.tabman, .swiftUITabPager, .bTabViewController, .tabBarController].map { target in
                var config = preset.config
                config.bar.hidesBottomBarWhenPushed = true
                return (preset, target, String(decoding: target.export(config), as: UTF8.self))
            }
        }
    }

    /// An app target with main-actor default isolation (SE-0466; Xcode 26's new projects), in both
    /// language modes: clean as exported, TabBarController's too (its conformance is then isolated to
    /// the main actor, which SE-0470 allows).
    @Test(arguments: [5, 6])
    func everyPresetExportsSwiftThatTypeChecksWithMainActorDefaultIsolation(_ languageMode: Int) throws {
        // The flag is in effect: a call into a class from a `nonisolated` function is refused with it only.
        let probe = "final class Probe { func touch() {} }\nnonisolated func use(_ probe: Probe) { probe.touch() }\n"
        #expect(try swiftTypeCheckErrors(probe, languageMode: 6) == nil)
        #expect(try swiftTypeCheckErrors(probe, languageMode: 6, mainActorByDefault: true) != nil)
        for (preset, target, source) in fourPresetsForEveryTarget() {
            let errors = try swiftTypeCheckErrors(source, languageMode: languageMode, mainActorByDefault: true)
            #expect(errors == nil, "\(preset.id) → \(target.rawValue), Swift \(languageMode):\n\(errors ?? "")")
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

    /// Each preset exported for its own library lists nothing as not expressible: the library's defaults
    /// are what the preset shows.
    @Test(arguments: Preset.all)
    func noPresetsOwnDefaultsAreNotExpressibleInItsLibrary(_ preset: Preset) throws {
        let target: ExportTarget
        switch preset.library {
        case "Tabman": target = .tabman
        case "SwiftUITabPager": target = .swiftUITabPager
        case "BTabViewController": target = .bTabViewController
        case "TabBarController": target = .tabBarController
        default: throw PresetLibraryError(library: preset.library)
        }
        let source = String(decoding: target.export(preset.config), as: UTF8.self)
        #expect(!source.contains("Not expressible"), "\(preset.id): \(source.prefix(600))")
    }

    /// The library presets exported for their own library set nothing their library does not already do.
    @Test func bTabAndTabBarControllerPresetsNeedNoSettings() {
        let bTab = BTabViewControllerExporter(config: Preset.bTabViewController.config).source()
        #expect(bTab.contains("final class PagerViewController: BTabViewController {"))
        #expect(!bTab.contains("self."))
        #expect(!bTab.contains("item.titleFont"))
        #expect(!bTab.contains("horizontalScrollView"))
        let bottom = TabBarControllerExporter(config: Preset.tabBarControllerBottom.config).source()
        #expect(bottom.contains("TabBarController(viewControllers: pages, tabBar: PagerTabBar())"))
        #expect(!bottom.contains("UITabBarAppearance"))
        #expect(!bottom.contains("additionalInset"))
        let left = TabBarControllerExporter(config: Preset.tabBarControllerLeft.config).source()
        #expect(left.contains("TabBarController(viewControllers: pages, tabBar: PagerTabBar(), anchor: .left)"))
        #expect(left.contains("widthAnchor.constraint(equalToConstant: 80).isActive = true"))
        let top = TabBarControllerExporter(config: Preset.tabBarControllerTop.config).source()
        #expect(top.contains("anchor: .top)"))
        #expect(!top.contains("heightAnchor"))
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

private struct PresetLibraryError: Error {
    let library: String
}
