import HTTPServer
import PagerEngine
import Store
import Testing

@testable import PlaygroundApp

struct ConfigAPIWriteTests {
    @Test func createAnswers201WithSlugTokenAndLocation() throws {
        try LiveServer.withConfigs { server in
            let reply = try server.request(
                "POST", "/api/configs", json: #"{"name":"Tabs","config":{"preset":"swiftUITabPager.fixed"}}"#)
            #expect(reply.status == 201)
            let body = try reply.json()
            let slug = try #require(body["slug"]?.stringValue)
            #expect(Slug.isWellFormed(slug))
            #expect(body["version"] == 1)
            #expect(body["url"]?.stringValue == "/c/\(slug)")
            #expect(body["versionUrl"]?.stringValue == "/c/\(slug)/v/1")
            #expect(body["name"] == "Tabs")
            #expect(body["parent"] == .null)
            // 32 random bytes as unpadded base64url: ceil(32 × 8 / 6) = 43 characters.
            #expect(body["editToken"]?.stringValue?.count == 43)
            #expect(reply.header("Location") == "/api/configs/\(slug)")
            #expect(reply.header("Cache-Control") == "no-store")
            #expect(reply.header("ETag") == "\"1\"")
            #expect(reply.header("X-Content-Type-Options") == "nosniff")
        }
    }

    @Test func aSavedConfigIsStoredNormalisedAndReadBack() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(
                name: "Zürich ✨", config: #"{"preset":"swiftUITabPager.fixed","indicator":{"weight":"light"}}"#)
            let reply = try server.request("GET", "/api/configs/\(created.slug)")
            #expect(reply.status == 200)
            #expect(reply.header("ETag") == "\"1\"")
            let body = try reply.json()
            #expect(body["slug"]?.stringValue == created.slug)
            #expect(body["version"] == 1)
            #expect(body["latestVersion"] == 1)
            #expect(body["name"] == "Zürich ✨")
            #expect(body["parent"] == .null)
            #expect(body["createdAt"]?.stringValue?.hasSuffix("Z") == true)
            let config = try #require(body["config"]?.objectValue)
            // The normalised form: every key in schema order (docs/config.md), the named weight as its
            // number (`light` is 2 pt), colours as #RRGGBBAA.
            #expect(
                config.keys == [
                    "schemaVersion", "preset", "items", "bar", "buttons", "indicator", "pager", "text",
                ])
            #expect(config["schemaVersion"] == 2)
            #expect(config["preset"] == "swiftUITabPager.fixed")
            #expect(config["indicator"]?["weight"] == 2)
            // The stored bytes are the engine's normalised bytes of the same config.
            let expected = try ConfigResolver().resolve(
                bytes: Array(#"{"preset":"swiftUITabPager.fixed","indicator":{"weight":2}}"#.utf8))
            #expect(body["config"]?.jsonBytes == ConfigNormalizer.normalizedBytes(expected))
        }
    }

    @Test func updateNeedsTheTokenAndTheVersionItReplaces() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "One")
            let path = "/api/configs/\(created.slug)"
            let body = #"{"name":"Two","config":{"preset":"tabman.tabBar"}}"#
            let bearer = ("Authorization", "Bearer \(created.token)")

            let anonymous = try server.request("PUT", path, headers: [("If-Match", "\"1\"")], json: body)
            #expect(anonymous.status == 401)
            #expect(anonymous.header("WWW-Authenticate")?.hasPrefix("Bearer") == true)
            let basic = try server.request(
                "PUT", path, headers: [("Authorization", "Basic YTpi"), ("If-Match", "\"1\"")], json: body)
            #expect(basic.status == 401)
            let wrong = try server.request(
                "PUT", path,
                headers: [("Authorization", "Bearer \(String(repeating: "A", count: 43))"), ("If-Match", "\"1\"")],
                json: body)
            #expect(wrong.status == 403)
            let unconditional = try server.request("PUT", path, headers: [bearer], json: body)
            #expect(unconditional.status == 428)
            let malformed = try server.request("PUT", path, headers: [bearer, ("If-Match", "*")], json: body)
            #expect(malformed.status == 400)

