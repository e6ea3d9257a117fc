import Testing

@testable import PagerEngine

/// The inline pages of a snapshot behave as the array they replaced: order, count, equality.
struct VisiblePagesTests {
    private let bottom = PageState(index: 2, x: -195, y: 0, opacity: 1)
    private let top = PageState(index: 3, x: 195, y: 0, opacity: 0.5)

    @Test func holdsNoneOneOrTwoPagesInDrawingOrder() {
        #expect(Array(VisiblePages()) == [])
        #expect(VisiblePages().isEmpty)

        var one = VisiblePages()
        one.append(bottom)
        #expect(Array(one) == [bottom])
        #expect(one.count == 1 && one.first == bottom && one.last == bottom)

        one.append(top)
        #expect(Array(one) == [bottom, top])
        #expect(Array(VisiblePages(bottom, top)) == [bottom, top])
        #expect(Array(VisiblePages(top, bottom)) == [top, bottom])
        let literal: VisiblePages = [bottom, top]
        #expect(literal.count == 2 && literal[0] == bottom && literal[1] == top)
    }

    @Test func equalWhenTheSamePagesInTheSameOrder() {
        #expect(VisiblePages(bottom, top) == [bottom, top])
        #expect(VisiblePages(bottom, top) != [top, bottom])
        #expect(VisiblePages(bottom, top) != [bottom])
        #expect(VisiblePages() != [bottom])
        #expect(Set([VisiblePages(bottom, top), [bottom, top], [bottom], []]).count == 3)
    }

    /// A transition shows the outgoing and the incoming page; at rest, one page; mid-scroll, two.
    @Test func snapshotsCarryTheSimulationsPages() {
        var simulation = PagerSimulation(
            config: PagerConfig(), viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        #expect(simulation.snapshot().pages.map(\.index) == [0])
        _ = simulation.handle(TimedInput(time: 0, input: .tap(index: 2)))
        _ = simulation.advance(to: 0.1)
        let pages = simulation.snapshot().pages
        #expect(pages.count == 2)
        #expect(pages.map(\.index) == [0, 2])
    }
}
