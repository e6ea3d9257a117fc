/// What the pages are doing.
enum Motion: Sendable, Hashable {
    case idle
    case dragging(PageDrag)
    case settling(Settle)
    case scrolling(ProgrammaticScroll)
}

/// A finger dragging the pages.
struct PageDrag: Sendable, Hashable {
    /// The unresisted position when the drag began (overscroll undone), in pages.
    var startRaw: Double
    var startPoint: Point
    var tracker = VelocityTracker()
    /// The page a `willScrollToPage` announced, in virtual pages.
    var expected: Int?
    /// SwiftUITabPager: the slide to a tab tapped during the glide this touch caught, still queued; the
    /// pages slide on to it once the drag's settle ends (``Settle/then``, docs/decisions/0048).
    var then: Int?
}

/// The pages gliding to the page a released drag chose.
struct Settle: Sendable, Hashable {
    var curve: SettleCurve
    var target: Int
    var expected: Int?
    /// SwiftUITabPager: a tab tapped while the pages glide moved the selection there; the pages end the
    /// glide, then slide to this page (``BehaviorRules/TapsWhileMoving/queue``). A touch that catches the
    /// glide keeps it (``PageDrag/then``).
    var then: Int?
}

/// A programmatic scroll (a tap, a key, `scrollTo`, the auto-scroller).
struct ProgrammaticScroll: Sendable, Hashable {
    var from: Int
    var to: Int
    /// The way the pages slide (`forPageScroll`: `.next` is forward even when it wraps).
    var direction: PagerEvent.Direction
    /// The direction `willScrollToPage` and `didScrollToPage` report (``PagerSimulation/pageDirection(to:)``).
    var eventDirection: PagerEvent.Direction
    /// The reported position's sweep from `from` to `to`.
    var sweep: TimedAnimation
    /// The page transition drawn meanwhile.
    var style: PageTransition.Style
    /// The target was selected when the scroll started (``BehaviorRules/selectsAtStart``).
    var selectedAtStart = false
    /// Earlier slides this one interrupted (BTabViewController, ``BehaviorRules/TapsWhileMoving/retarget``):
    /// UIKit adds a `UIView.animate` of a property to the one already running on it, so each earlier
    /// slide keeps adding what it has still to cover, decaying along its own curve.
    var carried: [TimedAnimation] = []
    /// SwiftUITabPager: the page a tab tapped during this slide selected; the pages slide there once this
    /// slide ends (``BehaviorRules/TapsWhileMoving/queue``).
    var then: Int?

    /// The reported position's value at `time`: the sweep plus what the interrupted slides still add.
    func position(at time: Double) -> Double {
        carried.reduce(sweep.value(at: time)) { $0 + $1.value(at: time) - $1.to }
    }

    /// When the pages arrive: the last of the slides to end.
    var end: Double { carried.reduce(sweep.end) { max($0, $1.end) } }

    func isFinished(at time: Double) -> Bool { time >= end }
}

/// One finger on the preview.
struct PointerState: Sendable, Hashable {
    enum Target: Sendable, Hashable {
        case button(Int)
        case bar
        case pages
        case outside
    }
    enum Phase: Sendable, Hashable {
        /// Down, not yet a drag.
        case pending
        /// Held on a button past the content-touch delay: a move no longer scrolls the bar.
        case buttonHeld
        case draggingPages
        case draggingBar
        case ignored
    }

    var id: Int
    var downTime: Double
    var downPoint: Point
    var target: Target
    var phase: Phase = .pending
}

/// The bar scrolled by hand, away from the offset that follows the position.
struct BarManual: Sendable, Hashable {
    enum Mode: Sendable, Hashable {
        case dragging(startRaw: Double, startPoint: Point, tracker: VelocityTracker)
        case decelerating(Deceleration)
        case bouncing(SettleCurve)
        case resting
    }

    var offset: Double
    var mode: Mode

    func value(at time: Double) -> Double {
        switch mode {
        case .dragging, .resting: offset
        case .decelerating(let fling): fling.value(at: time)
        case .bouncing(let curve): curve.value(at: time)
        }
    }

    var end: Double? {
        switch mode {
        case .dragging, .resting: nil
        case .decelerating(let fling): fling.end
        case .bouncing(let curve): curve.end
        }
    }
}

