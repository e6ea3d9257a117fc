import Testing

@testable import PagerEngine

/// The frame grid a live session shares with its loop's timer slots (`SessionTicker`): 1/240 s, rounded
/// to whole nanoseconds there, so the step here is 4 166 667 ns.
struct FrameGridTests {
    static let step = 4_166_667e-9

    @Test func timesMoveUpToTheNextGridTime() {
        let grid = FrameGrid(step: 0.004, phase: 0.001)
        #expect(grid.time(atOrAfter: 0.001) == 0.001)
        #expect(abs(grid.time(atOrAfter: 0.0011) - 0.005) < 1e-12)
        #expect(abs(grid.time(atOrAfter: 0.0049) - 0.005) < 1e-12)
        #expect(abs(grid.time(atOrAfter: 0.0) - 0.001) < 1e-12)
        // Within a microsecond past a grid time counts as on it (rounding in the callers' arithmetic).
        #expect(abs(grid.time(atOrAfter: 0.0050005) - 0.005) < 1e-12)
        #expect(abs(grid.time(atOrAfter: 0.005002) - 0.009) < 1e-12)
    }

    @Test func aGridServesTheFrameRatesWhosePeriodIsWholeSteps() {
        let grid = FrameGrid(step: Self.step, phase: 0)
        for fps in [30.0, 60, 120] { #expect(grid.divides(1 / fps), "\(fps) fps") }
        #expect(!grid.divides(1 / 90.0))
        #expect(!FrameGrid(step: 0.005, phase: 0).divides(1 / 60.0))
        #expect(!FrameGrid(step: 0.02, phase: 0).divides(1 / 60.0))
    }

    /// A scroll at 60 fps on a grid: the input's frame goes out at once, the next at the first grid time
    /// a period or more later, every later one four steps after the one before, and the motion's last
    /// frame too. Without the grid (the `simulate` command, the tests' scripts) frames stay a period
    /// apart from the first.
    @Test func framesAfterTheFirstFallOnTheGrid() throws {
        var run = SimulationRun()
        let phase = 0.0013
        run.simulation.frameGrid = FrameGrid(step: Self.step, phase: phase)
        run.send(0.5003, .scrollTo(.next, animated: true))
        run.run(until: 2)
        let times = run.frames.map(\.time)
        #expect(times.count > 10)
        #expect(times[0] == 0.5003)
        let second = 0.5003 + 1 / 60.0
        #expect(times[1] >= second && times[1] < second + Self.step)
        for time in times.dropFirst() {
            let steps = (time - phase) / Self.step
            #expect(abs(steps - steps.rounded()) < 1e-6, "\(time) is off the grid")
        }
        for (earlier, later) in zip(times.dropFirst(), times.dropFirst(2)) {
            #expect(abs(later - earlier - 4 * Self.step) < 1e-9)
        }
        #expect(run.simulation.nextWakeTime == nil)

        var plain = SimulationRun()
        plain.send(0.5003, .scrollTo(.next, animated: true))
        plain.run(until: 2)
        let plainTimes = plain.frames.map(\.time)
        for (earlier, later) in zip(plainTimes, plainTimes.dropFirst()) {
            #expect(abs(later - earlier - 1 / 60.0) < 1e-9)
        }
    }

    @Test func aGridThatDoesNotDivideThePeriodLeavesFramesAPeriodApart() {
        var run = SimulationRun()
        run.simulation.frameGrid = FrameGrid(step: 0.007, phase: 0)
        run.send(0.5003, .scrollTo(.next, animated: true))
        run.run(until: 2)
        let times = run.frames.map(\.time)
        #expect(times.count > 10)
        for (earlier, later) in zip(times, times.dropFirst()) {
            #expect(abs(later - earlier - 1 / 60.0) < 1e-9)
        }
    }
}
