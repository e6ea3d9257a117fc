import Testing

@testable import PlaygroundApp

/// Steering a session needs the input token its creator was given; watching needs only the id
/// (docs/api.md, "Input token").
struct SessionInputTokenTests {
    @Test func steeringNeedsTheCreatorsTokenAndWatchingDoesNot() throws {
        try LiveServer.with { server in
            let created = try server.request("POST", "/api/sessions", json: #"{"config": {}}"#)
            #expect(created.status == 201)
            let id = try #require(try created.json()["id"]?.stringValue)
            let token = try #require(try created.json()["inputToken"]?.stringValue)
            #expect(token.count == 32 && token != id)
            let tap = #"{"events": [{"type": "tap", "t": 1, "index": 1}]}"#
            let other = try #require(try server.request("POST", "/api/sessions", json: #"{"config": {}}"#).json())
            let otherToken = try #require(other["inputToken"]?.stringValue)
            #expect(otherToken != token)
            for headers in [
                [], [("X-Input-Token", "")], [("X-Input-Token", otherToken)], [("X-Input-Token", token + "0")],
                [("X-Input-Token", id)], [("Authorization", "Bearer \(token)")],
            ] {
                let input = try server.request("POST", "/api/sessions/\(id)/input", headers: headers, json: tap)
                #expect(input.status == 403, "\(headers)")
                #expect(try input.json()["error"]?["code"]?.stringValue == "input-token-required")
                #expect(try server.request("DELETE", "/api/sessions/\(id)", headers: headers).status == 403)
            }
            // Refused steering changed nothing: the session lives, and a viewer with only the id watches.
            let stream = try server.client()
            defer { stream.close() }
            try stream.send("GET", "/api/sessions/\(id)/events")
            #expect(try stream.readHead().status == 200)
            #expect(try stream.read(until: "event: layout") != nil)
            let steering = [("X-Input-Token", token)]
            #expect(try server.request("POST", "/api/sessions/\(id)/input", headers: steering, json: tap).status == 202)
            #expect(try server.request("DELETE", "/api/sessions/\(id)", headers: steering).status == 204)
            #expect(try server.request("DELETE", "/api/sessions/\(id)", headers: steering).status == 404)
        }
    }
}
