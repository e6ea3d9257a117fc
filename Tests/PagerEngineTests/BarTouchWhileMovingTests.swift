import Testing

@testable import PagerEngine

/// A touch on a hand-scrolled bar that is still gliding or springing back stops it and does nothing
/// else: UIScrollView keeps that touch for itself (docs/decisions/0028-a-touch-stops-a-moving-bar.md).
/// A tap on the bar at rest still selects the button under the finger.
struct BarTouchWhileMovingTests {
    private func simulation() -> PagerSimulation<FixedLayouter> {
        var config = PagerConfig()
        config.items = (0..<24).map { PagerItem(id: "t\($0)", title: "Tab \($0)") }
        return PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844), layouter: FixedLayouter(), time: 0)
    }

    /// Flicks the bar (y 70 is inside it) to the left, releasing at 0.2 s at about 3 000 pt/s.
    private func flickBar(_ simulation: inout PagerSimulation<FixedLayouter>) {
        _ = simulation.handle(TimedInput(time: 0.1, input: .pointerDown(Point(x: 380, y: 70), pointer: 1)))
        for step in 1...5 {
            let x = 380 - Double(step) * 60
            _ = simulation.handle(
                TimedInput(time: 0.1 + Double(step) * 0.02, input: .pointerMove(Point(x: x, y: 70), pointer: 1)))
        }
        _ = simulation.handle(TimedInput(time: 0.2, input: .pointerUp(Point(x: 80, y: 70), pointer: 1)))
    }

    private func tap(_ simulation: inout PagerSimulation<FixedLayouter>, x: Double, at time: Double)
        -> [SimulationOutput]
    {
        var outputs = simulation.handle(TimedInput(time: time, input: .pointerDown(Point(x: x, y: 70), pointer: 2)))
        outputs += simulation.handle(
            TimedInput(time: time + 0.05, input: .pointerUp(Point(x: x, y: 70), pointer: 2)))
        return outputs + simulation.advance(to: time + 2)
    }

    @Test func aTouchOnAGlidingBarStopsItWithoutSelecting() throws {
        var simulation = simulation()
        flickBar(&simulation)
        _ = simulation.advance(to: 0.3)
        let moving = try #require(simulation.snapshot(at: 0.3, seq: 0).barOffset)
        let later = try #require(simulation.snapshot(at: 0.35, seq: 0).barOffset)
        #expect(later > moving + 10, "the bar must still glide when it is touched")
        let outputs = tap(&simulation, x: 200, at: 0.35)
        #expect(simulation.index == 0)
        #expect(!outputs.contains { if case .event = $0 { true } else { false } }, "\(outputs)")
        // Stopped where the touch caught it: it no longer moves.
        let stopped = try #require(simulation.snapshot(at: 0.4, seq: 0).barOffset)
        #expect(abs(stopped - later) < 1)
        #expect(simulation.snapshot(at: 2, seq: 0).barOffset == stopped)
    }

    @Test func aTapOnTheBarAtRestSelectsTheButtonUnderTheFinger() throws {
        var simulation = simulation()
        flickBar(&simulation)
        _ = simulation.advance(to: 5)
        _ = tap(&simulation, x: 200, at: 5)
        #expect(simulation.index > 0)
    }
}
