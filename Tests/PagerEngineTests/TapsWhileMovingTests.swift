import Testing

@testable import PagerEngine

/// A second tap while the pages still move (docs/decisions/0035-taps-while-the-pages-move.md).
///
/// - BTabViewController (brkyvrkn/BTabViewController 1.1.0, `BTabViewController/BTabGroup/
///   BTabViewController.swift`): `collectionView(_:didSelectItemAt:)` (lines 463–477) has no guard on the
///   pages' motion: it calls `scrollTab` and, for another tab, sets `selectedTabItem`, re-attaches the
///   indicator and calls `tabSwitched`. `scrollTab` (lines 413–432) sets the paging scroll view's offset
///   inside `UIView.animate(withDuration: 0.4, options: .curveEaseInOut)`, which UIKit adds to the
///   animation already running on the offset.
/// - SwiftUITabPager (camosss/SwiftUITabPager 4.1.2): the button sets the selection in
///   `withAnimation(.easeInOut)` whatever moves (`Components/TabBar/TabButtons.swift` lines 26–29), so
///   `onTabChanged` fires (`TabPager.swift` lines 120–127) and the indicator animates to the new tab
///   (`TabBarContainer.swift` lines 42–47); `PageTabViewController.updateIndex` (lines 155–180) then calls
///   `setViewControllers(_:direction:animated: true)` from the page it last asked for.
/// - Tabman refuses: Pageboy's `isSafeToScrollToANewPage` (uias/Pageboy 5.0.1,
///   `Sources/Pageboy/PageboyViewController.swift`) and interaction off during an animated scroll.
struct TapsWhileMovingTests {
    /// Tab `index`'s centre in the test layout (`FixedLayouter`: 60 pt buttons 76 pt apart, bar y 47–95).
    private static func centre(of index: Int) -> Point { Point(x: Double(index) * 76 + 30, y: 71) }

    /// A finger tapping tab `index`: down at `time`, up 50 ms later. The pages and the indicator show
    /// the same at the release's instant before and after it is handled: the tap makes no jump.
    private static func tap(_ index: Int, at time: Double, on run: inout SimulationRun) {
        let release = time + 0.05
        run.send(time, .pointerDown(centre(of: index), pointer: 7))
        run.run(until: release)
        let before = shown(run.simulation, at: release)
        run.send(release, .pointerUp(centre(of: index), pointer: 7))
        let after = shown(run.simulation, at: release)
        #expect(abs(after.pages - before.pages) < 1e-9, "the pages jump at the tap on \(index)")
        #expect(abs(after.indicator - before.indicator) < 1e-9, "the indicator jumps at the tap on \(index)")
    }

    /// The position the pages show at `time` and the indicator's.
    private static func shown(_ simulation: PagerSimulation<FixedLayouter>, at time: Double) -> (
        pages: Double, indicator: Double
    ) {
        let pages: Double
        switch simulation.motion {
        case .scrolling(let scroll): pages = scroll.position(at: time)
        case .settling(let settle): pages = settle.curve.value(at: time)
        case .idle, .dragging: pages = simulation.position
        }
        return (pages, simulation.indicatorTrack.value(at: time))
    }

    /// Consecutive frames never jump: the pages move less than `step` pages from one to the next.
    private static func expectContinuous(_ frames: [SimulationSnapshot], step: Double) {
        for (before, after) in zip(frames, frames.dropFirst()) {
            #expect(abs(after.position - before.position) < step, "pages jump at t \(after.time)")
        }
    }

    private static func summary(_ events: [PagerEvent]) -> [String] {
        events.map { "\($0.name) \($0.index)" }
    }

    // MARK: BTabViewController

