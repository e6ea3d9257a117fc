import Testing

@testable import PagerEngine

/// The Hermite settle written out independently of `SettleCurve` (velocity term included).
private func hermite(from: Double, to: Double, velocity: Double, start: Double, duration: Double, at time: Double)
    -> Double
{
    let u = min(max((time - start) / duration, 0), 1)
    return (2 * u * u * u - 3 * u * u + 1) * from + (u * u * u - 2 * u * u + u) * duration * velocity
        + (-2 * u * u * u + 3 * u * u) * to
}

struct PagerSimulationDragTests {
    @Test func longDragGoesToTheNextPage() throws {
        var run = SimulationRun()
        // 300 → 50 over 0.5 s; the pan starts at the first move past the 10 pt slop (x = 275), so the
        // pages move 225 pt = 0.5769 of a 390 pt page. Held still 0.2 s: no velocity, nearer page = 1.
        run.drag(from: 300, to: 50, start: 0, duration: 0.5, holdBeforeRelease: 0.2)
        run.run(until: 2)
        let will = try #require(run.events(named: .willScrollToPage).first)
        // The pan is recognised at 0.05 and moves the pages from there: the first move after it announces.
        #expect(will.index == 1 && will.direction == .forward && will.time == 0.1)
        let did = try #require(run.events(named: .didScrollToPage).first)
        // Settle from 0.5769 to 1 at rest: 0.25 + 0.2·0.4231 = 0.33462 s after the release at 0.7.
        let from = 225.0 / 390
        let duration = 0.25 + 0.2 * (1 - from)
        #expect(did.index == 1 && abs(did.time - (0.7 + duration)) < 1e-9)
        #expect(run.events(named: .tabChanged).map(\.itemID) == ["explore"])
        #expect(run.events(named: .didCancelScrollToPage).isEmpty)
        #expect(run.frames.last?.position == 1)
        #expect(run.simulation.index == 1)
        // Every frame of the settle lies on the curve's formula.
        for frame in run.frames where frame.time > 0.7 && frame.time < 0.7 + duration {
            let expected = hermite(from: from, to: 1, velocity: 0, start: 0.7, duration: duration, at: frame.time)
            #expect(abs(frame.position - expected) < 1e-9)
        }
    }

    @Test func shortSlowDragSpringsBackWithACancel() throws {
        var run = SimulationRun()
        // 60 pt over 0.5 s; recognised at 12 pt (t = 0.1, x = 288); 48 pt = 0.123 of a page at
        // 120 pt/s = 0.31 pages/s, under the 0.5 pages/s flick threshold: back to page 0.
        run.drag(from: 300, to: 240, start: 0, duration: 0.5)
        run.run(until: 2)
        #expect(run.events(named: .willScrollToPage).map(\.index) == [1])
        let cancel = try #require(run.events(named: .didCancelScrollToPage).first)
        #expect(cancel.index == 1 && cancel.returnIndex == 0)
        #expect(run.events(named: .didScrollToPage).isEmpty)
        #expect(run.frames.last?.position == 0)
        let peak = run.frames.map(\.position).max() ?? 0
        #expect(abs(peak - 48.0 / 390) < 1e-9)
    }

    @Test func quickFlickAdvances() throws {
        var run = SimulationRun()
        // 40 pt in 0.05 s (800 pt/s ≈ 2 pages/s): only 24 pt past recognition, but a flick.
        run.drag(from: 300, to: 260, start: 0, duration: 0.05, steps: 5)
        run.run(until: 2)
        #expect(run.events(named: .didScrollToPage).map(\.index) == [1])
        #expect(run.frames.last?.position == 1)
    }

    @Test func rubberBandIsBoundedAndReturns() throws {
        var run = SimulationRun()
        // Dragging right on page 0: recognised at x = 80, 270 pt past it:
        // shown = −(1 − 1/(270·0.55/390 + 1)) = −0.27577 pages.
        run.drag(from: 50, to: 350, start: 0, duration: 0.3, holdBeforeRelease: 0.2)
        run.run(until: 2)
        let deepest = run.frames.map(\.position).min() ?? 0
        let expected = -(1 - 1 / (270 * 0.55 / 390 + 1))
        #expect(abs(deepest - expected) < 1e-9)
        #expect(run.frames.last?.position == 0)
        #expect(run.events.isEmpty)
    }

