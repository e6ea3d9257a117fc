import Glibc
import PagerEngine
import Testing

@testable import PlaygroundApp

struct ConfigAPIReadTests {
    @Test func searchPagesNewestFirstWithACursor() throws {
        try LiveServer.withConfigs { server in
            var slugs: [String] = []
            for index in 1...5 {
                slugs.append(try server.createConfig(name: "Page \(index)").slug)
                usleep(3_000)  // creation times (whole milliseconds) strictly increase
            }
            _ = try server.createConfig(name: "Other")

            var names: [[String]] = []
            var cursor: String?
            repeat {
                let suffix = cursor.map { "&cursor=\($0)" } ?? ""
                let reply = try server.request("GET", "/api/configs?query=page&limit=2\(suffix)")
                #expect(reply.status == 200)
                let body = try reply.json()
                names.append((body["configs"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue })
                cursor = body["nextCursor"]?.stringValue
                #expect(cursor != nil || body["nextCursor"] == .null)
            } while cursor != nil && names.count < 10
            // Five matches ("Other" does not contain "page"; matching ignores ASCII case), two per page.
            #expect(names == [["Page 5", "Page 4"], ["Page 3", "Page 2"], ["Page 1"]])

            let first = try server.request("GET", "/api/configs?q=Page+5").json()
            let item = try #require(first["configs"]?[0])
            #expect(item["slug"]?.stringValue == slugs[4])
            #expect(item["latestVersion"] == 1)
            #expect(item["url"]?.stringValue == "/c/\(slugs[4])")
            #expect(item["createdAt"] == item["updatedAt"])

            let all = try server.request("GET", "/api/configs").json()
            #expect(all["configs"]?.arrayValue?.count == 6)
            #expect(all["nextCursor"] == .null)
        }
    }

    @Test func theVersionHistoryListsEveryVersionOldestFirst() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "v1")
            for version in 1...2 {
                let reply = try server.request(
                    "PUT", "/api/configs/\(created.slug)",
                    headers: [("Authorization", "Bearer \(created.token)"), ("If-Match", "\"\(version)\"")],
                    json: #"{"name":"v\#(version + 1)","config":{}}"#)
                #expect(reply.status == 200)
            }
            let reply = try server.request("GET", "/api/configs/\(created.slug)/versions")
            #expect(reply.status == 200)
            let body = try reply.json()
            #expect(body["slug"]?.stringValue == created.slug)
            let versions = body["versions"]?.arrayValue ?? []
            #expect(versions.compactMap { $0["number"]?.numberValue } == [1, 2, 3])
            #expect(versions.compactMap { $0["name"]?.stringValue } == ["v1", "v2", "v3"])
            #expect(versions.compactMap { $0["schemaVersion"]?.numberValue } == [2, 2, 2])
            #expect(versions.compactMap { $0["url"]?.stringValue } == (1...3).map { "/c/\(created.slug)/v/\($0)" })
            #expect(versions.allSatisfy { $0["createdAt"]?.stringValue?.count == 24 })  // 2024-02-29T13:05:09.042Z

            let middle = try server.request("GET", "/api/configs/\(created.slug)?version=2")
            #expect(middle.header("ETag") == "\"2\"")
            #expect(try middle.json()["name"] == "v2")
            #expect(try middle.json()["latestVersion"] == 3)
        }
    }

    @Test func headOfAConfigHasTheHeadersWithoutTheBody() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Head")
            let reply = try server.request("HEAD", "/api/configs/\(created.slug)")
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "application/json")
            #expect(reply.body.isEmpty)
            #expect(Int(reply.header("Content-Length") ?? "") ?? 0 > 100)
        }
    }
}

struct FixedDocumentRouteTests {
    @Test func schemaAndPresetsRevalidateWith304() throws {
        try LiveServer.with { server in
            for path in ["/api/schema", "/api/presets"] {
                let first = try server.request("GET", path)
                #expect(first.status == 200, "\(path)")
                #expect(first.header("Content-Type") == "application/json")
                _ = try first.json()
                let tag = try #require(first.header("ETag"), "\(path)")
                let again = try server.request("GET", path, headers: [("If-None-Match", tag)])
                #expect(again.status == 304, "\(path)")
                #expect(again.body.isEmpty)
                let stale = try server.request("GET", path, headers: [("If-None-Match", "\"0000000000000000\"")])
                #expect(stale.status == 200 && stale.body == first.body, "\(path)")
            }
        }
    }
}
