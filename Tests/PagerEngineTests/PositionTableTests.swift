import TestSupport
import Testing

@testable import PagerEngine

/// The position table stands for the engine's frames (`layout.frame` at a position and committed page)
/// within its tolerances, for every preset: what the browser draws during a drag is what the engine would.
struct PositionTableTests {
    private func layout(_ preset: Preset, count: Int = 5, width: Double = 393) -> PagerLayout {
        var config = preset.config
        config.items = (0..<count).map {
            PagerItem(
                id: "tab\($0)", title: ["Home", "Explore", "Library", "Profile", "Settings", "Search", "Inbox"][$0 % 7])
        }
        return PagerLayout(
            config: config, viewport: Viewport(width: width, height: 852), measurer: FixedAdvanceMeasurer())
    }

    /// How far apart two frames are: the largest difference in points, in fractions and in colour
    /// channels, and whether their booleans, indices and page lists agree.
    private func compare(_ table: PagerFrame, _ engine: PagerFrame) -> (
        points: Double, fractions: Double, channels: Double, shape: Bool
    ) {
        var points = 0.0
        var fractions = 0.0
        var channels = 0.0
        func p(_ x: Double, _ y: Double) { points = max(points, abs(x - y)) }
        func f(_ x: Double, _ y: Double) { fractions = max(fractions, abs(x - y)) }
        func c(_ x: UInt8, _ y: UInt8) { channels = max(channels, abs(Double(x) - Double(y))) }
        p(table.indicator.x, engine.indicator.x)
        p(table.indicator.y, engine.indicator.y)
        p(table.indicator.width, engine.indicator.width)
        p(table.indicator.height, engine.indicator.height)
        f(table.indicator.opacity, engine.indicator.opacity)
        p(table.barOffset.x, engine.barOffset.x)
        p(table.barOffset.y, engine.barOffset.y)
        for (x, y) in zip(table.buttons, engine.buttons) {
            f(x.progress, y.progress)
            f(x.selectedFontOpacity, y.selectedFontOpacity)
            f(x.opacity, y.opacity)
            f(x.imageScale, y.imageScale)
            c(x.color.red, y.color.red)
            c(x.color.green, y.color.green)
            c(x.color.blue, y.color.blue)
            c(x.color.alpha, y.color.alpha)
        }
        for (x, y) in zip(table.pages, engine.pages) {
            p(x.x, y.x)
            p(x.y, y.y)
            f(x.opacity, y.opacity)
        }
        return (points, fractions, channels, PositionTable.sameShape(table, engine))
    }

    @Test(arguments: Preset.all.map(\.id))
    func sampledPositionsMatchTheEngineWithinTheTolerances(preset id: String) throws {
        let preset = try #require(Preset.named(id))
        let layout = layout(preset)
        let table = PositionTable(layout: layout)
        #expect(!table.variants.isEmpty)
        var random = SeededGenerator(seed: 46)
        var shapeMisses = 0
        var checked = 0
        for variant in table.variants {
            for _ in 0..<40 {
                let position = variant.from + Double(random.below(10_000) + 1) / 10_001 * (variant.to - variant.from)
                let sampled = try #require(table.frame(at: position, index: variant.index))
                let engine = layout.frame(FrameInput(position: position, index: variant.index))
                let difference = compare(sampled, engine)
                checked += 1
                // 0.01 pt is the bar; the table keeps within 0.004 plus rounding.
                #expect(difference.points <= 0.005, "\(id) at \(position), page \(variant.index): \(difference)")
                #expect(difference.fractions <= 0.001, "\(id) at \(position), page \(variant.index): \(difference)")
                #expect(difference.channels <= 1, "\(id) at \(position), page \(variant.index): \(difference)")
                if !difference.shape { shapeMisses += 1 }
            }
        }
        // A boolean flips or the page list changes where a jump is pinned down to billionths of a page:
        // a random position lands there next to never.
        #expect(shapeMisses == 0, "\(id): \(shapeMisses) of \(checked)")
        let knots = table.variants.reduce(0) { $0 + $1.knots.count }
        #expect(knots <= table.variants.count * 60, "\(id): \(knots) knots in \(table.variants.count) variants")
    }

