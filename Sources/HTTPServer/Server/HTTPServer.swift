import CLinux
import Glibc
import HTTPCore
import Synchronization

/// The HTTP/1.1 server: one listener and many connections on each loop of an ``EventLoopGroup``.
///
/// ```swift
/// var router = HTTPRouter()
/// router.get("/healthz") { _ in .text("ok\n") }
/// let server = try HTTPServer(configuration: ServerConfiguration(port: 0), router: router)
/// let port = try server.start()
/// …
/// server.stop()      // graceful: stop accepting, finish in-flight requests, end streams
/// ```
///
/// ``run()`` is the command-line form: it starts, waits for SIGINT or SIGTERM (or ``shutdown()``),
/// shuts down gracefully and returns.
public final class HTTPServer: Sendable {
    public let configuration: ServerConfiguration
    public let group: EventLoopGroup
    public let metrics: ServerMetrics
    let shared: ServerShared
    private let contexts: [HTTPLoopContext]
    private let state = Mutex(Lifecycle())
    private let wakeFD: Int32

    private struct Lifecycle {
        var port: Int?
        var stopped = false
    }

    /// Creates the server and its loops (`configuration.threads` of them unless `group` is given).
    public init(
        configuration: ServerConfiguration, router: HTTPRouter, metrics: ServerMetrics = ServerMetrics(),
        group: EventLoopGroup? = nil
    ) throws(SystemError) {
        self.configuration = configuration
        self.metrics = metrics
        let loops: EventLoopGroup
        if let group {
            loops = group
        } else {
            loops = try EventLoopGroup(threads: configuration.threads)
        }
        let shared = ServerShared(
            configuration: configuration, router: router, metrics: metrics, loops: loops.loops.count)
        self.group = loops
        self.shared = shared
        contexts = loops.loops.map { HTTPLoopContext(loop: $0, shared: shared) }
        shared.contexts.fill(contexts)
        metrics.addCollector { [weak shared] in
            guard let counts = shared?.placement.withLock({ $0.counts }) else { return "" }
            return PrometheusText.gauge(
                "http_loop_connections", "Connections placed on each event loop and not yet closed.",
                labelled: counts.enumerated().map { (labels: "loop=\"\($0.offset)\"", value: $0.element) })
        }
        wakeFD = try syscallChecked("eventfd") { eventfd(0, Int32(EFD_CLOEXEC)) }
    }

    deinit {
        Glibc.close(wakeFD)
    }

    /// The bound port once started.
    public var port: Int? { state.withLock { $0.port } }

    /// Binds one listening socket per loop and starts the loop threads.
    ///
    /// - Returns: The bound port (the kernel's choice when the configured port is 0).
    @discardableResult
    public func start() throws(SystemError) -> Int {
        if let port = state.withLock({ $0.port }) { return port }
        _ = clinux_ignore_signal(SIGPIPE)
        var descriptors: [Int32] = []
        var port = configuration.port
        do throws(SystemError) {
            for _ in contexts {
                let (fd, bound) = try Socket.listen(
                    host: configuration.host, port: port, reusePort: true, backlog: configuration.backlog)
                descriptors.append(fd)
                port = bound
            }
        } catch {
            for fd in descriptors { Glibc.close(fd) }
            throw error
        }
        for (context, fd) in zip(contexts, descriptors) {
            context.loop.execute {
                let listener = Listener(fd: fd, context: context)
                do {
                    try context.loop.register(fd: fd, events: EPOLLIN.rawValue, handler: listener)
                    context.listener = listener
                } catch {
                    PlaygroundLog.error("cannot watch the listening socket: \(error)")
                    Glibc.close(fd)
                }
            }
        }
        try group.start()
        state.withLock { $0.port = port }
        return port
    }

    /// Starts, then blocks until SIGINT, SIGTERM or ``shutdown()``, then shuts down gracefully.
    ///
    /// - Parameters:
    ///   - onStart: Called with the bound port once the server accepts connections.
    ///   - onStop: Called once asked to stop, before the graceful shutdown begins (the handlers still
    ///     run; a handler can refuse new work from here on).
    public func run(onStart: (Int) -> Void = { _ in }, onStop: () -> Void = {}) throws(SystemError) {
        SignalForwarder.install(to: wakeFD)
        let port = try start()
        onStart(port)
        var value: UInt64 = 0
        while true {
            let result = withUnsafeMutableBytes(of: &value) { Glibc.read(wakeFD, $0.baseAddress, 8) }
            if result == 8 || (result < 0 && errno != EINTR) { break }
        }
        onStop()
        stop()
    }

    /// Asks a server blocked in ``run()`` to shut down; callable from any thread and from handlers.
    public func shutdown() {
        var one: UInt64 = 1
        _ = withUnsafeBytes(of: &one) { Glibc.write(wakeFD, $0.baseAddress, 8) }
    }

    /// Shuts down gracefully and waits: stops accepting, closes idle connections, lets in-flight
    /// requests finish (with `Connection: close`), sends every stream the shutdown event, and after
    /// `shutdownGracePeriod` closes whatever is left. Then the loop threads end.
    ///
    /// Blocks until the loops have stopped, so never call it on a loop (from a handler); use
    /// ``shutdown()`` there.
    public func stop() {
        precondition(!group.loops.contains { $0.inEventLoop }, "HTTPServer.stop() called on an event loop")
        let first = state.withLock { state in
            defer { state.stopped = true }
            return !state.stopped && state.port != nil
        }
        guard first else { return }
        shared.shuttingDown.store(true, ordering: .relaxed)
        let deadline = Deadline.now() + configuration.shutdownGracePeriod
        for context in contexts {
            context.loop.execute { context.beginShutdown(deadline: deadline) }
        }
        group.join()
        for context in contexts { context.flushLog() }
    }
}

/// Forwards SIGINT and SIGTERM to an eventfd the main thread waits on (writing to an eventfd is
/// async-signal-safe). A second signal exits at once.
enum SignalForwarder {
    nonisolated(unsafe) private static var target: Int32 = -1
    nonisolated(unsafe) private static var received: Int32 = 0

    static func install(to fd: Int32) {
        target = fd
        let handler: @convention(c) (Int32) -> Void = { signal in
            SignalForwarder.received += 1
            if SignalForwarder.received > 1 { _exit(128 + signal) }
            var one: UInt64 = 1
            _ = withUnsafeBytes(of: &one) { Glibc.write(SignalForwarder.target, $0.baseAddress, 8) }
        }
        _ = clinux_install_signal_handler(SIGINT, handler)
        _ = clinux_install_signal_handler(SIGTERM, handler)
    }
}
