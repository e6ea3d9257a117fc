import Testing

@testable import PagerEngine

/// Each behaviour draws its library's badge, or none (docs/decisions/0039). Numbers by hand with
/// `FixedAdvanceMeasurer` (0.6 × size a regular character, 0.65 × size bold, lines 1.2 × size).
struct BadgeLookTests {
    private func withBadges(_ preset: Preset, _ badges: [String?]) -> PagerConfig {
        var config = preset.config
        for (index, badge) in badges.enumerated() where index < config.items.count {
            config.items[index].badge = badge
        }
        return config
    }

    /// uias/Tabman 4.0.1 `Bar/BarButton/Badge/TMBadgeView.swift` 15–20 (insets 2/4/2/4, 11 pt bold), 115
    /// (width ≥ height); `Types/TMLabelBarButton.swift` 22 (8 pt before the badge), 139–151 and 184–189 (the
    /// badge container after the label, the badge centred in it). Unchanged by decision 0039.
    @Test func tabmanKeepsTMBadgeView() {
        let bar = layout(withBadges(.tabmanButtonBar, ["12"]))
        let badge = bar.buttons[0].badge
        // "12": 2 × 0.65 × 11 = 14.3; height 13.2 + 4 = 17.2; width max(14.3 + 8, 17.2) = 22.3.
        #expect(close(badge?.frame.width ?? 0, 22.3))
        #expect(close(badge?.frame.height ?? 0, 17.2))
        #expect(bar.badgeFont.size == 11 && bar.badgeFont.weight == .bold)
        // The badge widens the label button by 8 + 22.3.
        let plain = layout(Preset.tabmanButtonBar.config)
        #expect(close(bar.buttons[0].frame.width - plain.buttons[0].frame.width, 30.3))
    }

    /// TabBarController's default bar is a `UITabBar` (arnauddorgans/TabBarController 1.0.1
    /// `Classes/SystemTabBar.swift` 29–42), so a tab's badge is `UITabBarItem.badgeValue`'s: 13 pt regular
    /// on an 18 pt capsule at least 18 wide, text 5 pt from either end, its leading edge 12 pt in from the
    /// icon's trailing edge and its top 6 pt above the icon's (the playground's reading; UIKit documents
    /// only the `.systemRed` fill and "the upper-right corner of the item"). It does not widen the item.
    @Test func tabBarControllerBadgesSitOnTheIconsTopTrailingCorner() {
        let bar = layout(withBadges(.tabBarControllerBottom, ["3", "888"]))
        #expect(bar.badgeFont.size == 13 && bar.badgeFont.weight == .regular)
        // Items 78 wide; label (4, 33, 70, 12); icon 25 pt, 2 above the label: (26.5, 6, 25, 25), max x 51.5.
        #expect(close(bar.buttons[0].image?.frame ?? .zero, rect(26.5, 6, 25, 25)))
        // "3": 0.6 × 13 = 7.8 + 10 < 18 → 18 × 18 at x 51.5 − 12 = 39.5, y 6 − 6 = 0.
        #expect(close(bar.buttons[0].badge?.frame ?? .zero, rect(39.5, 0, 18, 18)))
        // "888": 3 × 7.8 + 10 = 33.4 wide, growing to the right from the same leading edge (item 2 at x 78).
        #expect(close(bar.buttons[1].badge?.frame ?? .zero, rect(78 + 39.5, 0, 33.4, 18)))
        let plain = layout(Preset.tabBarControllerBottom.config)
        #expect(bar.buttons.map(\.frame) == plain.buttons.map(\.frame))
        #expect(!bar.warnings.contains { $0.code == "no-badges" })
    }

    /// camosss/SwiftUITabPager 4.1.2 has no badge API: nothing under `Sources/SwiftUITabPager/` mentions a
    /// badge; a tab is drawn only by the app's `label: (Item, TabState) -> Label` (`TabPager.swift` 18, 59),
    /// `TabState` being `isSelected` and `selectionProgress` (`Models/TabState.swift` 5–13).
    /// brkyvrkn/BTabViewController @ d91c20b: `BTabItemModel` (`BTabModels/BTabItem.swift` 12–21) is order,
    /// title, fonts, colours, background and alignment; the repository has no badge. The phone shows no
    /// badge under either, so the preview measures and draws none and says so in the warning strip.
    @Test func librariesWithoutABadgeDrawNone() {
        for preset in [Preset.swiftUITabPagerFixed, .swiftUITabPagerScrollable, .bTabViewController] {
            let bar = layout(withBadges(preset, ["12", ""]))
            #expect(bar.buttons.allSatisfy { $0.badge == nil }, "\(preset.id)")
            let plain = layout(preset.config)
            #expect(bar.buttons.map(\.frame) == plain.buttons.map(\.frame), "\(preset.id)")
            let notes = bar.warnings.filter { $0.code == "no-badges" }
            #expect(notes.count == 1, "\(preset.id)")
            #expect(!plain.warnings.contains { $0.code == "no-badges" }, "\(preset.id)")
        }
        let swiftUI = layout(withBadges(.swiftUITabPagerFixed, ["1"]))
        #expect(swiftUI.warnings.contains { $0.message.contains("label closure") })
    }

    /// The badge options show only under the behaviours that draw badges.
    @Test func badgeColoursShowOnlyWhereTheLibraryHasABadge() throws {
        for path in ["buttons.badge.backgroundColor", "buttons.badge.textColor"] {
            let option = try #require(OptionSchema.option(path: path))
            func shown(_ preset: Preset) -> Bool { option.visibleWhen.allSatisfy { $0.holds(in: preset.config) } }
            #expect(shown(.tabmanButtonBar) && shown(.tabmanTabBar) && shown(.tabBarControllerBottom), "\(path)")
            #expect(!shown(.swiftUITabPagerFixed) && !shown(.bTabViewController), "\(path)")
            #expect(option.sources.contains(.tabBarController), "\(path)")
        }
    }
}
