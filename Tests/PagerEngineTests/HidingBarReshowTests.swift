import Testing

@testable import PagerEngine

/// Tabman's hiding bar (`TMHidingBar`, pager-behaviour.md 1.5) shows itself on every bar update once its
/// hide has finished: its `update(for:…)` asks the trigger handler to `invalidate()`, which calls
/// `performShow` (0.05 s, then 0.2 s ease-in; nothing while the bar is not fully hidden).
struct HidingBarReshowTests {
    private func hiddenAtRest(_ configure: (inout PagerConfig) -> Void = { _ in }) -> SimulationRun {
        var run = SimulationRun(configure)
        run.send(0, .barHidden(true))
        run.run(until: 1)
        return run
    }

    @Test func movingThePagesShowsAHiddenTabmanBar() throws {
        var run = hiddenAtRest()
        #expect(run.frames.last?.barHiddenProgress == 1)
        #expect(run.simulation.barHidden)
        run.drag(from: 300, to: 250, start: 1, duration: 0.1, steps: 2)
        #expect(!run.simulation.barHidden)
        // The first move's frame (at 1.05) is the bar update; the show starts 0.05 s after it.
        let moved = try #require(run.frames.first { $0.time > 1 && $0.position != 0 })
        run.run(until: 3)
        let showing = try #require(run.frames.first { $0.time > moved.time && $0.barHiddenProgress < 1 })
        let start = moved.time + 0.05
        #expect(showing.time > start)
        #expect(
            abs(showing.barHiddenProgress - (1 - TimingCurve.easeIn.value(at: (showing.time - start) / 0.2))) < 1e-9)
        #expect(run.frames.last?.barHiddenProgress == 0)
    }

    @Test func aTapOrScrollToShowsItAtWillScrollToPage() throws {
        var run = hiddenAtRest()
        run.send(2, .scrollTo(.index(2), animated: true))
        #expect(!run.simulation.barHidden)
        run.run(until: 2.1)
        let showing = try #require(run.frames.last)
        #expect(abs(showing.barHiddenProgress - (1 - TimingCurve.easeIn.value(at: (showing.time - 2.05) / 0.2))) < 1e-9)
    }

    @Test func theBarStaysHiddenWhileTheHideRuns() {
        var run = SimulationRun()
        run.send(0, .barHidden(true))
        // Pages move 0.05 s into the 0.2 s hide: the bar is not yet hidden, so nothing shows it.
        run.drag(from: 300, to: 200, start: 0.05, duration: 0.1, steps: 2)
        #expect(run.simulation.barHidden)
        run.run(until: 0.2)
        // Still moving: the pages settle after the hide has finished, and that movement shows the bar.
        run.run(until: 3)
        #expect(run.frames.contains { $0.barHiddenProgress == 1 })
        #expect(!run.simulation.barHidden)
    }

    @Test func aBarHiddenByTheConfigShowsOnTheFirstMoveToo() {
        // `bar.hidden` exports as `hiding(trigger: .manual)` and `hide(animated:)`: the same bar.
        var run = SimulationRun { $0.bar.hidden = true }
        #expect(run.simulation.barHidden)
        run.send(0.5, .scrollTo(.next, animated: true))
        #expect(!run.simulation.barHidden)
        #expect(run.simulation.config.bar.hidden)
    }

    @Test func otherLibrariesKeepTheirBarHidden() {
        for behavior in [BarConfig.Behavior.tabBarController, .swiftUITabPager, .bTabViewController] {
            var run = hiddenAtRest { $0.bar.behavior = behavior }
            run.send(2, .scrollTo(.index(2), animated: true))
            run.run(until: 4)
            #expect(run.simulation.barHidden, "\(behavior)")
            #expect(run.frames.last?.barHiddenProgress == 1, "\(behavior)")
        }
    }

    @Test func aRestingHiddenBarStaysHidden() {
        var run = hiddenAtRest()
        run.run(until: 5)
        #expect(run.simulation.barHidden)
        #expect(run.simulation.nextWakeTime == nil)
    }
}
