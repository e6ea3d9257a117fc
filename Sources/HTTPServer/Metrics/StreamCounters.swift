import Synchronization

/// One loop's event-stream counters: events and bytes handed to its sockets.
///
/// Every frame of every stream adds to them, so they are not in the loop's mutex-guarded
/// ``MetricsShard``: that cost two locked instructions and two retains a frame. The loop is the only
/// writer, so an add is a plain load and store; `/metrics`, on any loop, reads them.
final class StreamCounters: Sendable {
    private let events = Atomic<Int>(0)
    private let bytes = Atomic<Int>(0)

    /// Counts `events` events of `bytes` bytes, on the counters' own loop.
    func add(events: Int, bytes: Int) {
        self.events.addFromOnlyWriter(events)
        self.bytes.addFromOnlyWriter(bytes)
    }

    var eventCount: Int { events.load(ordering: .relaxed) }
    var byteCount: Int { bytes.load(ordering: .relaxed) }
}
