/// The bounded queue of events not yet handed to a client's socket.
///
/// An event sent with `latestWins` replaces any pending event of the same ``ServerSentEvent/kind``:
/// the old one is dropped (counted in ``dropped``) and the new one goes to the back, so a client that
/// reads slowly gets the newest frame rather than every frame. Events that do not replace accumulate;
/// past ``Limits`` the sink reports `.overflow` and the stream is closed — a client is never allowed to
/// grow memory without bound.
public struct EventSink: Sendable {
    public struct Limits: Sendable, Equatable {
        /// Pending events before the client is cut off. Default 256.
        public var maxPendingEvents: Int
        /// Pending data bytes before the client is cut off. Default 1 MiB.
        public var maxPendingBytes: Int

        public init(maxPendingEvents: Int = 256, maxPendingBytes: Int = 1024 * 1024) {
            self.maxPendingEvents = maxPendingEvents
            self.maxPendingBytes = maxPendingBytes
        }
    }

    public enum Outcome: Sendable, Equatable {
        case queued
        /// A pending event of the same kind was dropped in favour of this one.
        case replaced
        /// The limits are exceeded; the event was not queued and the client should be closed.
        case overflow
    }

    public let limits: Limits
    public private(set) var pending: [ServerSentEvent] = []
    public private(set) var pendingBytes = 0
    /// Events dropped because a newer one of the same kind replaced them.
    public private(set) var dropped = 0

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    public var isEmpty: Bool { pending.isEmpty }

    /// Queues `event`, replacing a pending one of the same kind when `latestWins`.
    public mutating func push(_ event: ServerSentEvent, latestWins: Bool = false) -> Outcome {
        var outcome = Outcome.queued
        if latestWins, let index = pending.firstIndex(where: { $0.kind == event.kind }) {
            pendingBytes -= pending[index].data.count
            pending.remove(at: index)
            dropped += 1
            outcome = .replaced
        }
        guard pending.count < limits.maxPendingEvents, pendingBytes + event.data.count <= limits.maxPendingBytes
        else { return .overflow }
        pending.append(event)
        pendingBytes += event.data.count
        return outcome
    }

    /// Removes and returns every pending event, oldest first.
    ///
    /// The sink is left with no storage, not an emptied buffer of its own: ``isEmpty`` is read before
    /// every frame a stream sends, and an emptied buffer (a fresh allocation, as the events taken still
    /// share the old one) was a cold cache line for each of thousands of streams; an empty array's
    /// count is a shared, cached constant.
    public mutating func takeAll() -> [ServerSentEvent] {
        var taken: [ServerSentEvent] = []
        swap(&taken, &pending)
        pendingBytes = 0
        return taken
    }
}
