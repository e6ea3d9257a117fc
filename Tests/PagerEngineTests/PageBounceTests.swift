import Testing

@testable import PagerEngine

/// Pageboy's `bounces = false` clamps the horizontal offset at the first and last page only
/// (pager-behaviour.md, Pageboy options): vertical pages still rubber-band.
struct PageBounceTests {
    /// The smallest position shown while a finger drags from (200, 300) by (`dx`, `dy`) on page 0.
    private func lowestPosition(_ configure: @escaping (inout PagerConfig) -> Void, dx: Double, dy: Double) -> Double {
        var run = SimulationRun(configure)
        run.send(1.0, .pointerDown(Point(x: 200, y: 300), pointer: 1))
        for step in 1...10 {
            let share = Double(step) / 10
            run.send(1.0 + 0.2 * share, .pointerMove(Point(x: 200 + dx * share, y: 300 + dy * share), pointer: 1))
        }
        return run.frames.map(\.position).min() ?? .nan
    }

    @Test func horizontalPagesStopAtTheFirstPageWithoutBounce() {
        let stopped = lowestPosition({ $0.pager.bounces = false }, dx: 200, dy: 0)
        #expect(stopped == 0)
        let bouncing = lowestPosition({ _ in }, dx: 200, dy: 0)
        #expect(bouncing < -0.05)
    }

    @Test func verticalPagesBounceEitherWay() {
        let vertical: (inout PagerConfig) -> Void = {
            $0.pager.orientation = .vertical
            $0.pager.bounces = false
        }
        let shown = lowestPosition(vertical, dx: 0, dy: 200)
        #expect(shown < -0.05, "lowest \(shown)")
    }
}
