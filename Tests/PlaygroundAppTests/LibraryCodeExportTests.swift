import Foundation
import PagerEngine
import Testing

@testable import PlaygroundApp

/// The BTabViewController and TabBarController exports: the config's values set through each library's
/// public API (brkyvrkn/BTabViewController 1.1.0, arnauddorgans/TabBarController 1.0.1;
/// docs/decisions/0018), what they cannot say listed, and every file parsed by `swiftc -parse`.
struct LibraryCodeExportTests {
    @Test func bTabExportSetsTheControllersPropertiesAndEachTabsLook() throws {
        var config = Preset.bTabViewController.config
        config.bar.interButtonSpacing = 4
        config.bar.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        config.bar.buttonWidth = 96
        config.bar.height = 44
        config.indicator.weight = 3
        config.indicator.fixedWidth = 32
        config.indicator.cornerStyle = .square
        config.indicator.color = RGBAColor(red: 255, green: 0, blue: 0)
        config.indicator.slidesWhileSwiping = true
        config.pager.isAnimated = false
        config.pager.isScrollEnabled = false
        config.buttons.font = FontConfig(size: 14, weight: .medium)
        config.buttons.selectedFont = FontConfig(size: 15, weight: .heavy)
        config.buttons.tintColor = .black
        config.buttons.selectedTintColor = .systemBlue
        config.buttons.textAlignment = .center
        config.items[1].title = "for you"
        config.items[2].style = ItemStyle(selectedTintColor: .systemRed, backgroundColor: .white)
        let source = BTabViewControllerExporter(config: config).source()
        // BTabViewController.swift lines 45–60: the controller's open properties.
        for line in [
            "self.tabsGap = 4", "self.tabInset = 20", "self.tabWidth = 96", "self.tabsHeight = 44",
            "self.indicatorIsRounded = false", "self.indicatorHeight = 3", "self.indicatorWidth = 32",
            "self.indicatorColor = .red", "self.isIndicatorSlide = true", "self.isAnimated = false",
            "horizontalScrollView?.isScrollEnabled = false",
            "super.setView(tabList: pages, tabItems: items)",
        ] {
            #expect(source.contains(line), "\(line)")
        }
        // BTabItem.swift lines 14–21: each tab's fields; the initialiser capitalises, so the title is set back.
        #expect(source.contains(#"(id: "explore", title: "for you"),"#))
        #expect(source.contains("var item = BTabItemModel(order: order, title: tab.title)"))
        #expect(source.contains("item.title = tab.title"))
        #expect(source.contains("item.titleFont = UIFont.systemFont(ofSize: 14, weight: .medium)"))
        #expect(source.contains("item.highlightFont = UIFont.systemFont(ofSize: 15, weight: .heavy)"))
        #expect(source.contains("item.titleTextColor = .black"))
        #expect(source.contains("item.highlightTextColor = .systemBlue"))
        #expect(source.contains("item.textAlignment = .center"))
        #expect(source.contains("items[2].highlightTextColor = .systemRed"))
        #expect(source.contains("items[2].backgroundColor = .white"))
        #expect(!source.contains("Not expressible"))
        #expect(try swiftTypeCheckErrors(source) == nil)
    }

    @Test func bTabExportListsWhatTheLibraryCannotSay() throws {
        var config = Preset.bTabViewController.config
        config.bar.location = .bottom
        config.bar.contentMode = .intrinsic
        config.indicator.kind = .dot
        config.items[0].badge = "3"
        config.pager.defaultPage = 1
        config.bar.additionalInset = 10
        let source = BTabViewControllerExporter(config: config).source()
        #expect(source.contains("// Not expressible in BTabViewController, so not set below:"))
        #expect(source.contains("// - bar.location = bottom: the tabs sit at the top of the controller's view."))
        #expect(source.contains("// - bar.contentMode = intrinsic"))
        #expect(source.contains("// - indicator.kind = dot"))
        #expect(source.contains("// - badges"))
        #expect(source.contains("// - pager.defaultPage = 1"))
        #expect(source.contains("// - bar.additionalInset = 10: TabBarController's."))
        #expect(try swiftTypeCheckErrors(source) == nil)
        config = Preset.bTabViewController.config
        config.bar.contentMode = .fit
        config.indicator.kind = .none
        let fit = BTabViewControllerExporter(config: config).source()
        #expect(fit.contains("self.fitTabs = true"))
        #expect(fit.contains("self.isIndicatorVisible = false"))
        #expect(!fit.contains("indicatorColor"))
    }

