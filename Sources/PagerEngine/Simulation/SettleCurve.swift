/// The motion from where a finger let go to the page it chose, continuing the finger's velocity.
///
/// A cubic Hermite segment from `(from, velocity)` to `(to, 0)` over `duration` seconds: with
/// `u = (t − start) / duration`,
///
///     x(u) = (2u³ − 3u² + 1)·from + (u³ − 2u² + u)·duration·velocity + (−2u³ + 3u²)·to
///
/// It starts at the release position with the release velocity, slows to rest, and ends exactly on
/// `to` at `start + duration`. A velocity pointing away from the target (a drag that springs back)
/// is dropped, and a velocity so large that the curve would overshoot (`|v·T| > 3·|Δ|`, the cubic's
/// monotonicity limit) is capped, so the motion never passes the target and comes back.
public struct SettleCurve: Sendable, Hashable {
    public var from: Double
    public var to: Double
    public var velocity: Double
    public var start: Double
    public var duration: Double

    /// The shortest and longest settle, seconds. UIKit's paging settle takes about a third of a second.
    public static let minimumDuration = 0.25
    public static let maximumDuration = 0.45
    /// Seconds the settle takes per page it still has to go, above the minimum.
    public static let perPageDuration = 0.2

    /// A settle from `from` moving at `velocity` (units per second) to `to`, starting at `start`.
    ///
    /// The duration grows with the distance left (0.25 s plus 0.2 s per unit, at most 0.45 s) and
    /// shrinks for a fast release, as a flick lands sooner than a slow let-go.
    public init(from: Double, to: Double, velocity: Double, start: Double) {
        let distance = to - from
        var duration = min(Self.maximumDuration, Self.minimumDuration + Self.perPageDuration * abs(distance))
        if distance != 0 && velocity * distance > 0 {
            // A flick covering the distance at its release speed in less time lands sooner,
            // but never faster than the minimum.
            duration = max(Self.minimumDuration, min(duration, 3 * abs(distance) / abs(velocity)))
        }
        self.init(from: from, to: to, velocity: velocity, start: start, duration: duration)
    }

    /// A settle with an explicit duration.
    public init(from: Double, to: Double, velocity: Double, start: Double, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = max(duration, 0)
        let distance = to - from
        if distance == 0 || velocity * distance < 0 {
            self.velocity = 0
        } else {
            let limit = 3 * abs(distance) / max(self.duration, 1e-9)
            self.velocity = velocity > 0 ? min(velocity, limit) : max(velocity, -limit)
        }
    }

    public var end: Double { start + duration }

    /// The position at `time`; exactly `to` from `end` on.
    public func value(at time: Double) -> Double {
        guard duration > 0, time < end else { return to }
        let u = max(0, (time - start) / duration)
        let u2 = u * u
        let u3 = u2 * u
        return (2 * u3 - 3 * u2 + 1) * from + (u3 - 2 * u2 + u) * duration * velocity + (-2 * u3 + 3 * u2) * to
    }

    public func isFinished(at time: Double) -> Bool { time >= end }
}
