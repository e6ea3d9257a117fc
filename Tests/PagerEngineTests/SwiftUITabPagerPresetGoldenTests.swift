import Testing

@testable import PagerEngine

/// SwiftUITabPager's two layouts on `phone`, from reference §4 with `FixedAdvanceMeasurer`.
///
/// Label: 17 pt regular (10.2 pt per character) / 17 pt semibold selected (bold, 11.05), padding 14 × 8,
/// line 20.4 → row 20.4 + 16 = 36.4. The 2 pt indicator overlays the bottom of the labels: y = 36.4 − 2 = 34.4.
struct SwiftUITabPagerPresetGoldenTests {
    // Fixed: cell = (390 − 2 × 0 − 0 × 4) / 5 = 78; cells at 0, 78, 156, 234, 312; label box 78 − 28 = 50.
    let fixed = layout(Preset.swiftUITabPagerFixed.config)

    @Test func fixedLayout() {
        #expect(close(fixed.bar.frame, rect(0, 47, 390, 36.4)))
        #expect(close(fixed.buttons.map(\.frame.x), [0, 78, 156, 234, 312]))
        #expect(close(fixed.buttons[0].labelFrame, rect(14, 8, 50, 20.4)))
        // Pages stack under the bar (47 + 36.4 = 83.4) and run into the bottom safe area.
        #expect(close(fixed.pages.frame, rect(0, 83.4, 390, 760.6)))
        #expect(close(fixed.pages.insets, .zero))
        #expect(close(fixed.pages.safeArea, .zero))
        #expect(fixed.textOverflow == "clip")
    }

