import Testing

@testable import HTTPServer

struct TimerHeapTests {
    private final class Captured: Sendable {}

    @Test func dueTimersComeOutByDeadlineThenByScheduling() {
        var heap = TimerHeap()
        var ran: [Int] = []
        let order = [5, 1, 3, 1, 4, 2]
        let timers = order.map { ScheduledTimer(deadline: Deadline(nanoseconds: UInt64($0)), task: {}) }
        for timer in timers { heap.push(timer) }
        #expect(heap.popDue(now: Deadline(nanoseconds: 0)) == nil)
        while let timer = heap.popDue(now: Deadline(nanoseconds: 4)) {
            ran.append(timers.firstIndex { $0 === timer }!)
        }
        // Deadlines 1, 1, 2, 3, 4 (the two at 1 in the order they were pushed); 5 is not due.
        #expect(ran == [1, 3, 5, 2, 4])
        #expect(heap.count == 1 && heap.nextDeadline == Deadline(nanoseconds: 5))
    }

    /// Cancelled timers far in the future (a session's ten-minute idle timer) are purged as the heap
    /// grows, not kept until their deadlines.
    @Test func cancelledTimersDoNotPileUp() {
        var heap = TimerHeap()
        var live: [ScheduledTimer] = []
        for index in 0..<20_000 {
            let timer = ScheduledTimer(deadline: Deadline(nanoseconds: 1_000_000 + UInt64(index)), task: {})
            heap.push(timer)
            if index % 100 == 0 { live.append(timer) } else { timer.cancel() }
        }
        #expect(heap.count <= 2 * TimerHeap.minimumPurgeThreshold, "\(heap.count) timers kept")
        // The live ones still come out, in order, and no cancelled one with them.
        var popped: [ScheduledTimer] = []
        while let timer = heap.popDue(now: Deadline(nanoseconds: .max)) {
            if !timer.isCancelled { popped.append(timer) }
        }
        #expect(popped.map(\.deadline) == live.map(\.deadline))
    }

    @Test func cancellingReleasesWhatTheTaskCaptured() {
        var captured: Captured? = Captured()
        weak let watched = captured
        let timer = ScheduledTimer(deadline: Deadline(nanoseconds: 1)) { [captured] in _ = captured }
        captured = nil
        #expect(watched != nil)
        timer.cancel()
        #expect(watched == nil)
        #expect(timer.take() == nil)
    }

    @Test func aTaskIsTakenOnce() {
        let timer = ScheduledTimer(deadline: Deadline(nanoseconds: 1)) {}
        #expect(timer.take() != nil)
        #expect(timer.take() == nil)
        #expect(!timer.isCancelled)
    }
}