    @Test func theTableIsSmallAndCoversEverySegmentWithBothCommittedPages() {
        let layout = layout(Preset.named("tabman.buttonBar")!)
        let table = PositionTable(layout: layout)
        // [-1, 0] and [4, 5] once; [0, 1] … [3, 4] for the page before and the page after.
        #expect(table.variants.map(\.index) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
        #expect(table.variants.map(\.from) == [-1, 0, 0, 1, 1, 2, 2, 3, 3, 4])
        let knots = table.variants.reduce(0) { $0 + $1.knots.count }
        #expect(knots <= table.variants.count * 30, "\(knots) knots")
        for variant in table.variants {
            #expect(variant.knots.first.map { abs($0.position - variant.from) < 1e-6 } == true)
            #expect(variant.knots.last.map { abs($0.position - variant.to) < 1e-6 } == true)
        }
    }

    @Test func aStraightRunNeedsOnlyItsEnds() {
        // Pages at rest between two page positions move in a straight line: no knot in between.
        let line = (0...64).map { step -> PagerFrame in
            var frame = PagerFrame()
            frame.position = Double(step) / 64
            frame.pages = [PageState(index: 0, x: -393 * frame.position, y: 0)]
            return frame
        }
        #expect(PositionTable.thinned(line).count == 2)
        var bent = line
        bent[20].pages[0].x += 0.01
        #expect(PositionTable.thinned(bent).count > 2)
    }
}

