import Foundation
import PagerEngine
import Testing

@testable import PlaygroundApp

/// A press that reaches the session after its ticks ran past the press's moment is handled at that
/// moment (docs/decisions/0061-a-press-at-its-own-moment.md), through a live server on its own clock.
///
/// BTabViewController's key during a tap's slide adds its own 0.4 s ease-in-out from the press
/// (brkyvrkn/BTabViewController 1.1.0, `BTabViewController/BTabGroup/BTabViewController.swift`
/// `scrollTab` lines 413–432, UIKit's additive animations; decision 0049), so the path after Home
/// pressed 0.2 s into a slide 0 → 3 is 3 · (E((t − tap) / 0.4) − E((t − press) / 0.4)).
@Suite(.serialized)
struct SessionPressMomentTests {
    private static func input(_ server: LiveServer, _ id: String, seq: Int, _ events: String) throws -> JSONValue {
        let reply = try server.request(
            "POST", "/api/sessions/\(id)/input", headers: server.steering(id),
            json: #"{"seq": \#(seq), "events": \#(events)}"#)
        #expect(reply.status == 202, "\(reply.text)")
        return try reply.json()
    }

    /// One try: the tap at client time 10, Home at 10.2 sent 0.25 s after the tap's answer, when the
    /// session has ticked past it. Nil when the machine was too slow for the try to mean anything (the
    /// press sent after the slide ended), else the two trajectories.
    private static func tapThenLateHome(_ server: LiveServer) throws -> (tap: JSONValue, home: JSONValue)? {
        let id = try server.createSession(
            #"{"config": {"preset": "bTabViewController"}, "viewport": {"width": 390, "height": 844}}"#)
        let stream = try EventStreamReader(server: server, session: id)
        defer { stream.close() }
        _ = try stream.events(until: { $0.event == "frame" }, limit: 50)
        let tap = try input(server, id, seq: 0, #"[{"t": 10.0, "type": "tap", "index": 3}]"#)
        let answered = Date()
        Thread.sleep(forTimeInterval: 0.25)
        guard Date().timeIntervalSince(answered) < 0.33 else { return nil }
        let home = try input(server, id, seq: 1, #"[{"t": 10.2, "type": "key", "key": "Home"}]"#)
        guard Date().timeIntervalSince(answered) < 0.36 else { return nil }
        return (try #require(tap["trajectory"]), try #require(home["trajectory"]))
    }

    @Test func homeDuringABTabSlideStartsAtItsOwnMomentAndFollowsThePhonesPath() throws {
        try LiveServer.with { server in
            var result: (tap: JSONValue, home: JSONValue)?
            for _ in 0..<3 where result == nil { result = try Self.tapThenLateHome(server) }
            let (tap, home) = try #require(result, "three tries too slow to place a press inside the slide")
            let tapStart = try #require(tap["start"]?.numberValue)
            let homeStart = try #require(home["start"]?.numberValue)
            // The press 0.2 s after the tap on the client's clock is 0.2 s after it on the session's. The
            // session had ticked about 50 ms further; it used to handle the press there.
            #expect(abs(homeStart - tapStart - 0.2) < 2e-4, "the press starts \(homeStart - tapStart) s after the tap")

            let curve = TimingCurve.easeInOut
            func eased(_ t: Double, from start: Double) -> Double { curve.value(at: min(max((t - start) / 0.4, 0), 1)) }
            let frames = try #require(home["frames"]?.arrayValue)
            #expect(frames.count > 10)
            for frame in frames {
                let t = try #require(frame["t"]?.numberValue)
                let position = try #require(frame["position"]?.numberValue)
                let phone = 3 * (eased(t, from: tapStart) - eased(t, from: homeStart))
                // Frames carry times and positions to 4 decimals: at up to 11 pages a second, 0.05 ms is
                // 0.0006 page. The press handled at the tick (about 50 ms late) is off by more than 0.1.
                #expect(abs(position - phone) < 0.002, "t \(t - tapStart): \(position) against the phone's \(phone)")
            }
            #expect(try #require(frames.last?["position"]?.numberValue) == 0)
        }
    }
}
