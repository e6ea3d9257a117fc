import HTTPCore

/// How many saves one client address may make: `perMinute` on average, up to `burst` at once.
///
/// A token bucket (the classic shaping algorithm, as in RFC 2697's committed burst): the bucket holds
/// at most `burst` tokens, refills at `perMinute / 60` tokens per second, and each save takes one.
public struct SaveRateLimit: Sendable, Hashable, CustomStringConvertible {
    /// Average saves per minute allowed per client address.
    public var perMinute: Double
    /// Saves allowed back to back after a quiet period.
    public var burst: Int

    public init(perMinute: Double, burst: Int) {
        self.perMinute = perMinute
        self.burst = burst
    }

    /// 30 saves per minute with bursts of 10: a designer saving by hand never meets it.
    public static let standard = SaveRateLimit(perMinute: 30, burst: 10)

    /// Tokens added per second.
    var perSecond: Double { perMinute / 60 }

    public var description: String {
        let rate = perMinute == perMinute.rounded() && perMinute < 1e15 ? String(Int(perMinute)) : String(perMinute)
        return "\(rate)/min, burst \(burst)"
    }

    /// Parses `PAGER_PLAYGROUND_SAVE_RATE` or `PAGER_PLAYGROUND_PREVIEW_RATE`: `off` (no limit), `N` (N a
    /// minute, burst `max(1, N / 3)`) or `N/B` (N a minute, burst B). N is a positive number, B a positive integer.
    ///
    /// - Returns: `.success(nil)` for `off`, the limit, or a sentence saying what is wrong.
    public static func parse(_ text: String) -> Result<SaveRateLimit?, SettingError> {
        let trimmed = text.trimmingSpaces
        if trimmed.lowercased() == "off" { return .success(nil) }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let rate = Double(parts[0]), rate.isFinite, rate > 0, rate <= 1e9 else {
            return .failure(SettingError("expected off, N or N/B (N a minute, burst B), got \"\(text)\""))
        }
        var burst = max(1, Int(rate / 3))
        if parts.count == 2 {
            guard let value = Int(parts[1]), value >= 1, value <= 1_000_000_000 else {
                return .failure(SettingError("the burst after / must be a whole number from 1, got \"\(parts[1])\""))
            }
            burst = value
        }
        return .success(SaveRateLimit(perMinute: rate, burst: burst))
    }
}

extension SaveRateLimit {
    /// The limit the environment variable `name` sets (``parse(_:)``), or `current` when it is unset or
    /// cannot be used: `off` is honoured only when the server listens on a loopback address (`host`), so
    /// a load-test setting cannot lift a public server's limit. A value not used comes back as a warning
    /// naming `what` the limit counts.
    static func fromEnvironment(
        _ name: String, host: String, current: SaveRateLimit?, counting what: String,
        environment: (String) -> String?
    ) -> (limit: SaveRateLimit?, warning: String?) {
        guard let text = environment(name) else { return (current, nil) }
        let kept = current.map(\.description) ?? "no limit"
        switch parse(text) {
        case .success(nil) where !ConfigAPISettings.isLoopback(host):
            return (
                current,
                "\(name)=off is only honoured on a loopback address, not \(host); \(what) stay limited to \(kept)"
            )
        case .success(let limit): return (limit, nil)
        case .failure(let error): return (current, "\(name): \(error); using \(kept)")
        }
    }
}

/// A setting that could not be used, with a sentence for the operator.
public struct SettingError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
