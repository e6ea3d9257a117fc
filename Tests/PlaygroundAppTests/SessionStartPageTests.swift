import PagerEngine
import Testing

@testable import PlaygroundApp

/// A session created with `page` starts on that page (a replacement session resumes where the last one
/// was, so its opening can be drawn): the config, and its default page, stay as they are.
@Suite(.serialized)
struct SessionStartPageTests {
    private static let items =
        #"{"items": [{"id": "a", "title": "One"}, {"id": "b", "title": "Two"}, {"id": "c", "title": "Three"}]}"#

    /// The creation answer of a session from `items` with `extra` keys, parsed.
    private static func create(_ server: LiveServer, _ extra: String) throws -> (status: Int, answer: JSONValue) {
        let reply = try server.request("POST", "/api/sessions", json: #"{"config": "# + items + extra + "}")
        return (reply.status, try reply.json())
    }

    private static func openingFrame(_ answer: JSONValue) throws -> JSONValue {
        try #require(answer["opening"]?.arrayValue?.last { $0["event"] == .string("frame") }?["data"])
    }

    @Test func theOpeningRestsOnThePageAskedForAndTheConfigKeepsItsDefault() throws {
        try LiveServer.with { server in
            let (status, answer) = try Self.create(server, #", "page": 2"#)
            #expect(status == 201)
            let frame = try Self.openingFrame(answer)
            #expect(frame["position"] == .number(2) && frame["index"] == .number(2), "\(frame)")
            #expect(answer["config"]?["pager"]?["defaultPage"] == .number(0))
            // Without it, the default page.
            let (_, plain) = try Self.create(server, "")
            #expect(try Self.openingFrame(plain)["position"] == .number(0))
        }
    }

    @Test func aReloadGoesBackToTheDefaultPageAsPageboysDoes() throws {
        try LiveServer.with { server in
            let (_, answer) = try Self.create(server, #", "page": 1"#)
            let id = try #require(answer["id"]?.stringValue)
            server.inputTokens.withLock { $0[id] = answer["inputToken"]?.stringValue }
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" && $0.json?["position"] == .number(1) }
            #expect(try server.input(id, #"[{"t": 1, "type": "reload"}]"#).status == 202)
            _ = try stream.events { $0.event == "frame" && $0.json?["position"] == .number(0) }
        }
    }

    @Test func aPageBeyondTheLastIsTheLastAsTheDefaultPageIs() throws {
        try LiveServer.with { server in
            let (status, answer) = try Self.create(server, #", "page": 7"#)
            #expect(status == 201)
            #expect(try Self.openingFrame(answer)["position"] == .number(2))
        }
    }

    @Test func aPageThatIsNotAWholeNumberFromZeroIsRefusedAndNoSessionStarts() throws {
        try LiveServer.with { server in
            for bad in ["-1", "1.5", #""2""#, "true"] {
                let (status, answer) = try Self.create(server, #", "page": "# + bad)
                #expect(status == 400, "\(bad)")
                let details = answer["error"]?["details"]?.arrayValue ?? []
                #expect(details.contains { $0["pointer"] == .string("/page") }, "\(bad): \(answer)")
            }
            let health = try server.request("GET", "/api/health").json()
            #expect(health["sessions"] == .number(0))
        }
    }
}
