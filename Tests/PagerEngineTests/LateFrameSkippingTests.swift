import Testing

@testable import PagerEngine

/// `advance(to:into:skippingLateFrames:)`: a tick that comes late sends only the newest due frame, as a
/// display link that fires late draws only the current one.
struct LateFrameSkippingTests {
    private static func frames(_ outputs: [SimulationOutput]) -> [SimulationSnapshot] {
        outputs.compactMap { if case .frame(let frame) = $0 { frame } else { nil } }
    }

    private static func events(_ outputs: [SimulationOutput]) -> [PagerEvent] {
        outputs.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    @Test func aLateTickSendsTheNewestDueFrameAndCountsTheRest() throws {
        var every = SimulationRun()
        var late = SimulationRun()
        every.send(0, .scrollTo(.next, animated: true))
        late.send(0, .scrollTo(.next, animated: true))

        // At 60 fps the frames after the one at 0 are due at 1/60, 2/60, …: by 0.105, six of them.
        let allDue = Self.frames(every.simulation.advance(to: 0.105))
        var buffer: [SimulationOutput] = []
        late.simulation.advance(to: 0.105, into: &buffer, skippingLateFrames: true)
        let sent = Self.frames(buffer)

        #expect(allDue.count == 6)
        #expect(allDue.map(\.seq) == [2, 3, 4, 5, 6, 7])
        // The one frame sent is the newest, exactly as the every-frame path made it (seq 7, t = 6/60).
        #expect(sent == [try #require(allDue.last)])
        #expect(late.simulation.skippedFrames == 5)
        #expect(every.simulation.skippedFrames == 0)
    }

    @Test func theLastFrameOfAMotionAndItsEventsAlwaysGoOut() throws {
        var every = SimulationRun()
        var late = SimulationRun()
        every.send(0, .scrollTo(.next, animated: true))
        late.send(0, .scrollTo(.next, animated: true))

        // One tick long after the animated scroll ended.
        let allDue = every.simulation.advance(to: 2)
        var buffer: [SimulationOutput] = []
        late.simulation.advance(to: 2, into: &buffer, skippingLateFrames: true)

        let finalFrame = try #require(Self.frames(allDue).last)
        #expect(finalFrame.position == 1)
        #expect(Self.frames(buffer) == [finalFrame])
        #expect(Self.events(buffer) == Self.events(allDue))
        #expect(Self.events(buffer).map(\.name).contains(.didScrollToPage))
        #expect(late.simulation.skippedFrames == Self.frames(allDue).count - 1)
        #expect(late.simulation.nextWakeTime == nil)
    }

    @Test func ticksOnTimeSkipNothing() {
        var every = SimulationRun()
        var late = SimulationRun()
        every.send(0, .scrollTo(.next, animated: true))
        late.send(0, .scrollTo(.next, animated: true))
        var buffer: [SimulationOutput] = []
        // A tick just after each frame's time, as the live ticker fires.
        for step in 1...40 {
            let time = Double(step) / 60 + 0.003
            let expected = every.simulation.advance(to: time)
            late.simulation.advance(to: time, into: &buffer, skippingLateFrames: true)
            #expect(buffer == expected)
        }
        #expect(late.simulation.skippedFrames == 0)
    }
}
