import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// `pager-playground serve`: runs the HTTP server until SIGINT or SIGTERM.
///
/// The first line on standard output is `listening on http://HOST:PORT` with the bound port (tests
/// and scripts read it when `--port 0` lets the kernel choose); with `--admin`, the second line is
/// `admin on http://HOST:PORT`. The access log goes to standard error.
enum ServeCommand: CLICommand {
    static let name = "serve"
    static let usage =
        "serve [--host H] [--port P] [--db PATH|sqlite:PATH|postgres://…] [--public DIR] [--threads N]\n"
        + "        [--instance NAME] [--admin HOST:PORT] [--metrics-token T] [--public-url URL] [--quiet]   run the server"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(
            arguments,
            allowed: ["host", "port", "db", "public", "threads", "instance", "admin", "metrics-token", "public-url"],
            flags: ["quiet"])
        guard parsed.positional.isEmpty else { throw CLIError.usage("unexpected argument '\(parsed.positional[0])'") }
        var configuration = PlaygroundServer.Configuration()
        if let host = parsed.value("host") { configuration.server.host = host }
        if let port = parsed.value("port") {
            guard let value = Int(port), (0...65_535).contains(value) else {
                throw CLIError.usage("--port must be 0–65535, got '\(port)'")
            }
            configuration.server.port = value
        }
        if let threads = parsed.value("threads") {
            guard let value = Int(threads), (1...256).contains(value) else {
                throw CLIError.usage("--threads must be 1–256, got '\(threads)'")
            }
            configuration.server.threads = value
        }
        // --db, else PAGER_PLAYGROUND_DB, else ./playground.sqlite (StoreLocation tells SQLite from PostgreSQL).
        if let db = parsed.value("db") ?? ConfigAPISettings.processEnvironment("PAGER_PLAYGROUND_DB") {
            configuration.databasePath = db
        }
        if let directory = parsed.value("public") { configuration.publicDirectory = directory }
        configuration.instance = try instance(
            parsed.value("instance") ?? ConfigAPISettings.processEnvironment("PAGER_PLAYGROUND_INSTANCE"))
        configuration.server.accessLog = !parsed.has("quiet")
        try readAbuseSettings(parsed, into: &configuration)
        let (proxies, warnings) = TrustedProxies.fromEnvironment()
        for warning in warnings { ConfigLog.error(warning) }
        configuration.trustedProxies = proxies
        let playground: PlaygroundServer
        do {
            playground = try PlaygroundServer(configuration: configuration)
        } catch {
            throw CLIError(message: error.description, status: 71)
        }
        defer { playground.context.close() }
        do {
            let server = try playground.makeServer()
            let admin = try playground.makeAdminServer()
            let adminPort = try admin?.start()
            defer { admin?.stop() }
            let host = configuration.server.host
            let context = playground.context
            try server.run(
                onStart: { port in
                    let shown = host.contains(":") ? "[\(host)]" : host
                    var text = "listening on http://\(shown):\(port)\n"
                    if let adminPort, let address = configuration.metrics.admin {
                        text += "admin on http://\(AdminAddress(host: address.host, port: adminPort))\n"
                    }
                    let line = Array(text.utf8)
                    line.withUnsafeBytes { _ = Glibc.write(1, $0.baseAddress, $0.count) }
                },
                // New sessions get 503 while the live ones are told to move (docs/deploy.md).
                onStop: { context.beginDraining() })
        } catch {
            throw CLIError(message: error.description, status: 71)
        }
        return 0
    }

    /// The `--instance` (or `PAGER_PLAYGROUND_INSTANCE`) name, checked; nil when neither is set.
    private static func instance(_ text: String?) throws(CLIError) -> InstanceName? {
        guard let text, !text.isEmpty else { return nil }
        do {
            return try InstanceName(text)
        } catch {
            throw CLIError.usage("--instance: \(error.description)")
        }
    }

    /// `--admin`, `--metrics-token` (else `PAGER_PLAYGROUND_METRICS_TOKEN`) and `--public-url`.
    private static func readAbuseSettings(
        _ parsed: Arguments, into configuration: inout PlaygroundServer.Configuration
    ) throws(CLIError) {
        if let text = parsed.value("admin") {
            switch AdminAddress.parse(text) {
            case .success(let address): configuration.metrics.admin = address
            case .failure(let error): throw CLIError.usage(error.description)
            }
        }
        let token = parsed.value("metrics-token") ?? ConfigAPISettings.processEnvironment(MetricsAccess.tokenVariable)
        if let token, !token.isEmpty {
            switch MetricsAccess.checkedToken(token) {
            case .success(let token): configuration.metrics.token = token
            case .failure(let error): throw CLIError.usage(error.description)
            }
        }
        // Uncached preview renders per client, read as the save rate is (tests that render every preset
        // from one address turn it off on loopback).
        let renders = SaveRateLimit.fromEnvironment(
            PreviewLimits.perClientVariable, host: configuration.server.host,
            current: configuration.previews.perClient, counting: "uncached preview renders",
            environment: ConfigAPISettings.processEnvironment)
        configuration.previews.perClient = renders.limit
        if let warning = renders.warning { ConfigLog.error(warning) }
        if let url = parsed.value("public-url") {
            guard SharePageURL.isBaseURL(url) else {
                throw CLIError.usage("--public-url must look like https://example.com, got '\(url)'")
            }
            configuration.publicURL = String(url.reversed().drop { $0 == "/" }.reversed())
        }
    }
}