            let saved = try server.request("PUT", path, headers: [bearer, ("If-Match", "\"1\"")], json: body)
            #expect(saved.status == 200)
            #expect(saved.header("ETag") == "\"2\"")
            #expect(try saved.json()["version"] == 2)
            #expect(try saved.json()["versionUrl"]?.stringValue == "/c/\(created.slug)/v/2")

            let stale = try server.request("PUT", path, headers: [bearer, ("If-Match", "\"1\"")], json: body)
            #expect(stale.status == 412)
            #expect(stale.header("ETag") == "\"2\"")
            #expect(try stale.json()["error"]?["code"] == "version-conflict")

            // A bare number is accepted as well as the quoted entity tag.
            let bare = try server.request("PUT", path, headers: [bearer, ("If-Match", "2")], json: body)
            #expect(bare.status == 200)
            #expect(try bare.json()["version"] == 3)

            // Old versions stay readable.
            let first = try server.request("GET", path + "?version=1").json()
            #expect(first["name"] == "One")
            #expect(first["version"] == 1)
            #expect(first["latestVersion"] == 3)
            #expect(first["config"]?["preset"] == "tabman.buttonBar")
            let latest = try server.request("GET", path).json()
            #expect(latest["name"] == "Two")
            #expect(latest["config"]?["preset"] == "tabman.tabBar")

