import Foundation
import PagerEngine
import Testing

@testable import PlaygroundApp

/// One server-sent event as a client parses it (WHATWG: `id`, `event`, `data` lines, blank line ends it).
struct ReceivedEvent {
    var id: String?
    var event: String
    var data: String

    var json: JSONValue? { try? JSONParser().parse(data) }
}

/// Reads a session's event stream over a real connection.
final class EventStreamReader {
    let client: HTTPTestClient
    private var pending = ""

    init(server: LiveServer, session: String, lastEventID: String? = nil) throws {
        client = try server.client(timeout: .seconds(5))
        var headers: [(String, String)] = [("Accept", "text/event-stream")]
        if let lastEventID { headers.append(("Last-Event-ID", lastEventID)) }
        try client.send("GET", "/api/sessions/\(session)/events", headers: headers)
        let head = try client.readHead()
        guard head.status == 200, head.header("Content-Type") == "text/event-stream" else {
            throw LiveServerError("events answered \(head)")
        }
    }

    /// The next event (comments and `retry:` skipped).
    func next() throws -> ReceivedEvent {
        while true {
            if let end = pending.range(of: "\n\n") {
                let block = pending[..<end.lowerBound]
                pending = String(pending[end.upperBound...])
                var event = ReceivedEvent(id: nil, event: "message", data: "")
                var dataLines: [Substring] = []
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix(":") { continue }
                    if line.hasPrefix("id: ") { event.id = String(line.dropFirst(4)) }
                    if line.hasPrefix("event: ") { event.event = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { dataLines.append(line.dropFirst(6)) }
                }
                if dataLines.isEmpty { continue }
                event.data = dataLines.joined(separator: "\n")
                return event
            }
            guard let chunk = try client.readSome() else { throw LiveServerError("the stream ended") }
            pending += String(decoding: chunk, as: UTF8.self)
        }
    }

    /// Events until one matches `predicate` (inclusive); fails after `limit` events.
    func events(until predicate: (ReceivedEvent) -> Bool, limit: Int = 500) throws -> [ReceivedEvent] {
        var seen: [ReceivedEvent] = []
        for _ in 0..<limit {
            let event = try next()
            seen.append(event)
            if predicate(event) { return seen }
        }
        throw LiveServerError("no matching event in \(limit) events")
    }

    func close() { client.close() }
}

extension LiveServer {
    /// Creates a session and returns its id; its input token is kept for ``steering(_:)``.
    func createSession(_ body: String = #"{"config": {}, "viewport": {"width": 390, "height": 844}}"#) throws -> String
    {
        let reply = try request("POST", "/api/sessions", json: body)
        guard reply.status == 201, let id = try reply.json()["id"]?.stringValue,
            let token = try reply.json()["inputToken"]?.stringValue
        else {
            throw LiveServerError("create answered \(reply)")
        }
        inputTokens.withLock { $0[id] = token }
        return id
    }

    /// The value on the `/metrics` line `name value`, or nil when there is no such line.
    func metric(_ name: String) throws -> Int? {
        Self.metricValue(name, in: try metricsText())
    }

    /// The value on the line `name value` of metrics text, or nil when there is no such line.
    static func metricValue(_ name: String, in text: String) -> Int? {
        let line = text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
        return line.flatMap { Int($0.split(separator: " ")[1]) }
    }

    /// Sends `events` with the session's input token.
    func input(_ session: String, _ events: String) throws -> HTTPReply {
        try request(
            "POST", "/api/sessions/\(session)/input", headers: steering(session), json: #"{"events": \#(events)}"#)
    }
}

/// A drag far enough to page forward (390 pt wide pages; see PagerSimulationTests for the physics).
private let pagingDrag = """
    [{"t": 1.0, "type": "pointerDown", "x": 300, "y": 400},
     {"t": 1.05, "type": "pointerMove", "x": 250, "y": 400},
     {"t": 1.1, "type": "pointerMove", "x": 100, "y": 400},
     {"t": 1.12, "type": "pointerUp", "x": 80, "y": 400}]
    """

@Suite(.serialized)
struct SessionAPITests {
    @Test func streamStartsWithTheLayoutThenAFullFrame() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let layout = try stream.next()
            #expect(layout.event == "layout")
            #expect(layout.json?["rev"] == .number(1))
            #expect(layout.json?["buttons"]?.arrayValue?.count == 5)
            let frame = try stream.next()
            #expect(frame.event == "frame")
            #expect(frame.json?["full"] == .bool(true))
            #expect(frame.json?["position"] == .number(0))
            #expect(Int(frame.id ?? "") ?? 0 > Int(layout.id ?? "") ?? 0)
        }
    }

