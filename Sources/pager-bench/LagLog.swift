/// A stream's frame lags (`arrival − t`, seconds), appended once per frame.
struct LagLog {
    /// The values logged, in order.
    private(set) var values: [Double] = []

    var count: Int { values.count }

    mutating func append(_ lag: Double) {
        values.append(lag)
    }

    /// How much later than the stream's earliest frame each frame came (`lag − min lag`, seconds): the
    /// stream's clock offset is taken to be its smallest lag, so this is each frame's lateness.
    var excesses: [Double] {
        guard let earliest = values.min() else { return [] }
        return values.map { $0 - earliest }
    }

    /// Frames no more than `period` later than the earliest (see ``excesses``).
    func onTime(period: Double) -> Int {
        guard let earliest = values.min() else { return 0 }
        return values.reduce(0) { $0 + ($1 - earliest <= period ? 1 : 0) }
    }
}
