import Testing

@testable import PagerEngine

/// A press the ticks ran past is handled at its own moment (docs/decisions/0061-a-press-at-its-own-moment.md).
///
/// The slide is BTabViewController's: `scrollTab` (brkyvrkn/BTabViewController 1.1.0,
/// `BTabViewController/BTabGroup/BTabViewController.swift` lines 413–432) animates the offset for 0.4 s
/// ease-in-out, and a key during it adds its own slide from the moment of the press (lines 463–477;
/// decision 0049). So where the pages go depends on the press's moment to the millisecond: the phone
/// handles the press when it happens, and so must the session, however late its tick ran.
struct RewindPointTests {
    private typealias Simulation = PagerSimulation<FixedLayouter>

    private static func bTab() -> Simulation {
        var config = PagerConfig()
        config.bar.behavior = .bTabViewController
        return Simulation(
            config: config, viewport: Viewport(width: 390, height: 844), layouter: FixedLayouter(), time: 0)
    }

    private static func frames(_ outputs: [SimulationOutput]) -> [SimulationSnapshot] {
        outputs.compactMap { if case .frame(let frame) = $0 { frame } else { nil } }
    }

    /// A tap on tab 3 at `tap` (an input: the point is marked after it), then the session's ticks every
    /// 20 ms (off the frame grid, as a loaded loop's are) up to `lastTick`, each noted in `point`.
    private static func slideTicked(
        tap: Double = 1, until lastTick: Double, point: inout RewindPoint<FixedLayouter>
    ) -> Simulation {
        var simulation = bTab()
        _ = simulation.handle(TimedInput(time: tap, input: .tap(index: 3)))
        point.mark(simulation)
        var outputs: [SimulationOutput] = []
        let count = Int(((lastTick - tap) / 0.02).rounded())
        for step in 1...count {
            let time = step == count ? lastTick : tap + Double(step) * 0.02
            simulation.advance(to: time, into: &outputs, skippingLateFrames: true)
            point.ticked(outputs, at: time)
        }
        return simulation
    }

    /// The frames after `press` when Home is pressed at `press` in a simulation run straight to it: the
    /// phone's path.
    private static func pathWithHome(at press: Double, until end: Double) -> [SimulationSnapshot] {
        var simulation = bTab()
        _ = simulation.handle(TimedInput(time: 1, input: .tap(index: 3)))
        _ = simulation.advance(to: press)
        var outputs = simulation.handle(TimedInput(time: press, input: .key(.home)))
        outputs += simulation.advance(to: end)
        let frames = frames(outputs)
        #expect(frames.first.map { $0.time > press } == true)
        return frames
    }

    @Test func aPressTheTicksRanPastIsHandledAtItsMoment() throws {
        var point = RewindPoint<FixedLayouter>()
        var simulation = Self.slideTicked(until: 1.2, point: &point)
        #expect(simulation.time == 1.2)

        #expect(point.rewind(&simulation, to: 1.19))
        #expect(simulation.time == 1.19)
        #expect(point.time == nil)
        // As the session handles an input: run to its moment, then the input.
        var outputs = simulation.advance(to: 1.19)
        outputs += simulation.handle(TimedInput(time: 1.19, input: .key(.home)))
        outputs += simulation.advance(to: 2)
        let made = Self.frames(outputs).filter { $0.time > 1.19 }
        let phone = Self.pathWithHome(at: 1.19, until: 2)
        #expect(made.count == phone.count)
        #expect(made.count > 20)
        for (frame, expected) in zip(made, phone) {
            #expect(frame.time == expected.time)
            #expect(abs(frame.position - expected.position) < 1e-9, "t \(frame.time)")
        }
        #expect(simulation.position == 0 && simulation.index == 0)

        // What the session did before: the press at the tick's time, 10 ms late. The pages then run
        // measurably off the phone's path, so the comparison above can tell the two apart.
        let late = Self.pathWithHome(at: 1.2, until: 2)
        let offPath = late.compactMap { frame in
            phone.first { abs($0.time - frame.time) < 1e-9 }.map { abs($0.position - frame.position) }
        }
        #expect(offPath.count > 20)
        #expect((offPath.max() ?? 0) > 0.03, "a press 10 ms late is \(offPath.max() ?? 0) page off")
    }

    @Test func thePointIsUsedOnceAndWithoutOneNothingIsRewound() {
        var point = RewindPoint<FixedLayouter>()
        var simulation = Self.slideTicked(until: 1.2, point: &point)
        #expect(!point.rewind(&simulation, to: 1.2))  // not run past: nothing to do, but used up
        #expect(!point.rewind(&simulation, to: 1.19))
        #expect(simulation.time == 1.2)
        var none = RewindPoint<FixedLayouter>()
        #expect(!none.rewind(&simulation, to: 1.19))
        #expect(simulation.time == 1.2)
    }

    @Test func aMomentBeforeTheLastInputIsNotRewound() {
        var point = RewindPoint<FixedLayouter>()
        var simulation = Self.slideTicked(until: 1.2, point: &point)
        #expect(!point.rewind(&simulation, to: 0.99))
        #expect(simulation.time == 1.2)
    }

    @Test func aPagerEventAfterTheMomentKeepsItWhereItIs() {
        // The slide ends at 1.4 with didScrollToPage, which the tick at 1.4 sends: a press placed at 1.39
        // cannot be handled before it.
        var point = RewindPoint<FixedLayouter>()
        var simulation = Self.slideTicked(until: 1.42, point: &point)
        #expect(simulation.index == 3 && simulation.position == 3)
        #expect(!point.rewind(&simulation, to: 1.39))
        #expect(simulation.time == 1.42)

        // After the event, the moment can be taken back to.
        point = RewindPoint()
        simulation = Self.slideTicked(until: 1.42, point: &point)
        #expect(point.rewind(&simulation, to: 1.41))
        #expect(simulation.time == 1.41 && simulation.position == 3)
    }

    @Test func noMoreThanTheLongestReplayIsRunAgain() {
        var point = RewindPoint<FixedLayouter>()
        var simulation = Self.slideTicked(tap: 1, until: 2.2, point: &point)
        #expect(!point.rewind(&simulation, to: 2.19))
        #expect(simulation.time == 2.2)
    }
}
