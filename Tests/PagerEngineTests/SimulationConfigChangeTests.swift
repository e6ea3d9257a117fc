import Testing

@testable import PagerEngine

/// A live config change reaches the config values the ticks read.
struct SimulationConfigChangeTests {
    private func simulation() -> PagerSimulation<PagerLayoutAdapter<FixedAdvanceMeasurer>> {
        PagerSimulation(
            config: PagerConfig(), viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
    }

    @Test func aConfigChangeReachesWhatTheTicksRead() {
        var simulation = simulation()
        #expect(abs(simulation.framePeriod - 1.0 / 60) < 1e-12)
        #expect(!simulation.isInfinite && !simulation.reduceMotion)
        #expect(simulation.rules == BehaviorRules(.tabman))
        var config = PagerConfig()
        config.appearance.frameRate = 120
        config.appearance.reduceMotion = true
        config.pager.isInfiniteScrollEnabled = true
        config.bar.behavior = .swiftUITabPager
        _ = simulation.handle(TimedInput(time: 1, input: .config(config)))
        #expect(abs(simulation.framePeriod - 1.0 / 120) < 1e-12)
        #expect(simulation.isInfinite && simulation.reduceMotion)
        #expect(simulation.rules == BehaviorRules(.swiftUITabPager))
    }

    /// Frames after the change come at the new rate.
    @Test func framesFollowANewFrameRate() {
        var simulation = simulation()
        var config = PagerConfig()
        config.appearance.frameRate = 30
        _ = simulation.handle(TimedInput(time: 1, input: .config(config)))
        _ = simulation.handle(TimedInput(time: 2, input: .tap(index: 2)))
        let times = simulation.advance(to: 2.2).compactMap { output -> Double? in
            if case .frame(let snapshot) = output { return snapshot.time }
            return nil
        }
        #expect(times.count >= 2)
        for (earlier, later) in zip(times, times.dropFirst()) {
            #expect(abs(later - earlier - 1.0 / 30) < 1e-9)
        }
    }
}
