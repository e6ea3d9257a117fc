import Testing

@testable import HTTPServer

/// ``ConnectionTimeouts`` driven with made-up times: no sockets, no waiting.
struct ConnectionTimeoutsTests {
    private let start = Deadline(nanoseconds: 1_000_000_000_000)

    private func at(_ milliseconds: Int) -> Deadline { start + .milliseconds(milliseconds) }

    @Test func aPhaseExpiresAtItsDeadlineAndNotBefore() {
        var timeouts = ConnectionTimeouts(writeTimeout: .seconds(30))
        timeouts.set(.head, after: .seconds(10), now: start)
        #expect(timeouts.nextDeadline(outputPending: false) == at(10_000))
        #expect(timeouts.expire(now: at(9_999), outputPending: false) == .wait)
        #expect(timeouts.expire(now: at(10_000), outputPending: false) == .expired(.head))
        // Reported once: nothing is due afterwards until the next phase.
        #expect(timeouts.nextDeadline(outputPending: false) == nil)
        #expect(timeouts.expire(now: at(20_000), outputPending: false) == .wait)
    }

    @Test func aNewPhaseReplacesTheDeadline() {
        var timeouts = ConnectionTimeouts(writeTimeout: .seconds(30))
        timeouts.set(.idle, after: .seconds(60), now: start)
        timeouts.set(.body, after: .seconds(30), now: at(5_000))
        #expect(timeouts.kind == .body)
        #expect(timeouts.nextDeadline(outputPending: false) == at(35_000))
        #expect(timeouts.expire(now: at(35_000), outputPending: false) == .expired(.body))
    }

    @Test func anEventStreamHasNoPhaseDeadline() {
        var timeouts = ConnectionTimeouts(writeTimeout: .seconds(30))
        timeouts.set(.none, after: .zero, now: start)
        #expect(timeouts.nextDeadline(outputPending: false) == nil)
        #expect(timeouts.expire(now: at(1_000_000), outputPending: false) == .wait)
    }

    @Test func stalledOutputFailsAfterTheWriteTimeoutAndProgressResetsIt() {
        var timeouts = ConnectionTimeouts(writeTimeout: .seconds(30))
        timeouts.set(.none, after: .zero, now: start)
        timeouts.noteWriteProgress(at: start)
        // Only while output waits does the write deadline count.
        #expect(timeouts.nextDeadline(outputPending: false) == nil)
        #expect(timeouts.nextDeadline(outputPending: true) == at(30_000))
        timeouts.noteWriteProgress(at: at(20_000))
        #expect(timeouts.expire(now: at(30_000), outputPending: true) == .wait)
        #expect(timeouts.nextDeadline(outputPending: true) == at(50_000))
        #expect(timeouts.expire(now: at(50_000), outputPending: true) == .closeStalledWrite)
        #expect(timeouts.expire(now: at(50_000), outputPending: false) == .wait)
    }

    @Test func theEarlierOfThePhaseAndWriteDeadlinesComesFirst() {
        var timeouts = ConnectionTimeouts(writeTimeout: .seconds(30))
        timeouts.noteWriteProgress(at: start)
        timeouts.set(.linger, after: .seconds(2), now: start)
        #expect(timeouts.nextDeadline(outputPending: true) == at(2_000))
        // A stalled write wins over a phase deadline due at the same moment.
        timeouts.set(.response, after: .seconds(30), now: start)
        #expect(timeouts.expire(now: at(30_000), outputPending: true) == .closeStalledWrite)
        #expect(timeouts.expire(now: at(30_000), outputPending: false) == .expired(.response))
    }
}
