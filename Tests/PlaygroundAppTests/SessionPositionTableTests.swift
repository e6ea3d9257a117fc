import PagerEngine
import Testing

@testable import PlaygroundApp

/// The `table` event (docs/sessions.md, "Position tables"): after a stream's first frame, and again once
/// a new layout has stayed put.
@Suite(.serialized)
struct SessionPositionTableTests {
    @Test func aStreamGetsTheTableAfterItsFirstFrameAndANewOneAfterARelayout() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let first = try stream.events { $0.event == "table" }
            #expect(first.map(\.event) == ["layout", "frame", "table"])
            let table = try #require(first.last?.json)
            #expect(table["rev"] == .number(1))
            #expect(table["drag"]?["local"] == .bool(true))
            #expect(table["drag"]?["count"] == .number(5))
            #expect(table["drag"]?["slop"] == .number(GestureThresholds.slop))
            let variants = try #require(table["variants"]?.arrayValue)
            #expect(variants.count == 10)
            let knots = try #require(variants.first?["knots"]?.arrayValue)
            #expect(knots.first?["type"] == .string("frame"))
            // The table's knot at a page is the engine's frame there, as `render --position` gives it.
            let middle = try #require(variants.first { $0["from"] == .number(1) && $0["index"] == .number(1) })
            #expect(middle["knots"]?.arrayValue?.first?["position"] == .number(1))
            let reply = try server.input(id, #"[{"t": 2, "type": "config", "patch": {"indicator": {"kind": "dot"}}}]"#)
            #expect(reply.status == 202)
            let later = try stream.events { $0.event == "table" }
            #expect(later.last?.json?["rev"] == .number(2))
            #expect(later.contains { $0.event == "layout" })
        }
    }

    @Test func anInfinitePagerIsLeftToTheServersFrames() throws {
        try LiveServer.with { server in
            let id = try server.createSession(
                #"{"config": {"pager": {"isInfiniteScrollEnabled": true}}, "viewport": {"width": 390, "height": 844}}"#)
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let table = try #require(try stream.events { $0.event == "table" }.last?.json)
            #expect(table["drag"]?["local"] == .bool(false))
            #expect(table["variants"]?.arrayValue?.isEmpty == true)
        }
    }
}