    @Test func tabBarControllerExportStylesTheBarAndCarriesItsOptions() throws {
        var config = Preset.tabBarControllerBottom.config
        config.bar.additionalInset = 12
        config.bar.hidesBottomBarWhenPushed = true
        config.bar.height = 60
        config.bar.background.style = .flat
        config.bar.background.color = RGBAColor(red: 18, green: 52, blue: 86)
        config.bar.separator.visible = false
        config.buttons.font = FontConfig(size: 11, weight: .semibold)
        config.buttons.tintColor = .black
        config.buttons.selectedTintColor = .systemRed
        config.buttons.badge.backgroundColor = .systemBlue
        config.items[0].badge = "2"
        config.pager.defaultPage = 2
        let source = TabBarControllerExporter(config: config).source()
        // TabBar.swift line 15: the bar's optional additionalInset.
        #expect(source.contains("final class PagerTabBar: UIView, TabBarProtocol {"))
        #expect(source.contains("var additionalInset: CGFloat { 12 }"))
        #expect(source.contains("heightAnchor.constraint(equalToConstant: 60).isActive = true"))
        #expect(source.contains("appearance.configureWithOpaqueBackground()"))
        #expect(
            source.contains("appearance.backgroundColor = UIColor(red: 0.071, green: 0.204, blue: 0.337, alpha: 1)"))
        #expect(source.contains("appearance.shadowColor = .clear"))
        #expect(source.contains("item.normal.iconColor = .black"))
        #expect(
            source.contains(
                "item.normal.titleTextAttributes = [.foregroundColor: UIColor.black, "
                    + ".font: UIFont.systemFont(ofSize: 11, weight: .semibold)]"))
        #expect(source.contains("item.selected.iconColor = .systemRed"))
        #expect(source.contains("item.normal.badgeBackgroundColor = .systemBlue"))
        #expect(source.contains("page.tabBarItem.badgeValue = tab.badge"))
        // TabBarController.swift line 162: the bar hides for a page with hidesBottomBarWhenPushed.
        #expect(source.contains("page.hidesBottomBarWhenPushed = true"))
        #expect(
            source.contains(
                "let page: UIViewController = UINavigationController(rootViewController: UIViewController())"))
        #expect(source.contains("let controller = TabBarController(viewControllers: pages, tabBar: PagerTabBar())"))
        #expect(source.contains("controller.selectedIndex = 2"))
        #expect(!source.contains("Not expressible"))
        #expect(try swiftTypeCheckErrors(source) == nil)
    }

    @Test func tabBarControllerExportListsWhatTheLibraryCannotSay() throws {
        var config = Preset.tabBarControllerRight.config
        config.pager.isScrollEnabled = true
        config.indicator.kind = .line
        config.bar.hidden = true
        config.items[1].style = ItemStyle(backgroundColor: .white)
        let source = TabBarControllerExporter(config: config).source()
        #expect(source.contains("anchor: .right)"))
        #expect(source.contains("controller.setTabBarHidden(true, animated: false)"))
        #expect(source.contains("// - pager.isScrollEnabled = true: TabBarController does not swipe between tabs."))
        #expect(source.contains("// - indicator.kind = line: UITabBar has no indicator."))
        #expect(source.contains("// - items' style"))
        #expect(try swiftTypeCheckErrors(source) == nil)
    }

    /// A tab's own look is BTabViewController's; the other libraries style every tab alike, so their
    /// exports say which tabs lose theirs (the preview draws it under every preset).
    @Test func tabmanAndSwiftUITabPagerExportsNameTheTabsWithTheirOwnLook() throws {
        for preset in [Preset.tabmanButtonBar, Preset.swiftUITabPagerFixed] {
            var config = preset.config
            config.items[0].style = ItemStyle(backgroundColor: .white)
            config.items[2].style = ItemStyle(backgroundColor: .white)
            let source =
                preset == .tabmanButtonBar
                ? TabmanExporter(config: config).source() : SwiftUITabPagerExporter(config: config).source()
            let titles = "\"\(config.items[0].title)\", \"\(config.items[2].title)\""
            #expect(source.contains("// - items' style (\(titles)): BTabViewController's per-tab look;"), "\(preset)")
            #expect(!(preset.config.items.contains { $0.style != nil }))
            #expect(try swiftTypeCheckErrors(source) == nil)
            let plain =
                preset == .tabmanButtonBar
                ? TabmanExporter(config: preset.config).source()
                : SwiftUITabPagerExporter(config: preset.config).source()
            #expect(!plain.contains("items' style"))
        }
    }

    @Test func theTargetsAreNamedAndServedAsSwift() {
        #expect(ExportTarget(rawValue: "btabviewcontroller") == .bTabViewController)
        #expect(ExportTarget(rawValue: "tabbarcontroller") == .tabBarController)
        #expect(ExportTarget.tabBarController.contentType == "text/x-swift; charset=utf-8")
        #expect(ExportTarget.tabBarController.fileName == "PagerTabBarController.swift")
        #expect(ExportTarget.bTabViewController.fileName == "PagerViewController.swift")
    }
}
