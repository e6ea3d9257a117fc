import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// `pager-playground serve`: runs the HTTP server until SIGINT or SIGTERM.
///
/// The first line on standard output is `listening on http://HOST:PORT` with the bound port (tests
/// and scripts read it when `--port 0` lets the kernel choose); the access log goes to standard error.
enum ServeCommand: CLICommand {
    static let name = "serve"
    static let usage =
        "serve [--host H] [--port P] [--db PATH|sqlite:PATH|postgres://…] [--public DIR] [--threads N] [--quiet]"
        + "   run the server"

    static func run(_ arguments: [String]) throws(CLIError) -> Int32 {
        let parsed = try Arguments(
            arguments, allowed: ["host", "port", "db", "public", "threads"], flags: ["quiet"])
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
        if let db = parsed.value("db") ?? environment("PAGER_PLAYGROUND_DB") { configuration.databasePath = db }
        if let directory = parsed.value("public") { configuration.publicDirectory = directory }
        configuration.server.accessLog = !parsed.has("quiet")
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
            let host = configuration.server.host
            try server.run { port in
                let shown = host.contains(":") ? "[\(host)]" : host
                let line = Array("listening on http://\(shown):\(port)\n".utf8)
                line.withUnsafeBytes { _ = Glibc.write(1, $0.baseAddress, $0.count) }
            }
        } catch {
            throw CLIError(message: error.description, status: 71)
        }
        return 0
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
