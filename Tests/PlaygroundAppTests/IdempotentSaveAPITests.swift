import Foundation
import HTTPServer
import PagerEngine
import Store
import Testing

@testable import PlaygroundApp

/// `Idempotency-Key` on `POST /api/configs` and `…/fork`: a save whose answer was lost, sent again, saves
/// once (docs/configs.md "Saves that are retried"; docs/decisions/0027-saves-with-a-key-save-once.md).
struct IdempotentSaveAPITests {
    private let body = #"{"name":"Tabs","config":{"preset":"swiftUITabPager.fixed"}}"#
    private let key = "page-save-6f1c2a9b0d4e8f37"

    /// Every config in the store, public or not (the gallery lists only public ones).
    private func slugs(_ server: LiveServer) throws -> [String] {
        let database = try Database(path: server.databasePath)
        defer { database.close() }
        return try database.fetchAll("SELECT slug FROM configs WHERE deleted_at IS NULL ORDER BY id").map {
            try $0.decode("slug", as: String.self)
        }
    }

    @Test func theSameCreateTwiceSavesOnceAndAnswersAlike() throws {
        try LiveServer.withConfigs { server in
            let first = try server.request("POST", "/api/configs", headers: [("Idempotency-Key", key)], json: body)
            #expect(first.status == 201)
            #expect(first.header("Idempotent-Replayed") == nil)
            let again = try server.request("POST", "/api/configs", headers: [("Idempotency-Key", key)], json: body)
            #expect(again.status == 201)
            #expect(again.header("Idempotent-Replayed") == "true")
            let a = try first.json()
            let b = try again.json()
            let slug = try #require(a["slug"]?.stringValue)
            #expect(b["slug"]?.stringValue == slug)
            #expect(b["editToken"] == a["editToken"])
            #expect(b["version"] == 1)
            #expect(again.header("Location") == "/api/configs/\(slug)")
            #expect(try slugs(server) == [slug])
            // The token the retry carried is the config's: it saves a version 2.
            let token = try #require(b["editToken"]?.stringValue)
            let edit = try server.request(
                "PUT", "/api/configs/\(slug)",
                headers: [("Authorization", "Bearer \(token)"), ("If-Match", "\"1\"")],
                json: #"{"name":"Tabs","config":{"preset":"tabman.tabBar"}}"#)
            #expect(edit.status == 200)
            // A key written as a structured-field string is the same key.
            let quoted = try server.request(
                "POST", "/api/configs", headers: [("Idempotency-Key", "\"\(key)\"")], json: body)
            #expect(quoted.status == 201)
            #expect(try quoted.json()["slug"]?.stringValue == slug)
        }
    }

    @Test func aKeyReusedForAnotherSaveIs422AndSavesNothing() throws {
        try LiveServer.withConfigs { server in
            let first = try server.request("POST", "/api/configs", headers: [("Idempotency-Key", key)], json: body)
            #expect(first.status == 201)
            let other = try server.request(
                "POST", "/api/configs", headers: [("Idempotency-Key", key)],
                json: #"{"name":"Tabs","config":{"preset":"tabman.tabBar"}}"#)
            #expect(other.status == 422)
            #expect(try other.json()["error"]?["code"] == "idempotency-key-reused")
            #expect(try slugs(server).count == 1)
        }
    }

    @Test func aMalformedKeyIs400AndSavesNothing() throws {
        try LiveServer.withConfigs { server in
            for bad in ["short", "has spaces in it 0123456789", String(repeating: "k", count: 256), "\"\""] {
                let reply = try server.request("POST", "/api/configs", headers: [("Idempotency-Key", bad)], json: body)
                #expect(reply.status == 400, "\(bad)")
                #expect(try reply.json()["error"]?["message"]?.stringValue?.contains("Idempotency-Key") == true)
            }
            #expect(try slugs(server).isEmpty)
        }
    }

    @Test func aForkWithAKeyForksOnce() throws {
        try LiveServer.withConfigs { server in
            let original = try server.createConfig(name: "Original")
            let path = "/api/configs/\(original.slug)/fork"
            let first = try server.request("POST", path, headers: [("Idempotency-Key", key)], json: #"{"name":"Mine"}"#)
            let again = try server.request("POST", path, headers: [("Idempotency-Key", key)], json: #"{"name":"Mine"}"#)
            #expect(first.status == 201 && again.status == 201)
            #expect(again.header("Idempotent-Replayed") == "true")
            #expect(try again.json()["slug"] == first.json()["slug"])
            #expect(try slugs(server).count == 2)
        }
    }
}