/// The `table` message a simulation writes (PagerSimulation+PositionTable.swift).
struct PositionTableMessageTests {
    private func message(tabs: Int, _ edit: (inout PagerConfig) -> Void = { _ in }) throws -> JSONValue {
        var config = PagerConfig()
        config.items = (0..<tabs).map { PagerItem(id: "t\($0)", title: "Tab \($0)") }
        edit(&config)
        let simulation = PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844),
            layouter: PagerLayoutAdapter(measurer: FixedAdvanceMeasurer()), time: 0)
        var json = JSONWriter()
        simulation.writePositionTable(rev: 4, into: &json)
        return try JSONParser().parse(json.bytes)
    }

    @Test func aPagerOfFiveHasItsTableAndItsRules() throws {
        let table = try message(tabs: 5)
        #expect(table["rev"] == .number(4))
        #expect(table["drag"]?["local"] == .bool(true))
        #expect(table["drag"]?["stride"] == .number(390))
        #expect(table["drag"]?["bar"]?["height"]?.numberValue.map { $0 > 0 } == true)
        #expect(table["variants"]?.arrayValue?.count == 10)
    }

    /// The knots switch `snap` buttons at a position; the fade that follows is the browser's to draw.
    @Test func theRulesSayHowLongSwitchedButtonsFade() throws {
        #expect(try message(tabs: 5)["drag"]?["buttonsFade"] == .number(0))
        let snap = try message(tabs: 5) { $0.buttons.transitionStyle = .snap }
        #expect(snap["drag"]?["buttonsFade"] == .number(0.25))
        let still = try message(tabs: 5) {
            $0.buttons.transitionStyle = .snap
            $0.appearance.reduceMotion = true
        }
        #expect(still["drag"]?["buttonsFade"] == .number(0))
        let swiftUI = try message(tabs: 5) {
            $0.buttons.transitionStyle = .snap
            $0.bar.behavior = .swiftUITabPager
        }
        #expect(swiftUI["drag"]?["buttonsFade"] == .number(0))
        let cells = try message(tabs: 5) { $0.bar.behavior = .bTabViewController }
        #expect(cells["drag"]?["buttonsFade"] == .number(0.25))
        let cellsAtOnce = try message(tabs: 5) {
            $0.bar.behavior = .bTabViewController
            $0.pager.isAnimated = false
        }
        #expect(cellsAtOnce["drag"]?["buttonsFade"] == .number(0))
    }

    /// What a tap on a tab does while the pages move (decisions 0035, 0045), for the browser to start it
    /// on the click: BTabViewController's `scrollTab` is a 0.4 s `.curveEaseInOut` `UIView.animate`
    /// (brkyvrkn/BTabViewController @ d91c20b, `BTabViewController.swift` lines 413–432), added to the
    /// running one, through the pages between, the indicator's spring 0.2 s; SwiftUITabPager's
    /// `setViewControllers(_:animated: true)` (`PageTabViewController.swift` lines 155–180) queued after
    /// the running slide, UIPageViewController's 0.3 s, the indicator its `animationDuration`.
    @Test func theRulesSayWhatATapDoesWhileThePagesMove() throws {
        #expect(try message(tabs: 5)["drag"]?["tapsWhileMoving"] == .null)
        let cells = try message(tabs: 5) { $0.bar.behavior = .bTabViewController }
        let retarget: JSONValue = [
            "rule": "retarget", "duration": 0.4, "curve": "easeInOut", "throughPages": true, "barDuration": 0.2,
        ]
        #expect(cells["drag"]?["tapsWhileMoving"] == retarget)
        let swiftUI = try message(tabs: 5) {
            $0.bar.behavior = .swiftUITabPager
            $0.indicator.animationDuration = 0.5
        }
        let queue: JSONValue = [
            "rule": "queue", "duration": 0.3, "curve": "easeInOut", "throughPages": false, "barDuration": 0.5,
        ]
        #expect(swiftUI["drag"]?["tapsWhileMoving"] == queue)
        let faded = try message(tabs: 5) {
            $0.bar.behavior = .bTabViewController
            $0.appearance.reduceMotion = true
        }
        #expect(faded["drag"]?["tapsWhileMoving"] == .null)
        let instant = try message(tabs: 5) {
            $0.bar.behavior = .bTabViewController
            $0.pager.isAnimated = false
        }
        #expect(instant["drag"]?["tapsWhileMoving"] == .null)
        let bar = try message(tabs: 5) { $0.bar.behavior = .tabBarController }
        #expect(bar["drag"]?["tapsWhileMoving"] == .null)
    }

    /// What a tap on a tab does on pages at rest, for the browser to draw a tap that comes before any
    /// answer of the server's (docs/decisions/0050): Tabman's button calls Pageboy's
    /// `scrollToPage(.at(index), animated: true)` (uias/Tabman `TabmanViewController`, A10 in
    /// /work/shared/reference/pager-behaviour.md), UIPageViewController's 0.3 s slide of the outgoing
    /// and incoming page, the bar updated once at `willScrollToPage` over 0.25 s; BTabViewController's
    /// `scrollTab`, 0.4 s `.curveEaseInOut` through the pages between (`BTabViewController.swift` lines
    /// 413–432), its indicator's 0.2 s spring; SwiftUITabPager's `setViewControllers(_:animated: true)`
    /// (`PageTabViewController.swift` lines 155–180), its indicator's `animationDuration`. None where a
    /// tap does not slide: TabBarController's instant switch, reduce motion's cross-fade, a custom
    /// transition, an infinite pager.
    @Test func theRulesSayWhatATapDoesAtRest() throws {
        let slide: JSONValue = ["duration": 0.3, "curve": "easeInOut", "throughPages": false, "barDuration": 0.25]
        #expect(try message(tabs: 5)["drag"]?["tapAtRest"] == slide)
        let cells = try message(tabs: 5) { $0.bar.behavior = .bTabViewController }
        let through: JSONValue = ["duration": 0.4, "curve": "easeInOut", "throughPages": true, "barDuration": 0.2]
        #expect(cells["drag"]?["tapAtRest"] == through)
        let swiftUI = try message(tabs: 5) {
            $0.bar.behavior = .swiftUITabPager
            $0.indicator.animationDuration = 0.5
        }
        let pageSlide: JSONValue = ["duration": 0.3, "curve": "easeInOut", "throughPages": false, "barDuration": 0.5]
        #expect(swiftUI["drag"]?["tapAtRest"] == pageSlide)
        #expect(try message(tabs: 5) { $0.bar.behavior = .tabBarController }["drag"]?["tapAtRest"] == .null)
        #expect(try message(tabs: 5) { $0.appearance.reduceMotion = true }["drag"]?["tapAtRest"] == .null)
        #expect(try message(tabs: 5) { $0.pager.transition.style = .push }["drag"]?["tapAtRest"] == .null)
        #expect(try message(tabs: 5) { $0.pager.isInfiniteScrollEnabled = true }["drag"]?["tapAtRest"] == .null)
    }

    @Test func withoutSwipingOrWithDozensOfTabsTheBrowserWaitsForTheServer() throws {
        let still = try message(tabs: 5) { $0.pager.isScrollEnabled = false }
        #expect(still["drag"]?["local"] == .bool(false))
        #expect(still["variants"]?.arrayValue?.isEmpty == true)
        let crowded = try message(tabs: 60)
        #expect(crowded["drag"]?["local"] == .bool(false))
        #expect(crowded["variants"]?.arrayValue?.isEmpty == true)
    }
}
