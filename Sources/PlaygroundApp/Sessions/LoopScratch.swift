import PagerEngine
import Synchronization
import TextMetrics

/// Encoding buffers shared by the sessions of one event loop, so an idle session holds none, and the
/// loop's frame counters.
///
/// Only ever used on its own loop (sessions run there), hence no lock; the counters are atomics only so
/// `/metrics` can read them from another loop.
final class LoopScratch: @unchecked Sendable {
    private var encoder = SimulationEncoder()
    /// What a tick of one of the loop's sessions produced (``Session/tickFired(slot:ticker:)``): kept
    /// here so the ticks of every session reuse one buffer.
    var tickOutputs: [SimulationOutput] = []
    private var writer = JSONWriter(capacity: 16_384)
    /// Frames queued to viewers by this loop's sessions (`pager_frames_sent_total` sums the loops).
    ///
    /// One counter per loop, written only by its loop: a shared atomic bumped by both loops for every
    /// frame moved its cache line between the cores each time.
    let framesSent = Atomic<Int>(0)
    /// Frames of this loop's sessions replaced before a slow viewer got them.
    let framesDropped = Atomic<Int>(0)

    /// Frames of this loop's sessions never made because their tick came too late for them
    /// (``PagerEngine/PagerSimulation/advance(to:into:skippingLateFrames:)``).
    let framesSkipped = Atomic<Int>(0)

    /// Counts frames a late tick skipped.
    func countSkipped(_ count: Int) {
        framesSkipped.wrappingAdd(count, ordering: .relaxed)
    }

    /// Counts a frame about to be queued to a viewer (before its bytes can reach it).
    func countFrame() {
        framesSent.wrappingAdd(1, ordering: .relaxed)
    }

    /// Takes back ``countFrame()`` for a frame the stream refused.
    func uncountFrame() {
        framesSent.wrappingSubtract(1, ordering: .relaxed)
    }

    /// Counts a queued frame that replaced an unsent one.
    func countDropped() {
        framesDropped.wrappingAdd(1, ordering: .relaxed)
    }

    /// The JSON of a layout, frame or event of `simulation`.
    func encode(_ output: SimulationOutput, of simulation: Session.Simulation) -> [UInt8] {
        encoder.encode(output, of: simulation)
    }

    /// Lends `body` the frame `snapshot` describes (computed into the loop's reused frame).
    ///
    /// `simulation` is `inout` only so the session's stored simulation is borrowed in place: passed by
    /// value from a class property, Swift copies it (retaining its layout and config) on every frame.
    func withFrame<Result>(
        _ snapshot: SimulationSnapshot, of simulation: inout Session.Simulation, _ body: (PagerFrame) -> Result
    ) -> Result {
        encoder.withFrame(snapshot, of: &simulation, body)
    }

    /// Lends `use` the bytes `body` writes into the shared writer (valid only during `use`, which must
    /// not write through this scratch again).
    func write<Result>(_ body: (inout JSONWriter) -> Void, then use: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        writer.reset()
        body(&writer)
        // The bytes are read off the stored writer and lent on directly: through `withBytes` the writer
        // was copied for the call, its buffer retained and then released right after the frame's
        // bytes went into a socket's cold buffer, where the release waited for those stores.
        return use(writer.writtenBytes)
    }
}
