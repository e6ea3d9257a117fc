import CLinux
import Glibc
import Testing

@testable import HTTPServer

/// `Connection.schedule(at:_:)` names its connection by descriptor and generation, not by reference:
/// a timer left behind by a connection must not act on a later connection that got the same
/// descriptor. (`close()` cancels the connection's own timers, so no request reaches this path; the
/// test builds the situation on a loop directly.)
struct ConnectionTimerTests {
    @Test func aTimerOfAnEarlierConnectionDoesNotRunForTheNextOneOnItsDescriptor() throws {
        let group = try EventLoopGroup(threads: 1)
        try group.start()
        defer { group.stopAndJoin() }
        let loop = group.next()
        let shared = ServerShared(
            configuration: ServerConfiguration(accessLog: false), router: HTTPRouter(), metrics: ServerMetrics(),
            loops: 1)
        let fired = Box<[UInt64]>([])
        let generations = Box<(earlier: UInt64, later: UInt64)?>(nil)
        let failure = Box<String?>(nil)
        // Connections hold their loop context unowned; the loop's listener would own it.
        let contexts = Box<[HTTPLoopContext]>([])
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0, &pair) == 0 else {
            Issue.record("socketpair failed: errno \(errno)")
            return
        }
        defer { Glibc.close(pair[1]) }
        let fd = pair[0]
        loop.execute {
            let context = HTTPLoopContext(loop: loop, shared: shared)
            contexts.value.append(context)
            let earlier = Connection(fd: fd, peer: "test", context: context)
            do {
                try loop.register(fd: fd, events: EPOLLIN.rawValue, handler: earlier)
                let due = Deadline.now() + .milliseconds(30)
                _ = earlier.schedule(at: due) { fired.value.append($0.generation) }
                // The earlier connection goes away without cancelling that timer; a later one takes
                // the same descriptor before the timer is due.
                loop.unregister(fd: fd)
                let later = Connection(fd: fd, peer: "test", context: context)
                try loop.register(fd: fd, events: EPOLLIN.rawValue, handler: later)
                _ = later.schedule(at: due + .milliseconds(10)) { fired.value.append($0.generation) }
                generations.value = (earlier.generation, later.generation)
                context.add(later)
            } catch {
                failure.value = "\(error)"
            }
        }
        #expect(eventually { !fired.value.isEmpty || failure.value != nil })
        // Give the earlier timer's due time, long past, every chance to show up.
        usleep(50_000)
        #expect(failure.value == nil)
        let known = try #require(generations.value)
        #expect(known.earlier != known.later)
        #expect(fired.value == [known.later])
        let closed = Box(false)
        loop.execute {
            if let connection = loop.handler(registeredFor: fd) as? Connection {
                connection.close(reason: .closed)
            }
            closed.value = true
        }
        #expect(eventually { closed.value })
    }
}
