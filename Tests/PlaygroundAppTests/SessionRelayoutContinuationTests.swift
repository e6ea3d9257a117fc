import PagerEngine
import Testing

@testable import PlaygroundApp

/// A designer's edit during a slide (docs/decisions/0048): the new layout is followed, before any frame
/// drawn on it, by the running slide's continuation on it (`event: trajectory` with `"relayout"`), so a
/// browser playing the slide on its own clock goes on with it where it is.
@Suite(.serialized)
struct SessionRelayoutContinuationTests {
    /// A new session's id, its stream read up to its first frame, and the layout revision it began with.
    private static func opened(_ server: LiveServer) throws -> (id: String, stream: EventStreamReader, rev: Double) {
        let id = try server.createSession()
        let stream = try EventStreamReader(server: server, session: id)
        let opening = try stream.events { $0.event == "frame" }
        let rev = try #require(opening.last { $0.event == "layout" }?.json?["rev"]?.numberValue)
        return (id, stream, rev)
    }

    @Test func anEditDuringASlideSendsTheSlidesContinuationRightAfterTheLayout() throws {
        try LiveServer.with { server in
            let (id, stream, rev) = try Self.opened(server)
            defer { stream.close() }
            // Pageboy's 0.3 s slide to page 1, and a bigger font 50 ms into it.
            _ = try server.input(id, #"[{"t": 1, "type": "scrollTo", "page": 1}]"#)
            _ = try server.input(id, #"[{"t": 1.05, "type": "config", "patch": {"buttons": {"font": {"size": 21}}}}]"#)
            let seen = try stream.events { $0.event == "layout" && $0.json?["rev"]?.numberValue == rev + 1 }
            #expect(!seen.contains { $0.event == "event" && $0.json?["name"] == .string("didScrollToPage") })
            // The next event but the layout's warnings: the continuation, on the new layout.
            var next = try stream.next()
            while next.event == "warning" { next = try stream.next() }
            #expect(next.event == "trajectory")
            let continuation = try #require(next.json)
            #expect(continuation["relayout"] == .number(rev + 1))
            #expect(continuation["clientTime"] == .null)
            let frames = try #require(continuation["frames"]?.arrayValue)
            #expect(frames.allSatisfy { $0["rev"] == .number(rev + 1) })
            let positions = frames.compactMap { $0["position"]?.numberValue }
            // From where the slide was (kept, not restarted or ended) to page 1. Where that is depends on
            // when the edit reached the session; on a loaded machine both inputs may land in one turn, at
            // the slide's start.
            let before = seen.last { $0.event == "frame" && $0.json?["rev"]?.numberValue == rev }
            let reached = before?.json?["position"]?.numberValue ?? 0
            let first = try #require(positions.first)
            #expect(first >= reached && first < 1, "\(positions), the last frame before the edit at \(reached)")
            #expect(positions.last == 1)
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(continuation["start"]?.numberValue == frames.first?["t"]?.numberValue)
            // The stream's next frame is the new revision's, and one of the continuation's.
            let frame = try #require(try stream.events { $0.event == "frame" }.last?.json)
            #expect(frame["rev"] == .number(rev + 1))
            let t = try #require(frame["t"]?.numberValue)
            let same = try #require(frames.first { $0["t"]?.numberValue == t })
            #expect(same["position"] == frame["position"])
            #expect(same["indicator"] == frame["indicator"])
        }
    }

    @Test func anEditAtRestSendsNoContinuation() throws {
        try LiveServer.with { server in
            let (id, stream, rev) = try Self.opened(server)
            defer { stream.close() }
            _ = try server.input(id, #"[{"t": 1, "type": "config", "patch": {"buttons": {"font": {"size": 21}}}}]"#)
            let seen = try stream.events { $0.event == "frame" }
            #expect(seen.contains { $0.event == "layout" && $0.json?["rev"]?.numberValue == rev + 1 })
            #expect(!seen.contains { $0.event == "trajectory" })
        }
    }
}
