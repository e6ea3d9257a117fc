import Testing

@testable import PagerEngine

/// Right-to-left horizontal bars are the left-to-right layout reflected: `x' = C − x − w`, `o' = C − V − o`.
/// ButtonBar row: C = 428.65, V = 390.
struct MirroringTests {
    let bar: PagerLayout = {
        var config = Preset.tabmanButtonBar.config
        config.appearance.layoutDirection = .rightToLeft
        config.items[0].badge = "1"
        return layout(config)
    }()

    @Test func buttonsRunFromTheRight() {
        // Button 0 is 44.2 + 8 + 17.2 = 69.4 wide (badge): x' = C − 0 − 69.4 with C = 428.65 + 25.2 = 453.85.
        let content = 453.85
        #expect(close(bar.bar.contentSize.width, content))
        #expect(close(bar.buttons[0].frame, rect(content - 69.4, 0, 69.4, 44.4)))
        // The badge is on the left of the label: logical x 69.4 − 17.2 = 52.2 → 453.85 − 52.2 − 17.2 = 384.45.
        #expect(close(bar.buttons[0].badge?.frame.x ?? 0, 384.45))
        // Label logical (0, 44.2) → 453.85 − 44.2 = 409.65.
        #expect(close(bar.buttons[0].labelFrame.x, 409.65))
        #expect(close(bar.buttons[4].frame.x, 0))
    }

    @Test func offsetsAndInsetsMirror() {
        // Logical offset 0 → physical C − V − 0 = 63.85; the first button shows at 384.45 − 63.85 … 390.
        let content = 453.85
        #expect(close(bar.frame(FrameInput(position: 0)).barOffset, Point(x: content - 390, y: 0)))
        #expect(close(bar.bar.minOffset, .zero))
        #expect(close(bar.bar.maxOffset, Point(x: content - 390, y: 0)))
        #expect(bar.textAlignment == "center")
    }

    @Test func bounceMovesTheIndicatorOutwards() {
        // p = −0.3: logical (−0.3 × 69.4 = −20.82, 69.4) → x' = 453.85 + 20.82 − 69.4 = 405.27.
        let frame = bar.frame(FrameInput(position: -0.3))
        #expect(close(frame.indicator.rect, rect(405.27, 44.4, 69.4, 4)))
    }

    @Test func leadingTextAlignsRight() {
        var config = Preset.bTabViewController.config
        config.appearance.layoutDirection = .rightToLeft
        #expect(layout(config).textAlignment == "right")
    }

    /// Issue 47 item 2. Tabman pins the grid to the scroll view's edges (uias/Tabman 4.0.1
    /// `Sources/Tabman/Bar/BarView/TMBarView.swift` lines 229–233), computes the insets from the physical
    /// left (268–304) and clamps the offset with `max(minOffsetX, min(x, maxOffsetX))` (436–447), with no
    /// right-to-left branch: two tabs (C < V) stay at the left edge, their order reversed (Tabman #608).
    @Test func fewTabsStayAtTheLeftEdge() {
        var config = Preset.tabmanButtonBar.config
        config.appearance.layoutDirection = .rightToLeft
        config.items = Array(config.items.prefix(2))
        let two = layout(config)
        let content = two.bar.contentSize.width
        #expect(content < 390)
        // Offset 0: content 0 … C shows at the window's left; tab 0 is the rightmost button of it.
        #expect(close(two.frame(FrameInput(position: 0)).barOffset, .zero))
        #expect(close(two.frame(FrameInput(position: 1)).barOffset, .zero))
        #expect(close(two.bar.minOffset, .zero))
        #expect(close(two.bar.maxOffset, .zero))
        #expect(close(two.buttons[0].frame.maxX, content))
        #expect(close(two.buttons[1].frame.x, 0))
        // A left content inset stays on the left (`contentInset.left` + 0 alignment): offset −10.
        config.bar.contentInset.left = 10
        let inset = layout(config)
        #expect(close(inset.bar.scrollInsets, EdgeInsets(left: 10, right: 0)))
        #expect(close(inset.frame(FrameInput(position: 0)).barOffset, Point(x: -10, y: 0)))
    }
}
