import PagerEngine
import Testing

@testable import PlaygroundApp

/// `POST /api/export` (any config, unsaved edits included) and `GET /api/configs/{slug}/export`.
struct ExportRoutesTests {
    static let chevron = #"{"schemaVersion": 1, "preset": "tabman.buttonBar", "indicator": {"kind": "chevron"}}"#

    @Test func anUnsavedConfigExportsAsCode() throws {
        let server = try LiveServer()
        defer { server.stop() }
        let reply = try server.request("POST", "/api/export?target=tabman", json: #"{"config": \#(Self.chevron)}"#)
        #expect(reply.status == 200, "\(reply)")
        #expect(reply.header("Content-Type") == "text/x-swift; charset=utf-8")
        #expect(reply.header("Cache-Control") == "no-store")
        #expect(reply.header("Content-Disposition") == "inline; filename=\"PagerViewController.swift\"")
        #expect(reply.text.contains("TMBarView<TMHorizontalBarLayout, TMLabelBarButton, TMChevronBarIndicator>()"))
        let swiftUI = try server.request(
            "POST", "/api/export?target=swiftui-tabpager", json: #"{"config": {"schemaVersion": 1}}"#)
        #expect(swiftUI.status == 200)
        #expect(swiftUI.text.contains("TabPager("))
        let json = try server.request("POST", "/api/export?target=json", json: #"{"config": \#(Self.chevron)}"#)
        #expect(json.header("Content-Type") == "application/json")
        #expect(try json.json()["indicator"]?["kind"]?.stringValue == "chevron")
        // Nothing was saved.
        #expect(try server.request("GET", "/api/configs").json()["configs"]?.arrayValue?.isEmpty == true)
    }

    @Test func aSavedConfigExportsAsItsUnsavedTwin() throws {
        let server = try LiveServer()
        defer { server.stop() }
        let saved = try server.request(
            "POST", "/api/configs", json: #"{"name": "Chevron", "config": \#(Self.chevron)}"#)
        #expect(saved.status == 201)
        let slug = try #require(try saved.json()["slug"]?.stringValue)
        for target in ExportTarget.allCases {
            let stored = try server.request("GET", "/api/configs/\(slug)/export?target=\(target.rawValue)&version=1")
            let posted = try server.request(
                "POST", "/api/export?target=\(target.rawValue)", json: #"{"config": \#(Self.chevron)}"#)
            #expect(stored.status == 200 && posted.status == 200)
            #expect(stored.body == posted.body, "\(target)")
            #expect(stored.header("Cache-Control") == "public, max-age=86400")
        }
    }

    @Test func everyProblemIsListedWithItsPointer() throws {
        let server = try LiveServer()
        defer { server.stop() }
        let reply = try server.request(
            "POST", "/api/export?target=kotlin",
            json: #"{"config": {"schemaVersion": 1, "bar": {"location": "sideways"}}, "name": "x"}"#)
        #expect(reply.status == 400)
        let error = try #require(try reply.json()["error"])
        #expect(error["code"]?.stringValue == "invalid-config")
        let pointers = (error["details"]?.arrayValue ?? []).compactMap { $0["pointer"]?.stringValue }
        #expect(pointers == ["/target", "/name", "/config/bar/location"])
        let missing = try server.request("POST", "/api/export", json: "{}")
        let missingPointers = try (missing.json()["error"]?["details"]?.arrayValue ?? []).compactMap {
            $0["pointer"]?.stringValue
        }
        #expect(missing.status == 400)
        #expect(missingPointers == ["/target", "/config"])
    }

    @Test func malformedAndOversizedBodiesAreRefused() throws {
        let server = try LiveServer()
        defer { server.stop() }
        #expect(try server.request("POST", "/api/export?target=json", json: "{").status == 400)
        #expect(try server.request("POST", "/api/export?target=json", json: "[]").status == 400)
        let form = try server.request(
            "POST", "/api/export?target=json", headers: [("Content-Type", "text/plain")], body: Array("{}".utf8))
        #expect(form.status == 415)
        let title = String(repeating: "x", count: 70_000)
        let big = try server.request(
            "POST", "/api/export?target=json",
            json: #"{"config": {"schemaVersion": 1, "bar": {"padding": "\#(title)"}}}"#)
        #expect(big.status == 413)
        #expect(try big.json()["error"]?["code"]?.stringValue == "config-too-large")
        // The server still answers.
        #expect(try server.request("POST", "/api/export?target=json", json: #"{"config": {}}"#).status == 200)
    }

    @Test func theSavedExportRefusesBadTargetsVersionsAndSlugs() throws {
        let server = try LiveServer()
        defer { server.stop() }
        let saved = try server.request("POST", "/api/configs", json: #"{"name": "A", "config": {}}"#)
        let slug = try #require(try saved.json()["slug"]?.stringValue)
        let noTarget = try server.request("GET", "/api/configs/\(slug)/export")
        #expect(noTarget.status == 400)
        #expect(try noTarget.json()["error"]?["details"]?[0]?["pointer"]?.stringValue == "/target")
        let badVersion = try server.request("GET", "/api/configs/\(slug)/export?target=json&version=0")
        #expect(badVersion.status == 400)
        #expect(try badVersion.json()["error"]?["details"]?[0]?["pointer"]?.stringValue == "/version")
        #expect(try server.request("GET", "/api/configs/\(slug)/export?target=json&version=2").status == 404)
        #expect(try server.request("GET", "/api/configs/AAAAAAAAAA/export?target=json").status == 404)
        let latest = try server.request("GET", "/api/configs/\(slug)/export?target=json")
        #expect(latest.status == 200)
        #expect(latest.header("Cache-Control") == "no-cache")
    }
}
