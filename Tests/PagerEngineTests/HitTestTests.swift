import Testing

@testable import PagerEngine

/// Hit-testing buttons through the bar's scroll window (ButtonBar: window (0, 47, 390, 48.4);
/// buttons at x 0, 60.2, 153.55, 246.9, 340.25, 44.4 tall).
struct HitTestTests {
    let bar = layout(Preset.tabmanButtonBar.config)

    @Test func pointsMapThroughTheScrollOffset() {
        // (70, 60) → content (70, 13): Explore (60.2 … 137.55).
        #expect(bar.buttonIndex(at: Point(x: 70, y: 60), barOffset: .zero) == 1)
        // Between Home (ends 44.2) and Explore: nothing.
        #expect(bar.buttonIndex(at: Point(x: 50, y: 60), barOffset: .zero) == nil)
        // Scrolled 38.65: (350, 60) → content 388.65 → Settings (340.25 … 428.65).
        #expect(bar.buttonIndex(at: Point(x: 350, y: 60), barOffset: Point(x: 38.65, y: 0)) == 4)
        // Above the bar.
        #expect(bar.buttonIndex(at: Point(x: 70, y: 10), barOffset: .zero) == nil)
        #expect(bar.barContains(Point(x: 70, y: 50)))
    }

    @Test func lineBarsHaveNoButtons() {
        #expect(layout(Preset.tabmanLineBar.config).buttonIndex(at: Point(x: 10, y: 48), barOffset: .zero) == nil)
    }

    @Test func transitionStylesDecideAnimation() {
        #expect(TransitionStyle.progressive.animates(whenCallerAnimates: false) == false)
        #expect(TransitionStyle.progressive.animates(whenCallerAnimates: true))
        #expect(TransitionStyle.snap.animates(whenCallerAnimates: false))
        #expect(TransitionStyle.none.animates(whenCallerAnimates: true) == false)
    }

    @Test func emptyPagersLayOutWithoutButtons() {
        var config = Preset.tabmanButtonBar.config
        config.items = []
        let empty = layout(config)
        let frame = empty.frame(FrameInput(position: 0.5))
        #expect(empty.buttons.isEmpty)
        #expect(frame.buttons.isEmpty && frame.pages.isEmpty)
        #expect(frame.indicator.opacity == 0)
        // Row 0 + no strip (no items): the bar is 0 deep.
        #expect(empty.bar.frame.height == 0)
    }
}
