import HTTPServer
import Synchronization

/// An open-loop load of config saves (`POST /api/configs`): request `k` is due at `start + k / rate`
/// whatever happened to the ones before, and its latency counts from that due time, so a stalled
/// server shows up in the figures instead of slowing the load down (no coordinated omission).
///
/// Loop-confined.
final class SaveRun: @unchecked Sendable {
    let target: BenchTarget
    let rate: Double
    let seconds: Double
    let loop: EventLoop
    let buffer: ReadBuffer
    let finished = Atomic<Bool>(false)
    var onFinish: () -> Void = {}

    private(set) var latencies: [Double] = []
    private(set) var statuses: [Int: Int] = [:]
    private(set) var sent = 0
    /// Saves slower than 20 ms: (number, latency in ms), for finding stalls.
    private(set) var slow: [(Int, Double)] = []
    private var answered = 0
    private var clients: [KeepAliveClient] = []
    /// Set when the run starts: the first save is due then.
    private var schedule: OpenLoopSchedule?
    private var timer: ScheduledTimer?
    private var stopped = false
    private let headers: [(String, String)]

    init(
        target: BenchTarget, rate: Double, seconds: Double, loop: EventLoop, buffer: ReadBuffer,
        headers: [(String, String)]
    ) {
        self.target = target
        self.rate = rate
        self.seconds = seconds
        self.loop = loop
        self.buffer = buffer
        self.headers = headers
    }

    /// Starts sending (on the loop); finishes `seconds` later plus up to 5 s for the last answers.
    func start(connections: Int = 64) {
        clients = (0..<connections).map { _ in
            KeepAliveClient(target: target, source: nil, loop: loop, buffer: buffer)
        }
        schedule = OpenLoopSchedule(start: Deadline.now(), rate: rate, seconds: seconds)
        tick()
        loop.schedule(after: .nanoseconds(Int64((seconds + 5) * 1e9))) { [self] in finish() }
    }

    private func tick() {
        guard !stopped, let schedule else { return }
        let now = Deadline.now()
        let due = schedule.dueCount(at: now)
        while sent < due {
            let index = sent
            let intended = schedule.deadline(of: sent)
            let body = Array(SessionBody.save(name: "bench save \(sent)").utf8)
            let request = ClientRequest(
                "POST", "/api/configs", target: target, body: body, headers: headers
            ) { [self] head, _, time in
                let status = head?.status ?? 0
                statuses[status, default: 0] += 1
                if status == 201 {
                    let latency = Double(time.nanoseconds &- intended.nanoseconds) / 1e6
                    latencies.append(latency)
                    if latency > 20 { slow.append((index, latency)) }
                }
                answered += 1
                if stopped && answered == sent { finish() }
            }
            sent += 1
            let client = clients.min { $0.backlog < $1.backlog } ?? clients[0]
            client.send(request)
        }
        if schedule.isOver(at: now) {
            stopped = true
            if answered == sent { finish() }
            return
        }
        // The next save is sent at its due time, not at a later poll: the client's polling delay,
        // counted from the due time, would read as the server's latency.
        timer = loop.schedule(at: schedule.deadline(of: sent)) { [self] in tick() }
    }

    private func finish() {
        guard !finished.load(ordering: .acquiring) else { return }
        stopped = true
        timer?.cancel()
        for client in clients { client.close() }
        finished.store(true, ordering: .releasing)
        onFinish()
    }

    /// `name value` lines.
    var lines: [(String, String)] {
        var lines: [(String, String)] = [("sent", "\(sent)"), ("created", "\(statuses[201] ?? 0)")]
        for (status, count) in statuses.sorted(by: { $0.key < $1.key }) where status != 201 {
            lines.append(("status_\(status)", "\(count)"))
        }
        if !latencies.isEmpty {
            let ranks = percentiles(latencies, [50, 90, 99])
            lines.append(("p50_ms", format(ranks[0], 3)))
            lines.append(("p90_ms", format(ranks[1], 3)))
            lines.append(("p99_ms", format(ranks[2], 3)))
            lines.append(("max_ms", format(latencies.max() ?? 0, 3)))
            lines.append(("over_20ms", "\(slow.count)"))
            if !slow.isEmpty {
                let shown = slow.prefix(12).map { "#\($0.0):\(format($0.1, 1))" }.joined(separator: ",")
                lines.append(("slow_saves", shown))
            }
        }
        return lines
    }
}
