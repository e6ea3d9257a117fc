/// Lays a pager out for the simulation: the session's implementation wraps the layout engine and a text
/// measurer; tests give fixed geometry.
public protocol SimulationLayouting: Sendable {
    /// The layout the simulation keeps (`PagerLayout` in the server).
    associatedtype Layout: Sendable

    /// Lays out `config` in `viewport`.
    func layout(config: PagerConfig, viewport: Viewport, barHidden: Bool) -> Layout
    /// What the simulation needs to know of `layout`.
    func geometry(of layout: Layout) -> SimulationGeometry
    /// The bar's scroll offset along its axis that keeps `position` in view (Tabman A8).
    func followedBarOffset(position: Double, index: Int, in layout: Layout) -> Double
    /// Lays out `config` with `selection`'s label in its selected state, for bars whose labels keep the
    /// width of their state (SwiftUITabPager's scrollable bar).
    func layout(config: PagerConfig, viewport: Viewport, barHidden: Bool, selection: Int?) -> Layout
    /// The tab showing the selected state at `position` when `layout`'s label widths depend on it, else nil.
    func labelSelection(position: Double, index: Int, in layout: Layout) -> Int?
}

extension SimulationLayouting {
    /// Layouts whose labels do not reflow ignore `selection`.
    public func layout(config: PagerConfig, viewport: Viewport, barHidden: Bool, selection: Int?) -> Layout {
        layout(config: config, viewport: viewport, barHidden: barHidden)
    }

    public func labelSelection(position: Double, index: Int, in layout: Layout) -> Int? { nil }
}

/// The pager as a deterministic state machine: timed inputs in, frames and pager events out.
///
/// ```
///  handle(TimedInput) ──▶ state ──▶ advance(to:) ──▶ [SimulationOutput]  (.layout, .frame, .event)
///                          ▲                              │
///                          └──── nextWakeTime ◀───────────┘  (the shell's timer)
/// ```
///
/// Time is passed in and never read: the same config and inputs give the same outputs. Frames come
/// only while something moves, at `appearance.frameRate`; an input that changes what is shown gets a
/// frame at once unless one went out less than a frame period ago.
public struct PagerSimulation<Layouter: SimulationLayouting>: Sendable {
    public internal(set) var config: PagerConfig
    public internal(set) var viewport: Viewport
    public internal(set) var geometry: SimulationGeometry
    /// The current layout; replaced on every relayout.
    public internal(set) var layout: Layouter.Layout
    public let layouter: Layouter
    /// The latest time the simulation has seen.
    public internal(set) var time: Double
    /// Layout revision, raised on every relayout.
    public internal(set) var rev = 1
    /// Sequence number of the latest frame.
    public internal(set) var seq = 0
    /// The committed page index (Pageboy's `currentIndex`).
    public internal(set) var index: Int
    /// Whether the bar is hidden (or sliding out).
    public internal(set) var barHidden: Bool

    var virtualPosition: Double
    var virtualIndex: Int
    var motion: Motion = .idle
    var pointer: PointerState?
    var indicatorTrack: ComponentTrack
    var buttonsTrack: ComponentTrack
    var barTrack: ComponentTrack
    var barManual: BarManual?
    var barBlend: BarBlend?
    var autoScroller: AutoScroller
    /// When Tabman's `.time` hiding trigger hides the bar, or nil (``restartAutoHide(at:)``).
    var autoHideTime: Double?
    var barSlide: TimedAnimation?
    /// The tab whose label the layout sized in the selected state (``reflowLabels(at:)``).
    var labelSelection: Int
    /// Pages pushed over each tab's root page, by item id (TabBarController's navigation controllers).
    var pushedPages: [String: Int] = [:]
    /// Tabman's animated re-layout after a tab's title or badge changed (``PagerSimulation/edit(_:now:)``).
    var itemUpdate: ItemUpdate?
    /// Tabman's label dissolves between the font and the selected font.
    var fontCrossfade = FontCrossfade(selected: -1)
    /// Tabman's buttons' selection states, some of which a swipe can leave partly selected.
    var buttonStates = TabmanButtonStates(count: 0, selected: 0)
    /// The position the bar was last updated for (see ``showHidingBar(at:)``).
    var barUpdatePosition: Double
    var scrubbing = false
    var nextFrameTime: Double?
    var lastFrameTime = -Double.infinity
    /// The times the frames after a motion's first may take (a display's refresh): a later frame goes at
    /// the first grid time at or after its due time. Nil (the default): one period after the last.
    ///
    /// Used only when the frame period is a whole number of grid steps, so frames stay a period apart.
    public var frameGrid: FrameGrid?
    var outputs: [SimulationOutput] = []
    /// Frames left out because a later one was due by then (``advance(to:into:skippingLateFrames:)``).
    public internal(set) var skippedFrames = 0

