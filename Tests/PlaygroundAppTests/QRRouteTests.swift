import HTTPCore
import PagerEngine
import Testing

@testable import PlaygroundApp

/// `GET /api/qr?url=…` on a live server: the SVG for a link to this server, how it is cached, and a 400
/// in the project's error shape for everything else.
struct QRRouteTests {
    static let host = "pp.example:8080"
    static let link = "http://pp.example:8080/embed/Ab3dE5fG7h/v/2?fit=screen"

    static func path(_ url: String) -> String { "/api/qr?url=" + percentEncoded(url) }

    /// Everything but letters and digits as `%XX`, as `encodeURIComponent` writes more than enough of.
    static func percentEncoded(_ text: String) -> String {
        text.utf8.map { byte in
            let safe = (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
            let hex = String(byte, radix: 16, uppercase: true)
            return safe ? String(UnicodeScalar(byte)) : "%" + (hex.count == 1 ? "0" : "") + hex
        }.joined()
    }

    static func get(
        _ server: LiveServer, _ target: String, host: String = QRRouteTests.host, headers: [(String, String)] = []
    )
        throws -> HTTPReply
    {
        try server.request("GET", target, headers: [("Host", host)] + headers)
    }

    @Test func aLinkToThisServerIsAnSVGImageCachedForGood() throws {
        try LiveServer.with { server in
            let reply = try Self.get(server, Self.path(Self.link))
            #expect(reply.status == 200, "\(reply)")
            #expect(reply.header("Content-Type") == "image/svg+xml")
            #expect(reply.header("X-Content-Type-Options") == "nosniff")
            #expect(reply.header("Content-Security-Policy") == "default-src 'none'")
            #expect(reply.header("Cache-Control") == "public, max-age=31536000, immutable")
            let tag = try #require(reply.header("ETag"))
            #expect(reply.text.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 "#))
            #expect(reply.text == QRCodeSVG.document(try QREncoder.encode(Self.link)))
            // The browser's copy is current: 304, no body.
            let again = try Self.get(server, Self.path(Self.link), headers: [("If-None-Match", tag)])
            #expect(again.status == 304 && again.body.isEmpty)
            #expect(again.header("ETag") == tag)
            // HEAD: the same head, no body.
            let head = try server.request("HEAD", Self.path(Self.link), headers: [("Host", Self.host)])
            #expect(head.status == 200 && head.body.isEmpty && head.header("Content-Type") == "image/svg+xml")
            // gzip when asked for.
            let gzip = try Self.get(server, Self.path(Self.link), headers: [("Accept-Encoding", "gzip")])
            #expect(gzip.header("Content-Encoding") == "gzip" && gzip.body.count < reply.body.count)
        }
    }

    /// The served SVG, drawn by librsvg and read by zbarimg, is the link.
    @Test(.enabled(if: QRScanner.available)) func theServedCodeScansToTheLink() throws {
        try LiveServer.with { server in
            for link in [Self.link, "https://pp.example:8080/c/Ab3dE5fG7h", "http://PP.example:8080/?a=%C3%A9&b=1#top"]
            {
                let reply = try Self.get(server, Self.path(link))
                #expect(reply.status == 200, "\(reply)")
                #expect(try QRScanner.scan(svg: reply.body) == link)
            }
        }
    }

    @Test func theLinkMayBe512BytesLong() throws {
        try LiveServer.with { server in
            let prefix = "http://\(Self.host)/c/"
            let longest = prefix + String(repeating: "a", count: QRLink.maximumBytes - prefix.utf8.count)
            #expect(try Self.get(server, Self.path(longest)).status == 200)
            let reply = try Self.get(server, Self.path(longest + "a"))
            #expect(reply.status == 400)
            let details = try Self.details(reply)
            #expect(details.map(\.pointer) == ["/url"])
            #expect(details[0].message == "513 bytes long; a link in a QR code here has at most 512")
        }
    }

    /// Each bad request: 400 `invalid-parameter`, the pointers of its problems, JSON, not cached.
    @Test func badParametersAreA400NamingEachProblem() throws {
        let cases: [(target: String, pointers: [String], says: String)] = [
            ("/api/qr", ["/url"], "missing"),
            ("/api/qr?url=", ["/url"], "empty"),
            (Self.path(Self.link) + "&size=3&a%2Fb=1", ["/size", "/a~1b"], "unknown"),
            ("/api/qr?size=3", ["/size", "/url"], "unknown"),
            (
                Self.path("http://evil.example/embed/Ab3dE5fG7h"), ["/url"],
                "not to this server (this server is pp.example:8080)"
            ),
            (Self.path("https://pp.example:8081/c/Ab3dE5fG7h"), ["/url"], "a link to \"pp.example:8081\""),
            (Self.path("http://pp.example:8080@evil.example/"), ["/url"], "not to this server"),
            (Self.path("http://evil.example\\@pp.example:8080/"), ["/url"], "not to this server"),
            (Self.path("http://pp.example/c/x"), ["/url"], "not to this server"),
            (Self.path("javascript:alert(1)//pp.example:8080/"), ["/url"], "http:// or https://"),
            (Self.path("//pp.example:8080/c/x"), ["/url"], "not an absolute link"),
            (Self.path("HTTP://pp.example:8080/c/x"), ["/url"], "start with http:// or https://"),
            (Self.path("/c/Ab3dE5fG7h"), ["/url"], "not an absolute link"),
            (Self.path("http://pp.example:8080/c/é"), ["/url"], "byte 25"),
            (Self.path("http://pp.example:8080/c/a b"), ["/url"], "percent-encode"),
            (Self.path("http://pp.example:8080/c/\u{0}"), ["/url"], "byte 25"),
        ]
        try LiveServer.with { server in
            for (target, pointers, says) in cases {
                let reply = try Self.get(server, target)
                #expect(reply.status == 400, "\(target): \(reply)")
                #expect(reply.header("Content-Type") == "application/json")
                #expect(reply.header("Cache-Control") == "no-store")
                let error = try #require(try reply.json()["error"])
                #expect(error["code"]?.stringValue == "invalid-parameter")
                #expect(try Self.details(reply).map(\.pointer) == pointers, "\(target)")
                let message = try #require(error["message"]?.stringValue)
                #expect(message.hasPrefix("No QR code: "))
                #expect(
                    try Self.details(reply).contains { $0.message.contains(says) } || message.contains(says),
                    "\(target): \(message)")
            }
            // A repeated parameter is refused before the route reads it (docs/security.md).
            for target in [
                Self.path(Self.link) + "&url=" + Self.percentEncoded(Self.link),
                Self.path(Self.link) + "&size=3&size=4",
            ] {
                let reply = try Self.get(server, target)
                #expect(reply.status == 400)
                #expect(try reply.json()["error"]?["code"]?.stringValue == "duplicate-parameter", "\(target)")
            }
            #expect(try server.request("GET", "/healthz").text == "ok\n")
        }
    }

