import Foundation
import Glibc
import HTTPCore
import HTTPServer
import PagerEngine
import Synchronization

@testable import PlaygroundApp

/// A real `PlaygroundServer` on 127.0.0.1, port 0, with its own temporary folder holding the SQLite
/// database and a `Public/` folder; ``stop()`` shuts it down, closes the database and removes the folder.
///
/// ```swift
/// try LiveServer.with { server in
///     let reply = try server.request("POST", "/api/configs", json: #"{"name":"A","config":{}}"#)
///     #expect(reply.status == 201)
/// }
/// ```
final class LiveServer: @unchecked Sendable {
    let playground: PlaygroundServer
    let server: HTTPServer
    let port: Int
    /// The temporary folder (database, `Public/`); removed by ``stop()``.
    let directory: String
    private var stopped = false
    /// The input token of each session created through ``createSession(_:)`` (``SessionAPITests``), by id.
    let inputTokens = Mutex<[String: String]>([:])
    /// The bearer token that opens `/metrics` on this server (every test server sets it).
    static let metricsToken = "test-metrics-token-0123456789"

    var context: PlaygroundContext { playground.context }
    var databasePath: String { playground.configuration.databasePath }
    var publicDirectory: String { playground.configuration.publicDirectory }

    /// A tiny front page with a `<title>` in its head, as the real `Public/index.html` has.
    static let defaultIndexHTML = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Pager Playground</title>
        <link rel="stylesheet" href="/styles/base.css">
        </head>
        <body><main data-app></main></body>
        </html>

        """

    /// Starts a server.
    ///
    /// - Parameters:
    ///   - publicFiles: files written under `Public/` (relative path → content); default an `index.html`.
    ///   - configure: adjusts the configuration (port 0, two loops, no access log, temp paths preset).
    ///   - routes: changes the router after every standard route is registered (a later registration of
    ///     the same method and pattern replaces the earlier one).
    init(
        publicFiles: [String: String] = ["index.html": LiveServer.defaultIndexHTML],
        configure: (inout PlaygroundServer.Configuration) -> Void = { _ in },
        routes: (inout HTTPRouter, PlaygroundContext) -> Void = { _, _ in }
    ) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pager-playground-test-\(UUID().uuidString)").path
        let publicDirectory = directory + "/Public"
        try FileManager.default.createDirectory(atPath: publicDirectory, withIntermediateDirectories: true)
        for (path, content) in publicFiles {
            let file = publicDirectory + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        }
        var configuration = PlaygroundServer.Configuration(
            server: ServerConfiguration(port: 0, threads: 2, accessLog: false),
            databasePath: directory + "/playground.sqlite", publicDirectory: publicDirectory)
        configuration.server.shutdownGracePeriod = .seconds(2)
        configuration.metrics.token = Self.metricsToken
        configure(&configuration)
        do {
            var playground = try PlaygroundServer(configuration: configuration)
            routes(&playground.router, playground.context)
            let server = try playground.makeServer()
            do {
                port = try server.start()
            } catch {
                playground.context.close()
                throw error
            }
            self.playground = playground
            self.server = server
            self.directory = directory
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
    }

    deinit { stop() }

    /// Runs `body` with a fresh server and stops it afterwards, whatever happens.
    static func with<T>(
        publicFiles: [String: String] = ["index.html": LiveServer.defaultIndexHTML],
        configure: (inout PlaygroundServer.Configuration) -> Void = { _ in },
        routes: (inout HTTPRouter, PlaygroundContext) -> Void = { _, _ in },
        _ body: (LiveServer) throws -> T
    ) throws -> T {
        let server = try LiveServer(publicFiles: publicFiles, configure: configure, routes: routes)
        defer { server.stop() }
        return try body(server)
    }

    /// Stops the server (gracefully), closes the database and removes the folder; idempotent.
    func stop() {
        guard !stopped else { return }
        stopped = true
        server.stop()
        context.close()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// `X-Input-Token` for a session made by ``createSession(_:)`` (none for an unknown id).
    func steering(_ id: String) -> [(String, String)] {
        inputTokens.withLock { $0[id] }.map { [("X-Input-Token", $0)] } ?? []
    }

    /// `/metrics` read with the bearer token.
    func metricsText() throws -> String {
        try request("GET", "/metrics", headers: [("Authorization", "Bearer \(Self.metricsToken)")]).text
    }

    /// A new keep-alive connection to the server.
    func client(timeout: Duration = .seconds(10)) throws -> HTTPTestClient {
        try HTTPTestClient(port: port, timeout: timeout)
    }

    /// One request on a new connection (closed afterwards).
    func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> HTTPReply {
        let client = try client()
        defer { client.close() }
        return try client.request(method, target, headers: headers, body: body)
    }

    /// One request with a JSON body (`Content-Type: application/json`).
    func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], json: String
    ) throws -> HTTPReply {
        try request(method, target, headers: headers + [("Content-Type", "application/json")], body: Array(json.utf8))
    }
}

/// A response as read off the socket.
struct HTTPReply: Sendable, CustomStringConvertible {
    var status: Int
    var reason: String
    var headers: HTTPHeaders
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The first value of header `name` (case-insensitive).
    func header(_ name: String) -> String? { headers[name] }

    /// The body parsed as JSON.
    func json() throws -> JSONValue { try JSONParser().parse(body) }

    var description: String { "\(status) \(reason) \(text.prefix(300))" }
}

/// Why the test client could not talk to the server.
struct LiveServerError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    static func system(_ function: String) -> LiveServerError {
        LiveServerError("\(function): \(String(cString: strerror(errno)))")
    }
}