    /// Starts a pager resting on `page`, or on `config.pager.defaultPage` when nil, at `time` (either
    /// clamped to the pages, as Pageboy clamps its default page).
    public init(
        config: PagerConfig, viewport: Viewport, layouter: Layouter, time: Double, barHidden: Bool = false,
        page: Int? = nil
    ) {
        self.config = config
        self.viewport = viewport
        self.layouter = layouter
        self.time = time
        self.barHidden = barHidden || config.bar.hidden
        let start = min(max(page ?? config.pager.defaultPage, 0), max(config.items.count - 1, 0))
        labelSelection = start
        layout = layouter.layout(config: config, viewport: viewport, barHidden: self.barHidden, selection: start)
        geometry = layouter.geometry(of: layout)
        index = start
        virtualIndex = start
        virtualPosition = Double(start)
        barUpdatePosition = Double(start)
        indicatorTrack = ComponentTrack(style: config.indicator.transitionStyle, position: Double(start))
        buttonsTrack = ComponentTrack(style: config.buttons.transitionStyle, position: Double(start))
        barTrack = ComponentTrack(style: config.bar.transitionStyle, position: Double(start))
        autoScroller = AutoScroller(options: config.pager.autoScroll, now: time)
        renewButtons()
        restartAutoHide(at: time)
    }

    /// Pageboy's `currentPosition` now.
    public var position: Double { reportedPosition(virtualPosition) }

    /// The frame period in seconds.
    public var framePeriod: Double { 1 / Double(max(config.appearance.frameRate, 1)) }

    /// When the shell must call `advance(to:)` next (the next frame, an animation's end, the auto-scroll
    /// or auto-hide timer), or nil when the pager rests.
    public var nextWakeTime: Double? {
        earliest(earliest(nextFrameTime, pendingDeadline), nextTimerFire)
    }

    /// The earlier of the auto-scroll and auto-hide timers.
    private var nextTimerFire: Double? { earliest(autoScroller.nextFire, autoHideTime) }

    /// ``nextWakeTime`` read in place. From another module, on a simulation kept in a class property,
    /// the getter copies the whole simulation (about 1.4 KB) before it runs; this method takes the
    /// simulation `inout` and does not. It changes nothing.
    public mutating func nextWakeTimeInPlace() -> Double? { nextWakeTime }

    /// Whether anything moves or waits to be shown.
    public var isAnimating: Bool { nextFrameTime != nil || pendingDeadline != nil }

    /// Applies one input at its time and returns what it produced at once (events, layouts, a frame if
    /// one is due at that instant).
    public mutating func handle(_ input: TimedInput) -> [SimulationOutput] {
        let now = max(input.time, time)
        var produced = advance(to: now)
        switch input.input {
        case .pointerDown(let point, let id): pointerDown(at: point, id: id, now: now)
        case .pointerMove(let point, let id): pointerMove(to: point, id: id, now: now)
        case .pointerUp(let point, let id): pointerUp(at: point, id: id, now: now)
        case .pointerCancel(let id): pointerCancel(id: id, now: now)
        case .tap(let tapped): tap(index: tapped, now: now)
        case .key(let key): press(key, now: now)
        case .scrollTo(let target, let animated):
            _ = scroll(to: target, animated: animated, now: now, whileMoving: true)
        case .scrub(let scrubbed): scrub(to: scrubbed, now: now)
        case .scrubEnd: endScrub(now: now)
        // A tab, config or viewport change lays the buttons out anew: their labels show one font each and
        // none is left partly selected.
        case .items(let change):
            let scrollTarget = edit(change, now: now)
            renewButtons()
            // Pageboy's `performScrollUpdate` after an insertion: `scrollToPage(.at(index:), animated: true)`.
            if let scrollTarget { _ = scroll(to: .index(scrollTarget), animated: true, now: now) }
        case .config(let newConfig):
            apply(config: newConfig, now: now)
            renewButtons()
        case .viewport(let newViewport):
            apply(viewport: newViewport, now: now)
            renewButtons()
        case .barHidden(let hidden): setBarHidden(hidden, now: now)
        case .reload:
            reload(now: now)
            renewButtons()
        case .navigation(let action): navigate(action, now: now)
        }
        produced += advance(to: now)
        return produced
    }

    /// Runs time forward to `now`: finishes animations, fires the auto-scroller and emits every frame
    /// due up to and including `now`.
    public mutating func advance(to now: Double) -> [SimulationOutput] {
        run(to: now)
        // Hand the buffer over instead of copying it: keeping its capacity while `produced` shares it
        // would allocate a fresh buffer on every call, even one that produced nothing.
        guard !outputs.isEmpty else { return [] }
        let produced = outputs
        outputs = []
        return produced
    }