/// A hand-scrolled bar offset blending back into the followed offset during an animated bar update.
struct BarBlend: Sendable, Hashable {
    var from: Double
    var progress: TimedAnimation
}

extension PagerSimulation {
    var isInfinite: Bool { config.pager.isInfiniteScrollEnabled && geometry.count > 1 }

    /// The page a virtual page index shows.
    func page(_ virtual: Int) -> Int {
        let count = max(geometry.count, 1)
        let remainder = virtual % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// Pageboy's reported position for a virtual position (pager-behaviour.md 3.3): between the last
    /// and the first page of an infinite pager it sweeps back across all pages.
    func reportedPosition(_ virtual: Double) -> Double {
        guard isInfinite else { return virtual }
        let base = virtual.rounded(.down)
        let fraction = virtual - base
        let basePage = page(Int(base))
        if fraction < 1e-12 { return Double(basePage) }
        let last = Double(geometry.count - 1)
        if basePage == geometry.count - 1 { return last * (1 - fraction) }
        return Double(basePage) + fraction
    }

    /// The earliest moment a running motion needs handling (an end with events or a relayout).
    var pendingDeadline: Double? {
        // Runs several times per tick of every live session: no array, no allocation.
        var deadline: Double?
        switch motion {
        case .settling(let settle): deadline = settle.curve.end
        case .scrolling(let scroll): deadline = scroll.end
        case .idle, .dragging: break
        }
        deadline = earliest(deadline, barSlide?.end)
        deadline = earliest(deadline, barManual?.end)
        deadline = earliest(deadline, barBlend?.progress.end)
        return earliest(deadline, itemUpdate?.progress.end)
    }

    /// Whether anything is moving at `time` (so another frame must follow).
    func isMoving(at time: Double) -> Bool {
        switch motion {
        case .settling(let settle) where !settle.curve.isFinished(at: time): return true
        case .scrolling(let scroll) where !scroll.isFinished(at: time): return true
        default: break
        }
        if indicatorTrack.isAnimating(at: time) || buttonsTrack.isAnimating(at: time)
            || barTrack.isAnimating(at: time)
        {
            return true
        }
        if let slide = barSlide, !slide.isFinished(at: time) { return true }
        if let end = barManual?.end, time < end { return true }
        if let blend = barBlend, !blend.progress.isFinished(at: time) { return true }
        if let update = itemUpdate, !update.progress.isFinished(at: time) { return true }
        return fontCrossfade.isAnimating(at: time)
    }

    /// The bar's scroll offset shown at `time` along its axis.
    func barOffset(at time: Double) -> Double {
        let followed = layouter.followedBarOffset(position: barTrack.value(at: time), index: index, in: layout)
        if let manual = barManual { return manual.value(at: time) }
        if let blend = barBlend {
            let share = blend.progress.value(at: time)
            return blend.from + (followed - blend.from) * share
        }
        return followed
    }

    func snapshot(at time: Double, seq: Int) -> SimulationSnapshot {
        var manualOffset: Double?
        var blendShare = 1.0
        if let manual = barManual {
            manualOffset = manual.value(at: time)
            blendShare = 0
        } else if let blend = barBlend {
            manualOffset = blend.from
            blendShare = blend.progress.value(at: time)
        }
        let indicator = indicatorTrack.sample(at: time)
        let buttons = buttonsTrack.sample(at: time)
        let bar = barTrack.sample(at: time)
        return SimulationSnapshot(
            time: time,
            seq: seq,
            rev: rev,
            position: reportedPosition(virtualPosition),
            index: index,
            indicatorPosition: indicator.value,
            buttonsPosition: buttons.value,
            barPosition: bar.value,
            indicatorMotion: indicator.motion,
            buttonsMotion: buttons.motion,
            barMotion: bar.motion,
            indicatorOrigin: indicatorTrack.mixedOrigin(at: time),
            barOffset: manualOffset,
            barOffsetBlend: blendShare,
            pages: pagePlacements(at: time),
            barHiddenProgress: barSlide?.value(at: time) ?? (barHidden ? 1 : 0),
            fontCrossfade: fontCrossfade.sample(at: time),
            lingeringStates: buttonStates.lingering
        )
    }
}

/// The earlier of two optional times; nil only when both are.
@inline(__always)
func earliest(_ a: Double?, _ b: Double?) -> Double? {
    guard let a else { return b }
    guard let b else { return a }
    return min(a, b)
}
