/// Pageboy's auto-scroller as a state machine: a repeating timer that asks for the next page.
///
/// `cancelsOnScroll` (default true) stops it for good when the user drags; `restartsOnScrollEnd`
/// (default false) re-enables a cancelled scroller when the drag's motion ends. Time is passed in.
public struct AutoScroller: Sendable, Hashable {
    public var options: AutoScroll
    /// When the timer fires next, or nil when it is off.
    public private(set) var nextFire: Double?
    /// Whether a user drag cancelled it.
    public private(set) var isCancelled = false

    public init(options: AutoScroll, now: Double) {
        self.options = options
        nextFire = options.enabled ? now + options.interval : nil
    }

    /// Applies new options (a config patch): a changed interval or enabling restarts the timer from `now`.
    public mutating func update(options newOptions: AutoScroll, now: Double) {
        let restart = newOptions.enabled != options.enabled || newOptions.interval != options.interval
        options = newOptions
        if !newOptions.enabled {
            nextFire = nil
            isCancelled = false
        } else if restart {
            isCancelled = false
            nextFire = now + newOptions.interval
        }
    }

    /// The user began dragging the pages.
    public mutating func userDidBeginDragging() {
        guard options.enabled, options.cancelsOnScroll else { return }
        isCancelled = true
        nextFire = nil
    }

    /// A drag's motion (the settle after it) ended.
    public mutating func scrollDidEnd(now: Double) {
        guard options.enabled, isCancelled, options.restartsOnScrollEnd else { return }
        isCancelled = false
        nextFire = now + options.interval
    }

    /// Whether the timer fires at or before `now`; if so it re-arms one interval later (a repeating timer
    /// keeps its phase even when the scroll it asks for is refused).
    public mutating func fire(now: Double) -> Bool {
        guard let due = nextFire, now >= due else { return false }
        var next = due + options.interval
        while next <= now { next += options.interval }
        nextFire = next
        return true
    }
}
