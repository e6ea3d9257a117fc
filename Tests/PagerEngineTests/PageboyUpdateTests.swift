import Testing

@testable import PagerEngine

/// Pageboy's page updates (uias/Pageboy 5.0.1):
/// - `insertPage(at:then:)`, `Sources/Pageboy/PageboyViewController.swift` lines 285–312: `then` defaults
///   to `.scrollToUpdate`; an insertion at or before the current page sets `currentIndex = index + 1`
///   (the index setter, lines 183–187 and 479–500, reports it with `didScrollToPage`, direction from
///   the old index to the new);
/// - `performUpdates` / `performScrollUpdate`, `PageboyViewController+Updating.swift` lines 33–132:
///   `.scrollToUpdate` → `scrollToPage(.at(index: inserted), animated: true)`, `.scrollTo(i)` → to `i`,
///   `.doNothing` → nothing;
/// - `reloadData()`, `PageboyViewController+Management.swift` lines 17–53: the default page
///   (`dataSource.defaultPage`, `.first` when nil) without animation, `currentIndex = defaultIndex`
///   (`didScrollToPage`), then `didReloadWith(_:currentPageIndex:)`.
struct PageboyInsertTests {
    private func item(_ id: String) -> PagerItem { PagerItem(id: id, title: id.capitalized) }

    @Test func anInsertionBeforeTheCurrentPagePushesItAlongThenScrollsToTheNewPage() {
        var run = SimulationRun { $0.pager.defaultPage = 2 }
        run.send(1, .items(.insert(item("new"), at: 1)))
        run.run(until: 2)
        let did = run.events(named: .didScrollToPage)
        // The current page (library) moves from 2 to 3, then the pager scrolls back to the new page 1.
        #expect(did.map(\.index) == [3, 1])
        #expect(did.map(\.direction) == [.forward, .reverse])
        #expect(did.first?.time == 1)
        #expect(abs((did.last?.time ?? 0) - 1.3) < 1e-9)
        let will = run.events(named: .willScrollToPage)
        #expect(will.map(\.index) == [1] && will.first?.time == 1 && will.first?.direction == .reverse)
        #expect(run.simulation.index == 1)
        #expect(run.simulation.config.items[1].id == "new")
        #expect(run.events(named: .tabChanged).map(\.itemID) == ["new"])
    }

    @Test func anAppendScrollsToTheNewLastPageByDefault() {
        var run = SimulationRun { $0.pager.defaultPage = 1 }
        run.send(1, .items(.append(item("new"))))
        run.run(until: 2)
        #expect(run.events(named: .willScrollToPage).map(\.index) == [5])
        #expect(run.events(named: .didScrollToPage).map(\.index) == [5])
        #expect(run.simulation.index == 5)
    }

    @Test func doNothingKeepsThePageAndScrollToGoesWhereItSays() {
        var still = SimulationRun { $0.pager.defaultPage = 1 }
        still.send(1, .items(.insert(item("new"), at: 4, then: .doNothing)))
        still.run(until: 2)
        #expect(still.events.filter { $0.name != .tabChanged }.isEmpty)
        #expect(still.simulation.index == 1)

        var elsewhere = SimulationRun { $0.pager.defaultPage = 1 }
        elsewhere.send(1, .items(.insert(item("new"), at: 4, then: .scrollTo(0))))
        elsewhere.run(until: 2)
        #expect(elsewhere.events(named: .didScrollToPage).map(\.index) == [0])
        #expect(elsewhere.simulation.index == 0)
    }

    /// The other libraries have no insertion call: their selection follows its item's id.
    @Test func otherLibrariesDoNothingByDefault() {
        for behavior in [BarConfig.Behavior.swiftUITabPager, .bTabViewController, .tabBarController] {
            var run = SimulationRun {
                $0.bar.behavior = behavior
                $0.pager.defaultPage = 1
            }
            run.send(1, .items(.insert(item("new"), at: 0)))
            run.run(until: 2)
            #expect(run.events(named: .willScrollToPage).isEmpty, "\(behavior)")
            #expect(run.simulation.index == 2, "\(behavior)")
        }
    }
}

