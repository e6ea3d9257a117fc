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

    // Decision 0051: a top bar lays its items out as the bottom one does and says the same, and its
    // content is not cut at the bar's bottom edge (the pages' side). TabBarController adds its bar over the
    // pages (`TabBarController.swift` lines 102 and 108: `addSubview(tabBar)`, then the container view
    // inserted at index 0) and sets no `clipsToBounds`, so the title shows over the pages' top.
    @Test func aTopBarRunsItsTitlesOverThePagesWithTheSameWarning() throws {
        var config = Preset.tabBarControllerTop.config
        config.buttons.font.size = 20
        let bar = layout(config)
        // On the 390 × 844 stage the bar's frame is 0…96 (the 47 pt status band and the 49 pt items); the
        // items are laid out as the bottom bar's (five 78 pt items: the icon centred at 6, the title at 33).
        #expect(close(bar.bar.frame, rect(0, 0, 390, 96)))
        #expect(close(bar.bar.scrollFrame, rect(0, 47, 390, 49)))
        #expect(close(bar.buttons[0].image?.frame ?? .zero, rect(26.5, 6, 25, 25)))
        #expect(close(bar.buttons[0].labelFrame, rect(4, 33, 70, 24)))
        // The title ends at 47 + 57 = 104, 8 pt under the bar's frame: the clip reaches the screen's bottom.
        #expect(close(bar.bar.contentClip, rect(0, 0, 390, 844)))
        let warning = try #require(bar.warnings.first { $0.code == "tab-title-overflow" })
        #expect(
            warning.message
                == "20 pt tab titles are 24 pt tall but the 49 pt tab bar has 12 pt under the icons, so they run "
                + "12 pt below the items (UITabBar keeps its height and the icons their place)")
        #expect(warning.fix?.options == [WarningFix.Setting(key: "buttons.font.size", value: .number(10))])
    }

    @Test func aBottomBarsClipReachesTheScreensBottomWhateverItsSafeArea() {
        // The preset extends its background over the home indicator: the frame already reaches the bottom.
        #expect(close(bottomBar(fontSize: 20).bar.contentClip, rect(0, 761, 390, 83)))
        // Kept inside the safe area, the frame ends at 810, above the band; the titles still show in it.
        var config = Preset.tabBarControllerBottom.config
        config.buttons.font.size = 20
        config.bar.safeAreaBehavior = .respect
        let bar = layout(config)
        #expect(close(bar.bar.frame, rect(0, 761, 390, 49)))
        #expect(close(bar.bar.contentClip, rect(0, 761, 390, 83)))
        // Tabman's scroll view clips as before.
        config.bar.behavior = .tabman
        #expect(close(layout(config).bar.contentClip, layout(config).bar.scrollFrame))
    }

    @Test func aSideRailGrowsItsItemsSoNothingRunsOver() {
        // The rail stacks items at their own height: 6 + 25 + 2 + 24 + 4 = 61.
        var config = Preset.tabBarControllerLeft.config
        config.buttons.font.size = 20
        let rail = layout(config)
        #expect(close(rail.buttons[1].frame.height, 61))
        #expect(close((rail.buttons[1].image?.frame.y ?? 0) - rail.buttons[1].frame.y, 6))
        #expect(!rail.warnings.contains { $0.code == "tab-title-overflow" })
        // A rail keeps its frame as its clip.
        #expect(close(rail.bar.contentClip, rail.bar.frame))
    }

    @Test func tabmanTabItemsAreNotUITabBarItems() {
        // Tabman's TMTabItemBarButton pins its label to the bottom (`ButtonContent`): not this rule.
        var config = Preset.tabBarControllerBottom.config
        config.bar.behavior = .tabman
        config.buttons.font.size = 20
        #expect(!layout(config).warnings.contains { $0.code == "tab-title-overflow" })
    }
}
