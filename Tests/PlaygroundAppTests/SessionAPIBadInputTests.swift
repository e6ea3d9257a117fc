import Dispatch
import Foundation
import PagerEngine
import Testing

@testable import PlaygroundApp

/// Session requests a client gets wrong, or that try the server's limits: each gets a clear answer and
/// leaves the server and the session as they were.
@Suite(.serialized)
struct SessionAPIBadInputTests {
    private func pointers(_ reply: HTTPReply) throws -> [String] {
        try reply.json()["error"]?["details"]?.arrayValue?.compactMap { $0["pointer"]?.stringValue } ?? []
    }

    @Test func aBatchSpanningAGreatTimeNeitherHoldsTheLoopNorRunsTheSessionAhead() throws {
        // Valid times 0 and 1e9 s in one batch: the batch keeps its spacing by at most a tenth of a second
        // past its arrival, so the session neither ticks through a billion seconds of auto-scroll nor
        // waits that long before its next page change.
        try LiveServer.with { server in
            let id = try server.createSession(
                #"{"config": {"pager": {"autoScroll": {"enabled": true, "interval": 0.5}}}}"#)
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" }
            let started = Date()
            let reply = try server.input(
                id, #"[{"type": "tap", "t": 0, "index": 1}, {"type": "tap", "t": 1e9, "index": 2}]"#)
            #expect(reply.status == 202)
            #expect(Date().timeIntervalSince(started) < 1, "the batch took \(Date().timeIntervalSince(started)) s")
            #expect(try server.request("GET", "/healthz").status == 200)
            // The session goes on in real time: a tap a moment later pages at once.
            #expect(try server.input(id, #"[{"type": "tap", "t": 1e9, "index": 4}]"#).status == 202)
            let seen = try stream.events {
                $0.event == "event" && $0.json?["name"] == .string("didScrollToPage")
                    && $0.json?["index"] == .number(4)
            }
            #expect(seen.last?.event == "event")
        }
    }

    @Test func aLongSpanWithoutAutoScrollStillPagesAtOnce() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" }
            #expect(
                try server.input(id, #"[{"type": "tap", "t": 0, "index": 1}, {"type": "tap", "t": 100, "index": 3}]"#)
                    .status == 202)
            _ = try stream.events { $0.event == "event" && $0.json?["name"] == .string("didScrollToPage") }
            Thread.sleep(forTimeInterval: 0.6)
            // With the session clock 100 s ahead (before the fix) a later tap began a page change that did
            // not end until real time caught up.
            #expect(try server.input(id, #"[{"type": "tap", "t": 101, "index": 4}]"#).status == 202)
            let seen = try stream.events {
                $0.event == "event" && $0.json?["name"] == .string("didScrollToPage")
                    && $0.json?["index"] == .number(4)
            }
            #expect(!seen.isEmpty)
        }
    }

