import Testing

@testable import PlaygroundApp

struct ConfigAPIBadInputTests {
    @Test func anInvalidConfigListsEveryProblemWithItsPointer() throws {
        try LiveServer.withConfigs { server in
            let reply = try server.request(
                "POST", "/api/configs",
                json: #"{"name":"Bad","config":{"bar":{"alignment":"centre"},"indicator":{"weight":50}}}"#)
            #expect(reply.status == 400)
            let error = try #require(try reply.json()["error"])
            #expect(error["code"] == "invalid-config")
            let pointers = (error["details"]?.arrayValue ?? []).compactMap { $0["pointer"]?.stringValue }
            #expect(pointers == ["/config/bar/alignment", "/config/indicator/weight"])
        }
    }

    @Test func namesMustBeOneTo80CharactersWithoutControlCharacters() throws {
        try LiveServer.withConfigs { server in
            let refused: [String] = [
                #""""#, "\"\(String(repeating: "a", count: 81))\"", #""line\nbreak""#, #""tab\there""#,
                #""bell\u0007""#, #""del\u007F""#, #""separator\u2028""#, #""   ""#, "5", "null", "[\"a\"]",
            ]
            for name in refused {
                let reply = try server.request("POST", "/api/configs", json: #"{"name":\#(name),"config":{}}"#)
                #expect(reply.status == 400, "name \(name)")
                let details = try reply.json()["error"]?["details"]?.arrayValue ?? []
                #expect(details.compactMap { $0["pointer"]?.stringValue } == ["/name"], "name \(name)")
            }
            let missing = try server.request("POST", "/api/configs", json: #"{"config":{}}"#)
            #expect(missing.status == 400)
            #expect(try missing.json()["error"]?["details"]?[0]?["pointer"] == "/name")

            // 80 characters is the most: "👍🏽" is two scalars but one character (a grapheme cluster).
            let accepted = [String(repeating: "a", count: 80), String(repeating: "👍🏽", count: 80), "x", " padded "]
            for name in accepted {
                let reply = try server.request("POST", "/api/configs", json: #"{"name":"\#(name)","config":{}}"#)
                #expect(reply.status == 201, "name \(name)")
            }
        }
    }

    @Test func theBodyMustBeAJSONObjectWithKnownKeys() throws {
        try LiveServer.withConfigs { server in
            for body in ["", "[]", "\"text\"", "not json", #"{"name":"a","config":{},}"#] {
                let reply = try server.request("POST", "/api/configs", json: body)
                #expect(reply.status == 400, "body \(body)")
            }
            let unknown = try server.request("POST", "/api/configs", json: #"{"name":"a","config":{},"colour":1}"#)
            #expect(unknown.status == 400)
            #expect(try unknown.json()["error"]?["details"]?[0]?["pointer"] == "/colour")
            let duplicate = try server.request("POST", "/api/configs", json: #"{"name":"a","name":"b","config":{}}"#)
            #expect(duplicate.status == 400)
            let noConfig = try server.request("POST", "/api/configs", json: #"{"name":"a"}"#)
            #expect(try noConfig.json()["error"]?["details"]?[0]?["pointer"] == "/config")
            let notJSON = try server.request(
                "POST", "/api/configs", headers: [("Content-Type", "text/plain")],
                body: Array(#"{"name":"a","config":{}}"#.utf8))
            #expect(notJSON.status == 415)
            let vendorJSON = try server.request(
                "POST", "/api/configs", headers: [("Content-Type", "application/vnd.api+json; charset=utf-8")],
                body: Array(#"{"name":"a","config":{}}"#.utf8))
            #expect(vendorJSON.status == 201)
            let untyped = try server.request("POST", "/api/configs", body: Array(#"{"name":"a","config":{}}"#.utf8))
            #expect(untyped.status == 201)
        }
    }

    @Test func aConfigOver64KiBIsTooLarge() throws {
        try LiveServer.withConfigs { server in
            // {"x":"aaa…"} is 8 + n bytes as compact JSON: n = 65 528 gives exactly 65 536 bytes (allowed,
            // then refused for its unknown key), n = 65 529 one byte more (413).
            let atLimit = try server.request(
                "POST", "/api/configs",
                json: #"{"name":"a","config":{"x":"\#(String(repeating: "a", count: 65_528))"}}"#)
            #expect(atLimit.status == 400)
            #expect(try atLimit.json()["error"]?["details"]?[0]?["pointer"] == "/config/x")
            let over = try server.request(
                "POST", "/api/configs",
                json: #"{"name":"a","config":{"x":"\#(String(repeating: "a", count: 65_529))"}}"#)
            #expect(over.status == 413)
            #expect(try over.json()["error"]?["code"] == "config-too-large")
            // Whitespace does not count: the config is measured as compact JSON.
            let padded = try server.request(
                "POST", "/api/configs",
                json: #"{"name":"a","config":{"preset":"tabman.tabBar"\#(String(repeating: " ", count: 100_000))}}"#)
            #expect(padded.status == 201)
            let body = try server.request(
                "POST", "/api/configs", json: #"{"name":"a","config":{}\#(String(repeating: " ", count: 262_145))}"#)
            #expect(body.status == 413)
        }
    }

    @Test func malformedSlugsAndVersionsAreRefusedWithoutAQuery() throws {
        try LiveServer.withConfigs { server in
            let created = try server.createConfig(name: "Here")
            for path in [
                "/api/configs/abc", "/api/configs/AAAAAAAAAA", "/api/configs/%3Cscript%3E", "/api/configs/AAAAAAAAA%21",
            ] {
                #expect(try server.request("GET", path).status == 404, "\(path)")
                #expect(try server.request("GET", path + "/versions").status == 404, "\(path)")
                #expect(try server.request("DELETE", path, headers: [("Authorization", "Bearer x")]).status == 404)
                #expect(try server.request("POST", path + "/fork", json: #"{"name":"x"}"#).status == 404)
            }
            let path = "/api/configs/\(created.slug)"
            #expect(try server.request("GET", path + "?version=0").status == 400)
            #expect(try server.request("GET", path + "?version=one").status == 400)
            #expect(try server.request("GET", path + "?version=-1").status == 400)
            #expect(try server.request("GET", path + "?version=2").status == 404)
            #expect(try server.request("GET", path + "?version=1").status == 200)
        }
    }

    @Test func searchParametersAreChecked() throws {
        try LiveServer.withConfigs { server in
            for (query, pointer) in [
                ("limit=0", "/limit"), ("limit=101", "/limit"), ("limit=ten", "/limit"), ("cursor=bogus", "/cursor"),
            ] {
                let reply = try server.request("GET", "/api/configs?\(query)")
                #expect(reply.status == 400, "\(query)")
                #expect(try reply.json()["error"]?["details"]?[0]?["pointer"]?.stringValue == pointer, "\(query)")
            }
            let long = try server.request("GET", "/api/configs?query=\(String(repeating: "q", count: 201))")
            #expect(long.status == 400)
            #expect(try server.request("GET", "/api/configs?limit=100").status == 200)
        }
    }
}
