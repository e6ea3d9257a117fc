import PagerEngine
import Testing

@testable import PlaygroundApp

/// A session nobody watches moves to the loop of its first viewer's connection (docs/sessions.md,
/// "Threads and time"); it must go on working there.
@Suite(.serialized)
struct SessionLoopTests {
    @Test func sessionsFollowTheirFirstViewerAndKeepWorking() throws {
        try LiveServer.with { server in
            let registry = server.context.sessions
            // 16 sessions over the 2 loops, round robin: 8 start on each.
            let ids = try (0..<16).map { _ in try server.createSession() }
            let before = ids.map { registry.session($0)?.loop.index }
            #expect(Set(before.compactMap { $0 }).count == 2)
            var streams: [EventStreamReader] = []
            defer { for stream in streams { stream.close() } }
            for id in ids {
                let stream = try EventStreamReader(server: server, session: id)
                streams.append(stream)
                _ = try stream.events { $0.event == "frame" }
            }
            // The streams' connections were placed on the loop holding the fewest, so both loops hold
            // some; each session moved to its stream's loop where that was the other one.
            let after = ids.map { registry.session($0)?.loop.index }
            #expect(after.allSatisfy { $0 != nil })
            #expect(Set(after.compactMap { $0 }).count == 2)
            // Moved or not, every session takes input and streams what it causes.
            for (id, stream) in zip(ids, streams) {
                let reply = try server.input(id, #"[{"t": 1, "type": "scrollTo", "page": "next"}]"#)
                #expect(reply.status == 202)
                let seen = try stream.events { $0.event == "event" && $0.json?["name"] == .string("didScrollToPage") }
                #expect(seen.last?.json?["index"] == .number(1))
                #expect(seen.contains { $0.event == "frame" && $0.json?["full"] == nil })
            }
            // A second viewer on a session already watched does not move it.
            let watched = ids[0]
            let home = registry.session(watched)?.loop.index
            let second = try EventStreamReader(server: server, session: watched)
            defer { second.close() }
            _ = try second.events { $0.event == "frame" }
            #expect(registry.session(watched)?.loop.index == home)
        }
    }
}