    /// ``advance(to:)`` into a buffer the caller keeps: `produced` is emptied and filled, so once it has
    /// grown a tick allocates no array (the path of every tick of a live session).
    ///
    /// - Parameter skippingLateFrames: Leave out a frame when the next one is also due by `now`, as a
    ///   display link that fires late shows only the current frame: a live session whose tick came
    ///   more than a frame period late sends the newest due frame, not every one it missed. A skipped
    ///   frame still takes its `seq` (the viewer sees a gap, as for a frame replaced before it was
    ///   sent) and is counted in ``skippedFrames``; events and layouts are never skipped.
    public mutating func advance(
        to now: Double, into produced: inout [SimulationOutput], skippingLateFrames: Bool = false
    ) {
        produced.removeAll(keepingCapacity: true)
        guard outputs.isEmpty else {
            run(to: now, skippingLateFrames: skippingLateFrames)
            swap(&produced, &outputs)
            return
        }
        // Run into the caller's buffer, and keep this simulation's own (empty) one untouched: a loop's
        // sessions share one caller buffer, which stays in the cache, where each session's own was
        // cold by its next tick (its copies were 2 % of the server's time at 2 000 sessions).
        swap(&produced, &outputs)
        run(to: now, skippingLateFrames: skippingLateFrames)
        swap(&produced, &outputs)
    }

    /// Emits everything due up to `now` into `outputs`.
    private mutating func run(to now: Double, skippingLateFrames: Bool = false) {
        let target = max(now, time)
        while true {
            let pending = pendingDeadline
            guard let step = earliest(earliest(nextFrameTime, pending), nextTimerFire), step <= target else { break }
            time = max(time, step)
            if let deadline = pending, deadline <= step { finishMotions(at: deadline) }
            if autoScroller.nextFire.map({ $0 <= step }) == true { fireAutoScroll(at: step) }
            if let hide = autoHideTime, hide <= step { fireAutoHide(at: hide) }
            if let frameTime = nextFrameTime, frameTime <= step {
                emitFrame(at: frameTime, skipIfNextDueBy: skippingLateFrames ? target : nil)
            }
        }
        time = target
    }

    /// The snapshot at the current time, for a viewer that just connected.
    public func snapshot() -> SimulationSnapshot { snapshot(at: time, seq: seq) }

    /// Asks for a frame now, or one period after the last one if that is later.
    mutating func requestFrame(at now: Double) {
        let next = lastFrameTime + framePeriod
        let due = now >= next ? now : onGrid(next)
        if let scheduled = nextFrameTime, scheduled <= due { return }
        nextFrameTime = due
    }

    /// `time` moved to the first ``frameGrid`` time at or after it, when the frame period is a whole
    /// number of grid steps; `time` itself otherwise.
    func onGrid(_ time: Double) -> Double {
        guard let grid = frameGrid, grid.divides(framePeriod) else { return time }
        return grid.time(atOrAfter: time)
    }

    /// Brings the state to `frameTime` and emits its frame, unless `latest` is given and the next frame
    /// is due by then (see ``advance(to:into:skippingLateFrames:)``).
    mutating func emitFrame(at frameTime: Double, skipIfNextDueBy latest: Double? = nil) {
        sync(at: frameTime)
        let shown = position
        if shown != barUpdatePosition {
            barUpdatePosition = shown
            showHidingBar(at: frameTime)
        }
        updateFontCrossfade(at: frameTime)
        reflowLabels(at: frameTime)
        seq += 1
        lastFrameTime = frameTime
        let next = isMoving(at: frameTime) ? onGrid(frameTime + framePeriod) : nil
        if let latest, let next, next <= latest {
            // Only this method clears `nextFrameTime`, so the frame at `next` does go out (or is skipped for
            // a later one): the last frame of a motion is never left out.
            skippedFrames += 1
        } else {
            outputs.append(.frame(snapshot(at: frameTime, seq: seq)))
        }
        nextFrameTime = next
    }

    mutating func emit(
        _ name: PagerEvent.Name, index: Int, direction: PagerEvent.Direction, at time: Double,
        returnIndex: Int? = nil
    ) {
        outputs.append(
            .event(PagerEvent(name: name, index: index, direction: direction, time: time, returnIndex: returnIndex)))
    }

    /// Lays the pager out again for the current config, viewport and bar state.
    mutating func relayout() {
        labelSelection = min(max(labelSelection, 0), max(config.items.count - 1, 0))
        layout = layouter.layout(config: config, viewport: viewport, barHidden: barHidden, selection: labelSelection)
        geometry = layouter.geometry(of: layout)
    }

    /// SwiftUITabPager's scrollable labels keep the width of their state: when the tab showing the
    /// selected state changes (`isSelected`, past half way or on a tap), the bar reflows at once.
    mutating func reflowLabels(at time: Double) {
        guard let shown = layouter.labelSelection(position: position, index: index, in: layout),
            shown != labelSelection
        else { return }
        labelSelection = shown
        relayout()
        emitRelayout()
    }

    /// The layout before a tab's title or badge changed and the 0.2 s ease-in from it. A box, immutable:
    /// a layout may be large (`PagerLayout` is one reference, a test layouter's need not be), which every
    /// session would otherwise carry as empty room (the idle session benchmark went from 7.7 to 9.2 KB).
    final class ItemUpdate: Sendable {
        let from: Layouter.Layout
        let progress: TimedAnimation

        init(from: Layouter.Layout, progress: TimedAnimation) {
            self.from = from
            self.progress = progress
        }
    }

    mutating func emitRelayout() {
        rev += 1
        outputs.append(.layout(rev: rev))
    }
}
