import Testing

@testable import PlaygroundApp

struct InputSequencerTests {
    private func applied(_ outcome: InputSequencer<String>.Outcome) -> [String]? {
        guard case .apply(let batches) = outcome else { return nil }
        return batches.map(\.batch)
    }

    @Test func batchesInOrderApplyAtOnce() {
        var sequencer = InputSequencer<String>()
        #expect(applied(sequencer.receive("a", seq: 0)) == ["a"])
        #expect(applied(sequencer.receive("b", seq: 1)) == ["b"])
        #expect(sequencer.next == 2)
    }

    @Test func anEarlyBatchWaitsForTheOnesBeforeIt() {
        var sequencer = InputSequencer<String>()
        guard case .waiting = sequencer.receive("c", seq: 2) else { return #expect(Bool(false), "2 should wait") }
        guard case .waiting = sequencer.receive("b", seq: 1) else { return #expect(Bool(false), "1 should wait") }
        #expect(sequencer.waitingCount == 2)
        // 0 unblocks both, in number order.
        #expect(applied(sequencer.receive("a", seq: 0)) == ["a", "b", "c"])
        #expect(sequencer.next == 3)
        #expect(sequencer.waitingCount == 0)
    }

    @Test func aBatchSentAgainIsNotAppliedTwice() {
        var sequencer = InputSequencer<String>()
        _ = sequencer.receive("a", seq: 0)
        _ = sequencer.receive("c", seq: 2)
        guard case .duplicate = sequencer.receive("a again", seq: 0) else {
            return #expect(Bool(false), "an applied number is a duplicate")
        }
        guard case .duplicate = sequencer.receive("c again", seq: 2) else {
            return #expect(Bool(false), "a waiting number is a duplicate")
        }
        #expect(applied(sequencer.receive("b", seq: 1)) == ["b", "c"])
    }

    @Test func aBatchTooFarAheadIsRefusedWithTheNumberExpected() {
        var sequencer = InputSequencer<String>()
        _ = sequencer.receive("a", seq: 0)
        let far = 1 + InputSequencer<String>.maximumWaiting + 1
        guard case .refused(let expected) = sequencer.receive("far", seq: far) else {
            return #expect(Bool(false), "\(far) should be refused")
        }
        #expect(expected == 1)
        guard case .waiting = sequencer.receive("edge", seq: far - 1) else {
            return #expect(Bool(false), "\(far - 1) is within reach")
        }
    }

    @Test func drainingHandsBackTheWaitingInOrder() {
        var sequencer = InputSequencer<String>()
        _ = sequencer.receive("e", seq: 4)
        _ = sequencer.receive("c", seq: 2)
        #expect(sequencer.drain() == ["c", "e"])
        #expect(sequencer.waitingCount == 0)
    }
}
