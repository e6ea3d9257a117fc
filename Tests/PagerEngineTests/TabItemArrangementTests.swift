import Testing

@testable import PagerEngine

/// Tabman's tab items side by side in landscape and on regular-width screens
/// (`TMTabItemBarButton.makeComponentConstraints`), worked out by hand with `FixedAdvanceMeasurer`:
/// 11 pt regular titles, 6.6 pt a character, 13.2 pt lines; 30 pt images; `imagePadding` 8.
struct TabItemArrangementTests {
    /// An 844 × 390 phone in landscape (compact width) with 47 pt side safe areas.
    static let landscape = Viewport(
        width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    private func tabBar(_ titles: [String], badge: String? = nil) -> PagerConfig {
        var config = Preset.tabmanTabBar.config
        config.items = titles.enumerated().map {
            PagerItem(id: "t\($0.offset)", title: $0.element, badge: $0.offset == 1 ? badge : nil, icon: "house")
        }
        return config
    }

    @Test func aPhoneInLandscapePutsTheImageBeforeTheTitle() {
        let bar = layout(tabBar(["Home", "Search", "Library", "Profile"], badge: "3"), viewport: Self.landscape)
        // Compact width: padding 8 / 2 = 4. The box is 4 + 30 + 4 + title + 4 wide and 30 + 2 × 4 = 38 tall,
        // so the bar is 38 tall. Four of five visible: (844 − 47 − 47) / 4 = 187.5 a button.
        #expect(close(bar.bar.contentSize.height, 38))
        #expect(close(bar.buttons.map(\.frame.width), Array(repeating: 187.5, count: 4)))
        // "Home" (26.4): box 68.4 wide centred at 93.75 → x 59.55; image 4 in (63.55, 4); the title after
        // it and 4 more (97.55), centred on the box's middle (19 − 6.6 = 12.4).
        let home = bar.buttons[0]
        #expect(close(home.frame, rect(0, 0, 187.5, 38)))
        #expect(close(home.image?.frame ?? .zero, rect(63.55, 4, 30, 30)))
        #expect(close(home.labelFrame, rect(97.55, 12.4, 26.4, 13.2)))
        // "Search" (39.6): box 81.6 wide at 187.5 + 93.75 − 40.8 = 240.45; the badge 4 after it, 4 from the
        // top: "3" is 7.15 + 8 = 15.15 wide, 13.2 + 4 = 17.2 tall, so 17.2 × 17.2.
        #expect(close(bar.buttons[1].badge?.frame ?? .zero, rect(326.05, 4, 17.2, 17.2)))
        #expect(bar.warnings.isEmpty)
    }

    @Test func regularWidthKeepsTheWholePadding() {
        // A Max iPhone in landscape (932 wide) has a regular width: padding 8, so the box is 30 + 16 = 46
        // tall and 8 + 30 + 8 + 26.4 = 72.4 wide, centred in the button, "Home"'s image 8 into it.
        let max = Viewport(width: 932, height: 430, safeArea: EdgeInsets(left: 59, bottom: 21, right: 59))
        let bar = layout(tabBar(["Home", "Search"]), viewport: max)
        #expect(close(bar.bar.contentSize.height, 46))
        let home = bar.buttons[0]
        #expect(close(home.image?.frame ?? .zero, rect(home.frame.midX - 36.2 + 8, 8, 30, 30)))
    }

    @Test func anIPadUsesCaption1ForThePresetsFont() {
        // An iPad in portrait: regular width (padding 8) and TMTabItemBarButton's iPad font, caption1 at
        // 12 pt: "Home" 4 × 7.2 = 28.8 wide in a 14.4 pt line; the box 8 + 30 + 8 + 28.8 = 74.8 wide, the
        // title 8 + 30 + 4 = 42 into it, centred on its middle (46 / 2 − 7.2).
        let iPad = Viewport(width: 744, height: 1133, safeArea: EdgeInsets(top: 24, bottom: 20))
        let bar = layout(tabBar(["Home", "Search"]), viewport: iPad)
        #expect(bar.font.size == 12)
        let home = bar.buttons[0]
        #expect(close(home.image?.frame ?? .zero, rect(home.frame.midX - 37.4 + 8, 8, 30, 30)))
        #expect(close(home.labelFrame, rect(home.frame.midX - 37.4 + 42, 23 - 7.2, 28.8, 14.4)))
        // A font the designer chose stays; phones keep caption2.
        var chosen = tabBar(["Home"])
        chosen.buttons.font = FontConfig(size: 13, weight: .regular)
        #expect(layout(chosen, viewport: iPad).font.size == 13)
        #expect(layout(tabBar(["Home"]), viewport: Self.landscape).font.size == 11)
    }

    @Test func aNarrowButtonSqueezesTheTitle() {
        // 600 × 320 without safe areas, five visible: 120 a button. "Notifications" (85.8) would need a
        // 127.8 pt box; the box takes the button's 120 and the title the 120 − 42 = 78 left, clipped.
        let viewport = Viewport(width: 600, height: 320)
        let bar = layout(tabBar(["Notifications", "B", "C", "D", "E"]), viewport: viewport)
        let first = bar.buttons[0]
        #expect(close(first.image?.frame.x ?? 0, 4))
        #expect(close(first.labelFrame, rect(38, 12.4, 78, 13.2)))
        #expect(first.clipped)
    }

    @Test func portraitPhonesAndOtherLibrariesStack() {
        // In portrait: image over title, the button 8 + 30 + 6 + 13.2 = 57.2 tall.
        #expect(close(layout(tabBar(["Home", "Search"])).bar.contentSize.height, 57.2))
        #expect(
            TabItemArrangement.make(behavior: .tabman, viewport: Self.landscape, imagePadding: 8)
                == .inline(padding: 4))
        for behavior in [BarConfig.Behavior.tabBarController, .swiftUITabPager, .bTabViewController] {
            #expect(TabItemArrangement.make(behavior: behavior, viewport: Self.landscape, imagePadding: 8) == .stacked)
        }
        #expect(TabItemArrangement.make(behavior: .tabman, viewport: phone, imagePadding: 8) == .stacked)
    }
}
