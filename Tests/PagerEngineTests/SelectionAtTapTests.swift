import Testing

@testable import PagerEngine

/// SwiftUITabPager's selection is a binding: a tap sets it at once (`onTabChanged` fires, the bar starts
/// centring the tab) and the pages follow (pager-behaviour.md 4). Pageboy (Tabman) commits its index when
/// the pages arrive.
struct SelectionAtTapTests {
    private static func swiftUI(_ config: inout PagerConfig) {
        config.bar.behavior = .swiftUITabPager
    }

    @Test func swiftUITabPagerSelectsTheTappedTabAtTheTap() throws {
        var run = SimulationRun(Self.swiftUI)
        run.send(1, .tap(index: 2))
        #expect(run.simulation.index == 2)
        let changed = try #require(run.events(named: .tabChanged).first)
        #expect(changed.time == 1)
        #expect(changed.itemID == run.simulation.config.items[2].id)
        #expect(run.events(named: .didScrollToPage).isEmpty)
        // Frames while the pages move show the new selection.
        run.run(until: 1.15)
        #expect(run.frames.filter { $0.time > 1 }.allSatisfy { $0.index == 2 })
        run.run(until: 3)
        // The pages' arrival is still reported once, and the change is not announced again.
        let arrived = try #require(run.events(named: .didScrollToPage).first)
        #expect(arrived.index == 2)
        #expect(abs(arrived.time - 1.3) < 1e-9)
        #expect(run.events(named: .tabChanged).count == 1)
        #expect(run.events(named: .didScrollToPage).count == 1)
    }

    @Test func swiftUITabPagerStartsCentringTheBarAtTheTap() throws {
        var run = SimulationRun {
            Self.swiftUI(&$0)
            $0.items = (0..<10).map { PagerItem(id: "i\($0)", title: "Item \($0)") }
            // A slow page transition: the bar's 0.35 s centring (SwiftUI's default .easeInOut) still starts
            // at the tap, while the indicator takes tabIndicatorStyle's 0.3 s.
            $0.pager.transition.style = .push
            $0.pager.transition.duration = 1
        }
        run.send(1, .tap(index: 6))
        run.run(until: 1.3)
        #expect(run.frames.last?.indicatorPosition == 6)
        #expect(run.frames.last.map { $0.barPosition < 6 } == true)
        run.run(until: 1.35)
        let centred = try #require(run.frames.last)
        #expect(centred.barPosition == 6)
        #expect(run.simulation.position < 6)
    }

    /// The indicator takes `tabIndicatorStyle`'s `animationDuration` (its own `.animation(.easeInOut(duration:),
    /// value: selectedIndex)`, camosss/SwiftUITabPager 4.1.2 `Components/TabBar/TabBarContainer.swift`);
    /// the labels change inside the tap's `withAnimation(.easeInOut)` (`TabButtons.swift`), SwiftUI's
    /// default 0.35 s, whatever the indicator takes.
    @Test func swiftUITabPagersIndicatorTakesItsAnimationDuration() throws {
        for (kind, duration) in [(IndicatorConfig.Kind.line, 0.6), (.none, 0.3)] {
            var run = SimulationRun {
                Self.swiftUI(&$0)
                $0.items = (0..<10).map { PagerItem(id: "i\($0)", title: "Item \($0)") }
                $0.indicator.kind = kind
                // `tabIndicatorStyle(animationDuration: 0.6)`; `.hidden` keeps the default 0.3 s.
                $0.indicator.animationDuration = 0.6
            }
            run.send(1, .tap(index: 6))
            run.run(until: 1 + duration - 0.02)
            let before = try #require(run.frames.last)
            #expect(before.indicatorPosition > 5 && before.indicatorPosition < 6, "\(kind)")
            run.run(until: 1 + duration + 0.02)
            let after = try #require(run.frames.last)
            #expect(after.indicatorPosition == 6, "\(kind)")
            // The labels: still moving just before 0.35 s, there just after, for either indicator duration.
            run.run(until: max(1 + duration + 0.02, 1.4))
            let labelsBefore = try #require(run.frames.last { $0.time > 1.32 && $0.time < 1.35 - 1e-9 })
            #expect(labelsBefore.buttonsPosition > 5 && labelsBefore.buttonsPosition < 6, "\(kind)")
            #expect(run.frames.filter { $0.time >= 1.35 - 1e-9 }.allSatisfy { $0.buttonsPosition == 6 }, "\(kind)")
            // The bar's centring keeps SwiftUI's 0.35 s, though the pages arrive at 1.3.
            run.run(until: 1.4)
            let centring = try #require(run.frames.last { $0.time > 1.3 && $0.time < 1.34 })
            #expect(centring.barPosition > 5 && centring.barPosition < 6, "\(kind)")
            #expect(run.frames.filter { $0.time >= 1.35 - 1e-9 }.allSatisfy { $0.barPosition == 6 }, "\(kind)")
        }
    }

    @Test func tabmanCommitsWhenThePagesArrive() throws {
        var run = SimulationRun()
        run.send(1, .tap(index: 2))
        #expect(run.simulation.index == 0)
        #expect(run.events(named: .tabChanged).isEmpty)
        run.run(until: 3)
        let changed = try #require(run.events(named: .tabChanged).first)
        #expect(abs(changed.time - 1.3) < 1e-9)
        #expect(run.simulation.index == 2)
    }
}
