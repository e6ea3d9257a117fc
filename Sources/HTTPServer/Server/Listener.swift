import CLinux
import Glibc

/// A loop's listening socket: accepts every pending connection when epoll reports it readable.
///
/// Every loop has its own socket bound to the same port with `SO_REUSEPORT`, so accepting needs no
/// lock. The kernel picks the socket by a hash of the peer address; the connection then goes to the
/// loop ``ConnectionPlacement`` chooses, handed over when that is another loop.
final class Listener: LoopHandler {
    let fd: Int32
    unowned let context: HTTPLoopContext
    /// Every loop's context, by loop index. Held strongly: the cycle through each context's `listener`
    /// ends when shutdown closes the listener.
    private let loops: [HTTPLoopContext]
    private static let rejection = Array(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)

    init(fd: Int32, context: HTTPLoopContext, loops: [HTTPLoopContext]) {
        self.fd = fd
        self.context = context
        self.loops = loops
    }

    func handle(events: UInt32) {
        let shared = context.shared
        for _ in 0..<64 {
            let accepted: IOResult<(fd: Int32, peer: String)>
            do {
                accepted = try Socket.accept(fd)
            } catch {
                if error.errno == EMFILE || error.errno == ENFILE {
                    PlaygroundLog.error("accept: \(error)")
                }
                return
            }
            guard case .done(let (client, peer)) = accepted else { return }
            let open = shared.metrics.openConnections.wrappingAdd(1, ordering: .relaxed).newValue
            guard open <= shared.configuration.maxConnections else {
                shared.metrics.openConnections.wrappingSubtract(1, ordering: .relaxed)
                Self.rejection.withUnsafeBytes { _ = send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                Glibc.close(client)
                shared.metrics.record(loop: context.loop.index) { $0.connectionsRejected += 1 }
                continue
            }
            shared.metrics.record(loop: context.loop.index) { $0.connectionsAccepted += 1 }
            let target = shared.placement.withLock { $0.place() }
            guard target != context.loop.index else {
                context.adopt(client, peer: peer)
                continue
            }
            let handed = AcceptedSocket(fd: client, loop: target, shared: shared)
            let destination = loops[target]
            destination.loop.execute { destination.adopt(handed.take(), peer: peer) }
        }
    }

    func close() {
        context.loop.unregister(fd: fd)
        Glibc.close(fd)
    }
}

/// A socket accepted on one loop on its way to another; closed and uncounted if that loop stops before
/// taking it (its task is then dropped with the loop, and this with it).
final class AcceptedSocket: @unchecked Sendable {
    private let fd: Int32
    private let loop: Int
    private let shared: ServerShared
    private var taken = false

    init(fd: Int32, loop: Int, shared: ServerShared) {
        self.fd = fd
        self.loop = loop
        self.shared = shared
    }

    /// The descriptor, now the taker's (called once, on the destination loop).
    func take() -> Int32 {
        taken = true
        return fd
    }

    deinit {
        guard !taken else { return }
        Glibc.close(fd)
        shared.metrics.openConnections.wrappingSubtract(1, ordering: .relaxed)
        shared.placement.withLock { $0.release(loop) }
    }
}

/// Diagnostics the server writes to standard error outside the access log.
enum PlaygroundLog {
    static func error(_ message: String) {
        write("error: \(message)\n")
    }

    /// Something an operator may want to know that is not a failure (a fallback taken).
    static func note(_ message: String) {
        write("note: \(message)\n")
    }

    private static func write(_ text: String) {
        let line = Array(text.utf8)
        line.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
