import Synchronization

/// One loop's event-stream counters: events and bytes handed to its sockets.
///
/// Every frame of every stream adds to them, so they are atomics beside the loop's mutex-guarded
/// ``MetricsShard`` rather than in it; `/metrics`, on any loop, reads them.
final class StreamCounters: Sendable {
    private let events = Atomic<Int>(0)
    private let bytes = Atomic<Int>(0)

    /// Counts `events` events of `bytes` bytes, on the counters' own loop.
    func add(events: Int, bytes: Int) {
        self.events.wrappingAdd(events, ordering: .relaxed)
        self.bytes.wrappingAdd(bytes, ordering: .relaxed)
    }

    var eventCount: Int { events.load(ordering: .relaxed) }
    var byteCount: Int { bytes.load(ordering: .relaxed) }
}
