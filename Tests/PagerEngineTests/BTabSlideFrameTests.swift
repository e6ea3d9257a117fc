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
        #expect(moved.count >= 5)
        for frame in moved {
            let offset = Int(frame.position * 390)
            let expected = 88 * Double(page) + 80 * Double(offset % 390) / 390
            #expect(abs(frame.x - expected) < 1e-6, "position \(frame.position): x \(frame.x), expected \(expected)")
        }
        // On the last page the swipe only bounces, and the indicator goes past the last cell with it.
        #expect(try #require(moved.last).x > 88 * Double(page) + 5)
    }
}
