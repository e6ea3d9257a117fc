import Glibc

/// A point on the monotonic clock (`CLOCK_MONOTONIC`), in nanoseconds; never goes back, unaffected by
/// wall-clock changes. Used for timers, timeouts and latencies.
///
/// ```swift
/// let start = Deadline.now()
/// loop.schedule(at: start + .milliseconds(16)) { tick() }
/// let elapsed = Deadline.now() - start   // a Duration
/// ```
public struct Deadline: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var nanoseconds: UInt64

    public init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    /// Reads the monotonic clock.
    public static func now() -> Deadline {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Deadline(nanoseconds: UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec))
    }

    public static let distantFuture = Deadline(nanoseconds: UInt64.max / 2)

    public static func < (lhs: Deadline, rhs: Deadline) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public static func + (lhs: Deadline, rhs: Duration) -> Deadline {
        let delta = rhs.nanoseconds
        if delta <= 0 { return Deadline(nanoseconds: lhs.nanoseconds &- UInt64(min(-delta, Int64(lhs.nanoseconds)))) }
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(UInt64(delta))
        return overflow || sum > distantFuture.nanoseconds ? distantFuture : Deadline(nanoseconds: sum)
    }

    /// The time from `rhs` to `lhs` (negative when `lhs` is earlier).
    public static func - (lhs: Deadline, rhs: Deadline) -> Duration {
        .nanoseconds(Int64(bitPattern: lhs.nanoseconds &- rhs.nanoseconds))
    }

    public var description: String { "Deadline(\(nanoseconds)ns)" }

    /// Seconds since the Unix epoch on the wall clock, for `Date` headers and logs.
    static func wallSeconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME_COARSE, &spec)
        return Int(spec.tv_sec)
    }
}

extension Duration {
    /// The duration in whole nanoseconds, saturating.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? Int64.min : Int64.max }
        return scaled &+ attoseconds / 1_000_000_000
    }

    /// The duration in seconds as a `Double`, for metrics and logs.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
