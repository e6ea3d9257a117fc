/// One client's token bucket; time is passed in (monotonic nanoseconds), so tests drive it directly.
///
/// ```swift
/// var bucket = SaveRateBucket(full: .standard, at: now)
/// switch bucket.take(.standard, at: now) {
/// case .allowed: save()
/// case .limited(let seconds): answer429(retryAfter: seconds)
/// }
/// ```
struct SaveRateBucket: Sendable, Equatable {
    enum Decision: Sendable, Equatable {
        case allowed
        /// Refused; one token will be back after this many whole seconds (at least 1).
        case limited(retryAfter: Int)
    }

    private(set) var tokens: Double
    private(set) var updatedAt: UInt64

    /// A full bucket (`limit.burst` tokens).
    init(full limit: SaveRateLimit, at now: UInt64) {
        tokens = Double(limit.burst)
        updatedAt = now
    }

    /// Refills for the time since the last call, then takes one token if there is one.
    mutating func take(_ limit: SaveRateLimit, at now: UInt64) -> Decision {
        refill(limit, at: now)
        if tokens >= 1 {
            tokens -= 1
            return .allowed
        }
        let seconds = ((1 - tokens) / limit.perSecond).rounded(.up)
        return .limited(retryAfter: seconds.isFinite ? max(1, Int(min(seconds, 86_400))) : 86_400)
    }

    /// Whether the bucket would be full at `now` (a full bucket is the same as no bucket at all).
    func isFull(_ limit: SaveRateLimit, at now: UInt64) -> Bool {
        var copy = self
        copy.refill(limit, at: now)
        return copy.tokens >= Double(limit.burst)
    }

    private mutating func refill(_ limit: SaveRateLimit, at now: UInt64) {
        guard now > updatedAt else { return }
        let elapsed = Double(now - updatedAt) / 1e9
        tokens = min(Double(limit.burst), tokens + elapsed * limit.perSecond)
        updatedAt = now
    }
}
