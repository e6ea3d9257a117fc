import HTTPCore
import HTTPServer
import Testing

@testable import PlaygroundApp

/// `/metrics` is not public (docs/security.md, "Metrics"): 404 on the public port unless the request
/// carries the bearer token, and served without one on the admin address.
struct MetricsAccessTests {
    private static let family = "# TYPE pager_sessions gauge"
    /// `LiveServer.with`'s `routes`, named so the body can be the one trailing closure.
    private static func noRoutes(_ router: inout HTTPRouter, _ context: PlaygroundContext) {}

    @Test func thePublicPortNeedsTheToken() throws {
        try LiveServer.with { server in
            for headers in [
                [], [("Authorization", "Bearer wrong-token-0123456789")],
                [("Authorization", "Bearer \(LiveServer.metricsToken)x")],
                [("Authorization", "Basic \(LiveServer.metricsToken)")],
                [("Authorization", "Bearer")], [("X-Metrics-Token", LiveServer.metricsToken)],
            ] {
                let reply = try server.request("GET", "/metrics", headers: headers)
                #expect(reply.status == 404, "\(headers)")
                #expect(!reply.text.contains("pager_sessions"))
            }
            let reply = try server.request(
                "GET", "/metrics", headers: [("Authorization", "bearer \(LiveServer.metricsToken)")])
            #expect(reply.status == 200)
            #expect(reply.text.contains(Self.family))
        }
    }

    @Test func withoutATokenThePublicPortNeverServesMetrics() throws {
        let configure: (inout PlaygroundServer.Configuration) -> Void = { $0.metrics.token = nil }
        try LiveServer.with(configure: configure, routes: Self.noRoutes) { (server: LiveServer) in
            let variants: [[(String, String)]] = [
                [], [("Authorization", "Bearer \(LiveServer.metricsToken)")], [("Authorization", "Bearer ")],
            ]
            for headers in variants {
                let reply = try server.request("GET", "/metrics", headers: headers)
                #expect(reply.status == 404)
            }
        }
    }

    @Test func theAdminAddressServesMetricsAndNothingElse() throws {
        let configure: (inout PlaygroundServer.Configuration) -> Void = {
            $0.metrics.token = nil
            $0.metrics.admin = AdminAddress(host: "127.0.0.1", port: 0)
        }
        try LiveServer.with(configure: configure, routes: Self.noRoutes) { (server: LiveServer) in
            let admin = try #require(try server.playground.makeAdminServer())
            let port = try admin.start()
            defer { admin.stop() }
            #expect(port != server.port)
            let client = try HTTPTestClient(port: port)
            defer { client.close() }
            let metrics = try client.request("GET", "/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.text.contains(Self.family))
            #expect(try client.request("GET", "/healthz").text == "ok\n")
            #expect(try client.request("GET", "/api/schema").status == 404)
            // The public port still hides them.
            #expect(try server.request("GET", "/metrics").status == 404)
        }
    }

    @Test func settingsAreChecked() throws {
        #expect(try AdminAddress.parse("127.0.0.1:9090").get() == AdminAddress(host: "127.0.0.1", port: 9090))
        #expect(try AdminAddress.parse("[::1]:9090").get() == AdminAddress(host: "::1", port: 9090))
        #expect(try AdminAddress.parse(":9090").get() == AdminAddress(host: "127.0.0.1", port: 9090))
        for bad in ["9090", "host:", "host:70000", "host:x", "[::1:9"] {
            #expect((try? AdminAddress.parse(bad).get()) == nil, "\(bad)")
        }
        #expect((try? MetricsAccess.checkedToken("short").get()) == nil)
        #expect((try? MetricsAccess.checkedToken("has a space in it, long enough").get()) == nil)
        #expect(try MetricsAccess.checkedToken("0123456789abcdef").get() == "0123456789abcdef")
    }
}
