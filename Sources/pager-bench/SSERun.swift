import HTTPServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What one `sse` run is asked to do.
struct SSERunOptions: Sendable {
    var target: BenchTarget
    var sessions: Int
    /// The measurement window, after the warm-up.
    var seconds: Double
    var fps: Int
    /// Seconds between two inputs to one session.
    var inputInterval: Double
    /// The transition each input starts (shorter than the interval, so no input meets an animation).
    var transitionDuration: Double
    var warmup: Double
    /// The longest the setup (creating sessions, opening streams) may take.
    var setupTimeout: Double
    /// Sessions created from one loopback source address (the server allows 64 per address).
    var sessionsPerAddress: Int
}

/// One `sse` run, driven on the benchmark's event loop:
///
/// ```
///  create N sessions ──▶ open N streams ──▶ inputs start ──warm-up──▶ window (count) ──▶ delete, close
/// ```
///
/// Loop-confined; the main thread waits for ``finished`` and reads the watchers after the loop stopped.
final class SSERun: @unchecked Sendable {
    let options: SSERunOptions
    let loop: EventLoop
    let buffer = ReadBuffer()
    let epoch = Deadline.now()
    let finished = Atomic<Bool>(false)

    private(set) var watchers: [StreamWatcher] = []
    private(set) var setupFailure: String?
    private(set) var createErrors: [Int: Int] = [:]
    private(set) var inputErrors: [Int: Int] = [:]
    private(set) var inputsSent = 0
    private(set) var windowStart: Deadline?
    private(set) var windowEnd: Deadline?
    private(set) var setupSeconds = 0.0
    var onWindowStart: () -> Void = {}
    var onWindowEnd: () -> Void = {}

    private var ids: [String?] = []
    /// Each session's `X-Input-Token` header, by id: inputs and the final DELETE need it.
    private var steering: [String: [(String, String)]] = [:]
    private var pending = 0
    private var creators: [KeepAliveClient] = []
    private var inputs: ClientPool?
    private var deleter: ClientPool?
    private var nextStream = 0
    private var connecting = 0
    private var openStreams = 0
    private var inputStart: Deadline?
    private var inputOrder: InputOrder?
    private var inputTimer: ScheduledTimer?
    private var deadline: ScheduledTimer?

    init(options: SSERunOptions, loop: EventLoop) {
        self.options = options
        self.loop = loop
    }

    /// Starts the run (on the loop).
    func start() {
        let options = options
        ids = Array(repeating: nil, count: options.sessions)
        deadline = loop.schedule(after: .nanoseconds(Int64(options.setupTimeout * 1e9))) { [self] in
            if windowStart == nil { fail("setup did not finish in \(options.setupTimeout) s") }
        }
        let addresses = (options.sessions + options.sessionsPerAddress - 1) / options.sessionsPerAddress
        creators = (0..<addresses).map {
            KeepAliveClient(
                target: options.target, source: SourceAddress.address($0), loop: loop, buffer: buffer)
        }
        pending = options.sessions
        let body = Array(SessionBody.create(fps: options.fps, duration: options.transitionDuration).utf8)
        for session in 0..<options.sessions {
            creators[session / options.sessionsPerAddress].send(
                ClientRequest("POST", "/api/sessions", target: options.target, body: body) {
                    [self] head, response, _ in
                    created(session, status: head?.status ?? 0, body: response)
                })
        }
    }

    private func created(_ session: Int, status: Int, body: [UInt8]) {
        pending -= 1
        if status == 201, let id = SessionBody.id(in: body) {
            ids[session] = id
            steering[id] = SessionBody.steering(in: body)
        } else {
            createErrors[status, default: 0] += 1
        }
        guard pending == 0, setupFailure == nil else { return }
        for creator in creators { creator.close() }
        creators = []
        let made = ids.compactMap { $0 }
        guard made.count == options.sessions else {
            return fail("created \(made.count) of \(options.sessions) sessions (statuses \(createErrors))")
        }
        watchers = made.enumerated().map {
            StreamWatcher(session: $0.offset, id: $0.element)
        }
        openMoreStreams()
    }

