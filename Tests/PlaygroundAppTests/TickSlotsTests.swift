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

    @Test func slotsWithAnOffsetEndThatMuchLater() {
        var slots = TickSlots<String>(granularity: 10, offset: 4)
        // Slot k ends at 10k + 4: 4 → slot 0, 5…14 → slot 1, 15…24 → slot 2.
        #expect(slots.slot(for: 4) == 0)
        #expect(slots.slot(for: 5) == 1)
        #expect(slots.slot(for: 14) == 1)
        #expect(slots.slot(for: 15) == 2)
        #expect(slots.end(of: 2) == 24)
        slots.insert("a", at: 2)
        slots.insert("b", at: 3)
        #expect(slots.takeDue(at: 23).isEmpty)
        #expect(slots.takeDue(at: 24).map(\.member) == ["a"])
        #expect(slots.takeDue(at: 33).isEmpty)
        #expect(slots.takeDue(at: 34).map(\.member) == ["b"])
    }

    @Test func aMemberMayWaitInSeveralSlots() {
        // A session that moved to another slot leaves its old entry; both come out, each with its slot,
        // and the session ignores the one that is not its current slot.
        var slots = TickSlots<String>(granularity: 1)
        slots.insert("s", at: 5)
        slots.insert("s", at: 2)
        #expect(slots.takeDue(at: 10).map(\.slot) == [2, 5])
    }

    @Test func slotsBeyondTheRingWaitAndComeOutInOrder() {
        let size = TickSlots<String>.wheelSize
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

    @Test func aFarSlotMovesIntoTheRingAsTimePasses() {
        let size = TickSlots<String>.wheelSize
        var slots = TickSlots<String>(granularity: 1)
        slots.insert("now", at: 10)
        slots.insert("later", at: 10 + size + 5)
        #expect(slots.takeDue(at: 10 + 10).map(\.member) == ["now"])
        // Inserted after the ring moved on, a nearer slot still comes out first.
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
        slots.catchUp(to: now)
        for member in 0..<3_000 {
            let ahead =
                Bool.random(using: &random)
                ? UInt64.random(in: 0...20, using: &random)
                : UInt64.random(in: 0...2_000, using: &random)
            // Now and then a wake-up whose time has already passed.
            let slot = member % 50 == 0 ? now - 3 : now + ahead
            if slots.isEmpty { slots.catchUp(to: now) }
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
                // As the ticker does: the taken array's storage goes back for the next take.
                slots.recycle(due)
            }
        }
    }

    @Test func recycledStorageBringsNothingBack() {
        var slots = TickSlots<String>(granularity: 10)
        slots.insert("a", at: 1)
        slots.insert("b", at: 1)
        let first = slots.takeDue(at: 10)
        #expect(first.map(\.member) == ["a", "b"])
        slots.recycle(first)
        // The bucket that held slot 1 now holds the recycled storage; slot 2's bucket hands over its own.
        slots.insert("c", at: 2)
        slots.insert("d", at: 3)
        let second = slots.takeDue(at: 30)
        #expect(second.map(\.member) == ["c", "d"])
        #expect(second.map(\.slot) == [2, 3])
        slots.recycle(second)
        #expect(slots.isEmpty)
        #expect(slots.takeDue(at: 40).isEmpty)
        // Slot 1's bucket comes round again (slot 1 + the ring's size) and holds only what is new.
        let again = 1 + TickSlots<String>.wheelSize
        slots.insert("e", at: again)
        #expect(slots.takeDue(at: again * 10).map(\.member) == ["e"])
    }

    @Test func catchingUpMovesAnIdleRingToThePresent() {
        var slots = TickSlots<String>(granularity: 1)
        slots.catchUp(to: 5_000)
        // A frame ahead, due at its own time; an ended slot, due at once.
        slots.insert("next", at: 5_004)
        slots.insert("ended", at: 4_990)
        #expect(slots.earliest == 4_990)
        #expect(slots.takeDue(at: 5_000).map(\.member) == ["ended"])
        #expect(slots.takeDue(at: 5_003).isEmpty)
        #expect(slots.takeDue(at: 5_004).map(\.member) == ["next"])
    }
}
