import Testing

@testable import PagerEngine

/// TabBarController's hide and show: the pages' safe area follows the bar (docs/frames.md, `pageArea`).
struct PageAreaAnimationTests {
    private let layout = PagerLayout(
        config: Preset.tabBarControllerBottom.config, viewport: .iPhone15Pro, barHidden: true,
        measurer: FixedAdvanceMeasurer())

    @Test func insetsMoveWithTheBar() throws {
        // A 49 pt UITabBar over a 34 pt home-indicator area: the bar adds 49 pt to the pages' bottom safe
        // area when shown (max(0, 49 + 34 − 34)), nothing when hidden.
        #expect(layout.pagesShown.insets.bottom == 49)
        #expect(layout.pagesHidden.insets.bottom == 0)
        var input = FrameInput(position: 0)
        input.barVisibility = 0.25
        let area = try #require(layout.frame(input).pageArea)
        #expect(area.insets.bottom == 12.25)
        #expect(area.safeArea.bottom == 34 + 12.25)
        // At rest there is none: the layout's pages apply.
        input.barVisibility = 0
        #expect(layout.frame(input).pageArea == nil)
        #expect(layout.frame(FrameInput(position: 0)).pageArea == nil)
    }

    @Test func deltasClearItWithNull() throws {
        var moving = FrameInput(position: 0)
        moving.barVisibility = 0.5
        let during = layout.frame(moving)
        let after = layout.frame(FrameInput(position: 0))
        let delta = FrameFingerprint(after).delta(from: FrameFingerprint(during))
        // The bar moved the rest of the way out (its 49 pt plus the 34 pt it extends into: y 83) too.
        #expect(delta.fields == [.bar, .pageArea])
        var json = JSONWriter()
        after.writeJSON(rev: 2, seq: 9, t: 1, delta: delta, into: &json)
        #expect(
            json.string == #"{"seq":9,"t":1,"bar":{"x":0,"y":83,"opacity":1},"pageArea":null}"#)
        json.reset()
        during.writeJSON(rev: 2, seq: 8, t: 0.9, into: &json)
        #expect(
            json.string.contains(
                #""pageArea":{"frame":{"x":0,"y":0,"width":393,"height":852},"insets":{"top":0,"left":0,"bottom":24.5,"right":0}"#
            ))
    }
}
