/// Counts of durations in fixed buckets, as a Prometheus histogram holds them: `counts[i]` is the
/// number of durations in (`bounds[i-1]`, `bounds[i]`] seconds, and the last count those above the
/// last bound.
public struct DurationHistogram: Sendable, Equatable {
    /// Upper bounds of the buckets, in seconds, ascending.
    public let bounds: [Double]
    /// One count a bucket, plus one for the durations above the last bound (not cumulative).
    public private(set) var counts: [Int]
    /// The sum of the recorded durations, in seconds.
    public private(set) var sum: Double = 0

    public init(bounds: [Double]) {
        precondition(zip(bounds, bounds.dropFirst()).allSatisfy { $0 < $1 }, "histogram bounds must ascend")
        self.bounds = bounds
        counts = Array(repeating: 0, count: bounds.count + 1)
    }

    /// Durations recorded.
    public var count: Int { counts.reduce(0, +) }

    /// Adds one duration (negative ones count as zero).
    public mutating func record(_ duration: Duration) {
        let seconds = max(0, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        counts[bounds.firstIndex { seconds <= $0 } ?? bounds.count] += 1
        sum += seconds
    }
}