    @Test func withoutBouncesThePagesStopAtTheEnds() {
        var run = SimulationRun { $0.pager.bounces = false }
        run.drag(from: 50, to: 350, start: 0, duration: 0.3)
        run.send(1, .scrollTo(.last, animated: false))
        run.drag(from: 350, to: 20, start: 2, duration: 0.3)
        run.run(until: 4)
        #expect(run.frames.allSatisfy { $0.position >= 0 && $0.position <= 4 })
        #expect(run.simulation.index == 4)
    }

    @Test func programmaticScrollIsRefusedWhileDragging() {
        var run = SimulationRun()
        run.send(0, .pointerDown(Point(x: 300, y: 400), pointer: 1))
        run.send(0.05, .pointerMove(Point(x: 250, y: 400), pointer: 1))
        run.send(0.06, .pointerMove(Point(x: 240, y: 400), pointer: 1))
        run.send(0.07, .scrollTo(.index(3), animated: true))
        #expect(run.events(named: .willScrollToPage).map(\.index) == [1])
    }
}

/// Wrap directions: Pageboy reports `willScrollToPage` and `didScrollToPage` with the direction of the
/// page numbers, `NavigationDirection.forPage(index, previousPage: currentIndex)` = `index > previous ?
/// .forward : .reverse` (uias/Pageboy 5.0.1, `Sources/Pageboy/Model/NavigationDirection.swift` lines
/// 35–46; called in `PageboyViewController+ScrollDetection.swift` lines 39–44 for `willScrollToPage` and
/// through the index setter's `update(forNew:from:)`, `PageboyViewController.swift` lines 494–499, for
/// `didScrollToPage`). Only the slide of `.next` / `.previous` is forced forward / reverse
/// (`forPageScroll`, lines 48–65, passed to `updateViewControllers`), so 4 → 0 announces `reverse`.
struct PagerSimulationInfiniteTests {
    @Test func dragPastTheLastPageWrapsToTheFirst() throws {
        var run = SimulationRun {
            $0.pager.isInfiniteScrollEnabled = true
            $0.pager.defaultPage = 4
        }
        run.drag(from: 300, to: 50, start: 0, duration: 0.5, holdBeforeRelease: 0.2)
        run.run(until: 2)
        let will = try #require(run.events(named: .willScrollToPage).first)
        #expect(run.events(named: .willScrollToPage).count == 1)
        #expect(will.index == 0 && will.direction == .reverse)
        let did = try #require(run.events(named: .didScrollToPage).first)
        #expect(did.index == 0 && did.direction == .reverse)
        // Pageboy reports max·(1 − q) between the last and the first page: the position sweeps 4 → 0.
        let positions = run.frames.map(\.position)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0.0 >= $0.1 - 1e-12 })
        // At 0.1 the pages moved 25 pt past recognition: virtual 4.0641 → reported 4·(1 − 25/390) = 3.7436.
        let early = try #require(run.frames.first { $0.time == 0.1 })
        #expect(abs(early.position - 4 * (1 - 25.0 / 390)) < 1e-9)
        #expect(positions.last == 0)
        // Both pages are drawn during the wrap: page 4 leaving, page 0 coming in from the right.
        let mid = try #require(run.frames.first { $0.time > 0.8 && $0.time < 0.9 })
        #expect(Set(mid.pages.map(\.index)) == [4, 0])
    }

    @Test func previousFromTheFirstPageWrapsToTheLast() throws {
        var run = SimulationRun { $0.pager.isInfiniteScrollEnabled = true }
        run.send(0, .scrollTo(.previous, animated: true))
        run.run(until: 1)
        // 0 → 4 by the page numbers: forward, although the page slides in from the left.
        let will = try #require(run.events(named: .willScrollToPage).first)
        #expect(will.index == 4 && will.direction == .forward)
        let did = try #require(run.events(named: .didScrollToPage).first)
        #expect(did.index == 4 && did.direction == .forward)
        let mid = try #require(run.frames.first { $0.time > 0.1 && $0.time < 0.2 })
        let incoming = try #require(mid.pages.first { $0.index == 4 })
        #expect(incoming.x < 0)
        // Virtual 0 → −1 reported as 4·(1 − frac): 0, then up to 4.
        let positions = run.frames.map(\.position)
        #expect(positions.first == 0)
        #expect(positions.last == 4)
        #expect(zip(positions.dropFirst(), positions.dropFirst(2)).allSatisfy { $0.0 <= $0.1 + 1e-12 })
    }

    @Test func nextFromTheLastPageWrapsForward() throws {
        var run = SimulationRun {
            $0.pager.isInfiniteScrollEnabled = true
            $0.pager.defaultPage = 4
        }
        run.send(0, .key(.arrowRight))
        run.run(until: 1)
        #expect(run.events(named: .didScrollToPage).map(\.index) == [0])
        #expect(run.simulation.index == 0)
        // 4 → 0 is reverse by the page numbers in both events; the slide stays forward (page 0 comes
        // in from the right), as `forPageScroll` forces `.next` forward.
        #expect(run.events(named: .willScrollToPage).map(\.direction) == [.reverse])
        #expect(run.events(named: .didScrollToPage).map(\.direction) == [.reverse])
        let mid = try #require(run.frames.first { $0.time > 0.1 && $0.time < 0.2 })
        let incoming = try #require(mid.pages.first { $0.index == 0 })
        #expect(incoming.x > 0)
    }
}

