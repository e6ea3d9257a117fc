import Testing

@testable import HTTPServer

struct BusyMeterTests {
    private let millisecond: UInt64 = 1_000_000

    /// Waits of `idle` ms every `period` ms from `from` ms for `count` waits; the figures reported.
    private func waits(
        _ meter: inout BusyMeter, from: UInt64, count: UInt64, period: UInt64, idle: UInt64
    ) -> [Int] {
        (0..<count).compactMap { step in
            let start = (from + step * period) * millisecond
            return meter.noteWait(from: start, to: start + idle * millisecond)
        }
    }

    @Test func busynessCountsOnceItHasLastedFiveWindows() {
        var meter = BusyMeter()
        // Waits of 2 ms every 10 ms: each window of 100 ms (and the wait that ends it) is 80 % busy.
        let reported = waits(&meter, from: 1_000, count: 150, period: 10, idle: 2)
        // The first window closes with the wait ending 102 ms after the first began: 11 waits, 22 ms
        // idle, in 102 ms (785 busy, rounded down); the next ones each with 10 waits in 100 ms (800).
        // Until five are in, the unmeasured count as idle; then the least of the last five.
        #expect(reported.prefix(5) == [0, 0, 0, 0, 785])
        // From the sixth on, the first window has left the five.
        #expect(reported.count > 10 && reported.dropFirst(5).allSatisfy { $0 == 800 })
    }

    @Test func aBurstShorterThanFiveWindowsDoesNotCount() {
        var meter = BusyMeter()
        _ = waits(&meter, from: 0, count: 60, period: 10, idle: 10)
        // One window fully busy (a handler ran 150 ms), the others idle.
        let busy = meter.noteWait(from: 750 * millisecond, to: 750 * millisecond)
        #expect(busy == 0)
        // Fully busy for long enough: a thousand.
        var reported: [Int] = []
        for step in UInt64(1)...6 {
            let at = (750 + step * 150) * millisecond
            if let share = meter.noteWait(from: at, to: at) { reported.append(share) }
        }
        #expect(reported.last == 1000)
    }
}
