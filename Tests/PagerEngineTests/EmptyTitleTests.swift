import Testing

@testable import PagerEngine

/// Issue 47 item 13: a tab with an empty title. Tabman still makes its button: `TMBarView.reloadData`
/// creates one `Button(for: item)` per item (uias/Tabman 4.0.1 `Sources/Tabman/Bar/BarView/TMBarView.swift`
/// lines 370–378), and `TMLabelBarButton` sizes it to its text plus `contentInset` (left/right 0):
/// `calculateFontIntrinsicContentSize` (`Types/TMLabelBarButton.swift` lines 281–298), 0 pt for "".
/// The horizontal stack keeps its `interButtonSpacing` on both sides, and the indicator spans the
/// button's frame (`TMHorizontalBarLayout.focusArea`, `Types/TMHorizontalBarLayout.swift` lines 182–198),
/// so selected, it is 0 pt wide: nothing of the tab shows. ButtonBar row: Home is 44.2 wide.
struct EmptyTitleTests {
    private func buttonBar(secondTitle: String, _ customize: (inout PagerConfig) -> Void = { _ in }) -> PagerLayout {
        var config = Preset.tabmanButtonBar.config
        config.items[1].title = secondTitle
        customize(&config)
        return layout(config)
    }

    @Test func anEmptyTitleStillMakesAZeroWidthButtonBetweenItsGaps() {
        let bar = buttonBar(secondTitle: "")
        #expect(bar.buttons.count == 5)
        // x = 44.2 + 16; the next button starts one more gap on: 60.2 + 0 + 16.
        #expect(close(bar.buttons[1].frame, rect(60.2, 0, 0, 44.4)))
        #expect(close(bar.buttons[2].frame.x, 76.2))
        // Selected, the line spans the 0 pt button.
        let frame = bar.frame(FrameInput(position: 1))
        #expect(close(frame.indicator.rect, rect(60.2, 44.4, 0, 4)))
        #expect(frame.selectedIndexes == [1])
    }

    @Test func theWarningStripSaysWhyTheSelectedTabShowsNothing() {
        let bar = buttonBar(secondTitle: "")
        #expect(bar.warnings.map(\.code) == ["empty-title"])
        #expect(bar.warnings.first?.index == 1)
        // A title, or a fit bar that gives the button an equal share, draws something: no warning.
        #expect(buttonBar(secondTitle: "News").warnings.isEmpty)
        let fit = buttonBar(secondTitle: "") { $0.bar.contentMode = .fit }
        #expect(fit.buttons[1].frame.width > 0)
        #expect(!fit.warnings.map(\.code).contains("empty-title"))
    }
}