    @Test func aRequestWithoutAHostHasNoLinkOfThisServer() throws {
        try LiveServer.with { server in
            let client = try server.client()
            defer { client.close() }
            try client.sendRaw(Array("GET \(Self.path(Self.link)) HTTP/1.0\r\n\r\n".utf8))
            let reply = try client.readResponse()
            #expect(reply.status == 400)
            #expect(try Self.details(reply).first?.message.contains("the request names no Host") == true)
        }
    }

    /// Behind a proxy that sends its own `Host`, the public URL's host is this server's too.
    @Test func thePublicURLsHostIsThisServers() throws {
        let server = try LiveServer(routes: { router, _ in
            QRRoute.register(in: &router, publicBaseURL: "https://playground.example")
        })
        defer { server.stop() }
        let link = "https://playground.example/embed/Ab3dE5fG7h/v/1?fit=screen"
        #expect(try Self.get(server, Self.path(link), host: "127.0.0.1:9000").status == 200)
        #expect(try Self.get(server, Self.path(Self.link), host: "127.0.0.1:9000").status == 400)
        #expect(try Self.get(server, Self.path(Self.link)).status == 200)
    }

    static func details(_ reply: HTTPReply) throws -> [HTTPError.Detail] {
        try (reply.json()["error"]?["details"]?.arrayValue ?? []).map {
            HTTPError.Detail(pointer: $0["pointer"]?.stringValue ?? "", message: $0["message"]?.stringValue ?? "")
        }
    }
}
