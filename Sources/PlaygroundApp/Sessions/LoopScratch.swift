import PagerEngine
import TextMetrics

/// Encoding buffers shared by the sessions of one event loop, so an idle session holds none.
///
/// Only ever used on its own loop (sessions run there), hence no lock.
final class LoopScratch: @unchecked Sendable {
    private var encoder = SimulationEncoder()
    private var writer = JSONWriter(capacity: 16_384)

    /// The JSON of a layout, frame or event of `simulation`.
    func encode(_ output: SimulationOutput, of simulation: Session.Simulation) -> [UInt8] {
        encoder.encode(output, of: simulation)
    }

    /// The frame `snapshot` describes.
    ///
    /// `simulation` is `inout` only so the session's stored simulation is borrowed in place: passed by
    /// value from a class property, Swift copies it (retaining its layout and config) on every frame.
    func frame(_ snapshot: SimulationSnapshot, of simulation: inout Session.Simulation) -> PagerFrame {
        encoder.frame(snapshot, of: &simulation)
    }

    /// Lends `use` the bytes `body` writes into the shared writer (valid only during `use`, which must
    /// not write through this scratch again).
    func write<Result>(_ body: (inout JSONWriter) -> Void, then use: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        writer.reset()
        body(&writer)
        return writer.withBytes(use)
    }
}
