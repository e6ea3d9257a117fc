import HTTPCore
import HTTPServer
import Store
import TextMetrics

/// The composition of the playground's HTTP side: configuration, loops, metrics and the router with
/// the routes every build has (`/healthz`, `/metrics`, the DejaVu fonts and the `Public/` folder).
///
/// Other parts add their routes to ``router`` before ``makeServer()``; the static catch-all route
/// (`/{path...}`) is the fallback, so any more specific pattern wins over it.
///
/// ```swift
/// var playground = try PlaygroundServer(configuration: .init())
/// playground.router.on(.get, "/api/schema") { _ in .json(schemaJSON) }
/// let server = try playground.makeServer()
/// try server.run { port in print("listening on http://127.0.0.1:\(port)") }
/// ```
public struct PlaygroundServer: Sendable {
    public struct Configuration: Sendable {
        public var server: ServerConfiguration
        /// The SQLite database file. Default `./playground.sqlite`.
        public var databasePath: String
        /// The front-end folder served at `/`. Default `./Public`.
        public var publicDirectory: String
        /// One folder holding every built-in font file (``FontCatalog/builtInFiles``): `$PAGER_PLAYGROUND_FONTS`
        /// when set, as for the command line's measurer; nil reads each from its Debian folder.
        public var fontsDirectory: String?
        /// Limits on live sessions.
        public var sessions = SessionLimits()
        /// Reverse proxies whose `X-Forwarded-For` names the client for the per-address limits.
        /// Default none: the client is the TCP peer.
        public var trustedProxies = TrustedProxies.none
        /// This instance's name among several behind a proxy; its session ids start with it. Default nil:
        /// ids as a single process mints them.
        public var instance: InstanceName?
        /// How much preview rendering the server does (per client, at once, queued).
        public var previews = PreviewLimits()
        /// Who may read `/metrics`: default nobody on the public port (404) and no admin listener.
        public var metrics = MetricsAccess()
        /// `scheme://host[:port]` for share pages' `og:` URLs (`--public-url`); nil: from
        /// `PAGER_PLAYGROUND_PUBLIC_URL`, else paths.
        public var publicURL: String?

        public init(
            server: ServerConfiguration = ServerConfiguration(), databasePath: String = "./playground.sqlite",
            publicDirectory: String = "./Public", fontsDirectory: String? = FontCatalog.configuredDirectory()
        ) {
            self.server = server
            self.databasePath = databasePath
            self.publicDirectory = publicDirectory
            self.fontsDirectory = fontsDirectory
        }
    }

    /// The last event of every stream when the server shuts down.
    public static let shutdownEvent = ServerSentEvent(event: "end", data: #"{"reason":"shutdown"}"#)

    /// The font files served under `/fonts/`, the built-in faces the server measures text with.
    public static let fontFiles = FontCatalog.builtInFiles.map(\.fileName)

    public let configuration: Configuration
    public let group: EventLoopGroup
    public let metrics: ServerMetrics
    /// What every route shares: the text measurer, the config store, live sessions.
    public let context: PlaygroundContext
    public var router: HTTPRouter

    /// Opens the database, loads the fonts, starts the loops (not yet listening) and registers every route.
    public init(configuration: Configuration) throws(StartupError) {
        var configuration = configuration
        // Every stream here is a session's: at shutdown it ends the way a session does (docs/api.md).
        configuration.server.eventStreams.shutdownEvent = Self.shutdownEvent
        // A font upload is the largest body (10 MB); every other route checks its own, smaller limit.
        configuration.server.limits.maxBodyBytes = max(
            configuration.server.limits.maxBodyBytes, FontLibrary.maximumBytes + 1)
        self.configuration = configuration
        do {
            group = try EventLoopGroup(threads: configuration.server.threads)
        } catch {
            throw StartupError("cannot start the event loops: \(error)")
        }
        metrics = ServerMetrics()
        context = try PlaygroundContext(configuration: configuration, group: group, metrics: metrics)
        router = HTTPRouter()
        addOperationRoutes()
        APIRoutes.register(in: &router, context: context)
        addStaticRoutes()
    }

    /// The server for the routes registered so far.
    public func makeServer() throws(SystemError) -> HTTPServer {
        var server = configuration.server
        let proxies = configuration.trustedProxies
        if proxies != .none && server.logClient == nil {
            // Behind a trusted proxy the log shows the client it names (the peer when it names none).
            server.logClient = { peer, head in
                proxies.forwardedClient(of: Request(head: head, remoteAddress: peer)).map(String.init) ?? peer
            }
        }
        return try HTTPServer(configuration: server, router: router, metrics: metrics, group: group)
    }

    /// The admin listener (`--admin`): `/metrics` and `/healthz` only, without a token, on its own loop;
    /// nil when ``Configuration/metrics`` names no admin address. Start it with ``HTTPServer/start()``
    /// and stop it after the public server.
    public func makeAdminServer() throws(SystemError) -> HTTPServer? {
        guard let address = configuration.metrics.admin else { return nil }
        var admin = HTTPRouter()
        let metrics = metrics
        admin.get("/healthz") { _ in .text("ok\n") }
        admin.get("/metrics") { _ in metrics.response() }
        var server = ServerConfiguration(host: address.host, port: address.port, threads: 1)
        server.accessLog = false
        server.maxConnections = 64
        return try HTTPServer(configuration: server, router: admin, group: EventLoopGroup(threads: 1))
    }

    private mutating func addOperationRoutes() {
        router.get("/healthz") { _ in .text("ok\n") }
        let metrics = metrics
        let access = configuration.metrics
        // 404, as for any path the server does not have, unless the request carries the token.
        router.get("/metrics") { request in
            access.allows(request) ? metrics.response() : HTTPError.notFound().response
        }
        InstanceRoutes.register(in: &router, context: context)
    }

    private mutating func addStaticRoutes() {
        // The bytes the measurer loaded, so the canvas draws exactly the files the server measured with,
        // and each cut down to Latin, which a Latin bar's first frame waits for instead (decision 0062);
        // their gzips are made after the server listens, one at a time.
        let turns = GzipTurns()
        for name in Self.fontFiles {
            guard let bytes = context.measurer.builtInFileBytes(name) else { continue }
            let font = FixedResource(
                bytes: bytes, contentType: "font/ttf", cacheControl: "public, max-age=86400", gzipTurns: turns)
            router.get("/fonts/\(name)") { font.response(for: $0) }
            let latin = LatinFontFile(whole: bytes, turns: turns)
            router.get("/fonts/\(FontCatalog.latinSubsetFolder)\(name)") { latin.response(for: $0) }
        }
        let files = StaticFiles(root: configuration.publicDirectory)
        router.get("/{path...}") { request in files.respond(to: request) }
    }
}
