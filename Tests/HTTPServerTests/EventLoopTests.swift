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

    /// An eventfd that logs its handler's cache hints and turns (loop thread only).
    private final class LoggingHandler: LoopHandler, @unchecked Sendable {
        let fd = eventfd(0, Int32(EFD_NONBLOCK))
        let name: Int
        let log: Box<[String]>

        init(name: Int, log: Box<[String]>) {
            self.name = name
            self.log = log
        }

        deinit { close(fd) }

        func handle(events: UInt32) {
            var value: UInt64 = 0
            _ = read(fd, &value, 8)
            log.value.append("handle \(name)")
        }

        func prefetch(step: Int) {
            log.value.append("step \(step) \(name)")
        }
    }

    /// In a batch of ready events each handler gets step 1 two events before its turn and step 0 one
    /// before (``LoopHandler/prefetch(step:)``), in the batch's order.
    @Test func handlersAreLoadedAheadOfTheirTurn() throws {
        try withGroup { group in
            let loop = group.next()
            let log = Box<[String]>([])
            let handlers = (0..<5).map { LoggingHandler(name: $0, log: log) }
            loop.execute {
                for handler in handlers {
                    try? loop.register(fd: handler.fd, events: EPOLLIN.rawValue, handler: handler)
                }
                // All five become ready before the loop waits again: one batch.
                var one: UInt64 = 1
                for handler in handlers { _ = write(handler.fd, &one, 8) }
            }
            #expect(eventually { log.value.filter { $0.hasPrefix("handle") }.count == 5 })
            let order = log.value.filter { $0.hasPrefix("handle") }.map { Int($0.split(separator: " ")[1])! }
            var expected: [String] = []
            for index in order.indices {
                if index + 1 < order.count { expected.append("step 0 \(order[index + 1])") }
                if index + 2 < order.count { expected.append("step 1 \(order[index + 2])") }
                expected.append("handle \(order[index])")
            }
            #expect(log.value == expected)
            loop.execute { for handler in handlers { loop.unregister(fd: handler.fd) } }
            #expect(eventually { loop.handler(registeredFor: handlers[0].fd) == nil })
        }
    }

    /// A write batch holds its connections without counting references, so a handler unregistered
    /// while one is open or flushing stays alive until the outermost batch has ended (`unregister`).
    @Test func aHandlerUnregisteredDuringAWriteBatchLivesUntilItsEnd() throws {
        try withGroup { group in
            let loop = group.next()
            let seen = Box<[String]>([])
            loop.execute {
                var handler: LoggingHandler? = LoggingHandler(name: 0, log: Box([]))
                weak let registered = handler
                let fd = handler!.fd
                try? loop.register(fd: fd, events: EPOLLIN.rawValue, handler: handler)
                handler = nil
                loop.batchingWrites {
                    loop.batchingWrites {
                        loop.unregister(fd: fd)
                        seen.value.append("inner: \(registered == nil ? "freed" : "alive")")
                    }
                    seen.value.append("outer: \(registered == nil ? "freed" : "alive")")
                }
                seen.value.append("after: \(registered == nil ? "freed" : "alive")")
                // Outside a batch, unregistering lets go at once.
                var other: LoggingHandler? = LoggingHandler(name: 1, log: Box([]))
                weak let otherRegistered = other
                try? loop.register(fd: other!.fd, events: EPOLLIN.rawValue, handler: other)
                let otherFD = other!.fd
                other = nil
                loop.unregister(fd: otherFD)
                seen.value.append("outside: \(otherRegistered == nil ? "freed" : "alive")")
            }
            #expect(eventually { seen.value.count == 4 })
            #expect(seen.value == ["inner: alive", "outer: alive", "after: freed", "outside: freed"])
        }
    }
}
