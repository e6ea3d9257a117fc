import Glibc
import PagerEngine
import Synchronization
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
            // Every stream's connection is on the first loop (connections fill it first, and these are
            // far fewer than its `loopFill`), so the eight sessions that started on the second moved.
            let after = ids.map { registry.session($0)?.loop.index }
            #expect(zip(before, after).filter { $0 != $1 }.count == 8)
            #expect(after.allSatisfy { $0 == 0 })
            // The loops' slots end at different times (docs/sessions.md): a session that moved ticks
            // on its new loop's grid.
            let onGrid = Mutex<[Bool]>([])
            for id in ids {
                let session = try #require(registry.session(id))
                session.run { onGrid.withLock { $0.append(session.framesOnItsLoopsGrid) } }
            }
            let deadline = ContinuousClock.now + .seconds(3)
            while onGrid.withLock({ $0.count }) < ids.count && ContinuousClock.now < deadline { usleep(2_000) }
            #expect(onGrid.withLock { $0 } == Array(repeating: true, count: ids.count))
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

/// Where a session's tick reaches through its viewers is noted for the ticker's cache hints
/// (`Session.prefetchViewers`, BENCHMARKS.md, twelfth round), and follows the viewers as they come and go.
@Suite(.serialized)
struct SessionHotRegionTests {
    /// The non-empty regions the session holds, read on its loop.
    private func regionCount(_ session: Session) -> Int {
        let count = Mutex<Int?>(nil)
        session.run {
            let regions = session.hotRegions
            count.withLock { $0 = regions.indices.filter { regions[$0].byteCount > 0 }.count }
        }
        let deadline = ContinuousClock.now + .seconds(3)
        while count.withLock({ $0 }) == nil && ContinuousClock.now < deadline { usleep(1_000) }
        return count.withLock { $0 } ?? -1
    }

    @Test func regionsFollowTheViewers() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let session = try #require(server.context.sessions.session(id))
            #expect(regionCount(session) == 0)
            let first = try EventStreamReader(server: server, session: id)
            _ = try first.events { $0.event == "frame" }
            // The viewer list, the viewer, its stream and its connection.
            #expect(regionCount(session) == 4)
            let second = try EventStreamReader(server: server, session: id)
            _ = try second.events { $0.event == "frame" }
            #expect(regionCount(session) == 7)
            second.close()
            let deadline = ContinuousClock.now + .seconds(3)
            while regionCount(session) != 4 && ContinuousClock.now < deadline { usleep(5_000) }
            #expect(regionCount(session) == 4)
            first.close()
            while regionCount(session) != 0 && ContinuousClock.now < deadline + .seconds(3) { usleep(5_000) }
            #expect(regionCount(session) == 0)
        }
    }
}
