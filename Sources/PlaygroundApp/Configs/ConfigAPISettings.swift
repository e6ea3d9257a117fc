import PagerEngine

#if canImport(Glibc)
    import Glibc
#endif

/// What the saved-config routes allow and how they read old configs (docs/configs.md).
///
/// ```swift
/// var settings = ConfigAPISettings()
/// settings.saveRate = SaveRateLimit(perMinute: 6, burst: 2)
/// ConfigRoutes.register(in: &router, context: context, settings: settings)
/// ```
public struct ConfigAPISettings: Sendable {
    /// Saves per client address; nil: no limit (load tests only). Default ``SaveRateLimit/standard``.
    public var saveRate: SaveRateLimit?
    /// Client addresses the rate limiter remembers at once. Default 10 000.
    public var maxTrackedClients: Int
    /// The largest config accepted, as compact JSON. Default 64 KiB (65 536 bytes).
    public var maxConfigBytes: Int
    /// The largest request body a save route reads. Default 256 KiB (a 64 KiB config with whitespace).
    public var maxBodyBytes: Int
    /// Search page size when `limit` is absent. Default 20.
    public var defaultPageSize: Int
    /// The steps that bring stored configs of older schema versions up to date when read.
    public var migrations: ConfigMigrations
    /// `scheme://host[:port]` for the absolute URLs of share pages' `og:` tags (`--public-url` or
    /// `PAGER_PLAYGROUND_PUBLIC_URL`); nil: the tags are paths (never the request's `Host`).
    public var publicBaseURL: String?

    public init(
        saveRate: SaveRateLimit? = .standard, maxTrackedClients: Int = 10_000, maxConfigBytes: Int = 65_536,
        maxBodyBytes: Int = 262_144, defaultPageSize: Int = 20, migrations: ConfigMigrations = .standard,
        publicBaseURL: String? = nil
    ) {
        self.saveRate = saveRate
        self.maxTrackedClients = maxTrackedClients
        self.maxConfigBytes = maxConfigBytes
        self.maxBodyBytes = maxBodyBytes
        self.defaultPageSize = defaultPageSize
        self.migrations = migrations
        self.publicBaseURL = publicBaseURL
    }

    /// The environment variable that sets ``saveRate``: `off`, `N` or `N/B` (see ``SaveRateLimit/parse(_:)``).
    public static let saveRateVariable = "PAGER_PLAYGROUND_SAVE_RATE"
    /// The environment variable that sets ``publicBaseURL``.
    public static let publicURLVariable = "PAGER_PLAYGROUND_PUBLIC_URL"

    /// The defaults, changed by the environment (`environment` returns a variable's value or nil).
    ///
    /// `off` is honoured only when the server listens on a loopback address (`host`), so a load-test
    /// setting cannot open a public server to unlimited saves. Unusable values keep the default and
    /// are reported in `warnings`.
    public static func fromEnvironment(
        host: String, environment: (String) -> String? = ConfigAPISettings.processEnvironment
    ) -> (settings: ConfigAPISettings, warnings: [String]) {
        var settings = ConfigAPISettings()
        var warnings: [String] = []
        let saves = SaveRateLimit.fromEnvironment(
            saveRateVariable, host: host, current: settings.saveRate, counting: "saves", environment: environment)
        settings.saveRate = saves.limit
        if let warning = saves.warning { warnings.append(warning) }
        if let text = environment(publicURLVariable), !text.isEmpty {
            if SharePageURL.isBaseURL(text) {
                settings.publicBaseURL = String(text.reversed().drop { $0 == "/" }.reversed())
            } else {
                warnings.append("\(publicURLVariable) must look like https://example.com, got \"\(text)\"")
            }
        }
        return (settings, warnings)
    }

    /// Whether `host` is a loopback address or name (127.0.0.0/8, `::1`, `localhost`).
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        return host.hasPrefix("127.") || host == "::1" || host == "[::1]" || host == "localhost"
    }

    /// `getenv(3)`.
    public static let processEnvironment: @Sendable (String) -> String? = { name in
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
