/// Estimates the velocity of a pointer from its recent samples.
///
/// Fits a straight line through the samples of the last `window` seconds by least squares and returns
/// its slope, so uneven spacing between timestamps (a batch that arrived late, a dropped sample) moves
/// the estimate little. With one sample, or samples all at one instant, the velocity is 0. A pause
/// longer than the window before the release leaves no recent samples and also gives 0, as UIKit does:
/// a finger that stops before lifting does not fling.
public struct VelocityTracker: Sendable, Hashable {
    public struct Sample: Sendable, Hashable {
        public var time: Double
        public var value: Double
    }

    /// How far back samples count, in seconds.
    public var window: Double
    /// At most this many samples are kept.
    public var capacity: Int
    public private(set) var samples: [Sample] = []

    public init(window: Double = 0.1, capacity: Int = 20) {
        self.window = window
        self.capacity = capacity
    }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records `value` at `time`; samples older than the window are dropped.
    public mutating func add(time: Double, value: Double) {
        if let last = samples.last, time < last.time {
            // A sample from the past (clock skew between batches) restarts the estimate.
            samples.removeAll(keepingCapacity: true)
        }
        samples.append(Sample(time: time, value: value))
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
    }

    /// The velocity in value units per second at `time` (normally the release time).
    public func velocity(at time: Double) -> Double {
        let recent = samples.filter { time - $0.time <= window + 1e-9 }
        guard recent.count >= 2 else { return 0 }
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / n
        let meanV = recent.reduce(0) { $0 + $1.value } / n
        var covariance = 0.0
        var variance = 0.0
        for sample in recent {
            let dt = sample.time - meanT
            covariance += dt * (sample.value - meanV)
            variance += dt * dt
        }
        guard variance > 1e-12 else { return 0 }
        return covariance / variance
    }
}
