import Testing

@testable import PagerEngine

/// Tabman's `TMLabelBarButton` cross-dissolves its label to `selectedFont` over 0.25 s when its
/// selection state becomes exactly `.selected`, and back when it leaves it.
struct FontCrossfadeTests {
    private func eased(_ elapsed: Double) -> Double { TimingCurve.easeInOut.value(at: elapsed / 0.25) }

    @Test func aNewSelectionDissolvesInAndTheOldOneOut() {
        var fade = FontCrossfade(selected: 0)
        #expect(fade.share(of: 0, at: 1) == 1)
        #expect(fade.share(of: 1, at: 1) == 0)
        #expect(!fade.isAnimating(at: 1))
        fade.select(1, at: 1)
        #expect(fade.selected == 1)
        #expect(fade.share(of: 1, at: 1) == 0)
        #expect(fade.share(of: 0, at: 1) == 1)
        // Ease-in-out is symmetric: half the change at half the time.
        #expect(abs(fade.share(of: 1, at: 1.125) - 0.5) < 1e-9)
        #expect(abs(fade.share(of: 0, at: 1.125) - 0.5) < 1e-9)
        #expect(abs(fade.share(of: 1, at: 1.05) - eased(0.05)) < 1e-12)
        #expect(fade.isAnimating(at: 1.2499))
        #expect(!fade.isAnimating(at: 1.25))
        #expect(fade.share(of: 1, at: 1.25) == 1)
        #expect(fade.share(of: 0, at: 1.25) == 0)
        #expect(fade.share(of: 2, at: 1.1) == 0)
    }

    @Test func leavingTheSelectedStateDissolvesBackWithNothingIncoming() {
        var fade = FontCrossfade(selected: 2)
        fade.select(-1, at: 0)
        #expect(fade.selected == -1)
        #expect(abs(fade.share(of: 2, at: 0.125) - 0.5) < 1e-9)
        let sample = fade.sample(at: 0.125)
        #expect(sample.share(of: 2).map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(sample.share(of: 1) == nil)
        #expect(fade.sample(at: 0.25).isEmpty)
        // Selecting the same button again starts nothing.
        fade.select(-1, at: 0.3)
        #expect(!fade.isAnimating(at: 0.3))
    }

    @Test func aChangeMidFadeStartsFromTheShareReached() {
        var fade = FontCrossfade(selected: 0)
        fade.select(1, at: 0)
        // Back to 0 half-way: each label dissolves on from 0.5 towards its new end.
        fade.select(0, at: 0.125)
        #expect(abs(fade.share(of: 0, at: 0.125) - 0.5) < 1e-9)
        #expect(abs(fade.share(of: 1, at: 0.125) - 0.5) < 1e-9)
        let later = 0.125 + 0.1
        #expect(abs(fade.share(of: 0, at: later) - (0.5 + 0.5 * eased(0.1))) < 1e-9)
        #expect(abs(fade.share(of: 1, at: later) - (0.5 - 0.5 * eased(0.1))) < 1e-9)
        #expect(fade.isAnimating(at: 0.374))
        #expect(!fade.isAnimating(at: 0.375))
    }

    @Test func aThirdLabelStillFadingOutFinishesAtOnce() {
        var fade = FontCrossfade(selected: 0)
        fade.select(1, at: 0)
        fade.select(2, at: 0.1)
        // 0 was still fading out: only two labels dissolve at a time, so it shows the font whole.
        #expect(fade.share(of: 0, at: 0.1) == 0)
        #expect(abs(fade.share(of: 1, at: 0.1) - eased(0.1)) < 1e-9)
        #expect(fade.share(of: 2, at: 0.1) == 0)
        let sample = fade.sample(at: 0.2)
        #expect(sample.share(of: 0) == nil)
        #expect(sample.share(of: 2).map { abs($0 - eased(0.1)) < 1e-9 } == true)
    }
}

/// The simulation starts the dissolves from the frames' selection state, and the frames carry them.
struct FontCrossfadeSimulationTests {
    typealias Simulation = PagerSimulation<PagerLayoutAdapter<FixedAdvanceMeasurer>>

    private func simulation(_ configure: (inout PagerConfig) -> Void = { _ in }) -> Simulation {
        var config = PagerConfig()
        config.buttons.font = FontConfig(size: 15, weight: .regular)
        config.buttons.selectedFontEnabled = true
        config.buttons.selectedFont = FontConfig(size: 17, weight: .bold)
        configure(&config)
        return Simulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
    }

    /// `(time, [selectedFontOpacity of buttons 0…2], [selected of buttons 0…2])` of every frame from
    /// `input` at `start` until `end`.
    private func frames(_ simulation: inout Simulation, _ input: PagerInput, at start: Double, until end: Double)
        -> [(time: Double, shares: [Double], selected: [Bool])]
    {
        var result: [(time: Double, shares: [Double], selected: [Bool])] = []
        func collect(_ outputs: [SimulationOutput], _ simulation: Simulation) {
            for case .frame(let snapshot) in outputs {
                let frame = simulation.layout.frame(simulation.frameInput(for: snapshot))
                let buttons = frame.buttons.prefix(3)
                result.append((snapshot.time, buttons.map(\.selectedFontOpacity), buttons.map(\.selected)))
            }
        }
        collect(simulation.handle(TimedInput(time: start, input: input)), simulation)
        var time = start
        while time < end {
            time += 1.0 / 120
            collect(simulation.advance(to: time), simulation)
        }
        return result
    }

    private func eased(_ elapsed: Double) -> Double { TimingCurve.easeInOut.value(at: elapsed / 0.25) }