struct PagerSimulationScrollTests {
    @Test func tapOnATabAnimatesMonotonicallyAndEndsOnIt() throws {
        var run = SimulationRun()
        // Button 3 spans x 228…288 of the bar at y 47…95; the bar does not scroll (5·60 + 4·16 = 364 pt).
        run.send(1, .pointerDown(Point(x: 250, y: 70), pointer: 1))
        run.send(1.05, .pointerUp(Point(x: 252, y: 71), pointer: 1))
        run.run(until: 3)
        let will = try #require(run.events(named: .willScrollToPage).first)
        #expect(will.index == 3 && will.time == 1.05)
        let did = try #require(run.events(named: .didScrollToPage).first)
        #expect(did.index == 3 && abs(did.time - 1.35) < 1e-9)
        let positions = run.frames.map(\.position)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0.0 <= $0.1 })
        #expect(positions.last == 3)
        // The position sweeps on ease-in-out over 0.3 s; the indicator goes once, over 0.25 s.
        for frame in run.frames where frame.time < 1.35 {
            let expected = 3 * TimingCurve.easeInOut.value(at: (frame.time - 1.05) / 0.3)
            #expect(abs(frame.position - expected) < 1e-9)
            let indicator = 3 * TimingCurve.easeInOut.value(at: (frame.time - 1.05) / 0.25)
            #expect(abs(frame.indicatorPosition - indicator) < 1e-9)
        }
    }

    @Test func customTransitionIsLinearForItsDuration() throws {
        var run = SimulationRun {
            $0.pager.transition.style = .push
            $0.pager.transition.duration = 0.5
        }
        run.send(0, .scrollTo(.index(2), animated: true))
        run.run(until: 2)
        let did = try #require(run.events(named: .didScrollToPage).first)
        #expect(did.time == 0.5)
        for frame in run.frames where frame.time < 0.5 {
            let share = frame.time / 0.5
            #expect(abs(frame.position - 2 * share) < 1e-9)
            // push: page 0 leaves to the left, page 2 comes in from the right.
            #expect(frame.pages.count == 2)
            #expect(abs(frame.pages[0].x + share * 390) < 1e-9 && frame.pages[0].index == 0)
            #expect(abs(frame.pages[1].x - (1 - share) * 390) < 1e-9 && frame.pages[1].index == 2)
            // The bar goes to the target once at willScrollToPage, over the transition's duration (A10:
            // `transition?.duration ?? 0.25`), ease-in-out.
            let bar = 2 * TimingCurve.easeInOut.value(at: share)
            #expect(frame.indicatorMotion == .blend(from: 0, to: 2, fraction: bar / 2), "\(frame.time)")
        }
        #expect(run.frames.last?.indicatorMotion == .at(2))
    }

    @Test func fadeTransitionCrossFades() throws {
        var run = SimulationRun {
            $0.pager.transition.style = .fade
            $0.pager.transition.duration = 0.4
        }
        run.send(0, .scrollTo(.next, animated: true))
        run.run(until: 0.1)
        let frame = try #require(run.frames.last)
        #expect(abs(frame.pages[0].opacity - 0.75) < 1e-9)
        #expect(abs(frame.pages[1].opacity - 0.25) < 1e-9)
    }

    @Test func scrollingDisabledMakesTapsInstantOnlyInSwiftUITabPager() {
        // SwiftUITabPager's contentSwipeEnabled(false) also makes tab switches unanimated.
        var swiftUI = SimulationRun {
            $0.bar.behavior = .swiftUITabPager
            $0.pager.isScrollEnabled = false
        }
        swiftUI.send(0, .tap(index: 2))
        #expect(swiftUI.events(named: .didScrollToPage).map(\.time) == [0])
        #expect(swiftUI.frames.map(\.position) == [2])
        swiftUI.drag(from: 300, to: 50, start: 1, duration: 0.2)
        #expect(swiftUI.simulation.index == 2)
        // Pageboy's isScrollEnabled stops the swipe only: a tap still scrolls animated (A10), and so do keys.
        var tabman = SimulationRun { $0.pager.isScrollEnabled = false }
        tabman.send(0, .tap(index: 2))
        tabman.run(until: 1)
        let didScroll = tabman.events(named: .didScrollToPage).map(\.time)
        #expect(didScroll.count == 1 && didScroll[0] > 0.2)
        #expect(tabman.frames.count > 5 && tabman.frames.contains { $0.position > 0.2 && $0.position < 1.8 })
        tabman.send(2, .key(.arrowRight))
        tabman.run(until: 3)
        #expect(tabman.frames.contains { $0.position > 2.2 && $0.position < 2.8 })
        tabman.drag(from: 300, to: 50, start: 4, duration: 0.2)
        #expect(tabman.simulation.index == 3)
    }

    @Test func reduceMotionCrossFadesTaps() throws {
        var run = SimulationRun { $0.appearance.reduceMotion = true }
        run.send(0, .tap(index: 3))
        run.run(until: 0.1)
        let frame = try #require(run.frames.last)
        #expect(frame.pages.allSatisfy { $0.x == 0 })
        #expect(frame.indicatorPosition == 3)  // the bar is not animated
        run.run(until: 1)
        #expect(run.events(named: .didScrollToPage).first.map { abs($0.time - 0.2) < 1e-9 } == true)
    }

    @Test func refusedScrollsProduceNothing() {
        var run = SimulationRun()
        run.send(0, .scrollTo(.previous, animated: true))
        run.send(0, .scrollTo(.index(0), animated: true))
        run.send(0, .scrollTo(.index(9), animated: true))
        #expect(run.outputs.isEmpty)
    }

    @Test func keysPageAndMirrorForRightToLeft() {
        var run = SimulationRun()
        run.send(0, .key(.end))
        run.run(until: 1)
        #expect(run.simulation.index == 4)
        var rtl = SimulationRun { $0.appearance.layoutDirection = .rightToLeft }
        rtl.send(0, .key(.arrowLeft))
        rtl.run(until: 1)
        #expect(rtl.simulation.index == 1)
    }

    @Test func framesStopWhenNothingMoves() {
        var run = SimulationRun()
        run.send(0, .scrollTo(.next, animated: true))
        run.run(until: 5)
        let count = run.frames.count
        // 0.3 s at 60 fps: frames at 0, 1/60, …, one at or after the end: 19 or 20 frames.
        #expect(count >= 19 && count <= 20)
        #expect(run.simulation.nextWakeTime == nil)
        run.run(until: 10)
        #expect(run.frames.count == count)
    }
}

