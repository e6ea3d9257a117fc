import Testing

@testable import PagerEngine

/// A TabBarController tab bar with large titles (decision 0047). TabBarController lays out no item of its
/// own: `SystemTabBar` pins a `UITabBar` to its four edges (arnauddorgans/TabBarController @ 2002808,
/// `TabBarController/Classes/SystemTabBar.swift` lines 29–42) and passes it the pages' `tabBarItem`s
/// (lines 77–79); nothing in the library sizes the bar for its titles (decision 0016). So a 20 pt title
/// does not make the 49 pt bar taller. The icon stays `imagePadding` (6 pt) from the item's top, where
/// the 10 pt preset puts it, and the title goes under it, past the items; the warning strip says so.
/// The measurer's line box is 1.2 × the size (`GeometryExpectations`).
struct TabBarTitleOverflowTests {
    private func bottomBar(fontSize: Double) -> PagerLayout {
        var config = Preset.tabBarControllerBottom.config
        config.buttons.font.size = fontSize
        return layout(config)
    }

    // 20 pt: a 24 pt line. The content box ends at 49 − 4 = 45. Before: the title at 45 − 24 = 21 pushed
    // the icon to 21 − 2 − 25 = −6, 6 pt above the bar, where the bar cut it. Now: the icon at 6, the
    // title at 6 + 25 + 2 = 33, ending at 57, 12 pt past 45.
    @Test func aTwentyPointTitleLeavesTheIconInItsPlaceAndRunsBelow() throws {
        let bar = bottomBar(fontSize: 20)
        #expect(close(bar.buttons[0].image?.frame ?? .zero, rect(26.5, 6, 25, 25)))
        #expect(close(bar.buttons[0].labelFrame, rect(4, 33, 70, 24)))
        let warning = try #require(bar.warnings.first { $0.code == "tab-title-overflow" })
        #expect(warning.index == nil)
        #expect(
            warning.message
                == "20 pt tab titles are 24 pt tall but the 49 pt tab bar has 12 pt under the icons, so they run "
                + "12 pt below the items (UITabBar keeps its height and the icons their place)")
        // 12 pt of room for a line 1.2 × the size: 10 pt titles.
        let fix = try #require(warning.fix)
        #expect(fix.options == [WarningFix.Setting(key: "buttons.font.size", value: .number(10))])
        #expect(bar.warnings.filter { $0.code == "tab-title-overflow" }.count == 1)
    }

    @Test func thePresetsTenPointTitlesFitAndAreLaidOutAsBefore() {
        let bar = bottomBar(fontSize: 10)
        #expect(close(bar.buttons[0].image?.frame ?? .zero, rect(26.5, 6, 25, 25)))
        #expect(close(bar.buttons[0].labelFrame, rect(4, 33, 70, 12)))
        #expect(!bar.warnings.contains { $0.code == "tab-title-overflow" })
        // A smaller title keeps the title at the bottom and the icon above it, lower than 6 pt.
        let small = bottomBar(fontSize: 8)
        #expect(close(small.buttons[0].labelFrame, rect(4, 35.4, 70, 9.6)))
        #expect(close(small.buttons[0].image?.frame ?? .zero, rect(26.5, 8.4, 25, 25)))
        #expect(!small.warnings.contains { $0.code == "tab-title-overflow" })
    }

    @Test func aSideRailGrowsItsItemsSoNothingRunsOver() {
        // The rail stacks items at their own height: 6 + 25 + 2 + 24 + 4 = 61.
        var config = Preset.tabBarControllerLeft.config
        config.buttons.font.size = 20
        let rail = layout(config)
        #expect(close(rail.buttons[1].frame.height, 61))
        #expect(close((rail.buttons[1].image?.frame.y ?? 0) - rail.buttons[1].frame.y, 6))
        #expect(!rail.warnings.contains { $0.code == "tab-title-overflow" })
    }

    @Test func tabmanTabItemsAreNotUITabBarItems() {
        // Tabman's TMTabItemBarButton pins its label to the bottom (`ButtonContent`): not this rule.
        var config = Preset.tabBarControllerBottom.config
        config.bar.behavior = .tabman
        config.buttons.font.size = 20
        #expect(!layout(config).warnings.contains { $0.code == "tab-title-overflow" })
    }
}
