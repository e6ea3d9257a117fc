import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// `pager-bench sse`: N live sessions kept animating by inputs, every stream read on one client loop;
/// reports frames, the share on time, input-to-frame latency, bytes per stream and the server's CPU.
enum SSEBench {
    static let usage =
        "sse --url URL --sessions N --seconds S [--fps 60] [--pid PID] [--interval 1]"
        + " [--duration 0.9] [--warmup 1.5] [--setup-timeout 60] [--prefix sse]"

    static func run(_ arguments: [String]) throws(BenchError) {
        let parsed = try BenchOptions(
            arguments,
            allowed: [
                "url", "sessions", "seconds", "fps", "pid", "interval", "duration", "warmup",
                "setup-timeout", "prefix", "per-address",
            ])
        guard let url = parsed.string("url") else { throw BenchError(message: "--url is required") }
        let options = SSERunOptions(
            target: try BenchTarget(url: url),
            sessions: try parsed.int("sessions", default: 100),
            seconds: try parsed.double("seconds", default: 10),
            fps: try parsed.int("fps", default: 60),
            inputInterval: try parsed.double("interval", default: 1),
            transitionDuration: try parsed.double("duration", default: 0.9),
            warmup: try parsed.double("warmup", default: 1.5),
            setupTimeout: try parsed.double("setup-timeout", default: 60),
            sessionsPerAddress: min(64, try parsed.int("per-address", default: 32)))
        let pid = parsed.string("pid").flatMap { Int32($0) }
        let prefix = parsed.string("prefix") ?? "sse"
        let result = try measure(options, pid: pid)
        for (name, value) in result.lines { print("\(prefix)_\(name) \(value)") }
        if let failure = result.failure { throw BenchError(message: failure) }
    }

    /// Runs one load and summarises it.
    static func measure(_ options: SSERunOptions, pid: Int32?) throws(BenchError) -> SSEResult {
        let group = try ClientSocket.startClientLoop()
        let run = SSERun(options: options, loop: group.loops[0])
        let cpu = CPUWindow(pid: pid)
        let client = CPUWindow(pid: getpid())
        run.onWindowStart = {
            cpu.begin()
            client.begin()
        }
        run.onWindowEnd = {
            cpu.end()
            client.end()
        }
        group.loops[0].execute { run.start() }
        let limit = options.setupTimeout + options.warmup + options.seconds + 15
        let started = Deadline.now()
        while !run.finished.load(ordering: .acquiring) && seconds(from: started, to: Deadline.now()) < limit {
            usleep(20_000)
        }
        group.stopAndJoin()
        var result = SSEResult(run: run, cpuSeconds: cpu.seconds)
        result.serverSystemSeconds = cpu.system
        result.clientCPUSeconds = client.seconds
        return result
    }
}

/// The server's CPU seconds over the measurement window.
final class CPUWindow: @unchecked Sendable {
    private let pid: Int32?
    private var start: (user: Double, system: Double)?
    private(set) var user: Double?
    private(set) var system: Double?

    init(pid: Int32?) { self.pid = pid }

    var seconds: Double? { user.flatMap { user in system.map { user + $0 } } }

    func begin() { start = pid.flatMap { ProcessStats.cpuTimes(pid: $0) } }

    func end() {
        guard let pid, let start, let now = ProcessStats.cpuTimes(pid: pid) else { return }
        user = now.user - start.user
        system = now.system - start.system
    }
}

/// The figures of one `sse` run.
struct SSEResult {
    var sessions: Int
    var frames: Int
    var expectedFrames: Int
    var onTimeShare: Double
    /// ``onTimeShare`` and ``lateness`` (timed when the kernel received the frames) by when the client's
    /// loop read them instead: adds the load generator's own delay.
    var onTimeShareAtRead: Double
    var latenessAtRead: [Double]
    var latencies: [Double]
    var bytesPerStreamPerSecond: Double
    var cpuSeconds: Double?
    /// The part of ``cpuSeconds`` spent in the kernel (sockets, scheduling).
    var serverSystemSeconds: Double?
    /// The benchmark's own CPU seconds over the window (all its threads).
    var clientCPUSeconds: Double?
    var window: Double
    var setupSeconds: Double
    /// Every frame's lateness (seconds past its stream's earliest frame, see `StreamWatcher`).
    var lateness: [Double]
    var inputsSent: Int
    var inputErrors: [Int: Int] = [:]
    var failure: String?

