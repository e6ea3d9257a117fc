import HTTPCore
import Testing

@testable import PlaygroundApp

struct RecentEventsTests {
    private func event(_ id: Int) -> ServerSentEvent {
        ServerSentEvent(id: String(id), event: "event", data: #"{"n":\#(id)}"#)
    }

    @Test func aResumingStreamGetsTheEventsAfterItsLastID() {
        var recent = RecentEvents()
        for id in [3, 7, 12] { recent.append(event(id), id: id) }
        #expect(recent.after(lastEventID: "5", newest: 14).map(\.id) == ["7", "12"])
        #expect(recent.after(lastEventID: "7", newest: 14).map(\.id) == ["12"])
        #expect(recent.after(lastEventID: "0", newest: 14).map(\.id) == ["3", "7", "12"])
        #expect(recent.after(lastEventID: "14", newest: 14).isEmpty)
    }

    @Test func anIDThisSessionNeverSentOrNoIDGetsNothing() {
        var recent = RecentEvents()
        recent.append(event(3), id: 3)
        #expect(recent.after(lastEventID: nil, newest: 4).isEmpty)
        #expect(recent.after(lastEventID: "", newest: 4).isEmpty)
        #expect(recent.after(lastEventID: "abc", newest: 4).isEmpty)
        #expect(recent.after(lastEventID: "-1", newest: 4).isEmpty)
        // Another stream's id, ahead of this session: replaying would repeat events it never missed.
        #expect(recent.after(lastEventID: "900", newest: 4).isEmpty)
    }

    @Test func onlyTheNewestAreKept() {
        var recent = RecentEvents(capacity: 3)
        for id in 1...5 { recent.append(event(id), id: id) }
        #expect(recent.after(lastEventID: "0", newest: 5).map(\.id) == ["3", "4", "5"])
    }
}
