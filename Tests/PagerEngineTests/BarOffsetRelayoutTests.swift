import Testing

@testable import PagerEngine

/// A bar scrolled by hand, then laid out again by a config change (a designer switching a preset or a
/// font size with the bar scrolled to its end): the offset must stay where the new bar can show it.
struct BarOffsetRelayoutTests {
    /// `FixedLayouter` with the config's button spacing, so that a config change moves the bar's range
    /// without changing the number of tabs.
    struct SpacingLayouter: SimulationLayouting {
        func layout(config: PagerConfig, viewport: Viewport, barHidden: Bool) -> FixedLayouter.Layout {
            FixedLayouter.Layout(config: config, viewport: viewport, barHidden: barHidden)
        }
        func geometry(of layout: FixedLayouter.Layout) -> SimulationGeometry {
            FixedLayouter(spacing: layout.config.bar.interButtonSpacing).geometry(of: layout)
        }
        func followedBarOffset(position: Double, index: Int, in layout: FixedLayouter.Layout) -> Double {
            FixedLayouter(spacing: layout.config.bar.interButtonSpacing)
                .followedBarOffset(position: position, index: index, in: layout)
        }
    }

    private func simulation(tabs: Int) -> PagerSimulation<SpacingLayouter> {
        var config = PagerConfig()
        config.items = (0..<tabs).map { PagerItem(id: "t\($0)", title: "Tab \($0)") }
        return PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844), layouter: SpacingLayouter(), time: 0)
    }

    /// Drags the bar (y 70 is inside it) far to the left and lets it settle at the end of its range.
    private func scrollBarToItsEnd(_ simulation: inout PagerSimulation<SpacingLayouter>) {
        _ = simulation.handle(TimedInput(time: 0.1, input: .pointerDown(Point(x: 380, y: 70), pointer: 1)))
        for step in 1...20 {
            let x = 380 - Double(step) * 100
            _ = simulation.handle(
                TimedInput(time: 0.1 + Double(step) * 0.02, input: .pointerMove(Point(x: x, y: 70), pointer: 1)))
        }
        _ = simulation.handle(TimedInput(time: 0.8, input: .pointerUp(Point(x: -1620, y: 70), pointer: 1)))
        _ = simulation.advance(to: 3)
    }

    @Test func aSmallerRangeClampsTheHandScrolledOffset() {
        var simulation = simulation(tabs: 24)
        // 24 buttons 60 pt wide, 16 pt apart: 1 808 pt of content in 390, so the offset runs to 1 418.
        #expect(simulation.geometry.barOffsetRange == 0...1_418)
        scrollBarToItsEnd(&simulation)
        #expect(simulation.snapshot(at: 3, seq: 0).barOffset == 1_418)
        var config = simulation.config
        config.bar.interButtonSpacing = 0  // 1 440 pt of content: the offset now ends at 1 050
        _ = simulation.handle(TimedInput(time: 3.5, input: .config(config)))
        #expect(simulation.snapshot(at: 3.5, seq: 0).barOffset == 1_050)
        #expect(simulation.snapshot(at: 10, seq: 0).barOffset == 1_050)
        // A larger range keeps the offset as it is.
        config.bar.interButtonSpacing = 30
        _ = simulation.handle(TimedInput(time: 11, input: .config(config)))
        #expect(simulation.snapshot(at: 11, seq: 0).barOffset == 1_050)
    }

    @Test func aBarThatNoLongerScrollsFollowsTheSelectionAgain() {
        var simulation = simulation(tabs: 6)
        // 6 × 60 + 5 × 16 = 440 pt in 390: scrollable by 50.
        scrollBarToItsEnd(&simulation)
        #expect(simulation.snapshot(at: 3, seq: 0).barOffset == 50)
        var config = simulation.config
        config.bar.interButtonSpacing = 0  // 360 pt: fits, nothing to scroll
        _ = simulation.handle(TimedInput(time: 3.5, input: .config(config)))
        #expect(simulation.snapshot(at: 3.5, seq: 0).barOffset == nil)
    }
}
