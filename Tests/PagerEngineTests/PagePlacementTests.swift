import Testing

@testable import PagerEngine

/// Plain scroll placement: page i at (i − p) · (pageSize + interPageSpacing).
struct PagePlacementTests {
    private func pages(_ position: Double, _ customize: (inout PagerConfig) -> Void = { _ in }) -> [PageState] {
        var config = Preset.tabmanButtonBar.config
        customize(&config)
        return layout(config).frame(FrameInput(position: position)).pages
    }

    @Test func interPageSpacingWidensTheStride() {
        // Stride 390 + 10 = 400: p = 0.5 → page 0 at −200, page 1 at 200.
        let spaced = pages(0.5) { $0.pager.interPageSpacing = 10 }
        #expect(
            close(
                spaced, [PageState(index: 0, x: -200, y: 0, opacity: 1), PageState(index: 1, x: 200, y: 0, opacity: 1)])
        )
        // p = 0.99: page 0 at −396 is off screen (|−396| ≥ 390); page 1 at 4.
        let almost = pages(0.99) { $0.pager.interPageSpacing = 10 }
        #expect(close(almost, [PageState(index: 1, x: 4, y: 0, opacity: 1)]))
    }

    @Test func verticalPagesMoveAlongY() {
        // Page area 844 tall: p = 1.5 → page 1 at −422, page 2 at 422.
        let vertical = pages(1.5) { $0.pager.orientation = .vertical }
        #expect(
            close(
                vertical,
                [PageState(index: 1, x: 0, y: -422, opacity: 1), PageState(index: 2, x: 0, y: 422, opacity: 1)]))
    }

    @Test func rightToLeftPagesComeFromTheLeft() {
        let mirrored = pages(1.5) { $0.appearance.layoutDirection = .rightToLeft }
        #expect(
            close(
                mirrored,
                [PageState(index: 1, x: 195, y: 0, opacity: 1), PageState(index: 2, x: -195, y: 0, opacity: 1)]))
    }

    @Test func infiniteScrollWrapsAtBothEnds() {
        // p = 4.4: page 4 at −156; slot 5 → page 0 at (5 − 4.4) × 390 = 234.
        let forward = pages(4.4) { $0.pager.isInfiniteScrollEnabled = true }
        #expect(
            close(
                forward,
                [PageState(index: 4, x: -156, y: 0, opacity: 1), PageState(index: 0, x: 234, y: 0, opacity: 1)]))
        // p = −0.3: slot −1 → page 4 at (−1 + 0.3) × 390 = −273; page 0 at 117.
        let backward = pages(-0.3) { $0.pager.isInfiniteScrollEnabled = true }
        #expect(
            close(
                backward,
                [PageState(index: 4, x: -273, y: 0, opacity: 1), PageState(index: 0, x: 117, y: 0, opacity: 1)]))
    }

    @Test func pagePositionAndExplicitPagesOverride() {
        let bar = layout(Preset.tabmanButtonBar.config)
        var input = FrameInput(position: 1)
        input.pagePosition = 1.25
        // Page 1 at −0.25 × 390 = −97.5, page 2 at 292.5.
        #expect(
            close(
                bar.frame(input).pages,
                [PageState(index: 1, x: -97.5, y: 0, opacity: 1), PageState(index: 2, x: 292.5, y: 0, opacity: 1)]))
        input.pages = [PageState(index: 3, x: 0, y: 0, opacity: 0.4)]
        #expect(bar.frame(input).pages == [PageState(index: 3, x: 0, y: 0, opacity: 0.4)])
    }
}
