import Testing

@testable import PagerEngine

/// Tabman's `bar.hiding(trigger: .time(duration:))` (pager-behaviour.md 1.5): a timer started when the
/// bar is made and again on every bar update hides the bar when it fires; the next bar update shows it.
/// `hideTransition = .fade` fades the bar where it is.
struct AutoHidingBarTests {
    private static func autoHiding(after duration: Double) -> (inout PagerConfig) -> Void {
        { config in
            config.bar.hiding.trigger = .time
            config.bar.hiding.duration = duration
        }
    }

    private func layouts(_ run: SimulationRun) -> Int {
        run.outputs.filter { if case .layout = $0 { true } else { false } }.count
    }

    @Test func aRestingBarHidesItselfAfterTheDuration() throws {
        var run = SimulationRun(Self.autoHiding(after: 2))
        #expect(run.simulation.nextWakeTime == 2)
        run.run(until: 1.99)
        #expect(!run.simulation.barHidden)
        #expect(layouts(run) == 0)
        run.run(until: 2)
        #expect(run.simulation.barHidden)
        #expect(layouts(run) == 1)
        run.run(until: 3)
        // The drawer: 0.2 s ease-out from the timer.
        let hiding = try #require(run.frames.first { $0.time > 2.05 })
        #expect(abs(hiding.barHiddenProgress - TimingCurve.easeOut.value(at: (hiding.time - 2) / 0.2)) < 1e-9)
        #expect(run.frames.last?.barHiddenProgress == 1)
        // Hidden and at rest: nothing more to do until the pages move.
        #expect(run.simulation.nextWakeTime == nil)
    }

    @Test func pageMovementRestartsTheTimerAndShowsTheBar() throws {
        var run = SimulationRun(Self.autoHiding(after: 2))
        // A drag at 1.5 updates the bar: the timer now fires 2 s after its last update.
        run.drag(from: 300, to: 250, start: 1.5, duration: 0.1, steps: 2)
        run.run(until: 3)
        #expect(!run.simulation.barHidden)
        // The settle moved the pages until it ended: its last frame was the last bar update.
        let settled = try #require(run.frames.last?.position)
        let lastUpdate = try #require(run.frames.first { $0.position == settled }?.time)
        #expect(lastUpdate > 1.6)
        run.run(until: lastUpdate + 1.999)
        #expect(!run.simulation.barHidden)
        run.run(until: lastUpdate + 2)
        #expect(run.simulation.barHidden)
        run.run(until: 10)
        // A tap shows it again (at willScrollToPage) and restarts the timer.
        run.send(11, .tap(index: 2))
        #expect(!run.simulation.barHidden)
        run.run(until: 12.9)
        #expect(!run.simulation.barHidden)
        run.run(until: 14)
        #expect(run.simulation.barHidden)
    }

    @Test func showingTheBarByHandRestartsTheTimer() {
        var run = SimulationRun(Self.autoHiding(after: 2))
        run.run(until: 2.5)
        #expect(run.simulation.barHidden)
        // `show(animated:)` (the session's `barHidden` input) shows it and the timer starts again.
        run.send(4, .barHidden(false))
        #expect(!run.simulation.barHidden)
        #expect(run.simulation.nextWakeTime.map { $0 <= 6 } == true)
        run.run(until: 5.99)
        #expect(!run.simulation.barHidden)
        run.run(until: 6)
        #expect(run.simulation.barHidden)
    }

    @Test func theFadeTransitionFadesInPlace() throws {
        var config = PagerConfig()
        config.bar.hiding.transition = .fade
        config.bar.hiding.trigger = .time
        config.bar.hiding.duration = 1
        var simulation = PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        var transforms: [(time: Double, x: Double, y: Double, opacity: Double)] = []
        for case .frame(let snapshot) in simulation.advance(to: 2) {
            let frame = simulation.layout.frame(simulation.frameInput(for: snapshot))
            transforms.append((snapshot.time, frame.barTransform.x, frame.barTransform.y, frame.barTransform.opacity))
        }
        #expect(simulation.layout.bar.hiddenOffset == Point(x: 0, y: 0))
        #expect(simulation.layout.bar.hiddenOpacity == 0)
        #expect(transforms.count >= 12)
        for transform in transforms {
            // UIView.animate(withDuration: 0.2): UIKit's ease-in-out, the bar stays where it is.
            #expect(transform.x == 0 && transform.y == 0)
            let expected = 1 - TimingCurve.easeInOut.value(at: (transform.time - 1) / 0.2)
            #expect(abs(transform.opacity - expected) < 1e-9, "at \(transform.time)")
        }
        #expect(transforms.last?.opacity == 0)
    }

    @Test func theManualTriggerAndOtherLibrariesNeverHideByThemselves() {
        for configure in [
            { (config: inout PagerConfig) in config.bar.hiding.duration = 1 },
            { (config: inout PagerConfig) in
                Self.autoHiding(after: 1)(&config)
                config.bar.behavior = .swiftUITabPager
            },
        ] {
            var run = SimulationRun(configure)
            #expect(run.simulation.nextWakeTime == nil)
            run.run(until: 10)
            #expect(!run.simulation.barHidden)
            #expect(run.frames.isEmpty)
        }
    }

    @Test func choosingTheTimeTriggerStartsTheTimerThen() {
        var run = SimulationRun()
        run.run(until: 5)
        var config = run.simulation.config
        Self.autoHiding(after: 1.5)(&config)
        run.send(5, .config(config))
        #expect(run.simulation.nextWakeTime.map { $0 <= 6.5 } == true)
        run.run(until: 6.49)
        #expect(!run.simulation.barHidden)
        run.run(until: 6.5)
        #expect(run.simulation.barHidden)
        // Back to manual: a hidden bar stays hidden until the pages move, and nothing hides it again.
        config.bar.hiding.trigger = .manual
        run.send(7, .config(config))
        run.send(8, .scrollTo(.next, animated: true))
        run.run(until: 20)
        #expect(!run.simulation.barHidden)
        #expect(run.simulation.nextWakeTime == nil)
    }
}
