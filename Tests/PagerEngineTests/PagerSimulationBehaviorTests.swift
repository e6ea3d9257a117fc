import Testing

@testable import PagerEngine

struct PagerSimulationBehaviorTests {
    @Test func tabBarControllerSwitchesTabsInstantly() {
        var run = SimulationRun { $0.bar.behavior = .tabBarController }
        run.send(0, .tap(index: 3))
        #expect(run.frames.map(\.position) == [3])
        #expect(run.events(named: .didScrollToPage).map(\.time) == [0])
    }

    @Test func bTabTapSpringsTheIndicatorAndHighlightsTheTabAtOnce() throws {
        // BTabViewController's didSelectItemAt: the tapped cell becomes the selected one and the indicator
        // is attached to it (a 0.2 s spring) at once, while the pages scroll there over 0.4 s.
        var run = SimulationRun { $0.bar.behavior = .bTabViewController }
        run.send(0, .tap(index: 2))
        run.run(until: 1)
        let did = try #require(run.events(named: .didScrollToPage).first)
        #expect(abs(did.time - 0.4) < 1e-9)
        let first = try #require(run.frames.first)
        #expect(first.time == 0)
        #expect(first.indicatorMotion == .blend(from: 0, to: 2, fraction: 0))
        // The highlight does not animate: every frame of the tap shows tab 2 selected.
        #expect(run.frames.allSatisfy { $0.buttonsMotion == .at(2) })
        // The spring is over by 0.2 s, long before the pages arrive.
        let landed = try #require(run.frames.first { $0.indicatorMotion == .at(2) })
        #expect(landed.time >= 0.2 && landed.time < 0.2 + 1.0 / 60 + 1e-9)
        #expect(landed.position < 2)
        #expect(run.frames.filter { $0.time > landed.time }.allSatisfy { $0.indicatorMotion == .at(2) })
    }

    @Test func bTabIndicatorStaysDuringASwipeAndSpringsWhenThePagesStop() throws {
        // scrollViewDidScroll moves the selection (floor(offset / width)) but not the indicator; only
        // scrollViewDidEndDecelerating attaches it to the selected cell.
        var run = SimulationRun { $0.bar.behavior = .bTabViewController }
        run.drag(from: 350, to: 40, start: 0, duration: 0.4)
        run.run(until: 3)
        let did = try #require(run.events(named: .didScrollToPage).first)
        #expect(did.index == 1)
        let during = run.frames.filter { $0.time < did.time }
        #expect(during.count > 10)
        #expect(during.allSatisfy { $0.indicatorMotion == .at(0) })
        // The spring starts when the pages stop.
        let stop = try #require(run.frames.first { $0.time >= did.time })
        let spring = TimingCurve.bTabSpring.value(at: (stop.time - did.time) / 0.2)
        guard case .blend(0, 1, let fraction) = stop.indicatorMotion else {
            Issue.record("\(stop.indicatorMotion)")
            return
        }
        #expect(abs(fraction - spring) < 1e-9)
        #expect(run.frames.last?.indicatorMotion == .at(1))
    }

    @Test func bTabSlideModeMovesTheIndicatorOnlyWhileTheSwipeGoesForward() throws {
        // isIndicatorSlide: leading = the cell's + tabWidth × (Int(offset) % Int(width)) / width while the
        // pan's velocity is forward. FixedLayouter: 60 pt cells 76 pt apart, pages 390 pt apart.
        var run = SimulationRun {
            $0.bar.behavior = .bTabViewController
            $0.indicator.slidesWhileSwiping = true
        }
        let finger = 1
        run.send(0, .pointerDown(Point(x: 350, y: 400), pointer: finger))
        // 195 pt forward in five moves (the pan starts past UIKit's touch slop).
        for step in 1...5 {
            run.send(0.1 * Double(step), .pointerMove(Point(x: 350 - 39 * Double(step), y: 400), pointer: finger))
        }
        run.run(until: 0.55)
        // The leading edge the mode gives for a frame's position: (Int(offset) % 390) / 390 of a 60 pt
        // cell, as a share of the 76 pt from cell 0 to cell 1.
        func slid(_ position: Double) -> Double { Double(Int(position * 390) % 390) / 390 * 60 / 76 }
        let forward = try #require(run.frames.last)
        #expect(forward.position > 0.3)
        #expect(abs(forward.indicatorPosition - slid(forward.position)) < 1e-9)
        // Back towards page 0: the indicator stays where the forward pan left it.
        run.send(0.6, .pointerMove(Point(x: 256.6, y: 400), pointer: finger))
        run.run(until: 0.65)
        let back = try #require(run.frames.last)
        #expect(back.position < forward.position - 0.1)
        #expect(back.indicatorPosition == forward.indicatorPosition)
        // Forward again by 3.9 pt: the indicator follows the new offset, whole points only.
        run.send(0.7, .pointerMove(Point(x: 252.7, y: 400), pointer: finger))
        run.run(until: 0.75)
        let again = try #require(run.frames.last)
        #expect(again.position > back.position)
        #expect(abs(again.indicatorPosition - slid(again.position)) < 1e-9)
        #expect(again.indicatorPosition < forward.indicatorPosition)
        // Lifted: the pages settle back to page 0 and the indicator springs back to its cell.
        run.send(0.8, .pointerUp(Point(x: 252.7, y: 400), pointer: finger))
        run.run(until: 3)
        #expect(run.frames.last?.indicatorMotion == .at(0))
        // Without the mode the indicator never leaves cell 0 during the swipe.
        var plain = SimulationRun { $0.bar.behavior = .bTabViewController }
        plain.drag(from: 350, to: 155, start: 0, duration: 0.5, steps: 5)
        #expect(plain.frames.filter { $0.time <= 0.5 }.allSatisfy { $0.indicatorMotion == .at(0) })
    }

