import Testing

@testable import PagerEngine

/// BTabViewController and TabBarController presets on `phone`, from reference §5.
struct BTabAndTabBarControllerPresetGoldenTests {
    // BTabViewController: a 50 pt bar at the safe area's top, y 47 (issue 47: the library pins its tabs
    // to its view's top, `BTabViewController.swift` lines 208–212, and its example app pins that view's
    // container to the safe area, `BTabViewControllerExample/Storyboards/Base.lproj/Main.storyboard`
    // lines 19–33; docs/decisions/0014); 4 pt indicator strip → 46 pt cells;
    // cells 80 wide, 8 apart: x = 0, 88, 176, 264, 352; C = 432. Section inset 12 each side →
    // offsets from −12 to 432 + 12 − 390 = 54.
    let bTab = layout(Preset.bTabViewController.config)

    @Test func bTabLayout() {
        #expect(close(bTab.bar.frame, rect(0, 47, 390, 50)))
        #expect(close(bTab.buttons.map(\.frame.x), [0, 88, 176, 264, 352]))
        // The flow layout centres each column's one 46 pt cell in the 50 pt bar: y (50 − 46) / 2 = 2.
        #expect(close(bTab.buttons[2].frame, rect(176, 2, 80, 46)))
        // 12 pt regular: line 14.4, centred in the cell: 2 + (46 − 14.4) / 2 = 17.8; label fills the cell.
        #expect(close(bTab.buttons[2].labelFrame, rect(176, 17.8, 80, 14.4)))
        #expect(bTab.textAlignment == "left")
        #expect(close(bTab.bar.minOffset, Point(x: -12, y: 0)))
        #expect(close(bTab.bar.maxOffset, Point(x: 54, y: 0)))
        // Eliptical 4 pt line: radius 2.
        #expect(bTab.indicator.cornerRadius == 2)
        // Pages from the bar's bottom to the screen's: (0, 97, 390, 747); the home indicator's 34 pt inset.
        #expect(close(bTab.pages.frame, rect(0, 97, 390, 747)))
        #expect(close(bTab.pages.safeArea, EdgeInsets(bottom: 34)))
    }

    @Test(arguments: [(-0.3, 0.0, 0), (0, 0, 0), (1.5, 88, 1), (4.4, 352, 4), (2.9, 176, 2)])
    func bTabFrames(position: Double, x: Double, selected: Int) {
        // The 20 × 4 indicator sits under the leading edge of cell floor(p), in the strip at y 46.
        let frame = bTab.frame(FrameInput(position: position))
        #expect(close(frame.indicator.rect, rect(x, 46, 20, 4)))
        #expect(frame.selectedIndexes == [selected])
        #expect(close(frame.barOffset, Point(x: -12, y: 0)))
    }

    @Test func aSlidIndicatorLiesBetweenCellsAndPastTheLastOne() {
        // isIndicatorSlide leaves the indicator at fractional positions: 0.5 is half-way from x 0 to 88;
        // 2.25 a quarter of 176 → 264; past the last cell (352) 4.25 is a quarter of the 88 pt step from
        // cell 3 beyond it: 374.
        for (position, x) in [(0.5, 44.0), (2.25, 198), (4.25, 374)] {
            var input = FrameInput(position: 0)
            input.indicator = .at(position)
            #expect(close(bTab.frame(input).indicator.rect, rect(x, 46, 20, 4)), "\(position)")
        }
    }

    @Test func aSpringPastItsTargetDrawsTheIndicatorPastTheCell() {
        // Springing from cell 0 (x 0) to cell 1 (x 88), 4 % past: x = 88 × 1.04 = 91.52.
        var input = FrameInput(position: 1)
        input.indicator = .blend(from: 0, to: 1, fraction: 1.04)
        #expect(close(bTab.frame(input).indicator.rect, rect(91.52, 46, 20, 4)))
    }

    // TabBarController: 49 pt UITabBar, background extended over the 34 pt home indicator area.
    // Bottom: frame (0, 844 − 34 − 49 = 761, 390, 83); tab items 78 wide; content box bottom 49 − 4 = 45;
    // 10 pt label (line 12) at 45 − 12 = 33; 25 pt image at 33 − 2 − 25 = 6, x = 39 − 12.5 = 26.5.
    @Test func bottomLayout() {
        let bar = layout(Preset.tabBarControllerBottom.config)
        #expect(close(bar.bar.frame, rect(0, 761, 390, 83)))
        #expect(close(bar.bar.scrollFrame, rect(0, 761, 390, 49)))
        #expect(close(bar.buttons[0].labelFrame, rect(4, 33, 70, 12)))
        #expect(close(bar.buttons[0].image?.frame ?? .zero, rect(26.5, 6, 25, 25)))
        #expect(close(bar.bar.separator ?? .zero, rect(0, 760.67, 390, 0.33)))
        // Inset max(0, 83 − 34) = 49.
        #expect(close(bar.pages.insets, EdgeInsets(bottom: 49)))
        #expect(close(bar.bar.hiddenOffset, Point(x: 0, y: 83)))
    }

