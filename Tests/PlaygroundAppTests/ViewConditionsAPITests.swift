import PagerEngine
import Store
import Testing

@testable import PlaygroundApp

/// Issue 48 item 3 through the API: sessions take a `view` beside the config, saves never keep one, and
/// a config saved under schema version 1 with `appearance` opens with it as its suggested view.
struct ViewConditionsAPITests {
    /// The layout a new session's stream starts with.
    private func firstLayout(_ server: LiveServer, session: String) throws -> JSONValue? {
        let reader = try EventStreamReader(server: server, session: session)
        defer { reader.close() }
        return try reader.events(until: { $0.event == "layout" }).last?.json
    }

    @Test func aSessionShowsItsConfigUnderTheViewGivenBesideIt() throws {
        try LiveServer.withConfigs { server in
            let reply = try server.request(
                "POST", "/api/sessions",
                json: #"{"config": {"preset": "tabman.tabBar"}, "view": {"layoutDirection": "rightToLeft"}}"#)
            #expect(reply.status == 201)
            let body = try reply.json()
            #expect(body["view"]?["layoutDirection"] == "rightToLeft")
            #expect(body["view"]?["colorScheme"] == "light")
            #expect(body["config"]?["appearance"] == nil)
            let id = try #require(body["id"]?.stringValue)
            #expect(try firstLayout(server, session: id)?["direction"] == "rightToLeft")
        }
    }

    @Test func anOldClientsAppearanceIsTheViewAndTheViewWins() throws {
        try LiveServer.withConfigs { server in
            let reply = try server.request(
                "POST", "/api/sessions",
                json: #"{"config": {"appearance": {"colorScheme": "dark", "layoutDirection": "rightToLeft"}}, "#
                    + #""view": {"layoutDirection": "leftToRight"}}"#)
            #expect(reply.status == 201)
            let body = try reply.json()
            #expect(body["view"]?["colorScheme"] == "dark")
            #expect(body["view"]?["layoutDirection"] == "leftToRight")
            #expect(body["config"]?["appearance"] == nil)
        }
    }

    @Test func aBadViewIsRefusedWithEveryProblemAndNoSession() throws {
        try LiveServer.withConfigs { server in
            let reply = try server.request(
                "POST", "/api/sessions",
                json: #"{"config": {"indicator": {"weight": 99}}, "view": {"colorScheme": "sepia", "theme": 1}}"#)
            #expect(reply.status == 400)
            let pointers = try reply.json()["error"]?["details"]?.arrayValue?.compactMap { $0["pointer"]?.stringValue }
            #expect(pointers == ["/view/colorScheme", "/view/theme", "/config/indicator/weight"])
            #expect(try server.metric("pager_sessions_created_total") == 0)
        }
    }

    @Test func aSaveNeverKeepsTheView() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(
                name: "Dark by accident",
                config: #"{"appearance": {"colorScheme": "dark"}, "indicator": {"weight": 3}}"#)
            let stored = try server.context.repository.latest(slug: created.slug).configJSON
            #expect(!stored.contains("appearance") && !stored.contains("colorScheme"))
            let body = try server.request("GET", "/api/configs/\(created.slug)").json()
            #expect(body["config"]?["indicator"]?["weight"] == 3)
            #expect(body["config"]?["appearance"] == nil)
            #expect(body["view"] == nil)
        }
    }

    @Test func aConfigSavedWithItsAppearanceOpensWithItAsTheSuggestedView() throws {
        try LiveServer.withConfigs { server in
            // As schema version 1 stored it (before the view left the design).
            let old =
                #"{"schemaVersion":1,"preset":"tabman.buttonBar","indicator":{"weight":6},"#
                + #""appearance":{"colorScheme":"dark","layoutDirection":"rightToLeft","textScale":1.12}}"#
            let created = try server.context.repository.create(name: "Old dark", configJSON: old, schemaVersion: 1)
            let body = try server.request("GET", "/api/configs/\(created.slug)").json()
            #expect(body["config"]?["appearance"] == nil)
            #expect(body["config"]?["indicator"]?["weight"] == 6)
            #expect(body["view"]?["colorScheme"] == "dark")
            #expect(body["view"]?["textScale"] == 1.12)
            #expect(body["view"]?["frameRate"] == 60)
            // A session of it starts in that view; a view given beside the slug wins key by key.
            let suggested = try server.request("POST", "/api/sessions", json: #"{"slug": "\#(created.slug)"}"#).json()
            #expect(suggested["view"]?["layoutDirection"] == "rightToLeft")
            let overridden = try server.request(
                "POST", "/api/sessions", json: #"{"slug": "\#(created.slug)", "view": {"colorScheme": "light"}}"#
            ).json()
            #expect(overridden["view"]?["colorScheme"] == "light")
            #expect(overridden["view"]?["layoutDirection"] == "rightToLeft")
            // The database keeps what was saved.
            #expect(try server.context.repository.latest(slug: created.slug).configJSON == old)
        }
    }
}
