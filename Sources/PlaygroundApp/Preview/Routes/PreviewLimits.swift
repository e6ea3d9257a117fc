import HTTPServer

/// How much preview rendering the server does, and for whom (docs/preview.md, "Limits").
///
/// Renders are the one thing a client can ask for cheaply that costs the server seconds of CPU, so
/// they are bounded three ways: each client address has a token bucket of uncached renders (429 past
/// it), at most ``renderers`` run at once with at most ``waitingRenders`` queued (503 past that, at
/// once), and a render stops as soon as every client waiting for it has gone.
public struct PreviewLimits: Sendable {
    /// Bytes of encoded images the cache keeps. Default 64 MiB.
    public var cacheBytes = 64 * 1024 * 1024
    /// Renders at the same time. Default half the cores (at least 1), so the event loops keep a core.
    public var renderers = max(1, EventLoopGroup.coreCount / 2)
    /// Renders that may wait for a renderer. Default 4; more answer 503 with `Retry-After` at once.
    public var waitingRenders = 4
    /// A render still queued after this long is taken out of the queue and answered 503 then: its client
    /// has likely given up. Default 5 s.
    public var maximumWait: Duration = .seconds(5)
    /// Uncached renders per client address (cache hits and joining a render in progress are free);
    /// nil: no limit. Default 12 a minute, 6 at once.
    public var perClient: SaveRateLimit? = SaveRateLimit(perMinute: 12, burst: 6)
    /// The environment variable that sets ``perClient`` for `serve`: `off` (loopback only), `N` or `N/B`
    /// (``SaveRateLimit/parse(_:)``).
    public static let perClientVariable = "PAGER_PLAYGROUND_PREVIEW_RATE"
    /// The most bytes one render may produce. Default 8 MiB.
    public var maximumBytes = 8 * 1024 * 1024

    public init() {}
}
