import Testing

@testable import PagerEngine

/// A tap from tab 0 on tab 2 under BTabViewController (brkyvrkn/BTabViewController 1.1.0,
/// `BTabViewController/BTabGroup/BTabViewController.swift`):
/// - `collectionView(_:didSelectItemAt:)` (lines 463–477) sets `selectedTabItem = item` at once, and its
///   `didSet` (lines 17–37) activates and reloads the tapped cell: tab 2 is selected from the tap on.
/// - `scrollTab` (lines 413–432) sets the one paging scroll view's offset to `order × width` inside
///   `UIView.animate(withDuration: 0.4, options: .curveEaseInOut)`: the model offset is 2W at once (so
///   `scrollViewDidScroll`, lines 499–529, sees page 2 and never selects tab 1) while the layer slides
///   from 0 to 2W, carrying every container between: page 1 slides through and is drawn.
struct BTabTapScrollTests {
    private func tapTwo(_ configure: (inout PagerConfig) -> Void = { _ in }) -> (
        simulation: PagerSimulation<PagerLayoutAdapter<FixedAdvanceMeasurer>>, outputs: [SimulationOutput]
    ) {
        var config = Preset.bTabViewController.config
        configure(&config)
        var simulation = PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        var outputs = simulation.handle(TimedInput(time: 1, input: .tap(index: 2)))
        outputs += simulation.advance(to: 2)
        return (simulation, outputs)
    }

    private func snapshots(_ outputs: [SimulationOutput]) -> [SimulationSnapshot] {
        outputs.compactMap { if case .frame(let snapshot) = $0 { snapshot } else { nil } }
    }

    @Test func theTappedTabIsSelectedAtOnceAndTabOneNever() throws {
        let (simulation, outputs) = tapTwo()
        let frames = snapshots(outputs)
        #expect(frames.count > 10)
        for snapshot in frames {
            let frame = simulation.layout.frame(simulation.frameInput(for: snapshot))
            let selected = frame.buttons.filter { $0.progress == 1 }.map(\.index)
            #expect(selected == [2], "t \(snapshot.time): selected \(selected)")
        }
        let changes = outputs.compactMap { output -> PagerEvent? in
            if case .event(let event) = output, event.name == .tabChanged { event } else { nil }
        }
        #expect(changes.map(\.index) == [2])
        #expect(changes.first?.time == 1)
    }

    @Test func thePagesSlideThroughPageOneOverFourTenthsOfASecond() throws {
        let (_, outputs) = tapTwo()
        let frames = snapshots(outputs)
        // Half-way through the 0.4 s ease-in-out the offset is at W (page 1 fills the screen).
        let middle = try #require(frames.min { abs($0.time - 1.2) < abs($1.time - 1.2) })
        #expect(abs(middle.time - 1.2) < 0.01)
        let one = try #require(middle.pages.first { $0.index == 1 })
        #expect(abs(one.x) < 390 * 0.1, "page 1 at x \(one.x)")
        // Page 1 is drawn in every frame where the offset lies strictly between 0 and 2W.
        let moving = frames.filter { $0.time > 1.02 && $0.time < 1.38 }
        #expect(moving.count > 5)
        for snapshot in moving {
            let shown = snapshot.pages.map(\.index)
            #expect(shown.contains(1), "t \(snapshot.time): pages \(shown)")
            // Each drawn page k sits at k·W − offset: offset ∈ (0, 2W), page 0 left of page 1.
            for page in snapshot.pages {
                let offset = Double(page.index) * 390 - page.x
                #expect(offset > 0 && offset < 780)
            }
        }
        let last = try #require(frames.last)
        #expect(last.pages.map(\.index) == [2] && last.pages.first?.x == 0)
    }
}

/// BTabViewController's `isAnimated` off (`pager.isAnimated`): `scrollTab` sets the offset without
/// `UIView.animate` (`BTabViewController.swift` lines 424–429) and `selectedTabItem`'s didSet reloads
/// the cells with `reloadData()` rather than animated `reloadItems` (lines 22–33).
struct BTabIsAnimatedTests {
    private func simulation(animated: Bool) -> PagerSimulation<PagerLayoutAdapter<FixedAdvanceMeasurer>> {
        var config = Preset.bTabViewController.config
        config.pager.isAnimated = animated
        return PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
    }

    @Test func offATapSwitchesThePageAtOnce() {
        var still = simulation(animated: false)
        _ = still.handle(TimedInput(time: 1, input: .tap(index: 2)))
        #expect(still.position == 2)
        #expect(!still.isAnimating || still.snapshot().pages.map(\.index) == [2])
        var animated = simulation(animated: true)
        _ = animated.handle(TimedInput(time: 1, input: .tap(index: 2)))
        _ = animated.advance(to: 1.1)
        #expect(animated.position > 0 && animated.position < 2)
    }

    @Test func offTheCellsFollowASwipeWithoutLag() {
        for animated in [false, true] {
            var simulation = simulation(animated: animated)
            _ = simulation.handle(TimedInput(time: 1, input: .pointerDown(Point(x: 350, y: 400), pointer: 1)))
            _ = simulation.handle(TimedInput(time: 1.05, input: .pointerMove(Point(x: 330, y: 400), pointer: 1)))
            // 220 pt further in one move: past half a page (the selected cell is floor(position) only
            // past a whole page, so look at the buttons' own position).
            _ = simulation.handle(TimedInput(time: 1.1, input: .pointerMove(Point(x: 110, y: 400), pointer: 1)))
            let snapshot = simulation.snapshot()
            let lag = abs(snapshot.buttonsPosition - snapshot.position)
            if animated {
                #expect(lag > 0.1, "the cells' fade lags the swipe")
            } else {
                #expect(lag < 1e-12)
                #expect(snapshot.buttonsMotion == .follow || snapshot.buttonsMotion == .at(snapshot.position))
            }
        }
    }
}