    @Test func deletingAWatchedSessionLeavesNoViewerCountedAndItsEndHasAnID() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let first = try stream.events { $0.event == "frame" }
            #expect(try server.metric("pager_session_viewers") == 1)
            #expect(try server.request("DELETE", "/api/sessions/\(id)", headers: server.steering(id)).status == 204)
            let end = try #require(try stream.events { $0.event == "end" }.last)
            #expect(end.json?["reason"] == .string("deleted"))
            #expect(Int(end.id ?? "") ?? 0 > Int(first.last?.id ?? "") ?? .max)
            #expect(try server.metric("pager_session_viewers") == 0)
            #expect(try server.metric("pager_sessions") == 0)
        }
    }

    @Test func headOnTheEventsAnswersWithTheHeadAlone() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let client = try server.client(timeout: .seconds(5))
            defer { client.close() }
            try client.send("HEAD", "/api/sessions/\(id)/events")
            let head = try client.readHead(method: "HEAD")
            #expect(head.status == 200)
            #expect(head.header("Content-Type") == "text/event-stream")
            // No events follow: the server closes the connection without a byte more.
            #expect(try client.readSome() == nil)
            #expect(try server.metric("pager_session_viewers") == 0)
            #expect(try server.metric("sse_open_streams") == 0)
        }
    }

    @Test func creationListsEveryProblemAtOnce() throws {
        try LiveServer.with { server in
            let cases: [(String, [String])] = [
                (#"{"config": {"foo": 1}, "extra": 1}"#, ["/extra", "/config/foo"]),
                (
                    #"{"config": {"foo": 1}, "viewport": {"width": 1, "height": 100}}"#,
                    ["/viewport/width", "/config/foo"]
                ),
                (
                    #"{"config": {}, "viewport": {"type": "tap", "t": 5, "width": 300, "height": 300}}"#,
                    ["/viewport/type", "/viewport/t"]
                ),
                (#"{"slug": 5}"#, ["/slug"]),
                (#"{"slug": "abc", "version": 0.5, "viewport": 3}"#, ["/viewport", "/version"]),
                (#"{"config": {}, "slug": "abc"}"#, ["/slug"]),
            ]
            for (body, expected) in cases {
                let reply = try server.request("POST", "/api/sessions", json: body)
                #expect(reply.status == 400, "\(body)")
                #expect(try pointers(reply) == expected, "\(body)")
            }
            #expect(try server.metric("pager_sessions") == 0)
        }
    }

    @Test func itemEditsFollowTheTitleAndBadgeRulesAndTheSessionStaysUsable() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let cases: [(String, String)] = [
                (#"{"type": "items", "t": 0, "op": "rename", "id": "settings", "title": "a\nb"}"#, "/events/0/title"),
                (#"{"type": "items", "t": 0, "op": "badge", "id": "settings", "badge": "\u0007"}"#, "/events/0/badge"),
                (
                    #"{"type": "items", "t": 0, "op": "rename", "id": "settings", "title": "e"#
                        + String(repeating: #"\u0301"#, count: 400) + #""}"#, "/events/0/title"
                ),
            ]
            for (event, pointer) in cases {
                let reply = try server.input(id, "[\(event)]")
                #expect(reply.status == 400, "\(event.prefix(80))")
                #expect(try pointers(reply) == [pointer])
            }
            // Nothing was applied: a config patch still resolves against the items as they were.
            let patch = try server.input(id, #"[{"type": "config", "t": 1, "patch": {"indicator": {"weight": 8}}}]"#)
            #expect(patch.status == 202, "\(patch.text)")
        }
    }

    @Test func shutdownEndsEveryStreamAsASessionEnds() throws {
        let server = try LiveServer()
        defer { server.stop() }
        let id = try server.createSession()
        let stream = try EventStreamReader(server: server, session: id)
        defer { stream.close() }
        _ = try stream.events { $0.event == "frame" }
        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.stop()
            stopped.signal()
        }
        let end = try stream.events { $0.event == "end" }.last
        stopped.wait()
        #expect(end?.json?["reason"] == .string("shutdown"))
    }
}

extension SessionAPIBadInputTests {
    @Test func aSafeAreaThatCoversTheViewportIsRefused() throws {
        try LiveServer.with { server in
            let reply = try server.request(
                "POST", "/api/sessions",
                json:
                    #"{"config": {}, "viewport": {"width": 300, "height": 300, "safeArea": {"left": 200, "right": 100}}}"#
            )
            #expect(reply.status == 400)
            #expect(try pointers(reply) == ["/viewport/safeArea"])
            let id = try server.createSession()
            let input = try server.input(
                id,
                #"[{"type": "viewport", "t": 0, "width": 300, "height": 300, "safeArea": {"top": 150, "bottom": 150}}]"#
            )
            #expect(input.status == 400)
            #expect(try pointers(input) == ["/events/0/safeArea"])
        }
    }
}
