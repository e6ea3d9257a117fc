import HTTPServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `pager-bench idle`: memory per idle session — the server's resident memory before and after
/// creating N sessions that nobody watches, divided by N.
enum IdleBench {
    static let usage = "idle --url URL --pid PID [--sessions 2000]"

    static func run(_ arguments: [String]) throws(BenchError) {
        let parsed = try BenchOptions(arguments, allowed: ["url", "pid", "sessions"])
        guard let url = parsed.string("url") else { throw BenchError(message: "--url is required") }
        guard let pid = parsed.string("pid").flatMap({ Int32($0) }) else {
            throw BenchError(message: "--pid is required")
        }
        let target = try BenchTarget(url: url)
        let count = try parsed.int("sessions", default: 2_000)
        let group = try ClientSocket.startClientLoop()
        let loop = group.loops[0]
        let buffer = ReadBuffer()
        let perAddress = 32
        let state = IdleState()
        usleep(200_000)
        let before = ProcessStats.residentKilobytes(pid: pid) ?? 0
        let body = Array(SessionBody.create(fps: 60, duration: 0.9).utf8)
        loop.execute {
            let clients = (0..<(count + perAddress - 1) / perAddress).map {
                KeepAliveClient(target: target, source: SourceAddress.address($0), loop: loop, buffer: buffer)
            }
            for session in 0..<count {
                clients[session / perAddress].send(
                    ClientRequest("POST", "/api/sessions", target: target, body: body) { head, response, _ in
                        if head?.status == 201, let id = SessionBody.id(in: response) {
                            state.ids.withLock { $0.append((id, SessionBody.steering(in: response))) }
                        } else {
                            state.failures.withLock { $0[head?.status ?? 0, default: 0] += 1 }
                        }
                        if state.done.add(1, ordering: .acquiringAndReleasing).newValue == count {
                            for client in clients { client.close() }
                        }
                    })
            }
        }
        let started = Deadline.now()
        while state.done.load(ordering: .acquiring) < count && seconds(from: started, to: Deadline.now()) < 60 {
            usleep(10_000)
        }
        usleep(500_000)
        let after = ProcessStats.residentKilobytes(pid: pid) ?? 0
        let created = state.ids.withLock { $0 }
        deleteAll(created, target: target, loop: loop, buffer: buffer)
        group.stopAndJoin()
        print("idle_sessions \(created.count)")
        print("idle_rss_before_kb \(before)")
        print("idle_rss_after_kb \(after)")
        if !created.isEmpty {
            print("idle_session_kb \(format(Double(after - before) / Double(created.count), 2))")
        }
        let failed = state.failures.withLock { $0 }
        if !failed.isEmpty { throw BenchError(message: "session creation failed: \(failed)") }
    }

    /// Deletes sessions (bounded: 10 s).
    static func deleteAll(
        _ ids: [(id: String, steering: [(String, String)])], target: BenchTarget, loop: EventLoop, buffer: ReadBuffer
    ) {
        let state = IdleState()
        state.done.store(ids.count, ordering: .releasing)
        loop.execute {
            let pool = ClientPool(size: 16, target: target, loop: loop, buffer: buffer, source: { _ in nil })
            for (id, steering) in ids {
                pool.send(
                    ClientRequest("DELETE", "/api/sessions/\(id)", target: target, headers: steering) { _, _, _ in
                        if state.done.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { pool.closeAll() }
                    })
            }
        }
        let started = Deadline.now()
        while state.done.load(ordering: .acquiring) > 0 && seconds(from: started, to: Deadline.now()) < 10 {
            usleep(10_000)
        }
    }
}

/// What the loop reports back to the main thread.
final class IdleState: Sendable {
    let done = Atomic<Int>(0)
    /// Each created session's id and `X-Input-Token` header.
    let ids = Mutex<[(id: String, steering: [(String, String)])]>([])
    let failures = Mutex<[Int: Int]>([:])
}
