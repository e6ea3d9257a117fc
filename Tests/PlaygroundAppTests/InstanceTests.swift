import Foundation
import Testing

@testable import PlaygroundApp

/// One instance among several behind a proxy: its name, the session ids it mints, `/api/health`, and
/// refusing new sessions while it shuts down (docs/deploy.md).
@Suite(.serialized)
struct InstanceTests {
    /// Runs `body` with a server named `name`.
    private func withInstance(_ name: String, _ body: (LiveServer) throws -> Void) throws {
        let instance = try InstanceName(name)
        let configure: (inout PlaygroundServer.Configuration) -> Void = { $0.instance = instance }
        try LiveServer.with(configure: configure, body)
    }

    @Test(arguments: ["a", "b", "web-2", "0", "abcdefghijklmnop"])
    func namesOfLowercaseLettersDigitsAndDashesAreTaken(_ text: String) throws {
        #expect(try InstanceName(text).description == text)
    }

    @Test(arguments: ["", "B", "a_b", "a.b", "-a", "ü", "a b", "abcdefghijklmnopq", "a/b"])
    func otherNamesAreRefusedWithTheNameInTheMessage(_ text: String) {
        #expect {
            _ = try InstanceName(text)
        } throws: { error in
            "\(error)".contains("'\(text)'")
        }
    }

    @Test func serveRefusesABadNameBeforeStarting() {
        #expect {
            _ = try ServeCommand.run(["--instance", "Web_1", "--port", "0"])
        } throws: { error in
            (error as? CLIError)?.message.contains("--instance") == true
        }
    }

    @Test func sessionIDsStartWithTheInstanceAndWorkInEveryRoute() throws {
        try withInstance("b") { server in
            let id = try server.createSession()
            #expect(id.hasPrefix("b."))
            let random = id.dropFirst(2)
            #expect(random.count == 32 && random.allSatisfy(\.isHexDigit), "\(id)")
            #expect(try server.createSession() != id)
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" }
            #expect(try server.input(id, #"[{"type": "scrollTo", "t": 0, "page": "next"}]"#).status == 202)
            #expect(try server.request("DELETE", "/api/sessions/\(id)", headers: server.steering(id)).status == 204)
            #expect(try server.request("GET", "/api/sessions/\(id)/events").status == 404)
        }
    }

    @Test func healthNamesTheInstanceAndCountsItsSessions() throws {
        try withInstance("c-2") { server in
            _ = try server.createSession()
            _ = try server.createSession()
            let reply = try server.request("GET", "/api/health")
            #expect(reply.status == 200)
            let json = try reply.json()
            #expect(json["status"] == .string("ok"))
            #expect(json["instance"] == .string("c-2"))
            #expect(json["sessions"] == .number(2))
            let metrics = try server.metricsText()
            #expect(metrics.contains("pager_instance_info{instance=\"c-2\"} 1\n"))
            #expect(metrics.contains("pager_instance_draining 0\n"))
        }
    }

    @Test func withoutANameIDsAreAsASingleProcessMintsThem() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            #expect(id.count == 32 && id.allSatisfy(\.isHexDigit), "\(id)")
            #expect(try server.request("GET", "/api/health").json()["instance"] == .null)
        }
    }

    @Test func aDrainingInstanceRefusesNewSessionsAndKeepsItsLiveOnes() throws {
        try withInstance("a") { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" }
            server.context.beginDraining()
            let refused = try server.request("POST", "/api/sessions", json: #"{"config": {}}"#)
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "1")
            #expect(try refused.json()["error"]?["code"] == .string("unavailable"))
            let health = try server.request("GET", "/api/health")
            #expect(health.status == 503)
            #expect(try health.json()["status"] == .string("draining"))
            #expect(try health.json()["sessions"] == .number(1))
            #expect(try server.metric("pager_instance_draining") == 1)
            // The live session goes on until the shutdown ends it.
            #expect(try server.input(id, #"[{"type": "scrollTo", "t": 0, "page": "next"}]"#).status == 202)
            let seen = try stream.events { $0.event == "event" && $0.json?["name"] == .string("didScrollToPage") }
            #expect(seen.last?.json?["index"] == .number(1))
        }
    }
}