    @Test func fixedClippingWarnings() {
        // camosss/SwiftUITabPager 4.1.2, TabButtons.swift lines 56–61: the label with its 14 pt padding is
        // `.frame(width: cellWidth).clipped()`, so the centred title may spread over the padding and is cut
        // only past the cell's edges (more than TabBarLayout.swift's 0.5 pt slack, lines 28–31).
        // Explore: 71.4 normal, 77.35 selected ≤ 78.5 → drawn whole, though wider than the 50 pt box.
        // Settings: 81.6 normal, 88.4 selected > 78.5 → cut in both states.
        #expect(fixed.buttons.map(\.clipped) == [false, false, false, false, true])
        #expect(
            fixed.warnings
                == [
                    LayoutWarning(
                        code: "label-clipped", index: 4,
                        message: "\"Settings\" needs 88.4 pt but each fixed tab has 78 pt, so it is clipped")
                ])
    }

    @Test func aTitleCutOnlyInTheSelectedFontSaysSo() {
        // Cell (390 − 2 × 7.5) / 5 = 75: Explore fits regular (71.4 ≤ 75.5) but not semibold (77.35).
        var config = Preset.swiftUITabPagerFixed.config
        config.bar.contentInset = EdgeInsets(left: 7.5, right: 7.5)
        let bar = layout(config)
        #expect(bar.buttons.map(\.clipped) == [false, true, true, true, true])
        #expect(
            bar.warnings.first?.message
                == "\"Explore\" needs 77.4 pt when selected but each fixed tab has 75 pt, so it is clipped")
        #expect(
            bar.warnings.last?.message == "\"Settings\" needs 88.4 pt but each fixed tab has 75 pt, so it is clipped")
    }

    @Test func aLongTitleIsReallyClippedAndAShortOneIsNot() {
        // "Notifications": 13 × 10.2 = 132.6 regular, far past the 78 pt cell; "Feed" (40.8 / 44.2) fits.
        var config = Preset.swiftUITabPagerFixed.config
        config.items = ["Feed", "Notifications", "Maps", "Mail", "News"].map { PagerItem(id: $0, title: $0) }
        let bar = layout(config)
        #expect(bar.buttons.map(\.clipped) == [false, true, false, false, false])
        #expect(
            bar.warnings.map(\.message) == [
                "\"Notifications\" needs 143.7 pt but each fixed tab has 78 pt, so it is clipped"
            ])
    }

    @Test func aLeadingTitleIsCutAtTheCellsTrailingEdge() {
        // Leading alignment starts the title at the box (14 pt in): Explore's 77.35 ends at 91.35 > 78.5.
        var config = Preset.swiftUITabPagerFixed.config
        config.buttons.textAlignment = .leading
        #expect(layout(config).buttons.map(\.clipped) == [false, true, true, true, true])
    }

    @Test(arguments: [
        // position, indicator x, selected tab.
        // −0.3: committed 0, q = −0.3, no tab −1 → stays on cell 0.
        (-0.3, 0.0, 0),
        (0, 0, 0),
        // 1.5: committed 1, q = 0.5 → 78 + (156 − 78) × 0.5 = 117; isSelected flips only past 0.5 → 1.
        (1.5, 117, 1),
        // 4.4: committed 4, q = 0.4, no tab 5 → cell 4 at 312.
        (4.4, 312, 4),
        // 1.75: q = 0.75 → 78 + 78 × 0.75 = 136.5, selection shown on 2.
        (1.75, 136.5, 2),
    ])
    func fixedFrames(position: Double, x: Double, selected: Int) {
        let frame = fixed.frame(FrameInput(position: position))
        #expect(close(frame.indicator.rect, rect(x, 34.4, 78, 2)))
        #expect(frame.selectedIndexes == [selected])
        // `.snap` buttons: colour and font switch with isSelected.
        #expect(frame.progresses == (0..<5).map { $0 == selected ? 1 : 0 })
        #expect(close(frame.barOffset, .zero))
    }

    @Test func fixedProgressFollowsTheFingerWhenProgressive() {
        var config = Preset.swiftUITabPagerFixed.config
        config.buttons.transitionStyle = .progressive
        // Committed 1, q = 0.75: tab 1 gets 1 − 0.75 = 0.25, tab 2 gets 0.75.
        #expect(layout(config).frame(FrameInput(position: 1.75, index: 1)).progresses == [0, 0.25, 0.75, 0, 0])
        // At the leading edge the selected tab drops to 1 − 0.3 = 0.7 with no neighbour taking the rest.
        #expect(layout(config).frame(FrameInput(position: -0.3, index: 0)).progresses == [0.7, 0, 0, 0, 0])
    }

    @Test func fixedWithTheSampleLayoutConfig() {
        // `.tabBarLayoutConfig(buttonSpacing: 4, sidePadding: 12)`: cell = (390 − 2 × 12 − 4 × 4) / 5 = 70.
        var config = Preset.swiftUITabPagerFixed.config
        config.bar.interButtonSpacing = 4
        config.bar.contentInset = EdgeInsets(left: 12, right: 12)
        let bar = layout(config)
        // Content x = 0, 74, 148, 222, 296, shown from 12 (the bar rests at offset −12).
        #expect(close(bar.buttons.map(\.frame.x), [0, 74, 148, 222, 296]))
        #expect(close(bar.buttons.map(\.frame.width), [70, 70, 70, 70, 70]))
        #expect(close(bar.frame(FrameInput(position: 2)).barOffset, Point(x: -12, y: 0)))
        // Home (44.2) fits its 70 pt cell; Explore's 71.4 regular does not (> 70.5), nor do the rest.
        #expect(bar.warnings.count == 4)
        #expect(
            bar.warnings.first?.message == "\"Explore\" needs 77.4 pt but each fixed tab has 70 pt, so it is clipped")
    }

    // Scrollable: each label as wide as the state it shows (ButtonMetrics.reflows; camosss/SwiftUITabPager
    // 4.1.2, TabButtons.swift 52–67 gives a scrollable label no width of its own, and the sample's label is
    // `.font(state.isSelected ? .headline : .body)`, LayoutStyleSample.swift line 75). Home selected:
    // 44.2 + 28 = 72.2; Explore/Library/Profile regular 71.4 + 28 = 99.4; Settings 81.6 + 28 = 109.6.
    // x = 0, 72.2, 171.6, 271, 370.4; C = 480.
    let scrollable = layout(Preset.swiftUITabPagerScrollable.config)

    @Test func scrollableLayout() {
        #expect(close(scrollable.buttons.map(\.frame.x), [0, 72.2, 171.6, 271, 370.4]))
        #expect(close(scrollable.bar.contentSize.width, 480))
        #expect(close(scrollable.bar.maxOffset, Point(x: 90, y: 0)))
        #expect(scrollable.labelSelection == 0)
        #expect(scrollable.warnings.isEmpty)
    }

    @Test func scrollableCellsReflowForTheSelectedTab() {
        // Library selected: Home 40.8 + 28 = 68.8, Library 77.35 + 28 = 105.35 (the wider of the two is gone).
        let reflowed = layout(Preset.swiftUITabPagerScrollable.config, selection: 2)
        #expect(close(reflowed.buttons.map(\.frame.width), [68.8, 99.4, 105.35, 99.4, 109.6]))
        #expect(close(reflowed.buttons.map(\.frame.x), [0, 68.8, 168.2, 273.55, 372.95]))
        #expect(close(reflowed.bar.contentSize.width, 482.55))
        // The fixed layout keeps equal shares whatever is selected.
        #expect(layout(Preset.swiftUITabPagerFixed.config, selection: 2).labelSelection == nil)
    }

    @Test(arguments: [
        // position, indicator x, width, bar offset (the layout sized for tab 0).
        (-0.3, 0.0, 72.2, 0.0),
        (0, 0, 72.2, 0),
        // 1.5: 72.2 + (171.6 − 72.2) × 0.5 = 121.9; bar centres tab 1: 72.2 + 49.7 − 195 < 0 → 0.
        (1.5, 121.9, 99.4, 0),
        // 4.4: cell 4; bar centres tab 4: 370.4 + 54.8 − 195 = 230.2 → clamped to 90.
        (4.4, 370.4, 109.6, 90),
        // 2: bar centres tab 2: 171.6 + 49.7 − 195 = 26.3.
        (2, 171.6, 99.4, 26.3),
    ])
    func scrollableFrames(position: Double, x: Double, width: Double, offset: Double) {
        let frame = scrollable.frame(FrameInput(position: position))
        #expect(close(frame.indicator.rect, rect(x, 34.4, width, 2)))
        #expect(close(frame.barOffset, Point(x: offset, y: 0)))
    }

    @Test func scrollableCentresTheCommittedTabNotThePosition() {
        // Dragging from tab 3 back towards 2 (p = 2.4, committed 3) keeps tab 3 centred:
        // 271 + 49.7 − 195 = 125.7 → clamped to 90.
        let frame = scrollable.frame(FrameInput(position: 2.4, index: 3))
        #expect(close(frame.barOffset, Point(x: 90, y: 0)))
        // The indicator moves from cell 3 towards 2 by |q| = 0.6: 271 + (171.6 − 271) × 0.6 = 211.36.
        #expect(close(frame.indicator.x, 211.36))
    }

    /// The simulation lays the bar out again when `isSelected` moves: on a tap at once, in a swipe past half
    /// way (TabState.swift: `isSelected` is the display index, which flips at |q| > 0.5).
    @Test func theSimulationReflowsWhenTheSelectedStateMoves() {
        var simulation = PagerSimulation(
            config: Preset.swiftUITabPagerScrollable.config, viewport: phone,
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        #expect(simulation.layout.labelSelection == 0)
        var outputs = simulation.handle(TimedInput(time: 0.1, input: .scrub(position: 0.4)))
        outputs += simulation.advance(to: 0.15)
        #expect(simulation.layout.labelSelection == 0)
        outputs += simulation.handle(TimedInput(time: 0.2, input: .scrub(position: 0.6)))
        outputs += simulation.advance(to: 0.25)
        #expect(simulation.layout.labelSelection == 1)
        #expect(close(simulation.layout.buttons.map(\.frame.width), [68.8, 105.35, 99.4, 99.4, 109.6]))
        outputs += simulation.handle(TimedInput(time: 0.3, input: .scrubEnd))
        outputs += simulation.advance(to: 1)
        #expect(simulation.index == 1)
        #expect(simulation.layout.labelSelection == 1)
        outputs += simulation.handle(TimedInput(time: 1, input: .tap(index: 3)))
        outputs += simulation.advance(to: 2)
        #expect(simulation.layout.labelSelection == 3)
        // 0 → 1 in the scrub; 1 → 2 → 3 as the tap's scroll carries the frames' `isSelected` across tab 2.
        let layouts = outputs.filter { if case .layout = $0 { true } else { false } }
        #expect(layouts.count == 3)
    }
}