    @Test func reachingAPageDissolvesItsLabelToTheSelectedFont() throws {
        var pager = simulation()
        let frames = frames(&pager, .scrub(position: 1), at: 1, until: 1.6)
        let first = try #require(frames.first)
        #expect(first.time == 1)
        #expect(first.selected == [false, true, false])
        #expect(first.shares == [1, 0, 0])
        var midway = 0
        for frame in frames where frame.time > 1 && frame.time < 1.25 {
            let share = eased(frame.time - 1)
            #expect(abs(frame.shares[1] - share) < 1e-9, "at \(frame.time)")
            #expect(abs(frame.shares[0] - (1 - share)) < 1e-9, "at \(frame.time)")
            #expect(frame.shares[2] == 0)
            midway += 1
        }
        // 60 fps for a quarter of a second.
        #expect(midway >= 13)
        let last = try #require(frames.last)
        #expect(last.time >= 1.25 && last.time < 1.25 + 1.0 / 60 + 1e-9)
        #expect(last.shares == [0, 1, 0])
        // The pager rested at once; the frames went on for the dissolve alone, then stopped.
        #expect(pager.nextWakeTime == nil)
    }

    @Test func aTapStartsTheTargetsDissolveWithTheScroll() throws {
        var pager = simulation()
        let frames = frames(&pager, .tap(index: 2), at: 1, until: 2)
        let first = try #require(frames.first)
        // The bar goes to the target in one animated update: the target's state is `.selected` at once.
        #expect(first.time == 1)
        #expect(first.selected == [false, false, true])
        #expect(first.shares == [1, 0, 0])
        let mid = try #require(frames.first { $0.time > 1.1 })
        #expect(abs(mid.shares[2] - eased(mid.time - 1)) < 1e-9)
        #expect(abs(mid.shares[0] - (1 - eased(mid.time - 1))) < 1e-9)
        let done = try #require(frames.first { $0.time >= 1.25 })
        #expect(done.shares == [0, 0, 1])
    }

    @Test func leavingAPageMidDragDissolvesItsLabelBack() throws {
        var pager = simulation()
        let frames = frames(&pager, .scrub(position: 0.4), at: 1, until: 1.5)
        let first = try #require(frames.first)
        #expect(first.selected == [false, false, false])
        #expect(first.shares == [1, 0, 0])
        let mid = try #require(frames.first { $0.time > 1.1 })
        #expect(abs(mid.shares[0] - (1 - eased(mid.time - 1))) < 1e-9)
        #expect(mid.shares[1] == 0)
        #expect(frames.last?.shares == [0, 0, 0])
    }

    @Test func otherLibrariesAndEqualFontsSwitchAtOnce() throws {
        for configure in [
            { (config: inout PagerConfig) in config.bar.behavior = .swiftUITabPager },
            { (config: inout PagerConfig) in config.bar.behavior = .bTabViewController },
            { (config: inout PagerConfig) in config.buttons.selectedFont = config.buttons.font },
            { (config: inout PagerConfig) in config.buttons.kind = .tabItem },
            { (config: inout PagerConfig) in config.buttons.selectedFontEnabled = false },
        ] {
            var pager = simulation(configure)
            let frames = frames(&pager, .scrub(position: 1), at: 1, until: 1.5)
            let first = try #require(frames.first)
            // Each frame's share is its `selected`, whole, and no frames come for a dissolve: as many as
            // without a selected font (BTabViewController's indicator springs for 0.2 s).
            for frame in frames {
                #expect(frame.shares == frame.selected.map { $0 ? 1 : 0 })
            }
            #expect(first.selected[1])
            var plain = simulation {
                configure(&$0)
                $0.buttons.selectedFontEnabled = false
            }
            #expect(frames.count == self.frames(&plain, .scrub(position: 1), at: 1, until: 1.5).count)
            #expect(pager.nextWakeTime == nil)
        }
    }

    @Test func aConfigChangeEndsTheDissolve() throws {
        var pager = simulation()
        _ = frames(&pager, .scrub(position: 1), at: 1, until: 1.1)
        var config = pager.config
        config.buttons.tintColor = RGBAColor(red: 10, green: 20, blue: 30)
        let frames = frames(&pager, .config(config), at: 1.1, until: 1.5)
        // The relayout's buttons are new: each shows its font whole at once.
        let first = try #require(frames.first)
        #expect(first.shares == [0, 1, 0])
        #expect(frames.count == 1)
    }

    @Test func theFrameJSONCarriesTheShareAndDeltasOnlyWhenItChanges() throws {
        var pager = simulation()
        var snapshots: [SimulationSnapshot] = []
        for case .frame(let snapshot) in pager.handle(TimedInput(time: 1, input: .scrub(position: 1))) {
            snapshots.append(snapshot)
        }
        for case .frame(let snapshot) in pager.advance(to: 1.1) { snapshots.append(snapshot) }
        let frames = snapshots.map { pager.layout.frame(pager.frameInput(for: $0)) }
        #expect(frames.count >= 2)
        var json = JSONWriter()
        frames[0].writeJSON(rev: 1, seq: 1, t: 1, into: &json)
        let whole: String = String(decoding: json.bytes, as: UTF8.self)
        #expect(whole.contains(#"{"index":1,"progress":1,"selected":true,"selectedFontOpacity":0,"#))
        #expect(whole.contains(#"{"index":2,"progress":0,"selected":false,"selectedFontOpacity":0,"#))
        let delta = FrameFingerprint(frames[1]).delta(from: FrameFingerprint(frames[0]))
        #expect(delta.buttons.contains(0) && delta.buttons.contains(1) && !delta.buttons.contains(2))
        #expect(delta.buttonParts == [.selectedFontOpacity])
    }
}
