import Testing

@testable import PagerEngine

/// A layout with numbers easy to follow by hand: a 390 × 844 screen, a 48 pt bar at y 47, pages below
/// it, buttons 60 pt wide with 16 pt spacing (x = 0, 76, 152, …), pages 390 pt apart.
struct FixedLayouter: SimulationLayouting {
    struct Layout: Sendable {
        var config: PagerConfig
        var viewport: Viewport
        var barHidden: Bool
    }

    var buttonWidth = 60.0
    var spacing = 16.0

    func layout(config: PagerConfig, viewport: Viewport, barHidden: Bool) -> Layout {
        Layout(config: config, viewport: viewport, barHidden: barHidden)
    }

    func geometry(of layout: Layout) -> SimulationGeometry {
        let config = layout.config
        let viewport = layout.viewport
        let barHidden = layout.barHidden
        let count = config.items.count
        let frames = (0..<count).map {
            Rect(x: Double($0) * (buttonWidth + spacing), y: 0, width: buttonWidth, height: 48)
        }
        let content = Double(count) * buttonWidth + Double(max(count - 1, 0)) * spacing
        let scrollable = content > viewport.width
        return SimulationGeometry(
            count: count,
            pagesFrame: Rect(x: 0, y: 95, width: viewport.width, height: viewport.height - 95),
            orientation: config.pager.orientation,
            isRightToLeft: config.appearance.layoutDirection == .rightToLeft,
            pageStride: (config.pager.orientation == .horizontal ? viewport.width : viewport.height - 95)
                + config.pager.interPageSpacing,
            barFrame: barHidden ? nil : Rect(x: 0, y: 47, width: viewport.width, height: 48),
            barIsVertical: false,
            buttonFrames: frames,
            barOffsetRange: 0...max(0, content - viewport.width),
            barIsScrollable: scrollable
        )
    }

    func followedBarOffset(position: Double, index: Int, in layout: Layout) -> Double {
        let config = layout.config
        let viewport = layout.viewport
        let count = config.items.count
        let content = Double(count) * buttonWidth + Double(max(count - 1, 0)) * spacing
        let centre = position * (buttonWidth + spacing) + buttonWidth / 2
        return min(max(centre - viewport.width / 2, 0), max(0, content - viewport.width))
    }
}

/// Drives a simulation with a script and collects everything it produced.
struct SimulationRun {
    var simulation: PagerSimulation<FixedLayouter>
    var outputs: [SimulationOutput] = []

    init(_ configure: (inout PagerConfig) -> Void = { _ in }, start: Double = 0) {
        var config = PagerConfig()
        configure(&config)
        simulation = PagerSimulation(
            config: config, viewport: Viewport(width: 390, height: 844), layouter: FixedLayouter(), time: start)
    }

    mutating func send(_ time: Double, _ input: PagerInput) {
        outputs += simulation.handle(TimedInput(time: time, input: input))
    }

    mutating func run(until time: Double) {
        outputs += simulation.advance(to: time)
    }

    /// A quick flick to the left from page 0 (1.0 to 1.1), run on to 1.15: the glide the pages are in,
    /// on to page 1 after the release, or nil (recorded as an issue) when they do not glide.
    mutating func flickIntoGlide() -> Settle? {
        drag(from: 300, to: 200, start: 1, duration: 0.1, steps: 5)
        run(until: 1.15)
        guard case .settling(let settle) = simulation.motion else {
            Issue.record("not gliding")
            return nil
        }
        return settle
    }

    /// A drag on the pages from `from` to `to` (x only, at y 400) over `duration`, in `steps` moves,
    /// optionally holding still before lifting.
    mutating func drag(
        from: Double, to: Double, start: Double, duration: Double, steps: Int = 10, holdBeforeRelease: Double = 0
    ) {
        send(start, .pointerDown(Point(x: from, y: 400), pointer: 1))
        for step in 1...steps {
            let share = Double(step) / Double(steps)
            send(start + duration * share, .pointerMove(Point(x: from + (to - from) * share, y: 400), pointer: 1))
        }
        send(start + duration + holdBeforeRelease, .pointerUp(Point(x: to, y: 400), pointer: 1))
    }

    var frames: [SimulationSnapshot] {
        outputs.compactMap { if case .frame(let frame) = $0 { frame } else { nil } }
    }

    var events: [PagerEvent] {
        outputs.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    func events(named name: PagerEvent.Name) -> [PagerEvent] { events.filter { $0.name == name } }
}

/// The problems `body` throws as `ConfigProblems`, as their descriptions; none when it succeeds.
func problemDescriptions(_ body: () throws -> Void) -> [String] {
    do {
        try body()
        return []
    } catch let error as ConfigProblems {
        return error.problems.map(\.description)
    } catch {
        return ["\(error)"]
    }
}
