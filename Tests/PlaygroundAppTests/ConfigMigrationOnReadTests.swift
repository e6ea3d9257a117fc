import PagerEngine
import Store
import Testing

@testable import PlaygroundApp

/// Configs saved under an older schema version open through the engine's `ConfigMigrations`.
///
/// The engine is at schema version 2, so these tests pretend the server is at version 3, whose step
/// renames version 2's (imagined) `bar.align` to `bar.alignment`. Every config stored with schema
/// version 2 is then "old" and must come back migrated and normalised. The real step from version 1
/// (the viewing conditions leave the design) is tested with the real migrations at the end.
struct ConfigMigrationOnReadTests {
    static let version3 = ConfigMigrations(
        current: 3,
        steps: ConfigMigrations.standard.steps + [
            ConfigMigration(from: 2) { document in
                var document = document
                if var bar = document["bar"]?.objectValue, let align = bar["align"] {
                    bar["align"] = nil
                    bar["alignment"] = align
                    document["bar"] = .object(bar)
                }
                return document
            }
        ])

    static var settings: ConfigAPISettings {
        var settings = ConfigAPISettings(saveRate: nil)
        settings.migrations = version3
        return settings
    }

    @Test func anOldConfigIsMigratedWhenRead() throws {
        try LiveServer.withConfigs(Self.settings) { server in
            let old = #"{"schemaVersion":2,"preset":"tabman.buttonBar","bar":{"align":"centerDistributed"}}"#
            let created = try server.context.repository.create(name: "Old link", configJSON: old, schemaVersion: 2)
            for path in ["/api/configs/\(created.slug)", "/api/configs/\(created.slug)?version=1"] {
                let reply = try server.request("GET", path)
                #expect(reply.status == 200, "\(path)")
                let config = try #require(try reply.json()["config"]?.objectValue)
                #expect(config["bar"]?["alignment"] == "centerDistributed")
                #expect(config["bar"]?["align"] == nil)
                // Normalised after migration: every group is there.
                #expect(
                    config.keys == [
                        "schemaVersion", "preset", "items", "bar", "buttons", "indicator", "pager", "text",
                    ])
            }
            let page = try server.request("GET", "/c/\(created.slug)")
            #expect(page.status == 200)
            #expect(page.text.contains("<title>Old link · Pager Playground</title>"))
            // The database keeps what was saved.
            #expect(try server.context.repository.latest(slug: created.slug).configJSON == old)
        }
    }

    @Test func anOldConfigSentForSavingIsMigratedBeforeValidation() throws {
        try LiveServer.withConfigs(Self.settings) { server in
            let reply = try server.request(
                "POST", "/api/configs",
                json: #"{"name":"Sent old","config":{"schemaVersion":2,"bar":{"align":"trailing"}}}"#)
            #expect(reply.status == 201)
            let slug = try #require(try reply.json()["slug"]?.stringValue)
            #expect(
                try server.request("GET", "/api/configs/\(slug)").json()["config"]?["bar"]?["alignment"] == "trailing")
        }
    }

    @Test func aCurrentConfigIsServedExactlyAsStored() throws {
        try LiveServer.withConfigs(Self.settings) { server in
            // Stored under the current version (3 here), so it is not touched: not even normalised.
            let stored = #"{"schemaVersion":2,"preset":"tabman.tabBar"}"#
            let created = try server.context.repository.create(name: "Current", configJSON: stored, schemaVersion: 3)
            let body = try server.request("GET", "/api/configs/\(created.slug)").text
            #expect(body.contains(#""config":\#(stored),"#))
        }
    }

    @Test func aConfigThatCannotBeMigratedAnswers500() throws {
        try LiveServer.withConfigs { server in
            // Saved by a newer build (schema 3): this server has no way to read it.
            let created = try server.context.repository.create(
                name: "Future", configJSON: #"{"schemaVersion":3}"#, schemaVersion: 3)
            let reply = try server.request("GET", "/api/configs/\(created.slug)")
            #expect(reply.status == 500)
            #expect(try reply.json()["error"]?["code"] == "stored-config-unreadable")
            #expect(try server.request("GET", "/c/\(created.slug)").status == 500)
            // A live session and the code export of it answer the same, without the resolver's text.
            for reply in [
                try server.request("POST", "/api/sessions", json: #"{"slug": "\#(created.slug)"}"#),
                try server.request("GET", "/api/configs/\(created.slug)/export?target=json"),
            ] {
                #expect(reply.status == 500)
                #expect(try reply.json()["error"]?["code"] == "stored-config-unreadable")
                #expect(
                    try reply.json()["error"]?["message"]
                        == "This saved config cannot be read by this version of the server.")
            }
        }
    }
}