    /// Opens streams, at most 256 connecting at once.
    private func openMoreStreams() {
        while connecting < 256 && nextStream < watchers.count && setupFailure == nil {
            let watcher = watchers[nextStream]
            nextStream += 1
            connecting += 1
            let source = SourceAddress.forClient(watcher.session, clientsPerAddress: options.sessionsPerAddress)
            let connection: ClientConnection
            do {
                connection = try ClientConnection(target: options.target, source: source, loop: loop, buffer: buffer)
            } catch {
                return fail("stream \(watcher.session): \(error)")
            }
            // Streams acknowledge every second frame, as a browser's delayed ACKs do, and frames are
            // timed when the kernel received them, not when this loop got round to reading them.
            connection.delaysAcknowledgements = true
            connection.useKernelArrival()
            watcher.connection = connection
            watcher.epoch = epoch
            connection.setReader(watcher)
            var request = "GET /api/sessions/\(watcher.id)/events HTTP/1.1\r\nHost: \(options.target.authority)\r\n"
            request += "Accept: text/event-stream\r\n"
            request += "\r\n"
            connection.send(Array(request.utf8))
            var counted = false
            watcher.onOpen = { [unowned self] in
                counted = true
                streamOpened()
            }
            connection.onClose = { [unowned self] error in
                if !counted {
                    counted = true
                    fail(
                        "stream \(watcher.session) closed before it opened: \(watcher.failure ?? "\(String(describing: error))")"
                    )
                }
            }
        }
    }

    private func streamOpened() {
        connecting -= 1
        openStreams += 1
        if openStreams == watchers.count {
            setupSeconds = seconds(from: epoch, to: Deadline.now())
            startInputs()
        } else {
            openMoreStreams()
        }
    }

    private func startInputs() {
        inputs = ClientPool(
            size: min(64, options.sessions), target: options.target, loop: loop, buffer: buffer,
            source: { SourceAddress.address($0) })
        inputStart = Deadline.now()
        inputOrder = InputOrder(sessions: watchers.count)
        tickInputs()
        loop.schedule(after: .nanoseconds(Int64(options.warmup * 1e9))) { [self] in openWindow() }
    }

    /// Sends every input due by now, spread evenly over each interval, every session once an interval
    /// (``InputOrder``).
    private func tickInputs() {
        guard let inputStart, let inputs, let inputOrder, setupFailure == nil, windowEnd == nil else { return }
        let elapsed = seconds(from: inputStart, to: Deadline.now())
        let due = Int(elapsed * Double(options.sessions) / options.inputInterval) + 1
        while inputsSent < due {
            let watcher = watchers[inputOrder.session(forInput: inputsSent)]
            inputsSent += 1
            let time = seconds(from: epoch, to: Deadline.now())
            let body = Array(SessionBody.scrollNext(at: time).utf8)
            var request = ClientRequest(
                "POST", "/api/sessions/\(watcher.id)/input", target: options.target, body: body,
                headers: steering[watcher.id] ?? []
            ) { [self] head, _, _ in
                // Requests cut off by the teardown are not the server's errors.
                guard windowEnd == nil, setupFailure == nil else { return }
                let status = head?.status ?? 0
                if status != 202 && status != 200 { inputErrors[status, default: 0] += 1 }
            }
            request.onSent = { time in watcher.inputSentAt = time }
            inputs.send(request, key: watcher.session)
        }
        inputTimer = loop.schedule(after: .milliseconds(2)) { [self] in tickInputs() }
    }

    private func openWindow() {
        guard setupFailure == nil else { return }
        windowStart = Deadline.now()
        for watcher in watchers { watcher.measuring = true }
        onWindowStart()
        loop.schedule(after: .nanoseconds(Int64(options.seconds * 1e9))) { [self] in closeWindow() }
    }

    private func closeWindow() {
        windowEnd = Deadline.now()
        for watcher in watchers { watcher.measuring = false }
        onWindowEnd()
        teardown()
    }

    private func fail(_ message: String) {
        guard setupFailure == nil, windowEnd == nil else { return }
        setupFailure = message
        teardown()
    }

    /// Closes the streams and deletes the sessions (bounded: 5 s), then reports the run finished.
    private func teardown() {
        inputTimer?.cancel()
        deadline?.cancel()
        inputs?.closeAll()
        for creator in creators { creator.close() }
        for watcher in watchers { watcher.connection?.close() }
        let made = ids.compactMap { $0 }
        guard !made.isEmpty else { return finish() }
        let deleter = ClientPool(
            size: 32, target: options.target, loop: loop, buffer: buffer, source: { SourceAddress.address($0) })
        self.deleter = deleter
        var remaining = made.count
        for id in made {
            deleter.send(
                ClientRequest(
                    "DELETE", "/api/sessions/\(id)", target: options.target, headers: steering[id] ?? []
                ) { [self] _, _, _ in
                    remaining -= 1
                    if remaining == 0 { finish() }
                })
        }
        loop.schedule(after: .seconds(5)) { [self] in finish() }
    }

    private func finish() {
        guard !finished.load(ordering: .acquiring) else { return }
        deleter?.closeAll()
        finished.store(true, ordering: .releasing)
    }
}
