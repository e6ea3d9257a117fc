/// How busy a loop has been of late: the least of the busy shares (thousandths of the time spent
/// outside its wait for events) of its last five windows of a tenth of a second each.
///
/// The least of five is busyness that lasted half a second: a burst (a crowd of sessions created at
/// once) does not count, a load that keeps the loop busy does. The loop notes each wait's start and end
/// (monotonic nanoseconds); ``noteWait(from:to:)`` returns the new figure whenever a window completes.
struct BusyMeter {
    static let window: UInt64 = 100_000_000
    static let windows = 5
    private var windowStart: UInt64?
    private var idle: UInt64 = 0
    /// The last windows' shares, the newest at `next - 1`; windows not yet measured count as idle.
    private var shares = [Int](repeating: 0, count: BusyMeter.windows)
    private var next = 0

    /// Notes a wait from `start` to `end`; when that completes a window, returns the least busy share
    /// (0–1000) of the last ``windows`` windows.
    mutating func noteWait(from start: UInt64, to end: UInt64) -> Int? {
        let opened = windowStart ?? start
        windowStart = opened
        idle += end &- start
        let elapsed = end &- opened
        guard elapsed >= Self.window else { return nil }
        windowStart = end
        defer { idle = 0 }
        shares[next] = 1000 - Int(min(idle, elapsed) * 1000 / elapsed)
        next = (next + 1) % Self.windows
        return shares.min()
    }
}