    @Test func topLayout() {
        // (0, 0, 390, 47 + 49 = 96); content from y 47; inset max(0, 96 − 47) = 49.
        let bar = layout(Preset.tabBarControllerTop.config)
        #expect(close(bar.bar.frame, rect(0, 0, 390, 96)))
        #expect(close(bar.bar.scrollFrame, rect(0, 47, 390, 49)))
        #expect(close(bar.bar.separator ?? .zero, rect(0, 96, 390, 0.33)))
        #expect(close(bar.pages.insets, EdgeInsets(top: 49)))
        #expect(close(bar.bar.hiddenOffset, Point(x: 0, y: -96)))
    }

    // arnauddorgans/TabBarController @ 2002808 sizes no bar: SystemTabBar.swift lines 30–40 pins a UITabBar
    // to the bar view's four edges, and TabBarAnimator.swift lines 105–142 pins only the bar's outer edges to
    // the container. The height is the UITabBar's own (UIKit's, no source to cite), and UITabBar has no side
    // form, so the presets' 49 pt and 80 pt are the playground's and the control's help says so.
    @Test func theTabBarSizesAreMarkedAsThePlaygroundsChoice() throws {
        let help = try #require(OptionSchema.option(path: "bar.height")).help
        #expect(help.contains("TabBarController's 49 pt bar, 80 pt rail: the playground's choice."))
        #expect(Preset.tabBarControllerTop.config.bar.height == 49)
        #expect(Preset.tabBarControllerBottom.config.bar.height == 49)
        #expect(Preset.tabBarControllerLeft.config.bar.height == 80)
        #expect(Preset.tabBarControllerRight.config.bar.height == 80)
        for preset in [Preset.tabBarControllerTop, .tabBarControllerLeft, .tabBarControllerRight] {
            #expect(preset.description.contains("the playground's choice"), "\(preset.id)")
        }
    }

    // Left/right: an 80 pt rail, items stacked: 6 + 25 + 2 + 12 + 4 = 49 tall, 8 apart:
    // y = 0, 57, 114, 171, 228; C = 277. Centre-distributed: max(0, (844 / 2 − 47) − 277 / 2) = 236.5.
    @Test func leftLayout() {
        let bar = layout(Preset.tabBarControllerLeft.config)
        #expect(bar.bar.axis == .vertical)
        #expect(close(bar.bar.frame, rect(0, 0, 80, 844)))
        #expect(close(bar.bar.scrollFrame, rect(0, 47, 80, 763)))
        #expect(close(bar.buttons.map(\.frame.y), [0, 57, 114, 171, 228]))
        #expect(close(bar.buttons[1].frame, rect(0, 57, 80, 49)))
        #expect(close(bar.buttons[1].labelFrame, rect(4, 90, 72, 12)))
        #expect(close(bar.buttons[1].image?.frame ?? .zero, rect(27.5, 63, 25, 25)))
        #expect(close(bar.pages.insets, EdgeInsets(left: 80)))
        #expect(close(bar.bar.separator ?? .zero, rect(80, 0, 0.33, 844)))
        // The stack's centre: 47 + 236.5 + 138.5 = 422 = 844 / 2.
        #expect(close(bar.frame(FrameInput(position: 1.5)).barOffset, Point(x: 0, y: -236.5)))
    }

    @Test func rightLayout() {
        let bar = layout(Preset.tabBarControllerRight.config)
        #expect(close(bar.bar.frame, rect(310, 0, 80, 844)))
        #expect(close(bar.pages.insets, EdgeInsets(right: 80)))
        #expect(close(bar.bar.separator ?? .zero, rect(309.67, 0, 0.33, 844)))
        #expect(close(bar.bar.hiddenOffset, Point(x: 80, y: 0)))
    }

    @Test(
        arguments: [
            Preset.tabBarControllerBottom, .tabBarControllerTop, .tabBarControllerLeft, .tabBarControllerRight,
        ],
        [(-0.3, 0), (0, 0), (1.5, 1), (4.4, 4)])
    func tabBarFramesSelectTheCommittedTab(preset: Preset, expectation: (position: Double, selected: Int)) {
        // No paging between tabs: the committed tab (floor of the position when none is given) is selected.
        let frame = layout(preset.config).frame(FrameInput(position: expectation.position))
        let expected = (0..<5).map { $0 == expectation.selected ? 1.0 : 0 }
        #expect(frame.progresses == expected)
        #expect(frame.buttons[expectation.selected].color == .systemBlue)
        #expect(frame.buttons[(expectation.selected + 1) % 5].color == RGBAColor(red: 142, green: 142, blue: 147))
        #expect(frame.indicator.opacity == 0)
    }
}
