import HTTPCore
import Synchronization

/// What every loop of one server shares: configuration, routes, metrics, where new connections go and
/// the shutdown flag.
final class ServerShared: Sendable {
    let configuration: ServerConfiguration
    let router: HTTPRouter
    let metrics: ServerMetrics
    let placement: Mutex<ConnectionPlacement>
    let shuttingDown = Atomic<Bool>(false)

    init(configuration: ServerConfiguration, router: HTTPRouter, metrics: ServerMetrics, loops: Int) {
        self.configuration = configuration
        self.router = router
        self.metrics = metrics
        placement = Mutex(ConnectionPlacement(loops: loops, fill: configuration.loopFill))
    }

    var isShuttingDown: Bool { shuttingDown.load(ordering: .relaxed) }
}
