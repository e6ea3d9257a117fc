import Glibc
import HTTPCore
import Synchronization

/// What every loop of one server shares: configuration, routes, metrics, where new connections go and
/// the shutdown flag.
final class ServerShared: Sendable {
    let configuration: ServerConfiguration
    let router: HTTPRouter
    let metrics: ServerMetrics
    let placement: Mutex<ConnectionPlacement>
    /// Every loop's context by loop index, for handing an accepted socket to the loop placed on.
    let contexts = LoopContexts()
    let shuttingDown = Atomic<Bool>(false)

    init(configuration: ServerConfiguration, router: HTTPRouter, metrics: ServerMetrics, loops: Int) {
        self.configuration = configuration
        self.router = router
        self.metrics = metrics
        placement = Mutex(ConnectionPlacement(loops: loops))
    }

    var isShuttingDown: Bool { shuttingDown.load(ordering: .relaxed) }

    /// Closes a socket the server counted (open connections, placement on `loop`) that never became a
    /// connection of any loop, and stops counting it.
    func discard(_ fd: Int32, countedOn loop: Int) {
        Glibc.close(fd)
        metrics.openConnections.wrappingSubtract(1, ordering: .relaxed)
        placement.withLock { $0.release(loop) }
    }

    /// Hands an open socket, counted on `loop` already, to that loop, which makes it a connection there
    /// (``HTTPLoopContext/adopt(_:peer:)``); closed and uncounted if the loop is gone or stops first.
    func handOver(_ fd: Int32, peer: String, to loop: Int) {
        let handed = AcceptedSocket(fd: fd, loop: loop, shared: self)
        guard let destination = contexts[loop] else { return }
        destination.loop.execute { destination.adopt(handed.take(), peer: peer) }
    }
}

/// The server's loop contexts by loop index, held weakly (each context holds the shared state); filled
/// once before the loops start.
final class LoopContexts: @unchecked Sendable {
    private struct Entry {
        weak var context: HTTPLoopContext?
    }
    private var entries: [Entry] = []

    func fill(_ contexts: [HTTPLoopContext]) {
        entries = contexts.map { Entry(context: $0) }
    }

    subscript(index: Int) -> HTTPLoopContext? {
        entries.indices.contains(index) ? entries[index].context : nil
    }
}
