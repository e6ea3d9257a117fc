/// Puts pipelined input batches back in the order their client numbered them: each number is applied
/// once, in order, whatever order the batches arrive in.
///
/// A client sends batch `seq` 0, 1, 2, … without waiting for the answers (docs/api.md, "Inputs"). A
/// batch that arrives before the ones numbered below it waits (at most ``maximumWaiting`` of them); a
/// number already applied or already waiting is a duplicate (a batch sent again after its answer was
/// lost) and is not applied again. Pure: the session holds one and acts on what it returns.
struct InputSequencer<Batch> {
    /// Batches that may wait for an earlier number at once; beyond it a batch is refused and must be
    /// sent again.
    static var maximumWaiting: Int { 64 }

    enum Outcome {
        /// Apply these now, in this order: the batch just received and the waiting ones it unblocked.
        case apply([(seq: Int, batch: Batch)])
        /// Held until the numbers below it have come.
        case waiting
        /// Applied (or waiting) already.
        case duplicate
        /// Too far ahead of the next number expected; send it again later.
        case refused(expected: Int)
    }

    /// The number the next batch to apply carries.
    private(set) var next = 0
    private var waiting: [Int: Batch] = [:]

    /// How many batches wait for an earlier number.
    var waitingCount: Int { waiting.count }

    /// Takes batch `seq`.
    mutating func receive(_ batch: Batch, seq: Int) -> Outcome {
        if seq < next || waiting[seq] != nil { return .duplicate }
        if seq > next {
            guard seq - next <= Self.maximumWaiting else { return .refused(expected: next) }
            waiting[seq] = batch
            return .waiting
        }
        var ready = [(seq: seq, batch: batch)]
        next += 1
        while let later = waiting.removeValue(forKey: next) {
            ready.append((seq: next, batch: later))
            next += 1
        }
        return .apply(ready)
    }

    /// Removes and returns every waiting batch (the session ends).
    mutating func drain() -> [Batch] {
        defer { waiting.removeAll() }
        return waiting.sorted { $0.key < $1.key }.map(\.value)
    }
}
