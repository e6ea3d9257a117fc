import Dispatch
import PagerEngine
import Synchronization
import Testing

@testable import PlaygroundApp

/// Numbered input batches (docs/api.md, "Inputs"): applied in number order, once, whatever order they
/// arrive in.
@Suite(.serialized)
struct SessionInputSequenceTests {
    private func numbered(_ server: LiveServer, _ id: String, seq: String, _ events: String) throws -> HTTPReply {
        try server.request(
            "POST", "/api/sessions/\(id)/input", headers: server.steering(id),
            json: #"{"seq": \#(seq), "events": \#(events)}"#)
    }

    @Test func batchesApplyInNumberOrderAndADuplicateIsNotAppliedAgain() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" }
            // Batch 1 arrives first: it waits, unanswered, for batch 0.
            let late = Mutex<HTTPReply?>(nil)
            let answered = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                let reply = try? numbered(
                    server, id, seq: "1", #"[{"t": 1.1, "type": "scrollTo", "page": "next", "animated": false}]"#)
                late.withLock { $0 = reply }
                answered.signal()
            }
            #expect(answered.wait(timeout: .now() + .milliseconds(300)) == .timedOut)
            let first = try numbered(
                server, id, seq: "0", #"[{"t": 1, "type": "scrollTo", "page": 2, "animated": false}]"#)
            #expect(first.status == 202)
            #expect(try first.json()["seq"] == .number(0))
            #expect(answered.wait(timeout: .now() + .seconds(5)) == .success)
            let second = try #require(late.withLock { $0 })
            #expect(second.status == 202)
            #expect(try second.json()["accepted"] == .number(1))
            // In number order: to page 2, then the next one, 3 (the other order would end on 2).
            let seen = try stream.events {
                $0.event == "event" && $0.json?["name"] == .string("didScrollToPage") && $0.json?["index"] == .number(3)
            }
            let scrolled = seen.filter { $0.event == "event" && $0.json?["name"] == .string("didScrollToPage") }
            #expect(scrolled.compactMap { $0.json?["index"] } == [.number(2), .number(3)])
            // Batch 0 again (its answer was lost, say): a duplicate, not applied.
            let again = try numbered(
                server, id, seq: "0", #"[{"t": 1, "type": "scrollTo", "page": 2, "animated": false}]"#)
            #expect(again.status == 200)
            #expect(try again.json()["duplicate"] == .bool(true))
            let fresh = try EventStreamReader(server: server, session: id)
            defer { fresh.close() }
            let frame = try fresh.events { $0.event == "frame" }.last
            #expect(frame?.json?["index"] == .number(3))
        }
    }

    @Test func aBadNumberOrOneTooFarAheadIsRefusedAndChangesNothing() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            for bad in ["-1", "1.5", #""0""#, "null", "1e300"] {
                let reply = try numbered(server, id, seq: bad, #"[{"t": 1, "type": "scrollTo", "page": 2}]"#)
                #expect(reply.status == 400, "seq \(bad)")
                #expect(reply.text.contains(#""pointer":"/seq""#), "seq \(bad): \(reply.text)")
            }
            let far = try numbered(server, id, seq: "100", #"[{"t": 1, "type": "scrollTo", "page": 2}]"#)
            #expect(far.status == 409)
            #expect(try far.json()["error"]?["code"] == .string("input-out-of-order"))
            // None of them used a number: batch 0 is still the next one.
            let first = try numbered(server, id, seq: "0", #"[{"t": 1, "type": "scrollTo", "page": 1}]"#)
            #expect(first.status == 202)
        }
    }
}

/// A numbered batch that ends a gesture is answered with the animation it started (docs/sessions.md,
/// "Trajectories"): the frames the stream will carry, from the gesture to rest.
@Suite(.serialized)
struct SessionTrajectoryTests {
    @Test func aReleaseIsAnsweredWithItsSettleFromTheGestureToRest() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let drag = """
                [{"t": 1.0, "type": "pointerDown", "x": 300, "y": 400},
                 {"t": 1.05, "type": "pointerMove", "x": 250, "y": 400},
                 {"t": 1.1, "type": "pointerMove", "x": 100, "y": 400},
                 {"t": 1.12, "type": "pointerUp", "x": 80, "y": 400}]
                """
            let reply = try server.request(
                "POST", "/api/sessions/\(id)/input", headers: server.steering(id),
                json: #"{"seq": 0, "events": \#(drag)}"#)
            #expect(reply.status == 202)
            let trajectory = try #require(try reply.json()["trajectory"])
            #expect(trajectory["clientTime"] == .number(1.12))
            let frames = try #require(trajectory["frames"]?.arrayValue)
            #expect(frames.count >= 10)
            let start = try #require(trajectory["start"]?.numberValue)
            let times = frames.compactMap { $0["t"]?.numberValue }
            #expect(times.first.map { $0 >= start } == true)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
            // From where the finger let go to rest on page 1, about a settle's length later.
            let positions = frames.compactMap { $0["position"]?.numberValue }
            #expect(positions.last == 1)
            #expect(frames.last?["index"] == .number(1))
            #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
            let length = try #require(times.last) - start
            #expect(length >= 0.2 && length <= 0.5, "\(length) s")
            // The same batch without a number gets the plain answer (older clients).
            let plain = try server.input(id, #"[{"t": 3, "type": "scrollTo", "page": 2}]"#)
            #expect(plain.text == #"{"accepted":1}"#)
        }
    }
}

/// An auto-scroll's animation goes to the streams whole (`event: trajectory`, without a client time).
@Suite(.serialized)
struct SessionAutoScrollTrajectoryTests {
    @Test func anAutoScrollSendsItsAnimationWhole() throws {
        try LiveServer.with { server in
            let id = try server.createSession(
                #"{"config": {"pager": {"autoScroll": {"enabled": true, "interval": 0.5}}}, "viewport": {"width": 390, "height": 844}}"#
            )
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let seen = try stream.events(until: { $0.event == "trajectory" }, limit: 400)
            #expect(seen.contains { $0.event == "event" && $0.json?["name"] == .string("autoScroll") })
            let trajectory = try #require(seen.last?.json)
            #expect(trajectory["clientTime"] == .null)
            let frames = try #require(trajectory["frames"]?.arrayValue)
            #expect(frames.count >= 5)
            // From the page it left to the next one, whole. On a loaded machine the stream may attach after
            // the first auto-scroll (every 0.5 s): the one it sees may leave page 1 or 2.
            let first = try #require(frames.first?["position"]?.numberValue)
            #expect(frames.last?["position"] == .number(first.rounded(.down) + 1))
        }
    }
}