    @Test func bTabIndicatorSpringsPastTheNewCellAndSettles() {
        // The tap attaches the indicator to cell 1: it springs from cell 0 over 0.2 s (damping 0.7: past
        // the cell by about 4.6 %, then back).
        var run = SimulationRun { $0.bar.behavior = .bTabViewController }
        run.send(0, .tap(index: 1))
        run.run(until: 1)
        let springing = run.frames.compactMap { frame -> Double? in
            guard case .blend(0, 1, let fraction) = frame.indicatorMotion else { return nil }
            return fraction
        }
        #expect(springing.count >= 8)
        #expect(springing.contains { $0 > 1.03 })
        #expect(springing.allSatisfy { $0 < 1.047 })
        #expect(run.frames.last?.indicatorMotion == .at(1))
    }

    @Test func theSpringCurveOvershootsAsADampingOf07Does() {
        // A damped oscillator with ζ = 0.7 overshoots by e^(−πζ/√(1−ζ²)) ≈ 4.6 % (a little more with
        // the initial velocity), near the middle of the duration, and ends exactly on 1.
        let samples = (0...1_000).map { TimingCurve.bTabSpring.value(at: Double($0) / 1_000) }
        let peak = samples.max() ?? 0
        #expect(peak > 1.045 && peak < 1.047)
        let peakAt = Double(samples.firstIndex(of: peak) ?? 0) / 1_000
        #expect(peakAt > 0.4 && peakAt < 0.5)
        #expect(samples[0] == 0 && samples[1_000] == 1)
        #expect(abs(samples[999] - 1) < 0.002)
        // It starts moving at once (UIKit's initial velocity 0.5 per second, 0.1 per 0.2-s duration).
        #expect(samples[10] > 0.001)
    }

    @Test func swiftUIBarCentresOnlyWhenTheSelectionChanges() throws {
        var run = SimulationRun { $0.bar.behavior = .swiftUITabPager }
        // A slow drag to 0.36 of a page and back: the selection never changes, the bar never moves.
        run.drag(from: 300, to: 150, start: 0, duration: 0.5, holdBeforeRelease: 0.2)
        run.run(until: 0.69)
        #expect(run.frames.allSatisfy { $0.barMotion == .at(0) })
        run.run(until: 2)
        // The release settles forward (0.3846 ≥ … no: back to 0); then a long drag commits page 1 and the
        // bar animates to it over 0.35 s.
        run.drag(from: 350, to: 40, start: 3, duration: 0.5, holdBeforeRelease: 0.2)
        run.run(until: 5)
        let commit = try #require(run.events(named: .didScrollToPage).first)
        let after = run.frames.filter { $0.time > commit.time && $0.time < commit.time + 0.35 }
        #expect(!after.isEmpty)
        #expect(after.allSatisfy { if case .blend(_, 1, _) = $0.barMotion { true } else { false } })
        #expect(run.frames.last?.barMotion == .at(1))
    }

    @Test func verticalPagersPageWithVerticalDrags() {
        var run = SimulationRun { $0.pager.orientation = .vertical }
        // Pages are 749 pt tall (844 − 95): a 500 pt upward drag, held, is 0.65 of a page → next page.
        run.send(0, .pointerDown(Point(x: 200, y: 700), pointer: 1))
        run.send(0.1, .pointerMove(Point(x: 200, y: 650), pointer: 1))
        run.send(0.3, .pointerMove(Point(x: 200, y: 150), pointer: 1))
        run.send(0.6, .pointerUp(Point(x: 200, y: 150), pointer: 1))
        run.run(until: 2)
        #expect(run.simulation.index == 1)
        // Horizontal drags do nothing to a vertical pager.
        run.drag(from: 300, to: 20, start: 3, duration: 0.3, holdBeforeRelease: 0.2)
        run.run(until: 5)
        #expect(run.simulation.index == 1)
    }
}

struct PagerSimulationRelayoutTests {
    @Test func aConfigPatchMidAnimationKeepsTheScrollGoing() throws {
        var run = SimulationRun()
        run.send(0, .scrollTo(.index(3), animated: true))
        run.run(until: 0.1)
        let before = try #require(run.frames.last)
        var patched = run.simulation.config
        patched.indicator.kind = .dot
        patched.bar.interButtonSpacing = 30
        run.send(0.1, .config(patched))
        let after = try #require(run.frames.last)
        // The relayout shows the same position at once; the scroll still ends on page 3 at 0.3 s.
        #expect(after.position == before.position)
        #expect(run.outputs.contains(.layout(rev: 2)))
        run.run(until: 1)
        #expect(run.events(named: .didScrollToPage).map(\.index) == [3])
        #expect(abs((run.events(named: .didScrollToPage).first?.time ?? 0) - 0.3) < 1e-9)
    }

    @Test func removingItemsMidDragJumpsToTheSelection() {
        var run = SimulationRun { $0.pager.defaultPage = 3 }
        run.send(0, .pointerDown(Point(x: 300, y: 400), pointer: 1))
        run.send(0.05, .pointerMove(Point(x: 250, y: 400), pointer: 1))
        run.send(0.1, .pointerMove(Point(x: 200, y: 400), pointer: 1))
        run.send(0.12, .items(.remove(id: "home")))
        // "profile" moved from 3 to 2: the pager jumps there and the drag ends.
        #expect(run.simulation.index == 2)
        #expect(run.frames.last?.position == 2)
        run.send(0.2, .pointerUp(Point(x: 150, y: 400), pointer: 1))
        run.run(until: 2)
        #expect(run.simulation.index == 2)
    }
}
