import HTTPServer

/// When each request of an open-loop load is due: request `k` at `start + k / rate`, for `seconds`
/// (so `seconds × rate + 1` requests, the first at `start`). Pure; the caller passes the time in.
struct OpenLoopSchedule {
    let start: Deadline
    let rate: Double
    let seconds: Double

    /// The due time of request `index`; its latency counts from here, whenever it was sent.
    func deadline(of index: Int) -> Deadline {
        start + .nanoseconds(Int64((Double(index) / rate * 1e9).rounded()))
    }

    /// How many requests are due by `now` (at least the first; none after the window): exactly
    /// those whose ``deadline(of:)`` is not after `now`, so a timer set for the next deadline finds
    /// that request due when it fires, whatever the floating-point rounding.
    func dueCount(at now: Deadline) -> Int {
        let last = Int(seconds * rate)
        let elapsed = pager_bench.seconds(from: start, to: now)
        var index = min(max(Int(elapsed * rate), 0), last)
        while index < last && !(now < deadline(of: index + 1)) { index += 1 }
        while index > 0 && now < deadline(of: index) { index -= 1 }
        return index + 1
    }

    /// Whether the window is over at `now`: every request has been due.
    func isOver(at now: Deadline) -> Bool {
        pager_bench.seconds(from: start, to: now) >= seconds
    }
}
