import HTTPServer
import PagerEngine
import Testing

@testable import PlaygroundApp

/// The ticker's slots and a session's frame grid are one grid: a frame on the grid is due exactly when
/// a slot ends, and is handled in that slot.
struct SessionTickerGridTests {
    let step = SessionTicker.granularity

    @Test func aSessionsGridTimesAreSlotEnds() {
        for created: UInt64 in [0, 10, 4_166_667, 3 * 4_166_667, 123_456_789_012, 987_654_321_987_654] {
            let grid = SessionTicker.frameGrid(from: Deadline(nanoseconds: created))
            #expect(grid.step == Double(step) / 1e9)
            #expect(grid.phase >= 0 && grid.phase < grid.step)
            // The grid's first time after `created`, in the loop's nanoseconds, is a whole number of slots.
            let first = created + UInt64((grid.phase * 1e9).rounded())
            #expect(first % step == 0, "created \(created)")
            #expect(first - created < step)
        }
    }

    @Test func aWakeUpJustPastASlotsEndBelongsToThatSlot() {
        // The ticker's own slots (`SessionTicker.slots`): its granularity and leeway.
        let slots = TickSlots<Int>(granularity: step, leeway: SessionTicker.gridLeeway)
        let end: UInt64 = 1_000 * step
        #expect(slots.slot(for: end) == 1_000)
        #expect(slots.slot(for: end + 1) == 1_000)
        #expect(slots.slot(for: end + SessionTicker.gridLeeway) == 1_000)
        #expect(slots.slot(for: end + SessionTicker.gridLeeway + 1) == 1_001)
        #expect(slots.slot(for: end - 1) == 1_000)
        #expect(slots.slot(for: 5) == 0)
    }

    /// 60 fps on the grid: frames four slots apart, which is a period to within 2 ns.
    @Test func sixtyFramesASecondAreFourSlots() {
        #expect(abs(Double(4 * step) / 1e9 - 1 / 60.0) < 2e-9)
        #expect(FrameGrid(step: Double(step) / 1e9, phase: 0).divides(1 / 60.0))
    }

    /// A session's grid times are its ticker's slot ends, and each belongs to the slot that ends then.
    @Test func aSessionsGridTimesAreItsTickersSlotEnds() throws {
        let group = try EventLoopGroup(threads: 1)
        let ticker = SessionTicker(loop: group.loops[0])
        for created: UInt64 in [0, 10, step / 2, step / 2 + 1, 123_456_789_012, 987_654_321_987_654] {
            let grid = SessionTicker.frameGrid(from: Deadline(nanoseconds: created))
            for n: UInt64 in [0, 1, 4, 1_000] {
                let time = created + UInt64((grid.phase * 1e9).rounded()) + n * step
                let slot = ticker.slot(for: Deadline(nanoseconds: time))
                #expect(ticker.end(of: slot).nanoseconds == time, "created \(created), frame \(n)")
            }
        }
    }
}
