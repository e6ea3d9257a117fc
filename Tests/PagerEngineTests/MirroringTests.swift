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
}