    init(run: SSERun, cpuSeconds: Double?) {
        let options = run.options
        sessions = options.sessions
        let watchers = run.watchers
        frames = watchers.reduce(0) { $0 + $1.frames }
        expectedFrames = watchers.reduce(0) { $0 + $1.expectedFrames }
        let period = 1 / Double(options.fps)
        let onTime = watchers.reduce(0) { $0 + $1.onTimeFrames(period: period) }
        onTimeShare = expectedFrames > 0 ? Double(onTime) / Double(max(expectedFrames, frames)) : 0
        let onTimeAtRead = watchers.reduce(0) { $0 + $1.onTimeFramesAtRead(period: period) }
        onTimeShareAtRead = expectedFrames > 0 ? Double(onTimeAtRead) / Double(max(expectedFrames, frames)) : 0
        latenessAtRead = watchers.flatMap(\.latenessAtRead)
        latencies = watchers.flatMap(\.latencies)
        lateness = watchers.flatMap(\.lateness)
        if let start = run.windowStart, let end = run.windowEnd {
            window = seconds(from: start, to: end)
        } else {
            window = 0
        }
        let bytes = watchers.reduce(0) { $0 + $1.bytes }
        bytesPerStreamPerSecond = window > 0 && !watchers.isEmpty ? Double(bytes) / Double(watchers.count) / window : 0
        self.cpuSeconds = cpuSeconds
        setupSeconds = run.setupSeconds
        inputsSent = run.inputsSent
        var failure = run.setupFailure
        if failure == nil && run.windowEnd == nil { failure = "the run did not finish in time" }
        inputErrors = run.inputErrors
        if !run.inputErrors.isEmpty && failure == nil && run.inputErrors.values.reduce(0, +) > inputsSent / 100 {
            failure = "input errors by status: \(run.inputErrors)"
        }
        self.failure = failure
    }

    var framesPerCPUSecond: Double? {
        guard let cpuSeconds, cpuSeconds > 0 else { return nil }
        return Double(frames) / cpuSeconds
    }

    /// `name value` lines (without the prefix).
    var lines: [(String, String)] {
        var lines: [(String, String)] = [
            ("sessions", "\(sessions)"),
            ("window_seconds", format(window, 2)),
            ("setup_seconds", format(setupSeconds, 2)),
            ("frames", "\(frames)"),
            ("frames_expected", "\(expectedFrames)"),
            ("on_time_share", format(onTimeShare, 4)),
            ("inputs_sent", "\(inputsSent)"),
            ("input_samples", "\(latencies.count)"),
            ("input_errors", "\(inputErrors.values.reduce(0, +))"),
        ]
        if !latencies.isEmpty {
            let ranks = percentiles(latencies, [50, 99])
            lines.append(("input_to_frame_p50_ms", format(ranks[0], 3)))
            lines.append(("input_to_frame_p99_ms", format(ranks[1], 3)))
        }
        if !lateness.isEmpty {
            // How the frames' lateness spreads: on time means at most one frame period.
            let ps: [Double] = [50, 90, 99]
            for (p, value) in zip(ps, percentiles(lateness, ps)) {
                lines.append(("lateness_p\(Int(p))_ms", format(value * 1_000, 2)))
            }
        }
        // The same frames timed when the client's loop read them: adds the load generator's own delay.
        lines.append(("on_time_share_at_read", format(onTimeShareAtRead, 4)))
        if !latenessAtRead.isEmpty {
            let ps: [Double] = [50, 99]
            for (p, value) in zip(ps, percentiles(latenessAtRead, ps)) {
                lines.append(("lateness_at_read_p\(Int(p))_ms", format(value * 1_000, 2)))
            }
        }
        lines.append(("bytes_per_stream_per_second", format(bytesPerStreamPerSecond, 0)))
        if let cpuSeconds {
            lines.append(("server_cpu_seconds", format(cpuSeconds, 2)))
            if let serverSystemSeconds { lines.append(("server_system_cpu_seconds", format(serverSystemSeconds, 2))) }
        }
        if let clientCPUSeconds { lines.append(("client_cpu_seconds", format(clientCPUSeconds, 2))) }
        if let rate = framesPerCPUSecond { lines.append(("frames_per_cpu_second", format(rate, 0))) }
        return lines
    }
}

/// `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "nan" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if digits == 0 { return String(Int(rounded)) }
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
}
