import CLinux
import Dispatch
import Glibc
import Synchronization
import Testing

@testable import HTTPServer

struct EventLoopTests {
    private func withGroup(_ threads: Int = 1, _ body: (EventLoopGroup) throws -> Void) throws {
        let group = try EventLoopGroup(threads: threads)
        try group.start()
        defer { group.stopAndJoin() }
        try body(group)
    }

    @Test func executeRunsOnTheLoopThreadFromAnyThread() throws {
        try withGroup { group in
            let loop = group.next()
            #expect(!loop.inEventLoop)
            let onLoop = Box(0)
            for _ in 0..<100 {
                DispatchQueue.global().async {
                    loop.execute { if loop.inEventLoop { onLoop.value += 1 } }
                }
            }
            #expect(eventually { onLoop.value == 100 })
        }
    }

    /// The loop waits for its next timer to the nanosecond (`epoll_pwait2`), not in whole milliseconds
    /// rounded up: a timer 2.5 ms away is waited for 2.5 ms at most, not 3.
    @Test func theWaitForTheNextTimerIsNotRoundedToMilliseconds() throws {
        try withGroup { group in
            let loop = group.next()
            let waits = Box<[Int64]>([])
            loop.execute {
                loop.schedule(at: Deadline.now() + .microseconds(2_500)) {}
                waits.value.append(loop.waitTimeout())
            }
            #expect(eventually { waits.value.count == 1 })
            let wait = try #require(waits.value.first)
            #expect(wait > 1_000_000 && wait <= 2_500_000, "\(wait) ns")
        }
    }

    @Test func timersFireInDeadlineOrderAndNotEarly() throws {
        try withGroup { group in
            let loop = group.next()
            let order = Box<[Int]>([])
            let start = Deadline.now()
            let late = Box(true)
            for (index, milliseconds) in [60, 20, 40, 0].enumerated() {
                loop.schedule(at: start + .milliseconds(milliseconds)) {
                    if Deadline.now() < start + .milliseconds(milliseconds) { late.value = false }
                    order.value.append(index)
                }
            }
            #expect(eventually { order.value.count == 4 })
            #expect(order.value == [3, 1, 2, 0])
            #expect(late.value)
        }
    }

    @Test func cancelledTimersDoNotRun() throws {
        try withGroup { group in
            let loop = group.next()
            let ran = Box(false)
            let timer = loop.schedule(after: .milliseconds(50)) { ran.value = true }
            timer.cancel()
            let done = Box(false)
            loop.schedule(after: .milliseconds(100)) { done.value = true }
            #expect(eventually { done.value })
            #expect(!ran.value)
        }
    }

    @Test func nextSpreadsWorkRoundRobin() throws {
        let group = try EventLoopGroup(threads: 3)
        let indices = (0..<6).map { _ in group.next().index }
        #expect(indices == [0, 1, 2, 0, 1, 2])
    }

    @Test func deadlineArithmetic() {
        let base = Deadline(nanoseconds: 1_000_000_000)
        #expect((base + .milliseconds(1500)).nanoseconds == 2_500_000_000)
        #expect((base + .milliseconds(1500)) - base == .milliseconds(1500))
        #expect(base + .seconds(Int64.max / 2) == .distantFuture)
        #expect(Deadline.now() <= Deadline.now())
    }
}
