/// UIScrollView's free-scrolling deceleration after a fling (the bar, not the pages).
///
/// The velocity decays by `rate` every millisecond (`UIScrollView.DecelerationRate.normal` = 0.998):
/// `v(t) = v₀·rate^(1000t)`, so the offset is `x(t) = x₀ + v₀·(rate^(1000t) − 1) / (1000·ln rate)` and
/// comes to rest at `x₀ − v₀ / (1000·ln rate)`. The motion ends when the speed falls below
/// `stopSpeed` points per second; `value(at:)` returns exactly the resting offset from then on.
public struct Deceleration: Sendable, Hashable {
    public static let normalRate = 0.998
    public static let stopSpeed = 5.0

    public var from: Double
    public var velocity: Double
    public var start: Double
    public var rate: Double

    public init(from: Double, velocity: Double, start: Double, rate: Double = Deceleration.normalRate) {
        self.from = from
        self.velocity = velocity
        self.start = start
        self.rate = rate
    }

    private var k: Double { 1000 * naturalLog(rate) }

    /// Where the motion comes to rest.
    public var restingOffset: Double { from - velocity / k }

    /// How long it moves: until `|v₀|·rate^(1000t)` falls to `stopSpeed`.
    public var duration: Double {
        let speed = abs(velocity)
        guard speed > Self.stopSpeed else { return 0 }
        return naturalLog(Self.stopSpeed / speed) / k
    }

    public var end: Double { start + duration }

    public func value(at time: Double) -> Double {
        guard time < end else { return restingOffset }
        let elapsed = max(0, time - start)
        return from + velocity * (power(rate, 1000 * elapsed) - 1) / k
    }

    /// The velocity at `time`, points per second.
    public func velocity(at time: Double) -> Double {
        guard time < end else { return 0 }
        return velocity * power(rate, 1000 * max(0, time - start))
    }

    public func isFinished(at time: Double) -> Bool { time >= end }
}
