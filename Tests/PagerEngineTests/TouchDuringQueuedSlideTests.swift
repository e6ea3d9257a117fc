import Testing

@testable import PagerEngine

/// SwiftUITabPager: a touch on the pages while they glide after a swipe, a tab having been tapped during
/// the glide (docs/decisions/0048).
///
/// camosss/SwiftUITabPager 4.1.2 @ edd16f7, `Sources/SwiftUITabPager/Content/PageTabViewController.swift`:
/// the tap reaches `updateIndex(to:)` (lines 155–180), which sets `isProgrammaticTransition` and calls
/// `setViewControllers(_:direction:animated: true)`; nothing there, or anywhere in the library, turns the
/// page scroll view's touches off (its only `isScrollEnabled` writes, lines 60–62 and 75–79, follow
/// `contentSwipeEnabled`), unlike Pageboy, which turns interaction off for an animated scroll. So the
/// touch reaches UIPageViewController's scroll view, which stops decelerating content under a finger as
/// any UIScrollView does, and the finger drags the pages. The transition asked for stays in the scroll
/// view's queue (decision 0035), and `isProgrammaticTransition` stays set until its completion (line
/// 177), so the contentOffset observer (lines 84–91) sends no scroll progress: the bar keeps showing the
/// tapped tab while the finger drags. Once the drag's pages settle, the queued slide runs.
struct TouchDuringQueuedSlideTests {
    @Test func aTouchCatchesTheGlideAndTheQueuedSlideStillRunsAfterIt() throws {
        var run = SimulationRun { $0.bar.behavior = .swiftUITabPager }
        // A swipe from page 0: the pages glide on to page 1 from 1.1 on.
        guard run.flickIntoGlide() != nil else { return }
        // Tab 3 tapped during the glide (down 1.15, up 1.2): selected at once, its slide queued.
        run.send(1.15, .pointerDown(Point(x: 3 * 76 + 30, y: 71), pointer: 7))
        run.send(1.2, .pointerUp(Point(x: 3 * 76 + 30, y: 71), pointer: 7))
        #expect(run.simulation.index == 3)
        let eventsBefore = run.events.count
        // A finger on the pages at 1.25: it catches them and drags them 78 pt forward (a fifth of the 390 pt
        // stride), holds still and lifts at 1.5.
        run.send(1.25, .pointerDown(Point(x: 200, y: 400), pointer: 8))
        let caught = run.simulation.position
        for step in 1...5 {
            run.send(1.25 + 0.02 * Double(step), .pointerMove(Point(x: 200 - 15.6 * Double(step), y: 400), pointer: 8))
        }
        run.run(until: 1.4)
        #expect(abs(run.simulation.position - (caught + 0.2)) < 1e-6, "the pages follow the finger")
        run.send(1.5, .pointerUp(Point(x: 122, y: 400), pointer: 8))
        // During the drag nothing reports a page, and the bar shows tab 3 all along.
        let dragEvents = Array(run.events.dropFirst(eventsBefore)).filter { $0.time < 1.5 }
        #expect(dragEvents.isEmpty, "\(dragEvents.map { "\($0.name) \($0.index)" })")
        let duringDrag = run.frames.filter { $0.time >= 1.25 && $0.time <= 1.5 }
        #expect(!duringDrag.isEmpty)
        #expect(duringDrag.allSatisfy { $0.index == 3 })
        for (before, after) in zip(duringDrag, duringDrag.dropFirst()) {
            // The indicator goes on to tab 3 (its animation from the tap), never back with the pages.
            #expect(after.indicatorPosition >= before.indicatorPosition - 1e-12, "t \(after.time)")
        }
        run.run(until: 3)
        // The drag's settle, then the queued slide: the pages end on tab 3, announced once.
        #expect(run.simulation.position == 3)
        #expect(run.simulation.index == 3)
        let later = Array(run.events.dropFirst(eventsBefore))
        #expect(later.filter { $0.name == .didScrollToPage }.map(\.index) == [3])
        #expect(later.filter { $0.name == .tabChanged }.isEmpty)
        for (before, after) in zip(run.frames, run.frames.dropFirst()) {
            #expect(abs(after.position - before.position) < 0.25, "pages jump at t \(after.time)")
        }
    }

    @Test func aDragThatSettlesOnTheTappedTabArrivesThereWithoutAnotherSlide() throws {
        var run = SimulationRun { $0.bar.behavior = .swiftUITabPager }
        guard run.flickIntoGlide() != nil else { return }
        // Tab 1, where the glide goes, then tab 2; the finger drags the pages on past page 1 towards 2
        // and flicks: the settle ends on page 2, the tab selected, with nothing left to slide.
        run.send(1.15, .pointerDown(Point(x: 2 * 76 + 30, y: 71), pointer: 7))
        run.send(1.2, .pointerUp(Point(x: 2 * 76 + 30, y: 71), pointer: 7))
        let eventsBefore = run.events.count
        run.send(1.25, .pointerDown(Point(x: 300, y: 400), pointer: 8))
        for step in 1...5 {
            run.send(1.25 + 0.01 * Double(step), .pointerMove(Point(x: 300 - 40 * Double(step), y: 400), pointer: 8))
        }
        run.send(1.31, .pointerUp(Point(x: 100, y: 400), pointer: 8))
        guard case .settling(let settle) = run.simulation.motion else {
            Issue.record("not settling")
            return
        }
        #expect(settle.target == 2)
        run.run(until: 3)
        #expect(run.simulation.position == 2)
        let arrived = run.events.dropFirst(eventsBefore).filter { $0.name == .didScrollToPage }
        #expect(arrived.map(\.index) == [2])
        #expect(abs((arrived.first?.time ?? 0) - settle.curve.end) < 1e-9)
    }
}
