import Synchronization

/// How the pool's writes spent their time: waiting in the writer's queue, then running on the writer
/// thread (the `IMMEDIATE` transaction and its `COMMIT` with the log's sync).
public struct WriteTimings: Sendable, Equatable {
    /// Bucket bounds of both histograms: 0.5 ms to 1 s. A save is about 1–2 ms, a sync of this
    /// machine's disk spikes to 10–40 ms, and stalls of 0.1 s have been seen (the tuning diary,
    /// `git show b26ac1f:BENCHMARKS.md`).
    public static let bounds: [Double] = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

    /// From submission to the moment the writer thread took the write.
    public var waiting = DurationHistogram(bounds: bounds)
    /// From then until the transaction had committed or rolled back (before its completion runs).
    public var running = DurationHistogram(bounds: bounds)

    public init() {}

    mutating func record(
        submitted: ContinuousClock.Instant, started: ContinuousClock.Instant, ended: ContinuousClock.Instant
    ) {
        waiting.record(submitted.duration(to: started))
        running.record(started.duration(to: ended))
    }
}

/// The pool's ``WriteTimings``, shared with the write jobs it queues.
final class WriteTimingsBox: Sendable {
    let state = Mutex(WriteTimings())

    func record(submitted: ContinuousClock.Instant, started: ContinuousClock.Instant, ended: ContinuousClock.Instant) {
        state.withLock { $0.record(submitted: submitted, started: started, ended: ended) }
    }
}
