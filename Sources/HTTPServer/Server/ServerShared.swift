import HTTPCore
import Synchronization

/// What every loop of one server shares: configuration, routes, metrics and the shutdown flag.
final class ServerShared: Sendable {
    let configuration: ServerConfiguration
    let router: HTTPRouter
    let metrics: ServerMetrics
    let shuttingDown = Atomic<Bool>(false)

    init(configuration: ServerConfiguration, router: HTTPRouter, metrics: ServerMetrics) {
        self.configuration = configuration
        self.router = router
        self.metrics = metrics
    }

    var isShuttingDown: Bool { shuttingDown.load(ordering: .relaxed) }
}