struct PagerSimulationAutoScrollTests {
    @Test func firesEveryIntervalUntilTheLastPage() {
        var run = SimulationRun {
            $0.pager.autoScroll.enabled = true
            $0.pager.autoScroll.interval = 2
        }
        run.run(until: 12)
        #expect(run.events(named: .autoScroll).map(\.time) == [2, 4, 6, 8])
        #expect(run.events(named: .didScrollToPage).map(\.index) == [1, 2, 3, 4])
        #expect(run.simulation.index == 4)
    }

    @Test func aDragCancelsIt() {
        var run = SimulationRun {
            $0.pager.autoScroll.enabled = true
            $0.pager.autoScroll.interval = 2
        }
        run.run(until: 2.5)
        run.drag(from: 300, to: 250, start: 3, duration: 0.3)
        run.run(until: 12)
        #expect(run.events(named: .autoScroll).map(\.time) == [2])
    }

    @Test func restartsOnScrollEndWhenAsked() {
        var run = SimulationRun {
            $0.pager.autoScroll.enabled = true
            $0.pager.autoScroll.interval = 2
            $0.pager.autoScroll.restartsOnScrollEnd = true
        }
        run.drag(from: 300, to: 250, start: 1, duration: 0.3)
        run.run(until: 5)
        // Released at 1.3, springs back over 0.25 + 0.2·0.1026 s ≈ 0.27 s; the timer restarts then.
        let fired = run.events(named: .autoScroll).map(\.time)
        #expect(fired.count == 1)
        #expect(fired.first.map { $0 > 3.5 && $0 < 3.6 } == true)
    }
}

