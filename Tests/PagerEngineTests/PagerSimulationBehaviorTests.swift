import Testing

@testable import PagerEngine

struct PagerSimulationBehaviorTests {
    @Test func tabBarControllerSwitchesTabsInstantly() {
        var run = SimulationRun { $0.bar.behavior = .tabBarController }
        run.send(0, .tap(index: 3))
        #expect(run.frames.map(\.position) == [3])
        #expect(run.events(named: .didScrollToPage).map(\.time) == [0])
    }

    @Test func bTabIndicatorJumpsCellByCellDuringATap() throws {
        var run = SimulationRun { $0.bar.behavior = .bTabViewController }
        run.send(0, .tap(index: 2))
        run.run(until: 1)
        // Pages sweep 0 → 2 over 0.4 s ease-in-out; the indicator heads for floor(position) each time
        // it changes, a 0.2 s spring, so its target is always a whole page and it ends on 2.
        let did = try #require(run.events(named: .didScrollToPage).first)
        #expect(abs(did.time - 0.4) < 1e-9)
        var interrupted = 0
        for frame in run.frames {
            guard case .blend(let from, let to, _) = frame.indicatorMotion else { continue }
            #expect(to == to.rounded() && to <= frame.position.rounded(.down) + 1e-9)
            if let origin = frame.indicatorOrigin {
                // An interrupted jump starts from the mix of two whole cells it had reached.
                interrupted += 1
                #expect(origin.from == origin.from.rounded() && origin.to == origin.to.rounded())
                #expect(abs(origin.position - from) < 1e-12)
            } else {
                #expect(from == from.rounded())
            }
        }
        #expect(interrupted > 0)
        #expect(run.frames.last?.indicatorMotion == .at(2))
    }

    @Test func bTabIndicatorSpringsPastTheNewCellAndSettles() {
        // The pages reach page 1 at 0.4 s; only then does floor(position) change, and the indicator
        // springs from cell 0 to cell 1 over 0.2 s (damping 0.7: past the cell by about 4.6 %, then back).
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
