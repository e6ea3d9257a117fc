import Testing

@testable import PagerEngine

/// Reference A1 and the fixed/constrained variants, on the ButtonBar titles (bold 11.05 pt per character:
/// 44.2, 77.35, 77.35, 77.35, 88.4).
struct ButtonRowTests {
    @Test func separatorsSitHalfwayAlongTheSpacing() {
        var config = Preset.tabmanButtonBar.config
        config.bar.buttonSeparators.visible = true
        let bar = layout(config)
        // Gap = 16 / 2 + 1 + 16 / 2 = 17: x = 0, 44.2 + 17 = 61.2, 61.2 + 77.35 + 17 = 155.55.
        #expect(close(Array(bar.buttons.map(\.frame.x).prefix(3)), [0, 61.2, 155.55]))
        // First line at 44.2 + 8 = 52.2, inset 4 from the 44.4 pt row: (52.2, 4, 1, 36.4).
        #expect(bar.buttonSeparators.count == 4)
        #expect(close(bar.buttonSeparators[0], rect(52.2, 4, 1, 36.4)))
    }

    @Test func fitSharesTheWidthAndWarnsAboutClippedLabels() {
        var config = Preset.tabmanButtonBar.config
        config.bar.contentMode = .fit
        let bar = layout(config)
        // (390 − 4 × 16) / 5 = 65.2: x = 0, 81.2, 162.4, 243.6, 324.8.
        #expect(close(bar.buttons.map(\.frame.x), [0, 81.2, 162.4, 243.6, 324.8]))
        #expect(close(bar.bar.contentSize.width, 390))
        // Explore 77.35 > 65.2 + 0.5.
        #expect(bar.buttons.map(\.clipped) == [false, true, true, true, true])
        #expect(bar.warnings[0].message == "\"Explore\" needs 77.4 pt but each fixed tab has 65.2 pt, so it is clipped")
    }

    @Test func fitHonoursContentInset() {
        var config = Preset.tabmanButtonBar.config
        config.bar.contentMode = .fit
        config.bar.interButtonSpacing = 0
        config.bar.contentInset = EdgeInsets(left: 20, right: 30)
        // L = 390 − 20 − 30 = 340; 340 / 5 = 68.
        #expect(close(layout(config).buttons.map(\.frame.width), [68, 68, 68, 68, 68]))
    }

    @Test func fixedWidthButtons() {
        var config = Preset.tabmanButtonBar.config
        config.bar.contentMode = .fixed
        config.bar.buttonWidth = 100
        config.bar.interButtonSpacing = 10
        let bar = layout(config)
        // 0, 110, 220, 330, 440; C = 5 × 100 + 4 × 10 = 540.
        #expect(close(bar.buttons.map(\.frame.x), [0, 110, 220, 330, 440]))
        #expect(close(bar.bar.contentSize.width, 540))
    }

    @Test func constrainedShowsVisibleButtonCountAndScrollsTheRest() {
        var config = Preset.tabmanButtonBar.config
        config.bar.layout = .constrained
        config.bar.visibleButtonCount = 3
        let bar = layout(config)
        // 390 / min(3, 5) = 130, no spacing: 0, 130, 260, 390, 520; C = 650.
        #expect(close(bar.buttons.map(\.frame.x), [0, 130, 260, 390, 520]))
        #expect(close(bar.bar.contentSize.width, 650))
    }

    @Test func constrainedSubtractsTheSeparatorWidth() {
        var config = Preset.tabmanButtonBar.config
        config.bar.layout = .constrained
        config.bar.visibleButtonCount = 3
        config.bar.buttonSeparators.visible = true
        let bar = layout(config)
        // 130 − 1 = 129 wide, a 1 pt separator after each: x = 0, 130, 260.
        #expect(close(bar.buttons[0].frame.width, 129))
        #expect(close(Array(bar.buttons.map(\.frame.x).prefix(3)), [0, 130, 260]))
        #expect(close(bar.buttonSeparators[0].x, 129))
    }

    @Test func aTabBarControllersUITabBarSpreadsEveryItem() {
        // UITabBar, given all eight items, spreads them over its width in a compact width (Apple,
        // UITabBar.ItemPositioning.automatic); Tabman's constrained bar shows its five and scrolls.
        let titles = ["A", "B", "C", "D", "E", "F", "G", "H"]
        var tabBar = Preset.tabBarControllerBottom.config
        tabBar.items = config(titles: titles).items
        let spread = layout(tabBar)
        // 390 / 8 = 48.75: every tab inside the bar, nothing to scroll.
        #expect(close(spread.buttons.map(\.frame.width), Array(repeating: 48.75, count: 8)))
        #expect(close(spread.bar.contentSize.width, 390))
        var tabman = Preset.tabmanTabBar.config
        tabman.items = tabBar.items
        #expect(close(layout(tabman).bar.contentSize.width, 390 / 5 * 8))
    }

    @Test func constrainedWithFewerItemsThanVisibleFillsTheBar() {
        var config = config(titles: ["A", "B"])
        config.bar.layout = .constrained
        // 390 / min(5, 2) = 195.
        #expect(close(layout(config).buttons.map(\.frame.width), [195, 195]))
    }

    @Test func aBarWithNoRoomWarns() {
        var config = Preset.tabmanButtonBar.config
        config.bar.contentMode = .fit
        config.bar.interButtonSpacing = 100
        let bar = layout(config)
        // (390 − 4 × 100) / 5 < 0 → every button is 0 wide.
        #expect(bar.buttons.allSatisfy { $0.frame.width == 0 })
        #expect(
            bar.warnings.first
                == LayoutWarning(
                    code: "bar-too-narrow", index: nil,
                    message:
                        "the bar has 390 pt for buttons but spacing and insets take 400 pt, so the buttons have no width"
                ))
    }

    @Test(arguments: [(118.333, "118.3"), (78, "78"), (0.05, "0.1"), (-2.25, "-2.3"), (65.2, "65.2")])
    func warningNumbers(value: Double, text: String) {
        #expect(LayoutWarning.points(value) == text)
    }
}
