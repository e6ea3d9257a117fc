import PagerEngine
import Testing

@testable import PlaygroundApp

/// Issue 48, "private by default": a save is unlisted unless it says public; only public saves are listed;
/// the owner changes it with a new version; every version records its visibility.
struct ConfigVisibilityTests {
    private func listedNames(_ server: LiveServer) throws -> [String] {
        let body = try server.request("GET", "/api/configs").json()
        return (body["configs"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    }

    @Test func aSaveIsUnlistedByDefaultAndOpensFromItsLink() throws {
        try LiveServer.withConfigs { server in
            let hidden = try server.createConfig(name: "Private tabs", visibility: nil)
            _ = try server.createConfig(name: "Shared tabs", visibility: "public")
            #expect(try listedNames(server) == ["Shared tabs"])
            #expect(try server.request("GET", "/api/configs?q=Private").json()["configs"]?.arrayValue?.isEmpty == true)
            let read = try server.request("GET", "/api/configs/\(hidden.slug)")
            #expect(read.status == 200)
            #expect(try read.json()["visibility"] == "unlisted")
        }
    }

    @Test func theOwnerMakesItPublicAndAnUpdateWithoutVisibilityKeepsIt() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Tabs", visibility: nil)
            func put(_ version: Int, _ body: String) throws -> HTTPReply {
                try server.request(
                    "PUT", "/api/configs/\(created.slug)",
                    headers: [("Authorization", "Bearer \(created.token)"), ("If-Match", "\"\(version)\"")], json: body)
            }
            let made = try put(1, #"{"name":"Tabs","config":{},"visibility":"public"}"#)
            #expect(made.status == 200)
            #expect(try made.json()["visibility"] == "public")
            #expect(try listedNames(server) == ["Tabs"])
            let kept = try put(2, #"{"name":"Tabs 3","config":{}}"#)
            #expect(try kept.json()["visibility"] == "public")
            let versions = try server.request("GET", "/api/configs/\(created.slug)/versions").json()
            #expect(
                versions["versions"]?.arrayValue?.compactMap { $0["visibility"]?.stringValue }
                    == ["unlisted", "public", "public"])
            // Version 1 still reads as it was saved.
            #expect(
                try server.request("GET", "/api/configs/\(created.slug)?version=1").json()["visibility"] == "unlisted")
            _ = try put(3, #"{"name":"Tabs 4","config":{},"visibility":"unlisted"}"#)
            #expect(try listedNames(server).isEmpty)
        }
    }

    @Test func aBadVisibilityIsRefusedAndNothingIsSaved() throws {
        try LiveServer.withConfigs { server in
            let reply = try server.request(
                "POST", "/api/configs", json: #"{"name":"X","config":{},"visibility":"secret"}"#)
            #expect(reply.status == 400)
            let details = try reply.json()["error"]?["details"]?.arrayValue ?? []
            #expect(details.contains { $0["pointer"] == "/visibility" })
            _ = try server.createConfig(name: "Only", visibility: "public")
            #expect(try listedNames(server) == ["Only"])
        }
    }

    @Test func aForkIsUnlisted() throws {
        try LiveServer.withConfigs { server in
            let original = try server.createConfig(name: "Original", visibility: "public")
            let fork = try server.request("POST", "/api/configs/\(original.slug)/fork", json: #"{"name":"Mine"}"#)
            #expect(fork.status == 201)
            #expect(try fork.json()["visibility"] == "unlisted")
            #expect(try listedNames(server) == ["Original"])
        }
    }
}
