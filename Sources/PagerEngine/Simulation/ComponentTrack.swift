/// The position one bar component (indicator, buttons, bar scroll) shows, following the pager's
/// position under its `TransitionStyle` (Tabman `TMBarViewUpdateHandler`, pager-behaviour.md A5).
///
/// Every style shows the raw position (the frame function applies Tabman's rounding to button states
/// and the overscroll test itself); the style decides only whether an update animates:
/// - `progressive`: animated only when the caller's update is animated (a programmatic scroll);
/// - `snap`: always animated, so interactive updates lag-follow the finger. UIKit composes the
///   animations of successive updates additively (each adds the jump of its update, decaying over its
///   duration), so the component trails the finger by about half the duration; restarting one
///   animation from the current point on every update instead crawled (a 1.5 s lag in a steady drag);
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
    /// `snap`'s interactive updates: the shown value is `resting` minus what each update's jump has
    /// still to cover (UIKit's additive animations).
    private var additive: [AdditiveStep] = []

    /// One interactive update's jump, decaying to nothing over its animation.
    struct AdditiveStep: Sendable, Hashable {
        var delta: Double
        var animation: TimedAnimation

        func remaining(at time: Double) -> Double { delta * (1 - animation.value(at: time)) }
    }

    /// Tabman's duration for bar updates that are not given one.
    public static let defaultDuration = 0.25

    public init(style: TransitionStyle, position: Double) {
        self.style = style
        resting = position
    }

    /// The position the component shows at `time` (positions mixed, for hit tests and tests).
    public func value(at time: Double) -> Double {
        if !additive.isEmpty { return resting - additive.reduce(0) { $0 + $1.remaining(at: time) } }
        return animation?.value(at: time) ?? resting
    }

    private func isAdding(at time: Double) -> Bool {
        additive.contains { !$0.animation.isFinished(at: time) }
    }

    /// What the frame function should draw at `time`.
    public func motion(at time: Double) -> FrameInput.Motion {
        // Many small steps at once: positions are mixed (within a step of a page, the same as mixing
        // geometry, which A2 interpolates linearly).
        if isAdding(at: time) { return .at(value(at: time)) }
        guard let animation, !animation.isFinished(at: time) else { return .at(resting) }
        return .blend(from: animation.from, to: animation.to, fraction: fraction(of: animation, at: time))
    }

    /// ``value(at:)`` and ``motion(at:)`` together, evaluating the timing curve once: a frame needs both
    /// for each of its three tracks.
    public func sample(at time: Double) -> (value: Double, motion: FrameInput.Motion) {
        guard additive.isEmpty, let animation, !animation.isFinished(at: time), animation.duration > 0 else {
            return (value(at: time), motion(at: time))
        }
        let fraction = fraction(of: animation, at: time)
        return (
            animation.from + (animation.to - animation.from) * fraction,
            .blend(from: animation.from, to: animation.to, fraction: fraction)
        )
    }

    /// The running animation's start when it was itself a mix of two positions' geometry, else nil.
    public func mixedOrigin(at time: Double) -> Origin? {
        guard !isAdding(at: time), let animation, !animation.isFinished(at: time), let origin, origin.fraction < 1
        else { return nil }
        return origin
    }

    private func fraction(of animation: TimedAnimation, at time: Double) -> Double {
        animation.duration > 0 ? animation.curve.value(at: (time - animation.start) / animation.duration) : 1
    }

    /// The position the component is heading to.
    public var target: Double { resting }

    /// Whether an animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        if isAdding(at: time) { return true }
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
            // Set again to where a running animation is heading, the value keeps animating there (SwiftUI
            // and Core Animation leave an animation alone when its target does not change): the pages of a
            // SwiftUITabPager tap arrive after 0.3 s while its bar centres over 0.35 s.
            if let running = animation, !running.isFinished(at: time), running.to == position, resting == position,
                additive.isEmpty
            {
                return
            }
            animation = nil
            origin = nil
            additive = []
            resting = position
            return
        }
        if style == .snap && !animated {
            addStep(to: position, at: time, duration: duration, curve: curve)
            return
        }
        if !additive.isEmpty {
            // A programmatic update during interactive steps: one animation from where they had got to.
            let current = value(at: time)
            additive = []
            animation = nil
            origin = nil
            resting = current
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
        additive = []
        animation = nil
        origin = nil
        resting = position
    }

    /// Drops a finished animation.
    public mutating func settle(at time: Double) {
        additive.removeAll { $0.animation.isFinished(at: time) }
        if let running = animation, running.isFinished(at: time) {
            animation = nil
            origin = nil
        }
    }

    /// An interactive `snap` update: a running animation becomes a step of its own, then this update's
    /// jump is added.
    private mutating func addStep(to position: Double, at time: Double, duration: Double, curve: TimingCurve) {
        if let running = animation, !running.isFinished(at: time) {
            let normalised = TimedAnimation(
                from: 0, to: 1, start: running.start, duration: running.duration, curve: running.curve)
            additive.append(AdditiveStep(delta: running.to - running.from, animation: normalised))
        }
        animation = nil
        origin = nil
        additive.removeAll { $0.animation.isFinished(at: time) }
        if position != resting {
            let step = TimedAnimation(from: 0, to: 1, start: time, duration: duration, curve: curve)
            additive.append(AdditiveStep(delta: position - resting, animation: step))
        }
        resting = position
    }
}