struct PagerSimulationEditTests {
    @Test func removingTheSelectedItemSelectsTheFirst() throws {
        var run = SimulationRun { $0.pager.defaultPage = 2 }
        run.send(1, .items(.remove(id: "library")))
        #expect(run.simulation.index == 0)
        let changed = try #require(run.events(named: .tabChanged).first)
        #expect(changed.itemID == "home")
        #expect(run.outputs.contains(.layout(rev: 2)))
        #expect(run.simulation.config.items.count == 4)
    }

    @Test func removingAnEarlierItemKeepsTheSelection() {
        var run = SimulationRun { $0.pager.defaultPage = 2 }
        run.send(1, .items(.remove(id: "home")))
        #expect(run.simulation.index == 1)
        #expect(run.events(named: .tabChanged).isEmpty)
    }

    @Test func reorderKeepsTheSelectionById() {
        var run = SimulationRun { $0.pager.defaultPage = 1 }
        run.send(1, .items(.reorder(ids: ["settings", "profile", "library", "explore", "home"])))
        #expect(run.simulation.index == 3)
        #expect(run.simulation.config.items[3].id == "explore")
        #expect(run.events(named: .tabChanged).isEmpty)
    }

    @Test func appendAndRenameRelayoutWithoutMoving() {
        var run = SimulationRun { $0.pager.defaultPage = 1 }
        // `doNothing`: Pageboy's default would scroll to the new page (PageboyInsertTests).
        run.send(1, .items(.append(PagerItem(id: "new", title: "New"), then: .doNothing)))
        run.send(2, .items(.rename(id: "new", title: "Newer")))
        run.send(3, .items(.badge(id: "home", badge: "3")))
        #expect(run.simulation.index == 1)
        #expect(run.simulation.config.items.last?.title == "Newer")
        #expect(run.simulation.config.items.first?.badge == "3")
        #expect(run.outputs.filter { if case .layout = $0 { true } else { false } }.count == 3)
    }

    @Test func viewportChangeMidAnimationKeepsThePosition() throws {
        var run = SimulationRun()
        run.send(0, .scrollTo(.index(2), animated: true))
        run.run(until: 0.1)
        let before = try #require(run.frames.last)
        run.send(0.1, .viewport(Viewport(width: 430, height: 932)))
        let after = try #require(run.frames.last)
        #expect(after.position == before.position)
        run.run(until: 1)
        #expect(run.simulation.index == 2)
    }

