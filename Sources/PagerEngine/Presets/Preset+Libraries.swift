// Each preset starts from the global defaults (Tabman's `TMBar.ButtonBar` with Pageboy's defaults) and
// sets what its library does differently. docs/geometry.md ("Presets") gives the source of every value;
// values a library leaves to app code come from its README or sample app, as noted there.

/// Colours the presets use that `RGBAColor` does not name.
private enum PresetColor {
    /// UIKit's `.secondaryLabel` in light mode: #3C3C43 at 60 %.
    static let secondaryLabel = RGBAColor(red: 60, green: 60, blue: 67, alpha: 153)
    /// UIKit's `.systemGray` in light mode (an unselected `UITabBarItem`).
    static let systemGray = RGBAColor(red: 142, green: 142, blue: 147)
    /// BTabViewController's text and indicator colour, rgb(64, 64, 64).
    static let bTabGray = RGBAColor(red: 64, green: 64, blue: 64)
    /// `UITabBar`'s hairline: black at 30 %.
    static let tabBarHairline = RGBAColor(red: 0, green: 0, blue: 0, alpha: 77)
}

extension Preset {
    private static func make(
        _ id: String, _ title: String, _ library: String, _ description: String,
        _ customize: (inout PagerConfig) -> Void = { _ in }
    ) -> Preset {
        var config = PagerConfig()
        config.preset = id
        customize(&config)
        return Preset(id: id, title: title, library: library, description: description, config: config)
    }

    public static let tabmanButtonBar = make(
        "tabman.buttonBar", "Tabman · ButtonBar", "Tabman",
        "TMBar.ButtonBar: scrolling labels (17 pt semibold, 16 pt apart) over a 4 pt blue line, on an extra-light blur."
    )

    public static let tabmanTabBar = make(
        "tabman.tabBar", "Tabman · TabBar", "Tabman",
        "TMBar.TabBar: up to five equal tab items (30 pt image over an 11 pt label) without an indicator, at the bottom."
    ) { config in
        config.bar.location = .bottom
        config.bar.layout = .constrained
        config.bar.visibleButtonCount = 5
        config.bar.interButtonSpacing = 0
        config.buttons.kind = .tabItem
        config.buttons.font = FontConfig(size: 11, weight: .regular)
        config.buttons.contentInset = .zero
        config.indicator.kind = .none
    }

    public static let tabmanLineBar = make(
        "tabman.lineBar", "Tabman · LineBar", "Tabman",
        "TMBar.LineBar: no buttons, a 4 pt line sliding across equal slices of the bar."
    ) { config in
        config.bar.layout = .none
        config.bar.contentMode = .fit
        config.buttons.kind = .none
        config.buttons.contentInset = .zero
    }

    public static let swiftUITabPagerFixed = make(
        "swiftUITabPager.fixed", "SwiftUITabPager · fixed", "SwiftUITabPager",
        "TabPager with .fixed tabs: equal shares of the width, labels clipped to their share, a 2 pt accent line over their bottom."
    ) { config in
        swiftUITabPager(&config)
        config.bar.contentMode = .fit
        config.bar.scrollMode = .none
    }

    public static let swiftUITabPagerScrollable = make(
        "swiftUITabPager.scrollable", "SwiftUITabPager · scrollable", "SwiftUITabPager",
        "TabPager with .scrollable tabs: labels at their own width in a scroll view that centres the selected tab."
    ) { config in
        swiftUITabPager(&config)
        config.bar.contentMode = .intrinsic
        config.bar.scrollMode = .interactive
    }

    public static let bTabViewController = make(
        "bTabViewController", "BTabViewController", "BTabViewController",
        "80 pt cells 8 pt apart in a 50 pt bar at the top of the safe area, 12 pt text that turns bold, a 20 × 4 pt pill under the cell's leading edge."
    ) { config in
        config.bar.behavior = .bTabViewController
        // The library pins its tabs to its view's top (`attachTabs`); its example app places that view
        // in a container pinned to the safe area (docs/decisions/0014), so the bar starts below the
        // status bar and the Dynamic Island.
        config.bar.safeAreaBehavior = .respect
        config.bar.sizing = .fixed
        config.bar.height = 50
        config.bar.contentMode = .fixed
        config.bar.buttonWidth = 80
        config.bar.interButtonSpacing = 8
        config.bar.contentInset = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        config.bar.background.style = .flat
        config.bar.background.color = .white
        config.buttons.font = FontConfig(size: 12, weight: .regular)
        config.buttons.selectedFontEnabled = true
        config.buttons.selectedFont = FontConfig(size: 12, weight: .bold)
        config.buttons.tintColor = PresetColor.bTabGray
        config.buttons.selectedTintColor = PresetColor.bTabGray
        config.buttons.contentInset = .zero
        config.buttons.textAlignment = .leading
        config.buttons.transitionStyle = .snap
        config.indicator.weight = 4
        config.indicator.cornerStyle = .eliptical
        config.indicator.color = PresetColor.bTabGray
        config.indicator.overscrollBehavior = .none
        config.indicator.widthMode = .fixed
        config.indicator.fixedWidth = 20
        config.indicator.fixedAlignment = .leading
    }

