import Testing

@testable import PagerEngine

/// `advance(to:into:)`, which reuses the caller's buffer, produces what `advance(to:)` returns.
struct AdvanceIntoBufferTests {
    @Test func theBufferPathMatchesTheReturningOne() {
        var returning = SimulationRun()
        var buffered = SimulationRun()
        var buffer: [SimulationOutput] = []
        var steps = 0
        for step in 0..<120 {
            let time = Double(step) / 30
            if step % 25 == 0 {
                returning.send(time, .scrollTo(.next, animated: true))
                buffered.send(time, .scrollTo(.next, animated: true))
            }
            let expected = returning.simulation.advance(to: time + 0.01)
            buffered.simulation.advance(to: time + 0.01, into: &buffer)
            #expect(buffer == expected)
            if !expected.isEmpty { steps += 1 }
        }
        #expect(steps > 30)
    }
}