    /// A viewport that leaves the pages no room (a page stride of 0) during a drag past either end:
    /// found by the API fuzz, which took the server down with a NaN position (`Int(NaN)` traps). The
    /// pages stay at the end the drag went past, and every frame is finite.
    @Test(arguments: [-300.0, 300.0])
    func aDragWhileThePagesHaveNoRoomStaysFinite(overshoot: Double) throws {
        var run = SimulationRun {
            $0.pager.orientation = .vertical
            $0.pager.defaultPage = overshoot < 0 ? 0 : 4
        }
        run.send(0, .pointerDown(Point(x: 200, y: 400), pointer: 1))
        run.send(0.02, .pointerMove(Point(x: 200, y: 420), pointer: 1))
        run.send(0.03, .viewport(Viewport(width: 390, height: 95)))
        #expect(run.simulation.geometry.pageStride == 0)
        for step in 1...5 {
            run.send(
                0.03 + Double(step) * 0.016, .pointerMove(Point(x: 200, y: 420 - overshoot * Double(step)), pointer: 1))
        }
        run.send(0.2, .pointerUp(Point(x: 200, y: 420 - overshoot * 5), pointer: 1))
        run.run(until: 2)
        #expect(!run.frames.isEmpty)
        #expect(run.frames.allSatisfy { $0.position.isFinite })
        #expect(run.simulation.index == (overshoot < 0 ? 0 : 4))
        // The finger moved the pages 20 pt before they lost their room, and none after.
        #expect(run.frames.allSatisfy { abs($0.position - (overshoot < 0 ? 0 : 4)) <= 20 / 749 + 1e-9 })
    }

    @Test func tabBarControllerSlidesItsBarOverTwoTenthsOfASecond() throws {
        var run = SimulationRun { $0.bar.behavior = .tabBarController }
        run.send(0, .barHidden(true))
        run.run(until: 0.1)
        let mid = try #require(run.frames.last)
        #expect(abs(mid.barHiddenProgress - TimingCurve.easeInOut.value(at: mid.time / 0.2)) < 1e-9)
        run.run(until: 1)
        #expect(run.frames.last?.barHiddenProgress == 1)
        run.send(1, .barHidden(false))
        run.run(until: 1.1)
        let back = try #require(run.frames.last)
        #expect(abs(back.barHiddenProgress - (1 - TimingCurve.easeInOut.value(at: (back.time - 1) / 0.2))) < 1e-9)
    }

    /// Tabman's drawer (pager-behaviour.md, TMHidingBar): hide 0.2 s ease-out; show 0.2 s ease-in after
    /// a 0.05 s pause.
    @Test func tabmanHidesWithAnEaseOutAndShowsWithAnEaseInAfterAPause() throws {
        var run = SimulationRun()
        run.send(0, .barHidden(true))
        run.run(until: 0.1)
        let mid = try #require(run.frames.last)
        #expect(abs(mid.barHiddenProgress - TimingCurve.easeOut.value(at: mid.time / 0.2)) < 1e-9)
        #expect(mid.barHiddenProgress > TimingCurve.easeInOut.value(at: mid.time / 0.2))
        run.run(until: 1)
        #expect(run.frames.last?.barHiddenProgress == 1)
        run.send(1, .barHidden(false))
        run.run(until: 1.04)
        #expect(run.frames.last?.barHiddenProgress == 1)
        run.run(until: 1.15)
        let showing = try #require(run.frames.last)
        #expect(showing.time > 1.05)
        #expect(
            abs(showing.barHiddenProgress - (1 - TimingCurve.easeIn.value(at: (showing.time - 1.05) / 0.2))) < 1e-9)
        run.run(until: 2)
        #expect(run.frames.last?.barHiddenProgress == 0)
    }
}

struct PagerSimulationBarTests {
    private static func tenItems(_ config: inout PagerConfig) {
        config.items = (0..<10).map { PagerItem(id: "i\($0)", title: "Item \($0)") }
    }

