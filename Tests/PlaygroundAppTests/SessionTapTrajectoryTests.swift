import PagerEngine
import Testing

@testable import PlaygroundApp

/// A numbered batch that puts a finger down on a tab is answered with the animation the tap would start
/// (`tapTrajectory`, docs/sessions.md "Trajectories"), so the browser can play it when the finger lifts
/// instead of a round trip later. It must be the animation the release then starts, moved in time.
@Suite(.serialized)
struct SessionTapTrajectoryTests {
    /// The centre of button `index` in viewport points, from the session's layout.
    private func centreOfButton(_ index: Int, in layout: JSONValue) throws -> (x: Double, y: Double) {
        let scroll = try #require(layout["bar"]?["scrollFrame"])
        let frame = try #require(layout["buttons"]?[index]?["frame"])
        func number(_ value: JSONValue?, _ key: String) throws -> Double { try #require(value?[key]?.numberValue) }
        return (
            try number(scroll, "x") + number(frame, "x") + number(frame, "width") / 2,
            try number(scroll, "y") + number(frame, "y") + number(frame, "height") / 2
        )
    }

    /// Runs `body` with a session of `preset` (the default config when nil) on a 390 × 844 phone, its
    /// stream open, and its first layout.
    func withSession(
        preset: String? = nil, configure: @escaping (inout PlaygroundServer.Configuration) -> Void = { _ in },
        _ body: (LiveServer, String, EventStreamReader, JSONValue) throws -> Void
    ) throws {
        try LiveServer.with(configure: configure) { server in
            let config = preset.map { #"{"preset": "\#($0)"}"# } ?? "{}"
            let id = try server.createSession(
                #"{"config": \#(config), "viewport": {"width": 390, "height": 844}}"#)
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let layout = try #require(try stream.events(until: { $0.event == "layout" }, limit: 50).last?.json)
            try body(server, id, stream, layout)
        }
    }

    func input(_ server: LiveServer, _ id: String, seq: Int, _ events: String) throws -> JSONValue {
        let reply = try server.request(
            "POST", "/api/sessions/\(id)/input", headers: server.steering(id),
            json: #"{"seq": \#(seq), "events": \#(events)}"#)
        #expect(reply.status == 202, "\(reply.text)")
        return try reply.json()
    }

    /// Expects two trajectories to be one animation: each trajectory's times are its session's frame
    /// grid, so the two sample one curve at phases up to a frame apart; compared at the same time after
    /// their own gesture.
    func expectOneCurve(_ predicted: JSONValue, _ actual: JSONValue) throws {
        func track(_ trajectory: JSONValue) throws -> [(t: Double, position: Double, x: Double)] {
            let start = try #require(trajectory["start"]?.numberValue)
            return try #require(trajectory["frames"]?.arrayValue).map {
                (
                    try #require($0["t"]?.numberValue) - start, try #require($0["position"]?.numberValue),
                    try #require($0["indicator"]?["x"]?.numberValue)
                )
            }
        }
        let guess = try track(predicted)
        for frame in try track(actual) {
            guard let after = guess.firstIndex(where: { $0.t >= frame.t }), after > 0 else { continue }
            let (a, b) = (guess[after - 1], guess[after])
            let share = (frame.t - a.t) / (b.t - a.t)
            #expect(abs(a.position + (b.position - a.position) * share - frame.position) < 0.01, "at \(frame.t) s")
            #expect(abs(a.x + (b.x - a.x) * share - frame.x) < 1, "at \(frame.t) s")
        }
    }

    @Test func aFingerDownOnATabGetsTheAnimationItsReleaseThenStarts() throws {
        try withSession { server, id, _, layout in
            let (x, y) = try centreOfButton(2, in: layout)
            let down = try input(server, id, seq: 0, #"[{"t": 1.0, "type": "pointerDown", "x": \#(x), "y": \#(y)}]"#)
            #expect(down["trajectory"] == nil)
            let tap = try #require(down["tapTrajectory"])
            #expect(tap["clientTime"] == .number(1))
            // Held 0.12 s, then lifted where it went down: a tap on the third tab.
            let up = try input(server, id, seq: 1, #"[{"t": 1.12, "type": "pointerUp", "x": \#(x), "y": \#(y)}]"#)
            #expect(up["tapTrajectory"] == nil)
            let release = try #require(up["trajectory"])
            let predicted = try #require(tap["frames"]?.arrayValue)
            let actual = try #require(release["frames"]?.arrayValue)
            #expect(predicted.count >= 10)
            // The prediction may also hold the release's own frame (the stream carries it, not the answer).
            #expect((0...1).contains(predicted.count - actual.count))
            #expect(actual.last?["index"] == .number(2))
            try expectOneCurve(tap, release)
            var (last, lastActual) = (try #require(predicted.last?.objectValue), try #require(actual.last?.objectValue))
            last["t"] = nil
            lastActual["t"] = nil
            #expect(last == lastActual)
        }
    }

    @Test func aTabBarControllersInstantSwitchIsTheFrameOfTheRelease() throws {
        // UITabBarController switches without animation: what the tap shows is the release's own frame.
        try withSession(preset: "tabBarController.bottom") { server, id, _, layout in
            let (x, y) = try centreOfButton(2, in: layout)
            let down = try input(server, id, seq: 0, #"[{"t": 1.0, "type": "pointerDown", "x": \#(x), "y": \#(y)}]"#)
            let frames = try #require(down["tapTrajectory"]?["frames"]?.arrayValue)
            #expect(frames.last?["index"] == .number(2))
            #expect(frames.last?["position"] == .number(2))
            #expect(frames.first?["t"] == down["tapTrajectory"]?["start"])
        }
    }

    @Test func anAnimationThatRelaysTheBarOutCarriesTheNewRevisionOnItsWay() throws {
        // SwiftUITabPager's scrollable bar measures the selected label bolder: the selection's switch at
        // the half lays the bar out anew, and the frames after it are drawn on that layout.
        try withSession(preset: "swiftUITabPager.scrollable") { server, id, stream, layout in
            let rev = try #require(layout["rev"]?.numberValue)
            let (x, y) = try centreOfButton(1, in: layout)
            let down = try input(server, id, seq: 0, #"[{"t": 1.0, "type": "pointerDown", "x": \#(x), "y": \#(y)}]"#)
            let revs = try #require(down["tapTrajectory"]?["frames"]?.arrayValue).compactMap { $0["rev"]?.numberValue }
            #expect(revs.first == rev)
            #expect(revs.last == rev + 1)
            #expect(zip(revs, revs.dropFirst()).allSatisfy { $0 <= $1 })
            _ = try input(server, id, seq: 1, #"[{"t": 1.1, "type": "pointerUp", "x": \#(x), "y": \#(y)}]"#)
            let next = try #require(try stream.events(until: { $0.event == "layout" }, limit: 200).last?.json)
            #expect(next["rev"]?.numberValue == rev + 1)
        }
    }

    @Test func aFingerDownOnATabWhileThePagesStillGlideGetsNone() throws {
        // The glide would go on under the finger: its frames are no tap's animation.
        try withSession { server, id, _, layout in
            let (x, y) = try centreOfButton(3, in: layout)
            let fling = """
                [{"t": 1.0, "type": "pointerDown", "x": 300, "y": 500},
                 {"t": 1.03, "type": "pointerMove", "x": 200, "y": 500},
                 {"t": 1.06, "type": "pointerUp", "x": 150, "y": 500}]
                """
            #expect(try input(server, id, seq: 0, fling)["trajectory"] != nil)
            let down = try input(server, id, seq: 1, #"[{"t": 1.1, "type": "pointerDown", "x": \#(x), "y": \#(y)}]"#)
            #expect(down["tapTrajectory"] == nil)
        }
    }

    @Test func aFingerDownOnThePagesOrWithoutANumberGetsNone() throws {
        try LiveServer.with { server in
            let id = try server.createSession()
            let pages = try input(server, id, seq: 0, #"[{"t": 1.0, "type": "pointerDown", "x": 200, "y": 500}]"#)
            #expect(pages["tapTrajectory"] == nil)
            _ = try input(server, id, seq: 1, #"[{"t": 1.05, "type": "pointerUp", "x": 200, "y": 500}]"#)
            let stream = try EventStreamReader(server: server, session: id)
            defer { stream.close() }
            let layout = try #require(try stream.events(until: { $0.event == "layout" }, limit: 50).last?.json)
            let (x, y) = try centreOfButton(1, in: layout)
            let plain = try server.input(id, #"[{"t": 2.0, "type": "pointerDown", "x": \#(x), "y": \#(y)}]"#)
            #expect(plain.text == #"{"accepted":1}"#)
        }
    }

    // MARK: - What a click would start (`GET …/what-if`, docs/api.md)

    func whatIf(_ server: LiveServer, _ id: String, _ query: String) throws -> JSONValue {
        let reply = try server.request("GET", "/api/sessions/\(id)/what-if?\(query)", headers: server.steering(id))
        #expect(reply.status == 200, "\(reply.text)")
        return try reply.json()
    }

    @Test func aMouseOverATabGetsTheAnimationAClickThereStarts() throws {
        try withSession { server, id, stream, layout in
            let shown = try #require(try stream.events(until: { $0.event == "frame" }, limit: 50).last?.json)
            let ahead = try whatIf(server, id, "tap=2")
            // The answer holds for the newest frame the browser has, and changes nothing: asked twice, the
            // same animation (its times aside), on the same frame.
            #expect(ahead["frameSeq"] == shown["seq"])
            let again = try whatIf(server, id, "tap=2")
            #expect(again["frameSeq"] == shown["seq"])
            let predicted = try #require(ahead["trajectory"])
            try expectOneCurve(predicted, try #require(again["trajectory"]))
            #expect(predicted["clientTime"] == .null)
            // A click on the tab (down and up within a few milliseconds) starts that animation.
            let (x, y) = try centreOfButton(2, in: layout)
            let click = try input(
                server, id, seq: 0,
                #"[{"t": 1.0, "type": "pointerDown", "x": \#(x), "y": \#(y)}, {"t": 1.008, "type": "pointerUp", "x": \#(x), "y": \#(y)}]"#
            )
            let actual = try #require(click["trajectory"])
            let (guess, real) = (
                try #require(predicted["frames"]?.arrayValue), try #require(actual["frames"]?.arrayValue)
            )
            #expect(guess.count >= 10)
            #expect((0...1).contains(guess.count - real.count))
            #expect(guess.last?["index"] == .number(2))
            #expect(real.last?["index"] == .number(2))
            try expectOneCurve(predicted, actual)
        }
    }

    @Test func theNextButtonGetsTheTransitionItsClickStarts() throws {
        // Pageboy's scrollToPage(.next, animated: true): the preview's Next button.
        try withSession { server, id, _, _ in
            let ahead = try #require(try whatIf(server, id, "scrollTo=next")["trajectory"])
            let click = try input(server, id, seq: 0, #"[{"t": 1.0, "type": "scrollTo", "page": "next"}]"#)
            let actual = try #require(click["trajectory"])
            #expect(ahead["frames"]?.arrayValue?.last?["index"] == .number(1))
            try expectOneCurve(ahead, actual)
        }
    }

    @Test func anArrowKeyGetsTheScrollItsPressStarts() throws {
        // The focused preview's → key: the next page (docs/simulation.md, "Keys").
        try withSession { server, id, _, _ in
            let ahead = try #require(try whatIf(server, id, "key=ArrowRight")["trajectory"])
            let press = try input(server, id, seq: 0, #"[{"t": 1.0, "type": "key", "key": "ArrowRight"}]"#)
            #expect(ahead["frames"]?.arrayValue?.last?["index"] == .number(1))
            try expectOneCurve(ahead, try #require(press["trajectory"]))
        }
    }

    @Test func theSelectedTabOrAMovingPagerGetNone() throws {
        try withSession { server, id, _, _ in
            let selected = try whatIf(server, id, "tap=0")
            #expect(selected["trajectory"] == nil)
            #expect(selected["frameSeq"]?.numberValue != nil)
            #expect(try whatIf(server, id, "tap=99")["trajectory"] == nil)
            #expect(try whatIf(server, id, "scrollTo=previous")["trajectory"] == nil)
            // While the pages move to the next one, a click's animation would not start from what is shown.
            _ = try input(server, id, seq: 0, #"[{"t": 1.0, "type": "scrollTo", "page": "next"}]"#)
            #expect(try whatIf(server, id, "tap=3")["trajectory"] == nil)
            #expect(try whatIf(server, id, "scrollTo=next")["trajectory"] == nil)
        }
    }

    @Test func aBadQuestionIsRefusedAndStrangersAreNotAnswered() throws {
        let threeTokens: (inout PlaygroundServer.Configuration) -> Void = {
            $0.sessions.batchBurst = 4
            $0.sessions.batchesPerSecond = 0.01
        }
        try withSession(configure: threeTokens) { server, id, _, _ in
            func refused(_ query: String) throws -> String? {
                let reply = try server.request(
                    "GET", "/api/sessions/\(id)/what-if?\(query)", headers: server.steering(id))
                #expect(reply.status == 400, "\(query): \(reply.text)")
                return try reply.json()["error"]?["details"]?[0]?["pointer"]?.stringValue
            }
            #expect(try refused("tap=-1") == "/tap")
            #expect(try refused("scrollTo=sideways") == "/scrollTo")
            #expect(try refused("key=Tab") == "/key")
            #expect(try server.request("GET", "/api/sessions/\(id)/what-if?tap=1").status == 403)
            #expect(
                try server.request("GET", "/api/sessions/0123456789abcdef0123456789abcdef/what-if?tap=1").status == 404)
            #expect(try refused("tap=1&scrollTo=next") == "/")
            // Each answer takes a token of the session's input bucket (four here, spent by the refused
            // questions): the next is refused.
            let limited = try server.request("GET", "/api/sessions/\(id)/what-if?tap=1", headers: server.steering(id))
            #expect(limited.status == 429)
            #expect(limited.header("Retry-After") != nil)
        }
    }
}
