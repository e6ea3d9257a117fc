/// The position one bar component (indicator, buttons, bar scroll) shows, following the pager's
/// position under its `TransitionStyle` (Tabman `TMBarViewUpdateHandler`, pager-behaviour.md A5).
///
/// - `progressive`: the position as it is; animated only when the update is animated.
/// - `snap`: the nearest page (half away from zero), always animated with the update's duration
///   (0.25 s for interactive updates).
/// - `none`: the nearest page, never animated.
public struct ComponentTrack: Sendable, Hashable {
    public var style: TransitionStyle
    private var resting: Double
    private var animation: TimedAnimation?

    /// Tabman's duration for bar updates that are not given one.
    public static let defaultDuration = 0.25

    public init(style: TransitionStyle, position: Double) {
        self.style = style
        resting = Self.target(for: position, style: style)
    }

    private static func target(for position: Double, style: TransitionStyle) -> Double {
        style == .progressive ? position : position.rounded(.toNearestOrAwayFromZero)
    }

    /// The shown position at `time`.
    public func value(at time: Double) -> Double {
        animation?.value(at: time) ?? resting
    }

    /// Whether an animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        guard let animation else { return false }
        return !animation.isFinished(at: time)
    }

    /// The time the running animation ends, if any.
    public var animationEnd: Double? { animation?.end }

    /// Follows `position` at `time`.
    ///
    /// - Parameters:
    ///   - animated: whether the caller's update is animated (a programmatic scroll's bar update).
    ///   - duration: the animation's duration when one runs.
    public mutating func update(
        to position: Double, at time: Double, animated: Bool, duration: Double = defaultDuration
    ) {
        let target = Self.target(for: position, style: style)
        let shown = value(at: time)
        switch style {
        case .progressive where !animated, .none:
            animation = nil
            resting = target
        case .progressive, .snap:
            if let running = animation, !running.isFinished(at: time), running.to == target { return }
            if animation == nil && resting == target { return }
            animation = TimedAnimation(from: shown, to: target, start: time, duration: duration, curve: .easeInOut)
            resting = target
        }
        if let running = animation, running.isFinished(at: time) { animation = nil }
    }

    /// Jumps to `position` without animation (a relayout, a reload).
    public mutating func reset(to position: Double) {
        animation = nil
        resting = Self.target(for: position, style: style)
    }

    /// Drops a finished animation.
    public mutating func settle(at time: Double) {
        if let running = animation, running.isFinished(at: time) { animation = nil }
    }
}