struct PageboyReloadTests {
    @Test func aReloadGoesBackToTheDefaultPageAndReportsIt() throws {
        var run = SimulationRun { $0.pager.defaultPage = 1 }
        run.send(0, .tap(index: 3))
        run.run(until: 1)
        run.outputs.removeAll()
        run.send(2, .reload)
        #expect(run.simulation.index == 1)
        #expect(run.simulation.position == 1)
        // The index setter first (3 → 1: reverse), then `didReloadWith`.
        let events = run.events.filter { $0.name != .tabChanged }
        #expect(events.map(\.name) == [.didScrollToPage, .didReload])
        #expect(events.map(\.index) == [1, 1])
        #expect(events.first?.direction == .reverse)
        #expect(events.allSatisfy { $0.time == 2 })
        #expect(run.events(named: .tabChanged).map(\.itemID) == ["explore"])
    }

    @Test func aReloadOnTheDefaultPageStillReportsIt() {
        var run = SimulationRun()
        run.send(1, .reload)
        #expect(run.events.map(\.name) == [.didScrollToPage, .didReload])
        #expect(run.events.first?.direction == .neutral)
    }

    @Test func aReloadEndsAScrollInProgress() {
        var run = SimulationRun()
        run.send(0, .scrollTo(.index(4), animated: true))
        run.send(0.1, .reload)
        run.run(until: 1)
        #expect(run.simulation.index == 0)
        #expect(run.events(named: .didScrollToPage).map(\.index) == [0])
        #expect(run.frames.last?.position == 0)
    }
}

struct PageboyUpdateDecodingTests {
    private func decode(_ text: String) throws -> [PagerInput] {
        let events = try JSONParser().parse(text)
        return try InputBatchDecoder().decode(
            events, at: JSONPointer(["events"]), document: .object([:]), config: PagerConfig()
        ).inputs.map(\.input)
    }

    private func problems(_ text: String) -> [String] {
        problemDescriptions { _ = try decode(text) }
    }

    @Test func insertTakesAnIndexAndAnOptionalThen() throws {
        let inputs = try decode(
            """
            [{"t": 0, "type": "items", "op": "insert", "index": 0, "item": {"id": "a", "title": "A"}},
             {"t": 0, "type": "items", "op": "insert", "index": 6, "item": {"id": "b", "title": "B"},
              "then": "doNothing"},
             {"t": 0, "type": "items", "op": "append", "item": {"id": "c", "title": "C"}, "then": {"scrollTo": 7}},
             {"t": 0, "type": "items", "op": "insert", "index": 1, "item": {"id": "d", "title": "D"},
              "then": "scrollToUpdate"},
             {"t": 0, "type": "reload"}]
            """)
        #expect(
            inputs == [
                .items(.insert(PagerItem(id: "a", title: "A"), at: 0, then: nil)),
                .items(.insert(PagerItem(id: "b", title: "B"), at: 6, then: .doNothing)),
                .items(.append(PagerItem(id: "c", title: "C"), then: .scrollTo(7))),
                .items(.insert(PagerItem(id: "d", title: "D"), at: 1, then: .scrollToUpdate)),
                .reload,
            ])
    }

    @Test func badInsertionsAreListed() {
        let found = problems(
            """
            [{"t": 0, "type": "items", "op": "insert", "index": 6, "item": {"id": "a", "title": "A"}},
             {"t": 0, "type": "items", "op": "append", "item": {"id": "b", "title": "B"}, "then": "scroll"},
             {"t": 0, "type": "items", "op": "append", "item": {"id": "c", "title": "C"}, "then": {"scrollTo": 6}},
             {"t": 0, "type": "items", "op": "append", "item": {"id": "d", "title": "D"}, "then": 3}]
            """)
        #expect(found.count == 4)
        #expect(found[0].hasPrefix("/events/0/index: "))
        #expect(found[1].hasPrefix("/events/1/then: \"scroll\" is not a behaviour"))
        #expect(found[2] == "/events/2/then: scrollTo needs a page index from 0 to 5 (the pages after the insertion)")
        #expect(found[3].hasPrefix("/events/3/then: expected "))
    }
}