    public static let tabBarControllerBottom = make(
        "tabBarController.bottom", "TabBarController · bottom", "TabBarController",
        "The default UITabBar anchored to the bottom: 49 pt of equal tab items, its material extending under the home indicator."
    ) { config in
        tabBarController(&config, location: .bottom)
    }

    public static let tabBarControllerTop = make(
        "tabBarController.top", "TabBarController · top", "TabBarController",
        "The UITabBar anchored to the top, its material extending under the status bar; 49 pt tall (the playground's choice)."
    ) { config in
        tabBarController(&config, location: .top)
    }

    public static let tabBarControllerLeft = make(
        "tabBarController.left", "TabBarController · left", "TabBarController",
        "The tab bar anchored to the left edge: an 80 pt rail (the playground's choice) of tab items stacked and centred."
    ) { config in
        tabBarController(&config, location: .left)
    }

    public static let tabBarControllerRight = make(
        "tabBarController.right", "TabBarController · right", "TabBarController",
        "The tab bar anchored to the right edge: an 80 pt rail (the playground's choice) of tab items stacked and centred."
    ) { config in
        tabBarController(&config, location: .right)
    }

    /// SwiftUITabPager's defaults, with the label of its "Fixed vs Scrollable" sample
    /// (`.font(isSelected ? .headline : .body)`, `.secondary` / `.blue`, padding 14 × 8).
    private static func swiftUITabPager(_ config: inout PagerConfig) {
        config.bar.behavior = .swiftUITabPager
        config.buttons.badge.backgroundColor = .systemRed
        config.bar.interButtonSpacing = 0
        config.bar.contentInset = .zero
        config.bar.background.style = .clear
        config.buttons.font = FontConfig(size: 17, weight: .regular)
        config.buttons.selectedFontEnabled = true
        config.buttons.selectedFont = FontConfig(size: 17, weight: .semibold)
        config.buttons.tintColor = PresetColor.secondaryLabel
        config.buttons.selectedTintColor = .systemBlue
        config.buttons.contentInset = EdgeInsets(top: 8, left: 14, bottom: 8, right: 14)
        config.buttons.transitionStyle = .snap
        config.indicator.weight = 2
        config.indicator.cornerStyle = .custom
        config.indicator.cornerRadius = 0
        config.indicator.overscrollBehavior = .none
        config.indicator.placement = .overlay
    }

    /// `UITabBar` as TabBarController's default `SystemTabBar` shows it.
    private static func tabBarController(_ config: inout PagerConfig, location: BarConfig.Location) {
        let vertical = location == .left || location == .right
        config.bar.behavior = .tabBarController
        config.buttons.badge.backgroundColor = .systemRed
        config.bar.location = location
        config.bar.safeAreaBehavior = .extendBackground
        config.bar.sizing = .fixed
        config.bar.height = vertical ? 80 : 49
        config.bar.layout = vertical ? .horizontal : .constrained
        config.bar.visibleButtonCount = 5
        config.bar.interButtonSpacing = vertical ? 8 : 0
        config.bar.alignment = vertical ? .centerDistributed : .leading
        config.bar.scrollMode = .none
        config.bar.background.style = .blur
        config.bar.background.blurStyle = .systemMaterial
        config.bar.separator.visible = true
        config.bar.separator.color = PresetColor.tabBarHairline
        config.bar.separator.height = 0.33
        config.buttons.kind = .tabItem
        config.buttons.font = FontConfig(size: 10, weight: .medium)
        config.buttons.tintColor = PresetColor.systemGray
        config.buttons.selectedTintColor = .systemBlue
        config.buttons.contentInset = EdgeInsets(top: 0, left: 0, bottom: 4, right: 0)
        config.buttons.transitionStyle = .snap
        config.buttons.imageSize = 25
        config.buttons.imagePadding = 6
        config.buttons.imageLabelSpacing = 2
        config.buttons.shrinksImageWhenUnselected = false
        config.indicator.kind = .none
        config.pager.isScrollEnabled = false
    }
}
