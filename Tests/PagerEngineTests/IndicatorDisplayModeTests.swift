import Testing

@testable import PagerEngine

/// Tabman's `TMBarIndicator.DisplayMode` (issue 47, section 3). uias/Tabman 4.0.1
/// `Sources/Tabman/Bar/BarView/TMBarView.swift` lines 488–507, `container(for:)`: `.top` inserts the
/// indicator's container at index 0 of the grid's vertical stack (`TMBarViewLayoutGrid.addTopSubview`,
/// `TMBarViewLayoutGrid.swift` lines 75–77), above the button row; `.bottom` appends it (lines 79–81);
/// `.fill` pins it to the scroll view's edges behind the buttons. Each class returns its own mode: line,
/// dot and chevron `.bottom`, block `.fill` (`Types/TMLineBarIndicator.swift` lines 33–35,
/// `TMBlockBarIndicator.swift` 24–26). ButtonBar: buttons 44.4 tall, line 4.
struct IndicatorDisplayModeTests {
    @Test func automaticIsTheIndicatorClassesOwnMode() {
        var indicator = IndicatorConfig()
        #expect(indicator.effectiveDisplayMode == .bottom)
        indicator.kind = .block
        #expect(indicator.effectiveDisplayMode == .fill)
        indicator.kind = .chevron
        indicator.displayMode = .top
        #expect(indicator.effectiveDisplayMode == .top)
    }

    @Test func topStacksTheStripAboveTheButtons() {
        let bar = buttonBarLayout { $0.indicator.displayMode = .top }
        // The vertical stack is [indicator 4][buttons 44.4]: the bar stays 48.4 tall.
        #expect(close(bar.bar.frame, rect(0, 47, 390, 48.4)))
        #expect(close(bar.buttons[1].frame.y, 4))
        #expect(close(bar.buttons[1].labelFrame.y, 16))
        #expect(close(bar.frame(FrameInput(position: 1)).indicator.rect, rect(60.2, 0, 77.35, 4)))
        // Bottom (automatic) keeps the line under the buttons.
        let bottom = buttonBarLayout { $0.indicator.displayMode = .bottom }
        #expect(close(bottom.frame(FrameInput(position: 1)).indicator.rect, rect(60.2, 44.4, 77.35, 4)))
        #expect(close(bottom.buttons[1].frame.y, 0))
    }

    @Test func aDotOnTopTakesItsOwnHeight() {
        let bar = buttonBarLayout {
            $0.indicator.kind = .dot
            $0.indicator.displayMode = .top
        }
        // Dot 8: the strip is 8 tall above the buttons; the dot is centred on the button (60.2 + 77.35/2 − 4).
        #expect(close(bar.buttons[0].frame.y, 8))
        #expect(close(bar.frame(FrameInput(position: 1)).indicator.rect, rect(94.875, 0, 8, 8)))
    }

    @Test func aBlockFillsAndOtherLibrariesIgnoreTheOption() {
        let block = buttonBarLayout {
            $0.indicator.kind = .block
            $0.indicator.displayMode = .fill
        }
        #expect(close(block.frame(FrameInput(position: 0)).indicator.rect, rect(0, 0, 44.2, 44.4)))
        var swiftUI = Preset.swiftUITabPagerScrollable.config
        let before = layout(swiftUI).frame(FrameInput(position: 1)).indicator.rect
        swiftUI.indicator.displayMode = .top
        #expect(layout(swiftUI).frame(FrameInput(position: 1)).indicator.rect == before)
    }

    /// Modes Tabman cannot lay out: a line, dot or chevron has a required height constraint
    /// (`TMLineBarIndicator.swift` lines 77–79) that a filled container (pinned to the scroll view's edges,
    /// `TMBarView.swift` lines 497–505) contradicts; a block has no height of its own to stack with. The
    /// playground draws the class's own mode and the warning strip says why (decision 0011).
    @Test func modesTabmanCannotLayOutDrawTheOwnModeAndWarn() {
        let lineFill = buttonBarLayout { $0.indicator.displayMode = .fill }
        #expect(close(lineFill.frame(FrameInput(position: 0)).indicator.rect, rect(0, 44.4, 44.2, 4)))
        #expect(lineFill.warnings.map(\.code) == ["display-mode-conflict"])
        #expect(lineFill.warnings.first?.message.hasPrefix("a line indicator has a fixed height") == true)
        let blockTop = buttonBarLayout {
            $0.indicator.kind = .block
            $0.indicator.displayMode = .top
        }
        #expect(close(blockTop.frame(FrameInput(position: 0)).indicator.rect, rect(0, 0, 44.2, 44.4)))
        #expect(blockTop.warnings.first?.message.hasPrefix("a block indicator has no height of its own") == true)
        #expect(buttonBarLayout { $0.indicator.displayMode = .top }.warnings.isEmpty)
        // Not a Tabman bar: the option does not apply, so nothing to warn about.
        var swiftUI = Preset.swiftUITabPagerScrollable.config
        swiftUI.indicator.displayMode = .fill
        #expect(!layout(swiftUI).warnings.contains { $0.code == "display-mode-conflict" })
    }
}
