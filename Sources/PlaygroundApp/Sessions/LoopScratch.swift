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
    func frame(_ snapshot: SimulationSnapshot, of simulation: Session.Simulation) -> PagerFrame {
        encoder.frame(snapshot, of: simulation)
    }

    /// The bytes `body` writes into the shared writer.
    func write(_ body: (inout JSONWriter) -> Void) -> [UInt8] {
        writer.reset()
        body(&writer)
        return writer.bytes
    }
}
