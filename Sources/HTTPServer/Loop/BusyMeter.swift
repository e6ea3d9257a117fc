/// How much of the last tenth of a second a loop spent outside its wait for events, in thousandths.
///
/// The loop notes each wait's start and end (monotonic nanoseconds); when a window of at least
/// ``window`` nanoseconds has passed, ``noteWait(from:to:)`` returns the busy share of that window.
struct BusyMeter {
    static let window: UInt64 = 100_000_000
    private var windowStart: UInt64?
    private var idle: UInt64 = 0

    /// Notes a wait from `start` to `end`; returns the busy share (0–1000) of the window it completed.
    mutating func noteWait(from start: UInt64, to end: UInt64) -> Int? {
        let opened = windowStart ?? start
        windowStart = opened
        idle += end &- start
        let elapsed = end &- opened
        guard elapsed >= Self.window else { return nil }
        windowStart = end
        defer { idle = 0 }
        return 1000 - Int(min(idle, elapsed) * 1000 / elapsed)
    }
}
