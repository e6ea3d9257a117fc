import Testing

@testable import PagerEngine

/// A touch on a hand-scrolled bar that is still gliding or springing back stops it and does nothing
/// else: UIScrollView keeps that touch for itself (docs/decisions/0028-a-touch-stops-a-moving-bar.md).
/// A tap on the bar at rest still selects the button under the finger.
struct BarTouchWhileMovingTests {
    /// 24 tabs, their bar (y 70 is inside it) flicked to the left, released at 0.2 s at about 3 000 pt/s.
    private func flickedBar() -> SimulationRun {
        var run = SimulationRun { $0.items = (0..<24).map { PagerItem(id: "t\($0)", title: "Tab \($0)") } }
        run.send(0.1, .pointerDown(Point(x: 380, y: 70), pointer: 1))
        for step in 1...5 {
            run.send(0.1 + Double(step) * 0.02, .pointerMove(Point(x: 380 - Double(step) * 60, y: 70), pointer: 1))
        }
        run.send(0.2, .pointerUp(Point(x: 80, y: 70), pointer: 1))
        return run
    }

    /// A tap at x 200 in the bar, lifted 50 ms later, and two seconds after it.
    private func tap(_ run: inout SimulationRun, at time: Double) {
        run.send(time, .pointerDown(Point(x: 200, y: 70), pointer: 2))
        run.send(time + 0.05, .pointerUp(Point(x: 200, y: 70), pointer: 2))
        run.run(until: time + 2)
    }

    @Test func aTouchOnAGlidingBarStopsItWithoutSelecting() throws {
        var run = flickedBar()
        run.run(until: 0.3)
        let moving = try #require(run.simulation.snapshot(at: 0.3, seq: 0).barOffset)
        let later = try #require(run.simulation.snapshot(at: 0.35, seq: 0).barOffset)
        #expect(later > moving + 10, "the bar must still glide when it is touched")
        run.outputs.removeAll()
        tap(&run, at: 0.35)
        #expect(run.simulation.index == 0)
        #expect(run.events.isEmpty, "\(run.events)")
        // Stopped where the touch caught it: it no longer moves.
        let stopped = try #require(run.simulation.snapshot(at: 0.4, seq: 0).barOffset)
        #expect(abs(stopped - later) < 1)
        #expect(run.simulation.snapshot(at: 2, seq: 0).barOffset == stopped)
    }

    @Test func aTapOnTheBarAtRestSelectsTheButtonUnderTheFinger() throws {
        var run = flickedBar()
        run.run(until: 5)
        tap(&run, at: 5)
        #expect(run.simulation.index > 0)
    }
}
