import Testing

@testable import PagerEngine

/// Reference A9 on the ButtonBar row: C = 428.65, V = 390 → overflow 38.65, r = 19.325.
struct EdgeFadeTests {
    let bar = layout(Preset.tabmanButtonBar.config)

    @Test func fadesFollowTheOffset() {
        // 0: start 0, end min(1, 38.65 / 19.325 = 2) = 1.
        #expect(bar.edgeFade(barOffset: .zero) == EdgeFade(start: 0, end: 1))
        // 10: start 10 / 19.325, end min(1, 28.65 / 19.325) = 1.
        let ten = bar.edgeFade(barOffset: Point(x: 10, y: 0))
        #expect(close(ten.start, 10 / 19.325))
        #expect(ten.end == 1)
        // 30: start 1, end 8.65 / 19.325.
        let thirty = bar.edgeFade(barOffset: Point(x: 30, y: 0))
        #expect(thirty.start == 1)
        #expect(close(thirty.end, 8.65 / 19.325))
        // Negative offsets (a leading inset showing) clamp to 0.
        #expect(bar.edgeFade(barOffset: Point(x: -20, y: 0)).start == 0)
    }

    @Test func noFadeWhenTheContentFits() {
        #expect(layout(Preset.tabmanTabBar.config).edgeFade(barOffset: .zero) == EdgeFade(start: 0, end: 0))
    }

    @Test func framesCarryFadesOnlyWhenEnabled() {
        #expect(bar.frame(FrameInput(position: 4)).fade == nil)
        var config = Preset.tabmanButtonBar.config
        config.bar.fadesContentEdges = true
        // p = 4: offset 38.65 → start 1, end 0.
        #expect(layout(config).frame(FrameInput(position: 4)).fade == EdgeFade(start: 1, end: 0))
    }
}
