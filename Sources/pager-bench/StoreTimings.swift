import Dispatch
import Glibc
import HTTPServer

/// The server's store histograms (`pager_store_write_seconds`, `pager_store_write_wait_seconds` on
/// `/metrics`) before and after a saves run: how many writes ran or waited longer than a few bounds,
/// which tells a stall in the store (the writer's transaction and the log's sync, or its queue) from
/// one elsewhere (the loop, the load generator, the machine).
struct StoreTimings: Equatable {
    /// Bounds reported, in seconds (each is one of the server's bucket bounds).
    static let reported: [Double] = [0.005, 0.025, 0.1]

    /// Writes counted.
    var writes: Int
    /// For each reported bound, the writes that ran longer.
    var ranOver: [Int]
    /// For each reported bound, the writes that waited longer for the writer thread.
    var waitedOver: [Int]

    /// Reads the two histograms from metrics text; nil when a line is missing (a server without them).
    init?(metrics text: String) {
        var values: [Substring: Int] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("pager_store_write") {
            guard let space = line.lastIndex(of: " "), let value = Int(line[line.index(after: space)...]) else {
                continue
            }
            values[line[..<space]] = value
        }
        func over(_ name: String) -> [Int]? {
            guard let count = values[Substring("\(name)_count")] else { return nil }
            var result: [Int] = []
            for bound in Self.reported {
                guard let within = values[Substring("\(name)_bucket{le=\"\(bound)\"}")] else { return nil }
                result.append(count - within)
            }
            return result
        }
        guard let writes = values["pager_store_write_seconds_count"], let ran = over("pager_store_write_seconds"),
            let waited = over("pager_store_write_wait_seconds")
        else { return nil }
        self.writes = writes
        ranOver = ran
        waitedOver = waited
    }

    /// What happened between `earlier` and this reading.
    func since(_ earlier: StoreTimings) -> StoreTimings {
        var difference = self
        difference.writes -= earlier.writes
        difference.ranOver = zip(ranOver, earlier.ranOver).map { $0 - $1 }
        difference.waitedOver = zip(waitedOver, earlier.waitedOver).map { $0 - $1 }
        return difference
    }

    /// `name value` lines: `store_writes`, then `store_ran_over_5ms` … and `store_waited_over_5ms` ….
    var lines: [(String, String)] {
        var lines = [("store_writes", "\(writes)")]
        for (index, bound) in Self.reported.enumerated() {
            lines.append(("store_ran_over_\(Int(bound * 1000))ms", "\(ranOver[index])"))
        }
        for (index, bound) in Self.reported.enumerated() {
            lines.append(("store_waited_over_\(Int(bound * 1000))ms", "\(waitedOver[index])"))
        }
        return lines
    }

    /// `Authorization: Bearer $PAGER_PLAYGROUND_METRICS_TOKEN` when set: the server shows `/metrics`
    /// on its public port only with that token (docs/security.md).
    static var metricsAuthorization: [(String, String)] {
        guard let token = getenv("PAGER_PLAYGROUND_METRICS_TOKEN"), token.pointee != 0 else { return [] }
        return [("Authorization", "Bearer " + String(cString: token))]
    }

    /// Fetches `/metrics` on `loop` and waits for it (at most 5 s); call it from a thread that is not the loop's.
    static func fetch(target: BenchTarget, loop: EventLoop) -> StoreTimings? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        loop.execute {
            let client = KeepAliveClient(target: target, source: nil, loop: loop, buffer: ReadBuffer())
            client.send(
                ClientRequest("GET", "/metrics", target: target, headers: metricsAuthorization) { head, body, _ in
                    if head?.status == 200 { box.text = String(decoding: body, as: UTF8.self) }
                    // Closed on the loop's next turn, once the client's read handler has returned.
                    loop.execute { client.close() }
                    done.signal()
                })
        }
        guard done.wait(timeout: .now() + 5) == .success else { return nil }
        return box.text.flatMap { StoreTimings(metrics: $0) }
    }

    /// The answer, written on the loop before the semaphore is signalled and read after it.
    private final class ResultBox: @unchecked Sendable {
        var text: String?
    }
}
