import Testing

@testable import PagerEngine

/// Tabman re-populates a tab whose title or badge changed and re-lays the bar out inside a 0.2 s
/// ease-in (`TMBarView.itemNeedsUpdate`): the indicator goes from the old layout's rectangle to the
/// new one's instead of jumping. Adding or removing tabs reloads without animation.
struct ItemUpdateAnimationTests {
    typealias Simulation = PagerSimulation<PagerLayoutAdapter<FixedAdvanceMeasurer>>

    private func simulation(_ configure: (inout PagerConfig) -> Void = { _ in }) -> Simulation {
        var config = PagerConfig()
        configure(&config)
        return Simulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
    }

    /// The indicator's width in each frame from `start` to `end`, computed as each frame is produced.
    private func widths(_ simulation: inout Simulation, from start: Double, to end: Double, edit: PagerInput)
        -> [(time: Double, width: Double)]
    {
        var result: [(time: Double, width: Double)] = []
        func collect(_ outputs: [SimulationOutput], _ simulation: Simulation) {
            for case .frame(let snapshot) in outputs {
                let frame = simulation.layout.frame(simulation.frameInput(for: snapshot))
                result.append((snapshot.time, frame.indicator.width))
            }
        }
        collect(simulation.handle(TimedInput(time: start, input: edit)), simulation)
        var time = start
        while time < end {
            time += 1.0 / 120
            collect(simulation.advance(to: time), simulation)
        }
        return result
    }

    @Test func aRenamedTabsIndicatorEasesInToItsNewWidth() throws {
        var simulation = simulation()
        // "Home" in 17 pt semibold (drawn with the bold face, 0.65 em a character): 44.2 pt; "Home page"
        // (9 characters): 99.45 pt.
        let old = simulation.layout.frame(FrameInput(position: 0)).indicator.width
        #expect(abs(old - 44.2) < 1e-9)
        let frames = widths(&simulation, from: 1, to: 1.5, edit: .items(.rename(id: "home", title: "Home page")))
        let new = simulation.layout.frame(FrameInput(position: 0)).indicator.width
        #expect(abs(new - 99.45) < 1e-9)
        let first = try #require(frames.first)
        #expect(first.time == 1)
        #expect(abs(first.width - old) < 1e-9)
        var midway = 0
        for frame in frames where frame.time > 1 && frame.time < 1.2 {
            let share = TimingCurve.easeIn.value(at: (frame.time - 1) / 0.2)
            #expect(abs(frame.width - (old + (new - old) * share)) < 1e-9, "at \(frame.time)")
            midway += 1
        }
        #expect(midway >= 10)
        #expect(abs((frames.last?.width ?? 0) - new) < 1e-9)
        #expect(simulation.nextWakeTime == nil)
    }

    @Test func addingATabAndOtherLibrariesDoNotAnimate() throws {
        var tabman = simulation()
        let added = widths(
            &tabman, from: 1, to: 1.5, edit: .items(.append(PagerItem(id: "more", title: "More"), then: .doNothing)))
        #expect(added.allSatisfy { abs($0.width - 44.2) < 1e-9 })
        var swiftUI = simulation { $0.bar.behavior = .swiftUITabPager }
        let renamed = widths(&swiftUI, from: 1, to: 1.5, edit: .items(.rename(id: "home", title: "Home page")))
        let new = swiftUI.layout.frame(FrameInput(position: 0)).indicator.width
        #expect(renamed.allSatisfy { abs($0.width - new) < 1e-9 })
    }
}

/// The layout a rename sends tells the client to move the buttons over the same 0.2 s ease-in; other
/// layouts move them at once.
struct ItemUpdateLayoutTransitionTests {
    @Test func theRenamesLayoutCarriesItsTransition() {
        var simulation = PagerSimulation(
            config: PagerConfig(), viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        var encoder = SimulationEncoder()
        let before = String(decoding: encoder.encode(.layout(rev: simulation.rev), of: simulation), as: UTF8.self)
        #expect(before.hasSuffix(#","transition":null}"#))
        let outputs = simulation.handle(TimedInput(time: 1, input: .items(.rename(id: "home", title: "Home page"))))
        #expect(outputs.contains(.layout(rev: 2)))
        let renamed = String(decoding: encoder.encode(.layout(rev: 2), of: simulation), as: UTF8.self)
        #expect(renamed.hasSuffix(#","transition":{"duration":0.2,"curve":"easeIn"}}"#))
        _ = simulation.advance(to: 2)
        let later = String(decoding: encoder.encode(.layout(rev: 2), of: simulation), as: UTF8.self)
        #expect(later.hasSuffix(#","transition":null}"#))
    }
}
