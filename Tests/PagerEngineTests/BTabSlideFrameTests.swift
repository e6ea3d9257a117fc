import Testing

@testable import PagerEngine

/// BTabViewController's `isIndicatorSlide` in the frames a session draws: the indicator's leading edge
/// is its cell's plus `tabWidth × (Int(offset) % Int(width)) / width` while the swipe goes forward,
/// also on the last page, where the pages bounce past their end.
struct BTabSlideFrameTests {
    /// The indicator's x in each frame of a forward swipe of 195 pt in five moves, starting on `page`.
    private func swipe(from page: Int) -> [(position: Double, x: Double)] {
        var config = Preset.bTabViewController.config
        config.indicator.slidesWhileSwiping = true
        var simulation = PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        var outputs = simulation.handle(TimedInput(time: 0, input: .tap(index: page)))
        outputs += simulation.advance(to: 1)
        outputs.removeAll()
        outputs += simulation.handle(TimedInput(time: 1, input: .pointerDown(Point(x: 350, y: 400), pointer: 1)))
        for step in 1...5 {
            let time = 1 + 0.1 * Double(step)
            let finger = Point(x: 350 - 39 * Double(step), y: 400)
            outputs += simulation.handle(TimedInput(time: time, input: .pointerMove(finger, pointer: 1)))
            outputs += simulation.advance(to: time + 0.05)
        }
        return outputs.compactMap { output in
            guard case .frame(let snapshot) = output else { return nil }
            let frame = simulation.layout.frame(simulation.frameInput(for: snapshot))
            return (snapshot.position, frame.indicator.rect.x)
        }
    }

    @Test(arguments: [0, 2, 4])
    func theIndicatorSlidesWithTheForwardSwipe(page: Int) throws {
        // Cells 80 wide, 88 apart (x = 88 × page); pages 390 wide.
        let frames = swipe(from: page)
        let moved = frames.filter { $0.position > Double(page) + 0.05 }
        // A frame for each move after the first (which starts the drag where the finger is): nothing
        // else moves during the swipe, the selected cell stays floor(position).
        #expect(moved.count >= 4)
        for frame in moved {
            // The offset in points, without the pages → points round trip's last bit (896.9999999999999
            // is the finger's 897 pt; see BTabSlideTruncationTests).
            let offset = Int((frame.position * 390 * 1e6).rounded() / 1e6)
            let expected = 88 * Double(page) + 80 * Double(offset % 390) / 390
            #expect(abs(frame.x - expected) < 1e-6, "position \(frame.position): x \(frame.x), expected \(expected)")
        }
        // On the last page the swipe only bounces, and the indicator goes past the last cell with it.
        #expect(try #require(moved.last).x > 88 * Double(page) + 5)
    }
}

/// BTabViewController truncates the scroll view's offset in points, `Int(scrollView.contentOffset.x) %
/// Int(view.bounds.width)` (brkyvrkn/BTabViewController 1.1.0, `BTabViewController/BTabGroup/
/// BTabViewController.swift` lines 501–503, `scrollViewDidScroll`): an offset of exactly 100 pt slides
/// the indicator by `tabWidth × 100 / width`, not by `tabWidth × 99 / width` (100 / 390 · 390 is
/// 99.99999999999999 in pages times points).
struct BTabSlideTruncationTests {
    @Test func anOffsetOfExactlyAHundredPointsCountsAHundred() {
        var config = Preset.bTabViewController.config
        config.indicator.slidesWhileSwiping = true
        var simulation = PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        func indicatorX() -> Double {
            simulation.layout.frame(simulation.frameInput(for: simulation.snapshot())).indicator.rect.x
        }
        let rest = indicatorX()
        _ = simulation.handle(TimedInput(time: 1, input: .pointerDown(Point(x: 350, y: 400), pointer: 1)))
        // Past the 10 pt slop at x 338: the drag starts there; then 100 pt forward in two moves.
        _ = simulation.handle(TimedInput(time: 1.02, input: .pointerMove(Point(x: 338, y: 400), pointer: 1)))
        _ = simulation.handle(TimedInput(time: 1.04, input: .pointerMove(Point(x: 288, y: 400), pointer: 1)))
        _ = simulation.handle(TimedInput(time: 1.06, input: .pointerMove(Point(x: 238, y: 400), pointer: 1)))
        #expect(abs(simulation.position * 390 - 100) < 1e-9)
        let slid = indicatorX() - rest
        #expect(abs(slid - 80 * 100 / 390) < 1e-9, "slid \(slid)")
    }
}
