import HTTPServer

/// A stream's frame lags (`arrival − t`, seconds), appended once per frame.
///
/// A plain growing buffer rather than an `Array`: with a thousand streams, `Array.append`'s uniqueness
/// check reads the array's header, a cache miss of its own on every frame (2.6 % of the load generator's
/// time at 1 000 streams). The owner calls ``release()`` once, when it is done with the values.
struct LagLog {
    private var base: UnsafeMutablePointer<Double>?
    private var capacity = 0
    private(set) var count = 0

    mutating func append(_ lag: Double) {
        if count == capacity { grow() }
        base.unsafelyUnwrapped[count] = lag
        count += 1
    }

    /// Where the next value goes (for a cache hint; empty before the first value or when full).
    var nextSlot: MemoryRegion {
        guard let base, count < capacity else { return .empty }
        return MemoryRegion(address: base + count, count: 8)
    }

    /// The values logged, in order.
    var values: UnsafeBufferPointer<Double> { UnsafeBufferPointer(start: base, count: count) }

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

    mutating func release() {
        base?.deallocate()
        base = nil
        capacity = 0
        count = 0
    }

    private mutating func grow() {
        let bigger = max(64, capacity * 2)
        let fresh = UnsafeMutablePointer<Double>.allocate(capacity: bigger)
        if let base {
            fresh.initialize(from: base, count: count)
            base.deallocate()
        }
        base = fresh
        capacity = bigger
    }
}
