import PagerEngine
import Testing

@testable import PlaygroundApp

/// What the export audit against the libraries' sources found (docs/decisions/0030-export-audit.md): code
/// that would not compile when pasted, and options the preview draws that the code left out silently.
struct ExportAuditTests {
    /// `UITabBarItemStateAppearance.titleTextAttributes` and `badgeTextAttributes` are
    /// `[NSAttributedString.Key: Any]`: a value of type `Any` gives `.black` no type to look the member up
    /// in, so `[.foregroundColor: .black]` does not compile. The colour must name `UIColor`.
    @Test func tabBarControllerAttributeColoursNameUIColor() throws {
        var config = Preset.tabBarControllerBottom.config
        config.buttons.tintColor = .black
        config.buttons.selectedTintColor = .systemRed
        config.buttons.badge.textColor = .black
        config.items[0].badge = "2"
        let source = TabBarControllerExporter(config: config).source()
        #expect(source.contains("item.normal.titleTextAttributes = [.foregroundColor: UIColor.black]"))
        #expect(source.contains("item.selected.titleTextAttributes = [.foregroundColor: UIColor.systemRed]"))
        #expect(source.contains("badgeTextAttributes = [.foregroundColor: UIColor.black]"))
        #expect(!source.contains(": [.foregroundColor: ."))
        // Typed contexts keep the short form.
        #expect(source.contains("item.normal.iconColor = .black"))
        #expect(try swiftTypeCheckErrors(source) == nil)
    }

