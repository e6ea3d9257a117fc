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

    @Test func farSlotsWaitAndComeOutInOrder() {
        let size: UInt64 = 256
        var slots = TickSlots<String>(granularity: 1)
        slots.insert("near", at: 1_000)
        slots.insert("far2", at: 1_000 + 3 * size)
        slots.insert("far1", at: 1_000 + 2 * size)
        slots.insert("edge", at: 1_000 + size - 1)
        #expect(slots.earliest == 1_000)
        #expect(slots.takeDue(at: 1_000).map(\.member) == ["near"])
        #expect(slots.earliest == 1_000 + size - 1)
        // Fired late, past both far slots at once: everything due, earliest slot first.
        let due = slots.takeDue(at: 1_000 + 5 * size)
        #expect(due.map(\.member) == ["edge", "far1", "far2"])
        #expect(due.map(\.slot) == [1_000 + size - 1, 1_000 + 2 * size, 1_000 + 3 * size])
        #expect(slots.isEmpty)
        #expect(slots.earliest == nil)
    }

    @Test func aNearerSlotInsertedLaterComesOutFirst() {
        let size: UInt64 = 256
        var slots = TickSlots<String>(granularity: 1)
        slots.insert("now", at: 10)
        slots.insert("later", at: 10 + size + 5)
        #expect(slots.takeDue(at: 10 + 10).map(\.member) == ["now"])
        // Inserted after some slots were taken, a nearer slot still comes out first.
        slots.insert("sooner", at: 10 + size + 1)
        #expect(slots.earliest == 10 + size + 1)
        #expect(slots.takeDue(at: 10 + size + 5).map(\.member) == ["sooner", "later"])
        #expect(slots.isEmpty)
    }

    @Test func aSlotAlreadyPastIsDueAtOnceWithItsOwnNumber() {
        var slots = TickSlots<String>(granularity: 1)
        slots.insert("a", at: 50)
        _ = slots.takeDue(at: 60)
        slots.insert("late", at: 55)
        // Its slot has ended, so the ticker's timer (at the end of the earliest slot) fires at once.
        #expect(slots.earliest == 55)
        let due = slots.takeDue(at: 60)
        #expect(due.map(\.member) == ["late"])
        #expect(due.map(\.slot) == [55])
    }

    @Test func manySlotsComeOutInTheOrderOfASortedList() {
        // Against a plain sorted list, with random slots near and far and random firing times.
        var random = SystemRandomNumberGenerator()
        var slots = TickSlots<Int>(granularity: 1)
        var reference: [(member: Int, slot: UInt64)] = []
        var now: UInt64 = 1_000
        for member in 0..<3_000 {
            let ahead =
                Bool.random(using: &random)
                ? UInt64.random(in: 0...20, using: &random)
                : UInt64.random(in: 0...2_000, using: &random)
            // Now and then a wake-up whose time has already passed.
            let slot = member % 50 == 0 ? now - 3 : now + ahead
            slots.insert(member, at: slot)
            reference.append((member, slot))
            if member % 7 == 0 {
                now += UInt64.random(in: 0...300, using: &random)
                let due = slots.takeDue(at: now)
                let expected = reference.filter { $0.slot <= now }
                reference.removeAll { $0.slot <= now }
                #expect(due.map(\.slot) == expected.map(\.slot).sorted())
                #expect(slots.earliest == reference.map(\.slot).min())
                #expect(Set(due.map(\.member)) == Set(expected.map(\.member)))
            }
        }
    }
}
