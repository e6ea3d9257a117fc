import PagerEngine
import Testing

@testable import PlaygroundApp

/// Decision 0057: the creation answer carries the events a stream opens with, so the page draws the
/// pager a round trip before its stream delivers, and the first stream that resumes after them is not
/// sent the layout again.
@Suite(.serialized)
struct SessionOpeningTests {
    /// A session with a title the preview face cannot draw (a warning) and its creation answer.
    private static func create(_ server: LiveServer) throws -> (id: String, opening: [JSONValue]) {
        let reply = try server.request(
            "POST", "/api/sessions",
            json: #"{"config": {"items": [{"id": "a", "title": "Café"}, {"id": "b", "title": "שלום"}, "#
                + #"{"id": "c", "title": "Three"}]}, "viewport": {"width": 390, "height": 844}}"#)
        #expect(reply.status == 201)
        let answer = try reply.json()
        let id = try #require(answer["id"]?.stringValue)
        let token = try #require(answer["inputToken"]?.stringValue)
        server.inputTokens.withLock { $0[id] = token }
        return (id, try #require(answer["opening"]?.arrayValue))
    }

    @Test func theCreationAnswerOpensWithTheLayoutItsWarningsAndAFullFrame() throws {
        try LiveServer.with { server in
            let (_, opening) = try Self.create(server)
            let names = opening.compactMap { $0["event"]?.stringValue }
            #expect(names.first == "layout" && names.last == "frame", "\(names)")
            #expect(names.dropFirst().dropLast().allSatisfy { $0 == "warning" } && names.count >= 3, "\(names)")
            let layout = try #require(opening.first?["data"])
            #expect(layout["rev"] == .number(1))
            #expect(layout["buttons"]?.arrayValue?.count == 3)
            let warning = try #require(opening.dropFirst().first?["data"])
            #expect(warning["code"] == .string("label-missing-glyphs") && warning["index"] == .number(1))
            let frame = try #require(opening.last?["data"])
            #expect(frame["type"] == .string("frame") && frame["full"] == .bool(true) && frame["rev"] == .number(1))
            #expect(frame["position"] == .number(0) && frame["buttons"]?.arrayValue?.count == 3)
            // Ids as a stream numbers its events: whole numbers, increasing.
            let ids = opening.compactMap { $0["id"]?.stringValue.flatMap(Int.init) }
            #expect(ids.count == opening.count && ids == ids.sorted() && Set(ids).count == ids.count, "\(ids)")
        }
    }

    @Test func theFirstStreamResumingAfterTheOpeningGetsAFullFrameAndNoLayout() throws {
        try LiveServer.with { server in
            let (id, opening) = try Self.create(server)
            let last = try #require(opening.last?["id"]?.stringValue)
            let stream = try EventStreamReader(server: server, session: id, lastEventID: last)
            defer { stream.close() }
            let first = try stream.next()
            #expect(first.event == "frame" && first.json?["full"] == .bool(true), "\(first)")
            #expect(Int(first.id ?? "") ?? 0 > Int(last) ?? .max)
            // It still gets the position table, and then moves on a tap with no layout in between.
            let table = try stream.next()
            #expect(table.event == "table")
            #expect(try server.input(id, #"[{"t": 1, "type": "tap", "index": 2}]"#).status == 202)
            let moving = try stream.events { $0.event == "frame" && $0.json?["index"] == .number(2) }
            #expect(!moving.contains { $0.event == "layout" }, "\(moving.map(\.event))")
        }
    }

    @Test func aStreamGetsTheLayoutWhenItChangedAfterTheOpening() throws {
        try LiveServer.with { server in
            let (id, opening) = try Self.create(server)
            let last = try #require(opening.last?["id"]?.stringValue)
            #expect(
                try server.input(id, #"[{"t": 1, "type": "config", "patch": {"bar": {"height": 60}}}]"#).status
                    == 202)
            let stream = try EventStreamReader(server: server, session: id, lastEventID: last)
            defer { stream.close() }
            let layout = try #require(try stream.events { $0.event == "layout" }.last)
            #expect(layout.json?["rev"] == .number(2))
        }
    }

    @Test func onlyTheFirstStreamSkipsTheLayout() throws {
        try LiveServer.with { server in
            let (id, opening) = try Self.create(server)
            let last = try #require(opening.last?["id"]?.stringValue)
            let first = try EventStreamReader(server: server, session: id, lastEventID: last)
            defer { first.close() }
            #expect(try first.next().event == "frame")
            // A second viewer claiming the same place (a copied header, a second tab) gets the layout.
            let second = try EventStreamReader(server: server, session: id, lastEventID: last)
            defer { second.close() }
            #expect(try second.next().event == "layout")
        }
    }
}
