import Testing

@testable import PagerEngine

/// Tabman's button state controller keeps states between bar updates, so a swipe can leave a tab partly
/// selected (`TMBarButtonStateController.update(for:direction:)`, uias/Tabman#495).
struct TabmanButtonStatesTests {
    private func lingering(_ states: TabmanButtonStates) -> [Int: Double] {
        var found: [Int: Double] = [:]
        for button in 0..<8 where states.lingering.progress(of: button) > 0 {
            found[button] = states.lingering.progress(of: button)
        }
        return found
    }

    private func close(_ a: [Int: Double], _ b: [Int: Double]) -> Bool {
        a.keys.sorted() == b.keys.sorted() && a.allSatisfy { abs($0.value - (b[$0.key] ?? .nan)) < 1e-9 }
    }

    @Test func aSwipePastAPageAndBackLeavesTheTabBeyondPartlySelected() {
        var states = TabmanButtonStates(count: 5, selected: 1)
        // Forward to 1.2: buttons 1 and 2 get 0.8 and 0.2; nothing lingers outside that pair.
        for position in [1.0, 1.1, 1.2] { states.update(position: position, style: .progressive) }
        #expect(states.lingering.isEmpty)
        // Back to 0.95 (reverse): the pair is now buttons 0 and 1 (0.05 and 0.95); button 2 keeps its 0.2.
        states.update(position: 0.95, style: .progressive)
        #expect(close(lingering(states), [2: 0.2]))
        // Settling on page 1: button 1 is selected again (it was already, so no other button is reset);
        // button 0 keeps the 0.01 of the last update between pages 0 and 1.
        for position in [0.99, 1.0] { states.update(position: position, style: .progressive) }
        #expect(close(lingering(states), [0: 0.01, 2: 0.2]))
        // A tap to page 3 selects button 3 and unselects button 1; buttons 0 and 2 stay as they were.
        states.update(position: 3, style: .progressive)
        #expect(close(lingering(states), [0: 0.01, 2: 0.2]))
        // A coarse swipe back to page 0 sets buttons 2 and 1 as it passes (each last at 0.5), and reaching
        // page 0 unselects button 3 only.
        for position in [2.5, 1.5, 0.5, 0.0] { states.update(position: position, style: .progressive) }
        #expect(close(lingering(states), [1: 0.5, 2: 0.5]))
    }

    @Test func theButtonHeadedForIsPromotedPast0999AndTheSelectedOneReset() {
        var states = TabmanButtonStates(count: 4, selected: 0)
        // Forward from page 0: at 0.9995 button 1 becomes the selected button, which unselects button 0,
        // and then gets the complement, 0.0005.
        for position in [0.5, 0.9995] { states.update(position: position, style: .progressive) }
        // Past page 1 without an update at exactly 1: button 0 keeps the complement.
        states.update(position: 1.3, style: .progressive)
        #expect(close(lingering(states), [0: 0.0005]))
        // Without the promotion (0.99 at most) button 0, still the selected button, is reset when page 2 is
        // reached, and button 1 keeps the state of the last update between pages 1 and 2.
        var unpromoted = TabmanButtonStates(count: 4, selected: 0)
        for position in [0.5, 0.99, 1.3, 1.9, 2.0] { unpromoted.update(position: position, style: .progressive) }
        #expect(close(lingering(unpromoted), [1: 0.1]))
    }

    @Test func snappedStatesAndOverscrollLeaveNothing() {
        var states = TabmanButtonStates(count: 5, selected: 1)
        // `.snap` and `.none` round the position: every update is at a whole page.
        for position in [1.2, 1.6, 0.9, 1.0] { states.update(position: position, style: .snap) }
        #expect(states.lingering.isEmpty)
        var bouncing = TabmanButtonStates(count: 3, selected: 0)
        for position in [-0.3, -0.1, 0.0] { bouncing.update(position: position, style: .progressive) }
        #expect(bouncing.lingering.isEmpty)
    }

    @Test func theFramesShowTheLingeringTintUntilTheButtonsAreRenewed() throws {
        // FixedLayouter: pages 390 pt apart. The pan starts at the first move past the touch slop; from there
        // swipe forward
        // 78 pt (1.2) and back 97.5 pt (0.95), hold still and lift: the pages settle on page 1 and tab 2
        // keeps 0.2.
        var config = PagerConfig()
        config.items = (0..<5).map { PagerItem(id: "t\($0)", title: "Tab \($0)") }
        var simulation = PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        var outputs = simulation.handle(TimedInput(time: 0, input: .scrollTo(.index(1), animated: false)))
        let script: [(Double, PagerInput)] = [
            (1, .pointerDown(Point(x: 300, y: 400), pointer: 1)),
            (1.05, .pointerMove(Point(x: 280, y: 400), pointer: 1)),
            (1.1, .pointerMove(Point(x: 202, y: 400), pointer: 1)),
            (1.2, .pointerMove(Point(x: 299.5, y: 400), pointer: 1)),
            (1.6, .pointerUp(Point(x: 299.5, y: 400), pointer: 1)),
        ]
        for (time, input) in script { outputs += simulation.handle(TimedInput(time: time, input: input)) }
        outputs += simulation.advance(to: 4)
        let snapshots = outputs.compactMap { output -> SimulationSnapshot? in
            if case .frame(let snapshot) = output { snapshot } else { nil }
        }
        let last = try #require(snapshots.last)
        #expect(last.position == 1)
        let frame = simulation.layout.frame(simulation.frameInput(for: last))
        #expect(abs(frame.buttons[2].progress - 0.2) < 1e-9)
        #expect(frame.buttons[2].color == config.buttons.tintColor.mixed(with: config.buttons.selectedTintColor, 0.2))
        #expect(frame.buttons[1].progress == 1)
        #expect(frame.buttons[3].progress == 0 && frame.buttons[4].progress == 0)
        // A config change makes the buttons anew: nothing lingers.
        config.buttons.tintColor = RGBAColor(red: 40, green: 40, blue: 40)
        outputs = simulation.handle(TimedInput(time: 5, input: .config(config)))
        outputs += simulation.advance(to: 6)
        let renewed = try #require(outputs.compactMap { if case .frame(let s) = $0 { s } else { nil } }.last)
        #expect(renewed.lingeringStates.isEmpty)
        #expect(simulation.layout.frame(simulation.frameInput(for: renewed)).buttons[2].progress == 0)
    }

    @Test func aFrameCarriesTheFourMostSelectedLingeringButtons() {
        var states = LingeringStates()
        #expect(states.isEmpty)
        for (button, progress) in [(0, 0.3), (2, 0.1), (4, 0.5), (6, 0.2), (8, 0.4), (9, 0.05)] {
            states.add(button, progress: progress)
        }
        // Five were more than 0.05: the least of them (button 2, 0.1) made way for button 8.
        #expect((0..<10).map { states.progress(of: $0) } == [0.3, 0, 0, 0, 0.5, 0, 0.2, 0, 0.4, 0])
        #expect(!states.isEmpty)
    }

    @Test func otherLibrariesKeepNoStates() {
        var run = SimulationRun { $0.bar.behavior = .swiftUITabPager }
        run.drag(from: 300, to: 222, start: 0, duration: 0.1, steps: 1)
        run.run(until: 2)
        #expect(run.frames.allSatisfy { $0.lingeringStates.isEmpty })
    }
}