            let unknown = try server.request(
                "PUT", "/api/configs/AAAAAAAAAA", headers: [bearer, ("If-Match", "\"1\"")], json: body)
            #expect(unknown.status == 404)
        }
    }

    @Test func deleteNeedsTheTokenAndEveryLinkThenAnswers404() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Doomed")
            let path = "/api/configs/\(created.slug)"
            #expect(try server.request("DELETE", path).status == 401)
            #expect(try server.request("DELETE", path, headers: [("Authorization", "Bearer nope")]).status == 403)
            // With If-Match, only while the named version is the latest; nothing is deleted otherwise.
            let bearer = ("Authorization", "Bearer \(created.token)")
            let update = try server.request(
                "PUT", path, headers: [bearer, ("If-Match", "\"1\"")], json: #"{"name": "Doomed", "config": {}}"#)
            #expect(update.status == 200)
            let stale = try server.request("DELETE", path, headers: [bearer, ("If-Match", "\"1\"")])
            #expect(stale.status == 412)
            #expect(stale.header("ETag") == "\"2\"")
            #expect(try server.request("DELETE", path, headers: [bearer, ("If-Match", "*")]).status == 400)
            #expect(try server.request("GET", path).status == 200)
            let deleted = try server.request("DELETE", path, headers: [bearer, ("If-Match", "\"2\"")])
            #expect(deleted.status == 204)
            #expect(deleted.body.isEmpty)
            #expect(try server.request("GET", path).status == 404)
            #expect(try server.request("GET", path + "?version=1").status == 404)
            #expect(try server.request("GET", path + "/versions").status == 404)
            #expect(try server.request("GET", "/c/\(created.slug)").status == 404)
            let again = try server.request("DELETE", path, headers: [("Authorization", "Bearer \(created.token)")])
            #expect(again.status == 404)
        }
    }

    @Test func aForkHasItsOwnTokenAndNamesItsParent() throws {
        try LiveServer.withConfigs { server in
            let original = try server.createConfig(name: "Original", config: #"{"preset":"tabman.lineBar"}"#)
            let update = try server.request(
                "PUT", "/api/configs/\(original.slug)",
                headers: [("Authorization", "Bearer \(original.token)"), ("If-Match", "\"1\"")],
                json: #"{"name":"Original 2","config":{"preset":"bTabViewController"}}"#)
            #expect(update.status == 200)

            let pinned = try server.request(
                "POST", "/api/configs/\(original.slug)/fork", json: #"{"name":"Mine","version":1}"#)
            #expect(pinned.status == 201)
            let fork = try pinned.json()
            let forkSlug = try #require(fork["slug"]?.stringValue)
            let forkToken = try #require(fork["editToken"]?.stringValue)
            #expect(forkSlug != original.slug)
            #expect(forkToken != original.token)
            #expect(fork["version"] == 1)
            #expect(fork["parent"] == .object(["slug": .string(original.slug), "version": 1]))
            #expect(pinned.header("Location") == "/api/configs/\(forkSlug)")

            let read = try server.request("GET", "/api/configs/\(forkSlug)").json()
            #expect(read["name"] == "Mine")
            #expect(read["parent"] == .object(["slug": .string(original.slug), "version": 1]))
            #expect(read["config"]?["preset"] == "tabman.lineBar")

            // Without a version the latest (2) is copied and named.
            let latest = try server.request("POST", "/api/configs/\(original.slug)/fork", json: #"{"name":"Mine 2"}"#)
            #expect(latest.status == 201)
            #expect(try latest.json()["parent"]?["version"] == 2)

            // Each token opens only its own config.
            let crossed = try server.request(
                "PUT", "/api/configs/\(original.slug)",
                headers: [("Authorization", "Bearer \(forkToken)"), ("If-Match", "\"2\"")],
                json: #"{"name":"Hijack","config":{}}"#)
            #expect(crossed.status == 403)

            #expect(try server.request("POST", "/api/configs/AAAAAAAAAA/fork", json: #"{"name":"x"}"#).status == 404)
            let missingVersion = try server.request(
                "POST", "/api/configs/\(original.slug)/fork", json: #"{"name":"x","version":9}"#)
            #expect(missingVersion.status == 404)
        }
    }

    @Test func aNewConfigCanNameTheVersionItCameFrom() throws {
        try LiveServer.withConfigs { server in
            let original = try server.createConfig(name: "Base")
            let child = try server.request(
                "POST", "/api/configs",
                json:
                    #"{"name":"Edited","config":{"preset":"tabman.tabBar"},"parent":{"slug":"\#(original.slug)","version":1}}"#
            )
            #expect(child.status == 201)
            #expect(try child.json()["parent"] == .object(["slug": .string(original.slug), "version": 1]))

            let orphan = try server.request(
                "POST", "/api/configs",
                json: #"{"name":"Edited","config":{},"parent":{"slug":"AAAAAAAAAA","version":1}}"#)
            #expect(orphan.status == 400)
            #expect(try orphan.json()["error"]?["details"]?[0]?["pointer"] == "/parent")
        }
    }

    @Test func aClosedStoreAnswers503() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Before")
            server.context.repository.close()
            let save = try server.request("POST", "/api/configs", json: #"{"name":"After","config":{}}"#)
            #expect(save.status == 503)
            #expect(save.header("Retry-After") == "1")
            #expect(try server.request("GET", "/api/configs/\(created.slug)").status == 503)
            #expect(try server.request("GET", "/c/\(created.slug)").status == 503)
        }
    }
}

/// A saved config as a test knows it.
struct CreatedTestConfig {
    var slug: String
    var token: String
}

extension LiveServer {
    /// Runs `body` with a server whose config routes use `settings` (default: no save rate limit).
    static func withConfigs<T>(
        _ settings: ConfigAPISettings = ConfigAPISettings(saveRate: nil),
        publicFiles: [String: String] = ["index.html": LiveServer.defaultIndexHTML],
        _ body: (LiveServer) throws -> T
    ) throws -> T {
        try LiveServer.with(
            publicFiles: publicFiles,
            routes: { router, context in
                ConfigRoutes.register(in: &router, context: context, settings: settings)
            }, body)
    }

    /// Saves a config through the API and returns its slug and edit token; `visibility` nil leaves it out
    /// (the API's default, unlisted). Public by default here, so the gallery tests see their saves.
    func createConfig(name: String, config: String = "{}", visibility: String? = "public") throws -> CreatedTestConfig {
        var json = JSONWriter()
        json.beginObject()
        json.key("name")
        json.string(name)
        json.key("config")
        json.raw(Array(config.utf8))
        if let visibility {
            json.key("visibility")
            json.string(visibility)
        }
        json.endObject()
        let reply = try request("POST", "/api/configs", json: json.string)
        guard reply.status == 201 else { throw LiveServerError("create answered \(reply)") }
        let body = try reply.json()
        guard let slug = body["slug"]?.stringValue, let token = body["editToken"]?.stringValue else {
            throw LiveServerError("create answered \(reply)")
        }
        return CreatedTestConfig(slug: slug, token: token)
    }
}
