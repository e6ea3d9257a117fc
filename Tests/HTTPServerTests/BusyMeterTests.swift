import Testing

@testable import HTTPServer

struct BusyMeterTests {
    private let millisecond: UInt64 = 1_000_000

    @Test func aWindowReportsTheShareSpentOutsideTheWaits() {
        var meter = BusyMeter()
        // Waits of 3 ms every 10 ms: busy 7 ms in 10.
        var reported: [Int] = []
        for step in UInt64(0)..<12 {
            let start = 1_000 * millisecond + step * 10 * millisecond
            if let share = meter.noteWait(from: start, to: start + 3 * millisecond) { reported.append(share) }
        }
        // The first window runs from the first wait's start to the wait that passes 100 ms: 103 ms, of
        // which 11 waits of 3 ms idle.
        #expect(reported == [1000 - 33 * 1000 / 103])
    }

    @Test func anIdleLoopReadsZeroAndABusyOneNearlyAThousand() {
        var idle = BusyMeter()
        #expect(idle.noteWait(from: 0, to: 50 * millisecond) == nil)
        #expect(idle.noteWait(from: 50 * millisecond, to: 200 * millisecond) == 0)
        var busy = BusyMeter()
        #expect(busy.noteWait(from: 0, to: 0) == nil)
        // One handler ran 150 ms between two waits that returned at once.
        #expect(busy.noteWait(from: 150 * millisecond, to: 150 * millisecond) == 1000)
    }
}
