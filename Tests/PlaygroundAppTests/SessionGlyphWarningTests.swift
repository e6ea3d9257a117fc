import PagerEngine
import Testing

@testable import PlaygroundApp

/// A title the preview's face cannot draw reaches the page: in the layout's `warnings` (the strip under
/// the preview) and as a `warning` event (the log), measured by the server's real Inter.
@Suite(.serialized)
struct SessionGlyphWarningTests {
    @Test func aHebrewTitleWarnsInTheLayoutAndAsAnEvent() throws {
        try LiveServer.with { server in
            let id = try server.createSession(
                #"{"config": {"items": [{"id": "a", "title": "Café"}, {"id": "b", "title": "שלום עולם"}]}, "#
                    + #""viewport": {"width": 390, "height": 844}}"#)
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let seen = try stream.events { $0.event == "frame" }
            let layout = try #require(seen.first { $0.event == "layout" }?.json)
            let warnings = try #require(layout["warnings"]?.arrayValue)
            let glyphs = warnings.filter { $0["code"] == .string("label-missing-glyphs") }
            #expect(glyphs.count == 1)
            #expect(glyphs.first?["index"] == .number(1))
            let message = try #require(glyphs.first?["message"]?.stringValue)
            #expect(
                message.contains(
                    "the preview font (Inter) has no glyph for ('ש' U+05E9, 'ל' U+05DC, 'ו' U+05D5 and 2 more)"))
            let events = seen.filter { $0.event == "warning" }.compactMap(\.json)
            #expect(events.contains { $0["code"] == .string("label-missing-glyphs") && $0["index"] == .number(1) })
            #expect(!events.contains { $0["code"] == .string("label-missing-glyphs") && $0["index"] == .number(0) })
        }
    }
}
