import HTTPCore
import Synchronization

/// Counters and gauges of the server, rendered in the Prometheus text format (version 0.0.4) by
/// ``render()``.
///
/// Each loop records into its own shard behind an uncontended mutex, and its event-stream traffic into
/// ``StreamCounters`` of its own; gauges are atomics. Other parts
/// add their own lines with ``addCollector(_:)`` (live sessions, store queue depth).
public final class ServerMetrics: Sendable {
    /// Upper bounds of the latency histogram, in seconds.
    public static let latencyBuckets: [Double] = [
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
    ]

    private let shards: [MetricsShardBox]
    let openConnections = Atomic<Int>(0)
    let openStreams = Atomic<Int>(0)
    private let collectors = Mutex<[@Sendable () -> String]>([])
    private let streamCounters = Mutex<[StreamCounters]>([])

    public init(shards: Int = 16) {
        self.shards = (0..<max(1, shards)).map { _ in MetricsShardBox() }
    }

    /// Records into the shard of loop `index`.
    func record(loop index: Int, _ body: (inout MetricsShard) -> Void) {
        shards[index % shards.count].state.withLock { body(&$0) }
    }

    /// New event-stream counters for one loop, summed into every scrape.
    func makeStreamCounters() -> StreamCounters {
        let counters = StreamCounters()
        streamCounters.withLock { $0.append(counters) }
        return counters
    }

    /// Open connections right now.
    public var connectionCount: Int { openConnections.load(ordering: .relaxed) }

    /// Open server-sent event streams right now.
    public var streamCount: Int { openStreams.load(ordering: .relaxed) }

    /// Adds text (complete Prometheus lines, with `# HELP`/`# TYPE`) produced at every scrape.
    public func addCollector(_ collector: @escaping @Sendable () -> String) {
        collectors.withLock { $0.append(collector) }
    }

    /// The sum of every shard.
    func totals() -> MetricsShard {
        var total = MetricsShard()
        for shard in shards {
            shard.state.withLock { total.merge($0) }
        }
        for counters in streamCounters.withLock({ $0 }) {
            total.streamEvents += counters.eventCount
            total.streamBytes += counters.byteCount
        }
        return total
    }

    /// The response for `GET /metrics`.
    public func response() -> Response {
        Response(
            status: .ok,
            headers: ["Content-Type": "text/plain; version=0.0.4; charset=utf-8", "Cache-Control": "no-store"],
            body: Array(render().utf8))
    }

    /// Every metric in the Prometheus text exposition format.
    public func render() -> String {
        let total = totals()
        var out = ""
        let requests = total.requests.sorted(by: {
            ($0.key.route, $0.key.method, $0.key.status) < ($1.key.route, $1.key.method, $1.key.status)
        }).map { key, count in
            (
                labels: "route=\"\(Self.escape(key.route))\",method=\"\(key.method)\",status=\"\(key.status)\"",
                value: count
            )
        }
        out += PrometheusText.counter(
            "http_requests_total", "Requests answered, by route pattern, method and status.", labelled: requests)
        out += PrometheusText.histogram(
            "http_request_duration_seconds", "Time from a complete request to its response.",
            bounds: Self.latencyBuckets, buckets: total.buckets, sum: total.latencySum, count: total.requestCount)
        out += PrometheusText.gauge("http_open_connections", "Open client connections.", connectionCount)
        out += PrometheusText.counter("http_connections_total", "Connections accepted.", total.connectionsAccepted)
        out += PrometheusText.counter(
            "http_connections_rejected_total", "Connections refused at the connection limit.", total.connectionsRejected
        )
        out += PrometheusText.counter(
            "http_response_bytes_total", "Response bytes queued (heads and content).", total.responseBytes)
        out += PrometheusText.gauge("sse_open_streams", "Open server-sent event streams.", streamCount)
        out += PrometheusText.counter(
            "sse_events_sent_total", "Server-sent events handed to sockets.", total.streamEvents)
        out += PrometheusText.counter(
            "sse_bytes_sent_total", "Server-sent event bytes handed to sockets (after deflate).", total.streamBytes)
        out += PrometheusText.counter(
            "sse_events_dropped_total", "Pending events replaced by a newer one of the same kind.", total.droppedEvents)
        out += PrometheusText.counter(
            "sse_streams_closed_slow_total", "Streams closed because the client fell behind the cap.", total.slowClosed)
        for collector in collectors.withLock({ $0 }) {
            out += collector()
        }
        return out
    }

    /// Escapes a label value: backslash, double quote and line feed (Prometheus text format).
    static func escape(_ value: String) -> String {
        var out = ""
        for character in value {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }
}

final class MetricsShardBox: Sendable {
    let state = Mutex(MetricsShard())
}

/// One loop's share of the counters.
struct MetricsShard {
    struct RequestKey: Hashable {
        var route: String
        var method: String
        var status: Int
    }

    var requests: [RequestKey: Int] = [:]
    var buckets = [Int](repeating: 0, count: ServerMetrics.latencyBuckets.count)
    var requestCount = 0
    var latencySum = 0.0
    var connectionsAccepted = 0
    var connectionsRejected = 0
    var responseBytes = 0
    var streamEvents = 0
    var streamBytes = 0
    var droppedEvents = 0
    var slowClosed = 0

    mutating func recordRequest(route: String, method: HTTPMethod, status: Int, seconds: Double, bytes: Int) {
        requests[RequestKey(route: route, method: method.rawValue, status: status), default: 0] += 1
        if let bucket = ServerMetrics.latencyBuckets.firstIndex(where: { seconds <= $0 }) {
            buckets[bucket] += 1
        }
        requestCount += 1
        latencySum += seconds
        responseBytes += bytes
    }

    mutating func merge(_ other: MetricsShard) {
        requests.merge(other.requests, uniquingKeysWith: +)
        for index in buckets.indices { buckets[index] += other.buckets[index] }
        requestCount += other.requestCount
        latencySum += other.latencySum
        connectionsAccepted += other.connectionsAccepted
        connectionsRejected += other.connectionsRejected
        responseBytes += other.responseBytes
        streamEvents += other.streamEvents
        streamBytes += other.streamBytes
        droppedEvents += other.droppedEvents
        slowClosed += other.slowClosed
    }
}
