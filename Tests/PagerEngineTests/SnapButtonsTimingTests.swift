import Testing

@testable import PagerEngine

/// When `snap` buttons change during a swipe, in the frames a session draws (button progress is what
/// colours, alpha and fonts follow):
/// - Tabman: `TMBarViewUpdateHandler` gives `snap` components `round(position)` (`makePosition`) inside
///   `UIView.animate(withDuration: 0.25)` on every interactive update (uias/Tabman 4.0.1,
///   `Sources/Tabman/Bar/BarView/TMBarViewUpdateHandler.swift`, `update(component:action:)`,
///   `makeAnimation`): the states move when the position crosses the half and fade over 0.25 s.
/// - SwiftUITabPager: `isSelected` is `displayIndex`, recomputed from `scrollProgress` on every render
///   without animation (camosss/SwiftUITabPager 4.1.2, `TabPager.swift` `tabState(for:)`,
///   `TabPagerHelper.displayIndex`): the label switches at the half, at once.
/// - BTabViewController: the selected cell is `floor(offset / width)` (`scrollViewDidScroll`), its
///   change reloads the two cells animated: the fade starts when the position crosses the page.
struct SnapButtonsTimingTests {
    /// Button 1's progress in each frame while the position is scrubbed from 0 at 0.8 pages a second.
    private func progress(_ preset: Preset, seconds: Double = 1.5) -> [(time: Double, position: Double, one: Double)] {
        var config = preset.config
        config.buttons.transitionStyle = .snap
        var simulation = PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        var outputs: [SimulationOutput] = []
        for tick in 1...Int(seconds * 60) {
            let time = Double(tick) / 60
            outputs += simulation.handle(TimedInput(time: time, input: .scrub(position: 0.8 * time)))
            outputs += simulation.advance(to: time)
        }
        return outputs.compactMap { output in
            guard case .frame(let snapshot) = output else { return nil }
            let frame = simulation.layout.frame(simulation.frameInput(for: snapshot))
            return (snapshot.time, snapshot.position, frame.buttons[1].progress)
        }
    }

    @Test func tabmansSnapButtonsFadeFromTheHalf() throws {
        let frames = progress(.tabmanButtonBar)
        #expect(frames.filter { $0.position < 0.5 }.allSatisfy { $0.one == 0 })
        let crossing = try #require(frames.first { $0.position >= 0.5 })
        // The first frame past the half already shows the fade begun, not the old state.
        #expect(crossing.one > 0 && crossing.one < 0.5, "\(crossing)")
        let fading = frames.filter { $0.time > crossing.time && $0.time < crossing.time + 0.25 - 1e-9 }
        #expect(!fading.isEmpty && fading.allSatisfy { $0.one > 0 && $0.one < 1 }, "\(fading)")
        #expect(zip(fading, fading.dropFirst()).allSatisfy { $0.one < $1.one })
        #expect(frames.filter { $0.time >= crossing.time + 0.25 }.allSatisfy { $0.one == 1 })
    }

    @Test func swiftUITabPagersLabelSwitchesAtTheHalfAtOnce() throws {
        let frames = progress(.swiftUITabPagerFixed, seconds: 1)
        for frame in frames {
            #expect(frame.one == (frame.position > 0.5 ? 1 : 0), "\(frame)")
        }
        #expect(frames.contains { $0.position > 0.5 })
    }

    @Test func bTabsCellFadesFromThePage() throws {
        let frames = progress(.bTabViewController)
        #expect(frames.filter { $0.position < 1 }.allSatisfy { $0.one == 0 })
        let crossing = try #require(frames.first { $0.position >= 1 })
        #expect(crossing.one > 0 && crossing.one < 0.5, "\(crossing)")
        #expect(frames.filter { $0.time >= crossing.time + 0.25 }.allSatisfy { $0.one == 1 })
    }
}
