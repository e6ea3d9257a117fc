/// The position one bar component (indicator, buttons, bar scroll) shows, following the pager's
/// position under its `TransitionStyle` (Tabman `TMBarViewUpdateHandler`, pager-behaviour.md A5).
///
/// Every style shows the raw position (the frame function applies Tabman's rounding to button states
/// and the overscroll test itself); the style decides only whether an update animates:
/// - `progressive`: animated only when the caller's update is animated (a programmatic scroll);
/// - `snap`: always animated, so interactive updates lag-follow the finger;
/// - `none`: never animated.
///
/// An animation mixes the geometry of two positions (UIKit animates frames, not page positions), so
/// the frame gets `.blend(from:to:fraction:)`.
public struct ComponentTrack: Sendable, Hashable {
    /// Where an animation started: the geometry of `from` mixed towards `to` by `fraction` (an
    /// animation interrupted part-way starts from such a mix; older mixes collapse to a position).
    public struct Origin: Sendable, Hashable {
        public var from: Double
        public var to: Double
        public var fraction: Double

        /// The position the mix corresponds to when positions are mixed instead of geometry.
        public var position: Double { from + (to - from) * fraction }
    }

    public var style: TransitionStyle
    private var resting: Double
    private var animation: TimedAnimation?
    private var origin: Origin?

    /// Tabman's duration for bar updates that are not given one.
    public static let defaultDuration = 0.25

    public init(style: TransitionStyle, position: Double) {
        self.style = style
        resting = position
    }

    /// The position the component shows at `time` (positions mixed, for hit tests and tests).
    public func value(at time: Double) -> Double {
        animation?.value(at: time) ?? resting
    }

    /// What the frame function should draw at `time`.
    public func motion(at time: Double) -> FrameInput.Motion {
        guard let animation, !animation.isFinished(at: time) else { return .at(resting) }
        return .blend(from: animation.from, to: animation.to, fraction: fraction(of: animation, at: time))
    }

    /// The running animation's start when it was itself a mix of two positions' geometry, else nil.
    public func mixedOrigin(at time: Double) -> Origin? {
        guard let animation, !animation.isFinished(at: time), let origin, origin.fraction < 1 else { return nil }
        return origin
    }

    private func fraction(of animation: TimedAnimation, at time: Double) -> Double {
        animation.duration > 0 ? animation.curve.value(at: (time - animation.start) / animation.duration) : 1
    }

    /// The position the component is heading to.
    public var target: Double { resting }

    /// Whether an animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        guard let animation else { return false }
        return !animation.isFinished(at: time)
    }

    /// Follows `position` at `time`.
    ///
    /// - Parameters:
    ///   - animated: whether the caller's update is animated (a programmatic scroll's bar update).
    ///   - duration: the animation's duration when one runs.
    ///   - curve: its timing curve.
    public mutating func update(
        to position: Double, at time: Double, animated: Bool, duration: Double = defaultDuration,
        curve: TimingCurve = .easeInOut
    ) {
        let animates = style.animates(whenCallerAnimates: animated) && duration > 0
        guard animates else {
            animation = nil
            origin = nil
            resting = position
            return
        }
        if let running = animation, !running.isFinished(at: time), running.to == position { return }
        if animation == nil || animation?.isFinished(at: time) == true, resting == position {
            animation = nil
            origin = nil
            return
        }
        if let running = animation, !running.isFinished(at: time) {
            let start = origin?.position ?? running.from
            origin = Origin(from: start, to: running.to, fraction: fraction(of: running, at: time))
        } else {
            origin = Origin(from: resting, to: resting, fraction: 1)
        }
        animation = TimedAnimation(
            from: origin?.position ?? resting, to: position, start: time, duration: duration, curve: curve)
        resting = position
    }

    /// Jumps to `position` without animation (a relayout, a reload).
    public mutating func reset(to position: Double) {
        animation = nil
        origin = nil
        resting = position
    }

    /// Drops a finished animation.
    public mutating func settle(at time: Double) {
        if let running = animation, running.isFinished(at: time) {
            animation = nil
            origin = nil
        }
    }
}