    @Test func aDragBatchPagesForward() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" }
            let reply = try server.input(id, pagingDrag)
            #expect(reply.status == 202)
            #expect(reply.text == #"{"accepted":4}"#)
            let seen = try stream.events { $0.event == "event" && $0.json?["name"] == .string("didScrollToPage") }
            let did = try #require(seen.last?.json)
            #expect(did["index"] == .number(1))
            #expect(seen.contains { $0.event == "event" && $0.json?["name"] == .string("willScrollToPage") })
            // Later frames are deltas: no "full", fields only when changed; the SSE event names them, and
            // their type and rev are the full frame's (docs/api.md, "Frame deltas"), as is their want of an id.
            let deltas = seen.filter { $0.event == "frame" && $0.json?["full"] == nil }
            #expect(!deltas.isEmpty)
            #expect(deltas.allSatisfy { $0.json?["seq"] != nil && $0.json?["type"] == nil && $0.json?["rev"] == nil })
            #expect(deltas.allSatisfy { $0.id == nil })
        }
    }

    @Test func aConfigPatchSendsANewLayout() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" }
            let reply = try server.input(id, #"[{"t": 2, "type": "config", "patch": {"indicator": {"kind": "dot"}}}]"#)
            #expect(reply.status == 202)
            let seen = try stream.events { $0.event == "layout" }
            let layout = try #require(seen.last?.json)
            #expect(layout["rev"] == .number(2))
            #expect(layout["indicator"]?["kind"] == .string("dot"))
            let frame = try stream.next()
            #expect(frame.event == "frame" && frame.json?["rev"] == .number(2) && frame.json?["full"] == .bool(true))
        }
    }

    @Test func aBadBatchListsEveryProblemAndChangesNothing() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let reply = try server.input(
                id,
                """
                [{"t": 1, "type": "tap", "index": 3},
                 {"t": 1.1, "type": "tap", "index": 9},
                 {"t": 1.2, "type": "config", "patch": {"indicator": {"weight": "heavy-ish"}}}]
                """)
            #expect(reply.status == 400)
            let details = try reply.json()["error"]?["details"]?.arrayValue ?? []
            #expect(
                details.compactMap { $0["pointer"]?.stringValue } == [
                    "/events/1/index", "/events/2/patch/indicator/weight",
                ])
            // Nothing was applied: a new viewer sees the pager still on page 0 with rev 1.
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let layout = try stream.next()
            #expect(layout.json?["rev"] == .number(1))
            let frame = try stream.next()
            #expect(frame.json?["index"] == .number(0) && frame.json?["position"] == .number(0))
        }
    }

    @Test func resumingGivesTheCurrentLayoutAndFrame() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let first = try EventStreamReader(server: server, session: id)
            _ = try first.events { $0.event == "frame" }
            #expect(
                try server.input(id, #"[{"t": 1, "type": "scrollTo", "page": 2, "animated": false}]"#).status == 202)
            let seen = try first.events { $0.event == "event" && $0.json?["name"] == .string("didScrollToPage") }
            first.close()
            let resumed = try EventStreamReader(server: server, session: id, lastEventID: seen.last?.id)
            defer { resumed.close() }
            // Any pager event after didScrollToPage that the first stream did not read comes first.
            let replayed = try resumed.events { $0.event == "layout" }.dropLast()
            #expect(replayed.allSatisfy { $0.event == "event" && $0.json?["name"] != .string("didScrollToPage") })
            let frame = try resumed.next()
            #expect(frame.json?["full"] == .bool(true) && frame.json?["index"] == .number(2))
        }
    }

    @Test func resumingReplaysThePagerEventsMissedWhileAway() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let first = try EventStreamReader(server: server, session: id)
            let last = try #require(try first.events { $0.event == "frame" }.last?.id)
            first.close()
            // The page changes while no stream is there (or the closed one is not yet noticed).
            #expect(
                try server.input(id, #"[{"t": 1, "type": "scrollTo", "page": 3, "animated": false}]"#).status == 202)
            Thread.sleep(forTimeInterval: 0.1)
            let resumed = try EventStreamReader(server: server, session: id, lastEventID: last)
            defer { resumed.close() }
            let seen = try resumed.events { $0.event == "layout" }
            let missed = seen.dropLast()
            #expect(missed.allSatisfy { $0.event == "event" })
            #expect(
                missed.contains { $0.json?["name"] == .string("didScrollToPage") && $0.json?["index"] == .number(3) })
            // Ids keep increasing across the replay, so a later resume does not repeat it.
            let ids = seen.compactMap { $0.id.flatMap(Int.init) }
            #expect(ids.count == seen.count && ids == ids.sorted() && ids.first.map { $0 > Int(last)! } == true)
            #expect(Set(ids).count == ids.count, "an event replayed twice: \(ids)")
            // A stream without Last-Event-ID starts with the layout, nothing replayed.
            let fresh = try EventStreamReader(server: server, session: id)
            defer { fresh.close() }
            #expect(try fresh.next().event == "layout")
        }
    }

    @Test func aStreamOpenedWhileThePagerAnimatesStartsWithTheLayout() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            // A tap every 0.1 s keeps the pager animating. A stream that attaches between a frame's or
            // a pager event's due time and the tick that sends it (about 2 % of the time) used to get
            // that frame or event first, before its layout.
            let taps = (0..<250).map { #"{"t": \#(1 + Double($0) * 0.1), "type": "tap", "index": \#($0 % 3 + 1)}"# }
            #expect(try server.input(id, "[" + taps.joined(separator: ",") + "]").status == 202)
            var openings: [String: Int] = [:]
            for _ in 0..<300 {
                let stream = try EventStreamReader(server: server, session: id)
                openings[try stream.next().event, default: 0] += 1
                stream.close()
                Thread.sleep(forTimeInterval: 0.001)
            }
            #expect(openings == ["layout": 300], "the streams began with \(openings)")
        }
    }

    @Test func severalViewersSeeTheSameFrames() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let laptop = try EventStreamReader(server: server, session: id)
            let phone = try EventStreamReader(server: server, session: id)
            defer {
                laptop.close()
                phone.close()
            }
            _ = try laptop.events { $0.event == "frame" }
            _ = try phone.events { $0.event == "frame" }
            #expect(try server.input(id, #"[{"t": 1, "type": "tap", "index": 2}]"#).status == 202)
            let done: (ReceivedEvent) -> Bool = {
                $0.event == "event" && $0.json?["name"] == .string("didScrollToPage")
            }
            let a = try laptop.events(until: done)
            let b = try phone.events(until: done)
            // Both end on page 2 and saw the same pager events in the same order.
            #expect(a.filter { $0.event == "event" }.map(\.data) == b.filter { $0.event == "event" }.map(\.data))
            let lastA = try laptop.events { $0.event == "frame" && $0.json?["position"] == .number(2) }
            let lastB = try phone.events { $0.event == "frame" && $0.json?["position"] == .number(2) }
            #expect(lastA.last?.json?["seq"] == lastB.last?.json?["seq"])
        }
    }

    @Test func metricsCountTheFramesOfEverySession() throws {
        // Four sessions (they land on both loops), each paged by a tap; the counters are kept per loop and
        // summed, and every frame a viewer received was counted (more may be on their way).
        try LiveServer.with { server in
            var received = 0
            for _ in 0..<4 {
                let id = try server.createSession()
                let stream = try EventStreamReader(server: server, session: id)
                defer { stream.close() }
                received += try stream.events { $0.event == "frame" }.filter { $0.event == "frame" }.count
                #expect(try server.input(id, #"[{"t": 1, "type": "tap", "index": 1}]"#).status == 202)
                let paged = try stream.events { $0.event == "frame" && $0.json?["position"] == .number(1) }
                received += paged.filter { $0.event == "frame" }.count
            }
            let sent = try #require(try server.metric("pager_frames_sent_total"))
            #expect(received > 8)
            #expect(sent >= received, "\(sent) counted, \(received) received")
            // Drops (a newer frame replacing an unsent one) need a stream that cannot keep up; on a loaded
            // machine a late loop can make one, so the counter is only required to be there.
            #expect(try server.metric("pager_frames_dropped_total") != nil)
            // Likewise frames a late tick skipped (LateFrameSkippingTests covers the skipping itself).
            #expect(try server.metric("pager_frames_skipped_total") != nil)
        }
    }

    @Test func unknownSessionsAndBadCreationsAreRefused() throws {
        try LiveServer.with { server in
            let missing = "0123456789abcdef0123456789abcdef"
            #expect(try server.input(missing, "[]").status == 404)
            #expect(try server.request("GET", "/api/sessions/\(missing)/events").status == 404)
            #expect(try server.request("DELETE", "/api/sessions/\(missing)").status == 404)
            let invalid = try server.request(
                "POST", "/api/sessions",
                json: #"{"config": {"indicator": {"kind": "square"}, "bar": {"alignment": 3}}}"#)
            #expect(invalid.status == 400)
            let pointers = try invalid.json()["error"]?["details"]?.arrayValue?.compactMap {
                $0["pointer"]?.stringValue
            }
            #expect(
                pointers == ["/config/bar/alignment", "/config/indicator/kind"]
                    || pointers == ["/config/indicator/kind", "/config/bar/alignment"])
            #expect(try server.request("POST", "/api/sessions", json: #"{"slug": "zzzzzzzzzz"}"#).status == 404)
            #expect(try server.request("POST", "/api/sessions", json: #"{"config": {}, "colour": 1}"#).status == 400)
            let viewport = try server.request(
                "POST", "/api/sessions", json: #"{"config": {}, "viewport": {"width": 5, "height": 800}}"#)
            #expect(viewport.status == 400)
            #expect(viewport.text.contains("/viewport/width"))
            // The save routes' config limit holds here too: 413, not a 400 about the value.
            let padding = String(repeating: "x", count: 70_000)
            let big = try server.request(
                "POST", "/api/sessions", json: #"{"config": {"bar": {"padding": "\#(padding)"}}}"#)
            #expect(big.status == 413)
            #expect(try big.json()["error"]?["code"]?.stringValue == "config-too-large")
            // A null config is no config: without a slug, one problem says what is missing.
            let null = try server.request("POST", "/api/sessions", json: #"{"config": null}"#)
            #expect(null.status == 400)
            #expect(
                try null.json()["error"]?["details"]?.arrayValue?.compactMap { $0["message"]?.stringValue }
                    == ["a config or a slug is required"])
            #expect(try server.request("GET", "/healthz").status == 200)
        }
    }

    @Test func aSavedConfigOpensAsASession() throws {
        try LiveServer.with { server in
            let saved = try server.request(
                "POST", "/api/configs", json: #"{"name": "Dots", "config": {"indicator": {"kind": "dot"}}}"#)
            #expect(saved.status == 201)
            let slug = try #require(try saved.json()["slug"]?.stringValue)
            let id = try server.createSession(#"{"slug": "\#(slug)", "version": 1}"#)
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            #expect(try stream.next().json?["indicator"]?["kind"] == .string("dot"))
        }
    }

    @Test func deleteEndsTheStreams() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            _ = try stream.events { $0.event == "frame" }
            #expect(try server.request("DELETE", "/api/sessions/\(id)", headers: server.steering(id)).status == 204)
            let end = try stream.events { $0.event == "end" }
            #expect(end.last?.json?["reason"] == .string("deleted"))
            #expect(try server.input(id, "[]").status == 404)
        }
    }

    @Test func idleSessionsExpire() throws {
        let server = try LiveServer(configure: { $0.sessions.idleTimeout = 0.3 })
        defer { server.stop() }
        do {
            let id = try server.createSession()
            #expect(try server.input(id, "[]").status == 202)
            Thread.sleep(forTimeInterval: 0.8)
            #expect(try server.input(id, "[]").status == 404)
            let metrics = try server.metricsText()
            #expect(metrics.contains("pager_sessions_expired_total 1"))
        }
    }

    @Test func limitsAnswer429WithRetryAfter() throws {
        let server = try LiveServer(configure: {
            $0.sessions.maximumSessionsPerAddress = 2
            $0.sessions.batchBurst = 2
            $0.sessions.batchesPerSecond = 0.5
        })
        defer { server.stop() }
        do {
            let id = try server.createSession()
            _ = try server.createSession()
            let third = try server.request("POST", "/api/sessions", json: #"{"config": {}}"#)
            #expect(third.status == 429)
            #expect(third.header("Retry-After") != nil)
            #expect(try server.input(id, "[]").status == 202)
            #expect(try server.input(id, "[]").status == 202)
            let limited = try server.input(id, "[]")
            #expect(limited.status == 429)
            #expect(Int(limited.header("Retry-After") ?? "") ?? 0 >= 1)
        }
    }
}
