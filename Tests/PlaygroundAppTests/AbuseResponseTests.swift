import HTTPCore
import Testing

@testable import PlaygroundApp

/// What a hostile client meets on any route (docs/security.md): `nosniff` on every response, a 400
/// for a repeated query parameter, and a 501 that does not repeat a method of any length.
struct AbuseResponseTests {
    /// One request of each kind of response the server writes, each on its own connection.
    @Test func everyKindOfResponseSaysNosniff() throws {
        try LiveServer.withConfigs(publicFiles: ["index.html": LiveServer.defaultIndexHTML, "app.css": "body{}"]) {
            server in
            let created = try server.createConfig(name: "Sniff")
            let id = try server.createSession()
            let requests: [(label: String, method: String, target: String, headers: [(String, String)], body: String)] =
                [
                    ("static file", "GET", "/app.css", [], ""),
                    ("front page", "GET", "/", [], ""),
                    ("health", "GET", "/healthz", [], ""),
                    ("schema", "GET", "/api/schema", [], ""),
                    ("config JSON", "GET", "/api/configs/\(created.slug)", [], ""),
                    ("share page", "GET", "/c/\(created.slug)", [], ""),
                    ("export", "GET", "/api/configs/\(created.slug)/export?target=tabman", [], ""),
                    ("JSON 404", "GET", "/api/configs/AAAAAAAAAA", [], ""),
                    ("route 404", "GET", "/api/nothing-here", [], ""),
                    ("405", "PATCH", "/api/schema", [], ""),
                    ("400 bad JSON", "POST", "/api/configs", [("Content-Type", "application/json")], "{"),
                    ("400 duplicate", "GET", "/api/configs?q=a&q=b", [], ""),
                    ("403 steering", "DELETE", "/api/sessions/\(id)", [], ""),
                    ("metrics 404", "GET", "/metrics", [], ""),
                    ("413 from the route", "POST", "/api/configs", [], String(repeating: " ", count: 300_000)),
                ]
            for request in requests {
                let reply = try server.request(
                    request.method, request.target, headers: request.headers, body: Array(request.body.utf8))
                #expect(reply.header("X-Content-Type-Options") == "nosniff", "\(request.label): \(reply)")
                #expect(reply.headers.values("X-Content-Type-Options").count == 1, "\(request.label)")
            }
            // A 501, a 400 and a 413 the parser writes before any route runs.
            for raw in [
                "BREW /coffee HTTP/1.1\r\nHost: t\r\n\r\n", "GET /\u{1}x HTTP/1.1\r\nHost: t\r\n\r\n",
                "POST /api/configs HTTP/1.1\r\nHost: t\r\nContent-Length: 999999999\r\n\r\n",
            ] {
                let client = try server.client()
                defer { client.close() }
                try client.sendRaw(Array(raw.utf8))
                let reply = try client.readResponse()
                #expect(reply.status >= 400)
                #expect(reply.header("X-Content-Type-Options") == "nosniff", "\(reply)")
            }
            // The event stream's head.
            let client = try server.client()
            defer { client.close() }
            try client.send("GET", "/api/sessions/\(id)/events")
            let head = try client.readHead()
            #expect(head.header("Content-Type") == "text/event-stream")
            #expect(head.header("X-Content-Type-Options") == "nosniff")
        }
    }

    /// `?width=400&width=500` is refused on every route, before the route reads either value.
    @Test func aRepeatedQueryParameterIsRefusedEverywhere() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Twice")
            for target in [
                "/c/\(created.slug)/preview.png?width=400&width=500",
                "/api/configs/\(created.slug)?version=1&version=1",
                "/api/configs?q=a&limit=2&q=b",
                "/api/configs/\(created.slug)/export?target=tabman&target=json",
                "/api/qr?url=a&url=b",
                "/healthz?x&x=1",
            ] {
                let reply = try server.request("GET", target)
                #expect(reply.status == 400, "\(target): \(reply)")
                let error = try reply.json()["error"]
                #expect(error?["code"]?.stringValue == "duplicate-parameter", "\(target)")
                #expect(error?["message"]?.stringValue?.contains("more than once") == true)
            }
            // Different names, and one name given once, still work.
            #expect(try server.request("GET", "/api/configs?q=a&limit=2").status == 200)
            #expect(try server.request("GET", "/api/configs/\(created.slug)?version=1").status == 200)
        }
    }

    @Test func a501RepeatsAtMost32BytesOfTheMethod() throws {
        try LiveServer.with { server in
            let method = String(repeating: "M", count: 4_000)
            let client = try server.client()
            defer { client.close() }
            try client.sendRaw(Array("\(method) / HTTP/1.1\r\nHost: t\r\n\r\n".utf8))
            let reply = try client.readResponse()
            #expect(reply.status == 501)
            let message = try #require(try reply.json()["error"]?["message"]?.stringValue)
            #expect(message.contains(String(repeating: "M", count: 32) + "…"))
            #expect(!message.contains(String(repeating: "M", count: 33)))
            #expect(reply.body.count < 300)
            // A short method is still named whole.
            let short = try server.client()
            defer { short.close() }
            try short.sendRaw(Array("BREW / HTTP/1.1\r\nHost: t\r\n\r\n".utf8))
            #expect(try short.readResponse().text.contains("method BREW is not implemented"))
        }
    }
}
