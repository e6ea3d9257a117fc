import Testing

@testable import PlaygroundApp

struct TickSlotsTests {
    @Test func aWakeUpBelongsToTheSlotEndingAtOrAfterIt() {
        let slots = TickSlots<String>(granularity: 4)
        // Slot k ends at 4k: 0 → slot 0, 1…4 → slot 1, 5…8 → slot 2.
        #expect(slots.slot(for: 0) == 0)
        #expect(slots.slot(for: 1) == 1)
        #expect(slots.slot(for: 4) == 1)
        #expect(slots.slot(for: 5) == 2)
        #expect(slots.end(of: 2) == 8)
    }

    @Test func dueSlotsComeOutEarliestFirstAndLaterOnesStay() {
        var slots = TickSlots<String>(granularity: 10)
        slots.insert("c", at: 3)
        slots.insert("a", at: 1)
        slots.insert("b", at: 2)
        slots.insert("a2", at: 1)
        #expect(slots.earliest == 1)
        // At 25 ns slots 1 (ends at 10) and 2 (ends at 20) have ended; slot 3 ends at 30.
        let due = slots.takeDue(at: 25)
        #expect(due.map(\.member) == ["a", "a2", "b"])
        #expect(due.map(\.slot) == [1, 1, 2])
        #expect(slots.earliest == 3)
        #expect(slots.takeDue(at: 29).isEmpty)
        #expect(slots.takeDue(at: 30).map(\.member) == ["c"])
        #expect(slots.isEmpty)
    }

    @Test func aMemberMayWaitInSeveralSlots() {
        // A session that moved to another slot leaves its old entry; both come out, each with its slot,
        // and the session ignores the one that is not its current slot.
        var slots = TickSlots<String>(granularity: 1)
        slots.insert("s", at: 5)
        slots.insert("s", at: 2)
        #expect(slots.takeDue(at: 10).map(\.slot) == [2, 5])
    }
}
