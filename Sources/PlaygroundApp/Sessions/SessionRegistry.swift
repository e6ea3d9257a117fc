import HTTPCore
import HTTPServer
import PagerEngine
import Synchronization
import TextMetrics

/// Every live session, by id; enforces the limits and keeps the counters `/metrics` shows.
final class SessionRegistry: Sendable {
    /// Counters for `/metrics`.
    final class Counters: Sendable {
        let created = Atomic<Int>(0)
        let expired = Atomic<Int>(0)
        let inputs = Atomic<Int>(0)
        let batchesRejected = Atomic<Int>(0)
        let batchesLimited = Atomic<Int>(0)
        let viewers = Atomic<Int>(0)
    }

    private struct State {
        var sessions: [String: Session] = [:]
        var perAddress: [String: Int] = [:]
    }

    let limits: SessionLimits
    let measurer: TextMeasurer
    /// Loads the uploaded fonts a session's config names before its layout is measured.
    let fonts: FontLibrary?
    let group: EventLoopGroup
    let counters = Counters()
    /// What every id this registry mints starts with: the instance's name and a dot, or nothing.
    let idPrefix: String
    /// Set once the server is shutting down: no new sessions (503), so a proxy tries another instance.
    private let draining = Atomic<Bool>(false)
    private let state = Mutex(State())
    private let scratches: [LoopScratch]
    private let tickers: [SessionTicker]

    init(
        limits: SessionLimits, measurer: TextMeasurer, fonts: FontLibrary? = nil, group: EventLoopGroup,
        instance: InstanceName? = nil
    ) {
        self.limits = limits
        idPrefix = instance?.sessionIDPrefix ?? ""
        self.measurer = measurer
        self.fonts = fonts
        self.group = group
        scratches = group.loops.map { _ in LoopScratch() }
        tickers = group.loops.map { SessionTicker(loop: $0) }
    }

    /// The encoding buffers of `loop` (use only on that loop).
    func scratch(for loop: EventLoop) -> LoopScratch { scratches[loop.index] }

    /// The ticker that wakes the animating sessions of `loop` (use only on that loop).
    func ticker(for loop: EventLoop) -> SessionTicker { tickers[loop.index] }

    var count: Int { state.withLock { $0.sessions.count } }

    func session(_ id: String) -> Session? { state.withLock { $0.sessions[id] } }

    /// Creates a session on the next loop, within the limits, and starts it there.
    func create(config: PagerConfig, viewport: Viewport, address: String, page: Int? = nil) throws(SessionError)
        -> Session
    {
        guard !isDraining else { throw SessionError.draining }
        let loop = group.next()
        let id = idPrefix + Self.newID()
        try state.withLock { (state: inout State) throws(SessionError) in
            guard state.sessions.count < limits.maximumSessions else {
                throw SessionError.tooMany("The server has as many live sessions as it can take.", retryAfter: 30)
            }
            guard state.perAddress[address, default: 0] < limits.maximumSessionsPerAddress else {
                throw SessionError.tooMany(
                    "This address has \(limits.maximumSessionsPerAddress) live sessions; end some first.",
                    retryAfter: 30)
            }
            state.perAddress[address, default: 0] += 1
        }
        let session = Session(
            id: id, loop: loop, address: address, registry: self, config: config, viewport: viewport, page: page)
        state.withLock { $0.sessions[id] = session }
        counters.created.add(1)
        session.run { session.start() }
        return session
    }

    /// Forgets `session` (it ended).
    func remove(_ session: Session) {
        state.withLock { state in
            guard state.sessions.removeValue(forKey: session.id) != nil else { return }
            let remaining = state.perAddress[session.address, default: 1] - 1
            state.perAddress[session.address] = remaining > 0 ? remaining : nil
        }
    }

    /// Whether the server is shutting down (``beginDraining()``).
    var isDraining: Bool { draining.load(ordering: .relaxed) }

    /// Refuses new sessions from now on; the live ones go on until the server ends them.
    func beginDraining() {
        draining.store(true, ordering: .relaxed)
    }

    /// Ends every session (shutdown).
    func endAll() {
        let all = state.withLock { Array($0.sessions.values) }
        for session in all { session.run { session.end(reason: "shutdown") } }
    }

    func viewerCount(add delta: Int) {
        if delta != 0 { counters.viewers.add(delta) }
    }

    /// Prometheus lines for `/metrics`.
    func metricsText() -> String {
        let c = counters
        /// A per-loop counter summed over the loops.
        func loops(_ counter: (LoopScratch) -> Int) -> Int { scratches.reduce(0) { $0 + counter($1) } }
        return PrometheusText.gauge("pager_sessions", "Live sessions.", count)
            + PrometheusText.gauge(
                "pager_session_viewers", "Event streams watching a session.", c.viewers.load(ordering: .relaxed))
            + PrometheusText.counter(
                "pager_sessions_created_total", "Sessions started.", c.created.load(ordering: .relaxed))
            + PrometheusText.counter(
                "pager_sessions_expired_total", "Sessions ended by the idle timeout (no viewer, no input).",
                c.expired.load(ordering: .relaxed))
            + PrometheusText.counter(
                "pager_session_inputs_total", "Input events applied.", c.inputs.load(ordering: .relaxed))
            + PrometheusText.counter(
                "pager_session_batches_rejected_total", "Input batches refused as invalid (nothing applied).",
                c.batchesRejected.load(ordering: .relaxed))
            + PrometheusText.counter(
                "pager_session_batches_limited_total", "Input batches refused by the rate limit (429).",
                c.batchesLimited.load(ordering: .relaxed))
            + PrometheusText.counter(
                "pager_frames_sent_total", "Frames queued to viewers.", loops { $0.framesSent.load(ordering: .relaxed) }
            )
            + PrometheusText.counter(
                "pager_frames_dropped_total", "Frames replaced by a newer one before a slow viewer got them.",
                loops { $0.framesDropped.load(ordering: .relaxed) })
            + PrometheusText.counter(
                "pager_frames_skipped_total", "Frames a late tick skipped for the newest due one.",
                loops { $0.framesSkipped.load(ordering: .relaxed) })
    }

    /// 128 random bits as 32 lowercase hex digits.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        func hex(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return hex(high) + hex(low)
    }
}

extension Atomic where Value == Int {
    func add(_ amount: Int) {
        _ = wrappingAdd(amount, ordering: .relaxed)
    }
}
