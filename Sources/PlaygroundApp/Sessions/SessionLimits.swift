/// Limits on live sessions, with their defaults (docs/sessions.md).
public struct SessionLimits: Sendable {
    /// Live sessions the server keeps at once.
    public var maximumSessions = 10_000
    /// Live sessions one client address may have at once.
    public var maximumSessionsPerAddress = 64
    /// Viewers (event streams) one session may have at once.
    public var maximumViewers = 16
    /// Events in one input batch.
    public var maximumBatchEvents = 256
    /// Sustained input batches per second per session, and the burst above it.
    public var batchesPerSecond = 120.0
    public var batchBurst = 240.0
    /// A session without viewers and without input for this long is ended, seconds.
    public var idleTimeout = 600.0
    /// The request body of a session creation or an input batch, bytes.
    public var maximumBodySize = 256 << 10

    public init() {}
}

/// A token bucket: `rate` tokens a second up to `burst`; time passed in.
struct TokenBucket: Sendable {
    var rate: Double
    var burst: Double
    private var tokens: Double
    private var updated: Double?

    init(rate: Double, burst: Double) {
        self.rate = rate
        self.burst = burst
        tokens = burst
    }

    /// Takes `count` tokens at `now`, all or none; nil when allowed, else the seconds until they are
    /// available. A count above the burst takes the burst (the bucket never holds more).
    mutating func take(_ count: Double = 1, at now: Double) -> Double? {
        if let updated { tokens = min(burst, tokens + max(0, now - updated) * rate) }
        updated = now
        let count = min(count, burst)
        guard tokens >= count else { return (count - tokens) / rate }
        tokens -= count
        return nil
    }
}