    @Test func bTabSecondTapRetargetsThePagesFromWhereTheyAre() throws {
        var run = SimulationRun { $0.bar.behavior = .bTabViewController }
        Self.tap(2, at: 1, on: &run)  // released at 1.05: 0 → 2 over 0.4 s
        run.run(until: 1.2)
        let before = run.simulation.position
        #expect(before > 0.3 && before < 1.7, "still sliding: \(before)")
        Self.tap(1, at: 1.2, on: &run)  // released at 1.25
        run.run(until: 2)

        // UIKit's additive animations: the second slide (offset 2 → 1 from 1.25) is added to what the
        // first (0 → 2 from 1.05) has still to cover; each on the 0.4 s ease-in-out.
        let curve = TimingCurve.easeInOut
        func expected(_ t: Double) -> Double {
            let first = curve.value(at: min(max((t - 1.05) / 0.4, 0), 1))
            let second = curve.value(at: min(max((t - 1.25) / 0.4, 0), 1))
            return 1 + (2 - 1) * (1 - second) + (0 - 2) * (1 - first)
        }
        let frames = run.frames
        let during = frames.filter { $0.time > 1.25 && $0.time < 1.65 }
        #expect(during.count > 10)
        for frame in during {
            #expect(abs(frame.position - expected(frame.time)) < 1e-9, "t \(frame.time)")
        }
        Self.expectContinuous(frames, step: 0.2)

        let last = try #require(frames.last)
        #expect(last.position == 1 && last.index == 1)
        #expect(last.pages.map(\.index) == [1])
        #expect(run.simulation.indicatorTrack.target == 1)
        // didSelectItemAt selects and announces each tab at its tap; the pages arrive at the second.
        #expect(
            Self.summary(run.events)
                == ["willScrollToPage 2", "tabChanged 2", "willScrollToPage 1", "tabChanged 1", "didScrollToPage 1"])
        #expect(run.events(named: .tabChanged).map(\.time) == [1.05, 1.25])
        #expect(abs((run.events(named: .didScrollToPage).first?.time ?? 0) - 1.65) < 1e-9)
    }

    @Test func bTabTapDuringASwipesGlideSlidesFromTheGlide() throws {
        var run = SimulationRun { $0.bar.behavior = .bTabViewController }
        // A quick flick to the left: the pages glide on to page 1 after the release.
        guard run.flickIntoGlide() != nil else { return }
        let gliding = run.simulation.position
        Self.tap(3, at: 1.15, on: &run)  // released at 1.2
        run.run(until: 2)
        let frames = run.frames
        Self.expectContinuous(frames, step: 0.25)
        // From the release of the tap: 0.4 s ease-in-out from where the glide was, to page 3.
        let atTap = try #require(frames.last { $0.time <= 1.2 })
        #expect(atTap.position >= gliding)
        #expect(run.simulation.position == 3 && run.simulation.index == 3)
        #expect(run.events(named: .tabChanged).last?.index == 3)
        #expect(abs((run.events(named: .didScrollToPage).last?.time ?? 0) - 1.6) < 1e-9)
        #expect(run.events(named: .didScrollToPage).last?.index == 3)
    }

    @Test func bTabArrowKeyDuringATapGoesOnFromTheTappedTab() throws {
        var run = SimulationRun { $0.bar.behavior = .bTabViewController }
        run.send(1, .tap(index: 2))
        run.send(1.1, .key(.arrowRight))
        run.run(until: 2)
        #expect(run.simulation.position == 3 && run.simulation.index == 3)
        #expect(run.events(named: .tabChanged).map(\.index) == [2, 3])
    }

    // MARK: SwiftUITabPager

    @Test func swiftUITabPagerSecondTapMovesTheSelectionAtOnceAndThePagesAfter() throws {
        var run = SimulationRun { $0.bar.behavior = .swiftUITabPager }
        Self.tap(2, at: 1, on: &run)  // released at 1.05: the pages slide 0 → 2 until 1.35
        run.run(until: 1.15)
        Self.tap(1, at: 1.15, on: &run)  // released at 1.2
        #expect(run.simulation.index == 1)
        run.run(until: 2)
        let frames = run.frames
        Self.expectContinuous(frames, step: 0.25)

        // The selection (and the indicator heading there) moves at the second tap.
        #expect(frames.filter { $0.time >= 1.2 }.allSatisfy { $0.index == 1 })
        #expect(run.events(named: .tabChanged).map(\.index) == [2, 1])
        #expect(run.events(named: .tabChanged).map(\.time) == [1.05, 1.2])
        // The indicator's 0.3 s ease-in-out runs from where it was at 1.2 to tab 1.
        let indicatorAt = frames.first { $0.time >= 1.2 }?.indicatorPosition ?? -1
        #expect(indicatorAt > 0.5 && indicatorAt < 2)
        let settled = try #require(frames.first { $0.time >= 1.5 })
        #expect(settled.indicatorPosition == 1)
        // The pages end their slide on page 2, then slide to 1 over UIPageViewController's 0.3 s.
        let atTwo = try #require(frames.last { $0.time <= 1.35 })
        #expect(atTwo.position > 1.9)
        let back = try #require(frames.first { $0.time > 1.4 && $0.time < 1.6 })
        #expect(back.position > 1 && back.position < 2)
        #expect(back.pages.map(\.index).sorted() == [1, 2])
        #expect(run.simulation.position == 1)
        let arrived = run.events(named: .didScrollToPage)
        #expect(arrived.map(\.index) == [1])
        #expect(abs((arrived.first?.time ?? 0) - 1.65) < 1e-9)
    }

    @Test func swiftUITabPagerTapDuringAGlideSelectsThenSlidesOnceItEnds() throws {
        var run = SimulationRun { $0.bar.behavior = .swiftUITabPager }
        guard let settle = run.flickIntoGlide() else { return }
        Self.tap(3, at: 1.15, on: &run)
        #expect(run.simulation.index == 3)
        run.run(until: 3)
        Self.expectContinuous(run.frames, step: 0.25)
        // No frame after the tap shows the indicator following the glide back towards page 1.
        let afterTap = run.frames.filter { $0.time >= 1.2 }
        for (before, after) in zip(afterTap, afterTap.dropFirst()) {
            #expect(after.indicatorPosition >= before.indicatorPosition - 1e-12, "t \(after.time)")
        }
        #expect(run.simulation.position == 3)
        let arrived = run.events(named: .didScrollToPage).filter { $0.time > 1.2 }
        #expect(arrived.map(\.index) == [3])
        #expect(abs((arrived.first?.time ?? 0) - (settle.curve.end + 0.3)) < 1e-9)
    }

    // MARK: Pageboy's rule stays

    @Test func tabmanStillRefusesASecondTap() throws {
        var run = SimulationRun { $0.bar.behavior = .tabman }
        Self.tap(2, at: 1, on: &run)
        run.run(until: 1.15)
        let before = run.events.count
        Self.tap(1, at: 1.15, on: &run)
        run.send(1.2, .key(.arrowLeft))
        run.send(1.22, .scrollTo(.index(3), animated: true))
        #expect(run.events.count == before)
        run.run(until: 2)
        #expect(run.simulation.position == 2 && run.simulation.index == 2)
    }

    /// No tap answer is played ahead for a touch while the pages move: the engine's answers to the touch
    /// and to a hovered tab are for a pager at rest (decisions 0032, 0033), so the browser waits for the
    /// release's own trajectory, which is the retarget computed on a copy.
    @Test func aTouchWhileMovingGetsNoTapAnswerAndTheReleaseTheRetarget() throws {
        for preset in [Preset.bTabViewController, .swiftUITabPagerScrollable] {
            var simulation = PagerSimulation(
                config: preset.config, viewport: Viewport(width: 390, height: 844),
                layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
            _ = simulation.handle(TimedInput(time: 1, input: .tap(index: 2)))
            _ = simulation.advance(to: 1.15)
            let frame = try #require(simulation.buttonFrameInViewport(1, at: 1.15))
            let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            _ = simulation.handle(TimedInput(time: 1.15, input: .pointerDown(point, pointer: 7)))
            #expect(simulation.tapTrajectory() == nil)
            #expect(simulation.trajectoryAhead(of: PagerInput.tap(index: 1), now: 1.15) == nil)
            _ = simulation.handle(TimedInput(time: 1.2, input: .pointerUp(point, pointer: 7)))
            #expect(simulation.index == 1, "\(preset)")
            let answer = simulation.trajectory().map { ($0.time, $0.frame.position) }
            let played = simulation.advance(to: 2).compactMap { output -> (Double, Double)? in
                if case .frame(let snapshot) = output { (snapshot.time, snapshot.position) } else { nil }
            }
            #expect(answer.count == played.count && answer.count > 10)
            for (a, b) in zip(answer, played) { #expect(a.0 == b.0 && abs(a.1 - b.1) < 1e-9) }
            #expect(answer.last?.1 == 1)
        }
    }
}