    /// `UITabBarItemAppearance` keeps a badge colour per state: a selected tab's badge takes
    /// `selected.badgeBackgroundColor` (`.systemRed` unless set), so both states get the config's colours.
    @Test func tabBarControllerBadgeColoursApplyToSelectedTabsToo() {
        var config = Preset.tabBarControllerBottom.config
        config.buttons.badge.backgroundColor = .systemBlue
        config.buttons.badge.textColor = .black
        config.items[0].badge = "2"
        let source = TabBarControllerExporter(config: config).source()
        for state in ["normal", "selected"] {
            #expect(source.contains("item.\(state).badgeBackgroundColor = .systemBlue"), "\(state)")
            #expect(
                source.contains("item.\(state).badgeTextAttributes = [.foregroundColor: UIColor.black]"), "\(state)")
        }
    }

    /// uias/Tabman `Sources/Tabman/Bar/BarIndicator/Types/TMBlockBarIndicator.swift`, `layout(in:)`:
    /// `self.backgroundColor = tintColor.withAlphaComponent(0.25)`, which the preview draws (geometry.md).
    /// Setting `backgroundColor` to the colour itself made the phone's block four times as strong.
    @Test func tabmanBlockIndicatorKeepsTabmansQuarterAlpha() throws {
        var config = Preset.tabmanButtonBar.config
        config.indicator.kind = .block
        config.indicator.color = RGBAColor(red: 255, green: 0, blue: 0)
        let source = TabmanExporter(config: config).source()
        #expect(source.contains("bar.indicator.backgroundColor = UIColor.red.withAlphaComponent(0.25)"))
        config.indicator.color = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
        let half = TabmanExporter(config: config).source()
        #expect(half.contains("bar.indicator.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.125)"))
        #expect(try swiftTypeCheckErrors(half) == nil)
    }

    /// uias/Tabman `Sources/Tabman/Bar/BarButton/TMBarButton.swift`: `open var contentInset: UIEdgeInsets`
    /// (default `.zero`) is on every button, tab items included, and the preview insets tab items by it.
    @Test func tabmanTabItemContentInsetIsSet() {
        var config = Preset.tabmanTabBar.config
        config.buttons.contentInset = EdgeInsets(top: 4, left: 0, bottom: 2, right: 0)
        let source = TabmanExporter(config: config).source()
        #expect(source.contains("button.contentInset = UIEdgeInsets(top: 4, left: 0, bottom: 2, right: 0)"))
        #expect(!TabmanExporter(config: Preset.tabmanTabBar.config).source().contains("contentInset"))
    }

    /// uias/Tabman `Sources/Tabman/Bar/BarLayout/Types/TMConstrainedHorizontalBarLayout.swift` subclasses
    /// `TMHorizontalBarLayout` and makes only `contentMode` and `interButtonSpacing` unavailable: its
    /// `showSeparators` (`TMHorizontalBarLayout.swift`) works, and the preview draws them.
    @Test func tabmanConstrainedLayoutShowsButtonSeparators() throws {
        var config = Preset.tabmanTabBar.config
        config.bar.buttonSeparators.visible = true
        config.bar.buttonSeparators.width = 2
        let source = TabmanExporter(config: config).source()
        #expect(source.contains("let bar = TMBar.TabBar()"))
        #expect(source.contains("bar.layout.showSeparators = true"))
        #expect(source.contains("bar.layout.separatorColor = .systemBlue"))
        #expect(source.contains("bar.layout.separatorWidth = 2"))
        #expect(!source.contains("bar.buttonSeparators"))
        #expect(!source.contains("interButtonSpacing"))
        #expect(try swiftTypeCheckErrors(source) == nil)
    }

    /// uias/Tabman `Sources/Tabman/Bar/BarButton/Types/TMTabItemBarButton.swift`: `imagePadding` (8) and
    /// `labelTopPadding` (6) are constants of a `private struct Defaults`, so they cannot be set; the
    /// options of the other libraries' behaviours are not Tabman's either. Each is listed, not dropped.
    @Test func tabmanListsTheOptionsItCannotSet() {
        var config = Preset.tabmanTabBar.config
        config.buttons.imagePadding = 4
        config.buttons.imageLabelSpacing = 2
        config.bar.behavior = .tabBarController
        config.bar.safeAreaBehavior = .extendBackground
        config.bar.additionalInset = 10
        config.bar.hidesBottomBarWhenPushed = true
        let source = TabmanExporter(config: config).source()
        for note in [
            "// - buttons.imagePadding = 4:", "// - buttons.imageLabelSpacing = 2:",
            "// - bar.behavior = tabBarController:",
            "// - bar.safeAreaBehavior = extendBackground:", "// - bar.additionalInset = 10:",
            "// - bar.hidesBottomBarWhenPushed = true:",
        ] {
            #expect(source.contains(note), "\(note)")
        }
        #expect(!TabmanExporter(config: Preset.tabmanTabBar.config).source().contains("Not expressible"))
    }

    /// camosss/SwiftUITabPager `Sources/SwiftUITabPager/TabPager.swift`: the modifiers are the layout,
    /// indicator, swipe, safe-area and separator ones; the label closure is the app's. What the preview
    /// draws beyond them is listed, and the icon-to-title gap is the label's `VStack` spacing.
    @Test func swiftUITabPagerListsWhatItCannotSetAndSpacesIcons() throws {
        var config = Preset.swiftUITabPagerFixed.config
        config.bar.behavior = .tabman
        config.bar.safeAreaBehavior = .ignore
        config.bar.additionalInset = 10
        config.bar.hidesBottomBarWhenPushed = true
        config.indicator.displayMode = .top
        config.buttons.background.style = .flat
        config.bar.sizing = .fixed
        config.buttons.verticalAlignment = .top
        let source = SwiftUITabPagerExporter(config: config).source()
        for note in [
            "// - bar.behavior = tabman:", "// - bar.safeAreaBehavior = ignore:", "// - bar.additionalInset = 10:",
            "// - bar.hidesBottomBarWhenPushed = true:", "// - indicator.displayMode = top:",
            "// - buttons.background = flat:", "// - buttons.verticalAlignment = top:",
        ] {
            #expect(source.contains(note), "\(note)")
        }
        var icons = Preset.swiftUITabPagerFixed.config
        icons.buttons.kind = .tabItem
        icons.buttons.imageLabelSpacing = 3
        let stacked = SwiftUITabPagerExporter(config: icons).source()
        #expect(stacked.contains("VStack(spacing: 3) {"))
        #expect(try swiftTypeCheckErrors(stacked) == nil)
    }

    /// A config whose behaviour is another library's: the preview follows that library's rules, the code
    /// cannot, so BTabViewController and TabBarController say so too (their presets' behaviours stay silent).
    @Test func bTabAndTabBarControllerListAnotherLibrarysBehaviour() {
        var btab = Preset.bTabViewController.config
        btab.bar.behavior = .tabman
        #expect(BTabViewControllerExporter(config: btab).source().contains("// - bar.behavior = tabman:"))
        var tbc = Preset.tabBarControllerBottom.config
        tbc.bar.behavior = .swiftUITabPager
        #expect(TabBarControllerExporter(config: tbc).source().contains("// - bar.behavior = swiftUITabPager:"))
    }
}