    @Test func aQuickDragOnTheBarScrollsItInsteadOfTapping() throws {
        // 10 buttons: 10·60 + 9·16 = 744 pt of content in a 390 pt bar; offsets 0…354.
        var run = SimulationRun(Self.tenItems)
        run.send(0, .pointerDown(Point(x: 300, y: 70), pointer: 1))
        run.send(0.03, .pointerMove(Point(x: 280, y: 70), pointer: 1))
        run.send(0.06, .pointerMove(Point(x: 200, y: 70), pointer: 1))
        run.send(0.09, .pointerUp(Point(x: 120, y: 70), pointer: 1))
        run.run(until: 5)
        #expect(run.events.isEmpty)
        let offsets = run.frames.compactMap(\.barOffset)
        #expect(!offsets.isEmpty)
        let final = try #require(offsets.last)
        #expect(final >= 0 && final <= 354)
        #expect(final > 100)  // moved 160 pt by hand, then coasted
        #expect(run.simulation.nextWakeTime == nil)
    }

    @Test func aHeldButtonTapsEvenIfTheFingerDrifts() {
        var run = SimulationRun(Self.tenItems)
        // Button 2 at x 152…212. Held 0.2 s (past the 0.15 s content-touch delay), then moved 30 pt.
        run.send(0, .pointerDown(Point(x: 180, y: 70), pointer: 1))
        run.send(0.2, .pointerMove(Point(x: 181, y: 70), pointer: 1))
        run.send(0.25, .pointerMove(Point(x: 210, y: 70), pointer: 1))
        run.send(0.3, .pointerUp(Point(x: 210, y: 70), pointer: 1))
        #expect(run.events(named: .willScrollToPage).map(\.index) == [2])
    }

    @Test func swipeModeAsksForTheNeighbour() {
        var run = SimulationRun { $0.bar.scrollMode = .swipe }
        run.send(0, .pointerDown(Point(x: 300, y: 70), pointer: 1))
        run.send(0.1, .pointerMove(Point(x: 250, y: 70), pointer: 1))
        run.send(0.15, .pointerUp(Point(x: 240, y: 70), pointer: 1))
        #expect(run.events(named: .willScrollToPage).map(\.index) == [1])
    }

    @Test func swipeModeGoesBackOnASwipeRightEvenRightToLeftAndIgnoresSlowOnes() {
        func swipe(_ configure: @escaping (inout PagerConfig) -> Void, dx: Double, duration: Double) -> [Int] {
            var run = SimulationRun {
                $0.bar.scrollMode = .swipe
                configure(&$0)
            }
            run.send(0, .scrollTo(.index(2), animated: false))
            run.send(1, .pointerDown(Point(x: 200, y: 70), pointer: 1))
            run.send(1 + duration / 2, .pointerMove(Point(x: 200 + dx / 2, y: 70), pointer: 1))
            run.send(1 + duration, .pointerUp(Point(x: 200 + dx, y: 70), pointer: 1))
            return run.events(named: .willScrollToPage).filter { $0.time >= 1 }.map(\.index)
        }
        // Swipe right: max(0, Int(pos) − 1).
        #expect(swipe({ _ in }, dx: 60, duration: 0.1) == [1])
        // Not mirrored for right-to-left: a left swipe still asks for the next index.
        #expect(swipe({ $0.appearance.layoutDirection = .rightToLeft }, dx: -60, duration: 0.1) == [3])
        #expect(swipe({ $0.appearance.layoutDirection = .rightToLeft }, dx: 60, duration: 0.1) == [1])
        // Too slow to be a swipe: nothing.
        #expect(swipe({ _ in }, dx: 60, duration: 1.5) == [])
    }
}

struct PagerSimulationDeterminismTests {
    private static func script(_ run: inout SimulationRun) {
        run.drag(from: 300, to: 80, start: 0, duration: 0.4)
        run.send(1, .tap(index: 4))
        run.send(1.1, .items(.append(PagerItem(id: "x", title: "X"))))
        run.drag(from: 100, to: 330, start: 2, duration: 0.12, steps: 4)
        run.send(3, .scrollTo(.first, animated: true))
        run.run(until: 6)
    }

    @Test func sameInputsGiveTheSameOutputs() {
        var first = SimulationRun()
        var second = SimulationRun()
        Self.script(&first)
        Self.script(&second)
        #expect(first.outputs == second.outputs)
        #expect(first.frames.count > 30)
    }
}
