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
    private static let rejection = Array(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)

    init(fd: Int32, context: HTTPLoopContext) {
        self.fd = fd
        self.context = context
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
            shared.handOver(client, peer: peer, to: target)
        }
    }

    func close() {
        context.loop.unregister(fd: fd)
        Glibc.close(fd)
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
