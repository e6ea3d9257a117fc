import HTTPCore
import Synchronization

/// A client's server-sent event stream; every method is callable from any thread.
///
/// ``send(_:latestWins:)`` puts the event into a bounded ``EventSink`` and asks the connection's loop
/// to write pending events (one hop however many events are sent before the loop runs). Events wait
/// in the sink while the socket is behind; there a `latestWins` event replaces the pending one of the
/// same kind. A client that lets the sink pass its limits is closed with ``CloseReason/tooSlow``.
///
/// ```swift
/// let stream = responder.startEventStream()
/// stream.onClose { reason in session.detach(stream) }
/// stream.send(ServerSentEvent(id: "1", event: "layout", data: layoutJSON))
/// stream.send(ServerSentEvent(id: "2", event: "frame", data: frameJSON), latestWins: true)
/// ```
public final class EventStream: Sendable {
    /// Why a stream ended.
    public enum CloseReason: Sendable, Equatable {
        /// The client closed the connection.
        case clientClosed
        /// The client fell behind past the sink's limits.
        case tooSlow
        /// ``close()`` was called.
        case closed
        /// The server is shutting down (the client got the shutdown event first).
        case shutdown
        /// A socket error or timeout.
        case failed
    }

    private struct State {
        var sink: EventSink
        var flushScheduled = false
        var ending = false
        var closedReason: CloseReason?
        var callbacks: [@Sendable (CloseReason) -> Void] = []
        var reportedDrops = 0
    }

    /// The `Last-Event-ID` the client sent, to resume after it.
    public let lastEventID: String?
    let connection: Connection
    private let state: Mutex<State>

    init(connection: Connection, lastEventID: String?, limits: EventSink.Limits) {
        self.connection = connection
        self.lastEventID = lastEventID
        state = Mutex(State(sink: EventSink(limits: limits)))
    }

    /// The loop that owns the connection.
    public var eventLoop: EventLoop { connection.loop }

    /// Whether events are still accepted.
    public var isOpen: Bool { state.withLock { $0.closedReason == nil && !$0.ending } }

    /// Events dropped so far because newer ones of the same kind replaced them.
    public var droppedEvents: Int { state.withLock { $0.sink.dropped } }

    /// What became of an event given to ``deliver(_:latestWins:)``.
    public enum Delivery: Sendable, Equatable {
        /// Written to the socket at once (sent on the connection's loop with nothing pending).
        case written
        /// Queued behind the socket; the loop writes it soon.
        case queued
        /// Queued in place of a pending event of the same kind, which was dropped.
        case replacedPending
        /// Not accepted: the stream is closed or closing, or this event overflowed the sink (the stream
        /// is then closed as too slow).
        case rejected
    }

    /// Queues `event` for the client.
    ///
    /// - Parameter latestWins: Replace a pending, unsent event of the same kind (its `event` name)
    ///   instead of queueing behind it — for frames, which are snapshots.
    /// - Returns: false when the stream is closed or closing, or when this event overflowed the sink
    ///   (the stream is then closed as too slow).
    @discardableResult
    public func send(_ event: ServerSentEvent, latestWins: Bool = false) -> Bool {
        deliver(event, latestWins: latestWins) != .rejected
    }

    /// Sends `event` and says what became of it.
    ///
    /// On the connection's own loop, with nothing pending and the socket caught up, the event is
    /// encoded straight into the socket's buffer and written: no hop, no queue (the path of every frame
    /// of a session that lives on its viewer's loop). Otherwise it waits in the sink as ``send(_:latestWins:)``
    /// describes.
    public func deliver(_ event: ServerSentEvent, latestWins: Bool = false) -> Delivery {
        deliver(latestWins: latestWins, event: { event }, encode: { event.encode(into: &$0) })
    }

    /// Sends an event whose data is lent for the call, and says what became of it.
    ///
    /// On the direct path (see ``deliver(_:latestWins:)``) the data goes from `data` into the socket's
    /// buffer; only an event that has to wait in the sink is copied into a ``ServerSentEvent``. For a
    /// caller that writes each event's data into a reused buffer (a session's frames).
    public func deliver(id: String?, event: String, data: UnsafeBufferPointer<UInt8>, latestWins: Bool = false)
        -> Delivery
    {
        deliver(
            latestWins: latestWins, event: { ServerSentEvent(id: id, event: event, data: Array(data)) },
            encode: { ServerSentEvent.encode(id: id, event: event, data: data, into: &$0) })
    }

    /// The path every `deliver` method shares: `encode` appends the event on the direct path, `event`
    /// makes it for the sink.
    private func deliver(
        latestWins: Bool, event: () -> ServerSentEvent, encode: (inout [UInt8]) -> Void
    ) -> Delivery {
        enum Action { case direct, none, flush, overflow, rejected }
        let connection = connection
        let onLoop = connection.loop.inEventLoop
        var replaced = false
        let action: Action = state.withLock { state in
            guard state.closedReason == nil, !state.ending else { return .rejected }
            if onLoop, !state.flushScheduled, state.sink.isEmpty, connection.canWriteStreamDirectly {
                return .direct
            }
            switch state.sink.push(event(), latestWins: latestWins) {
            case .overflow:
                state.ending = true
                return .overflow
            case .replaced: replaced = true
            case .queued: break
            }
            if state.flushScheduled { return .none }
            state.flushScheduled = true
            return .flush
        }
        switch action {
        case .direct:
            connection.writeStreamEvent(encode)
            return .written
        case .none: return replaced ? .replacedPending : .queued
        case .rejected: return .rejected
        case .flush:
            connection.loop.execute { connection.flushStream() }
            return replaced ? .replacedPending : .queued
        case .overflow:
            connection.loop.execute { connection.endStream(.tooSlow) }
            return .rejected
        }
    }

    /// Ends the stream after writing the events already queued.
    public func close() {
        let first = state.withLock { state in
            defer { state.ending = true }
            return !state.ending && state.closedReason == nil
        }
        guard first else { return }
        let connection = connection
        connection.loop.execute { connection.endStream(.closed) }
    }

    /// Registers `callback` to run once when the stream ends (on the connection's loop); runs it at once
    /// if the stream has already ended.
    public func onClose(_ callback: @escaping @Sendable (CloseReason) -> Void) {
        let reason: CloseReason? = state.withLock { state in
            if let reason = state.closedReason { return reason }
            state.callbacks.append(callback)
            return nil
        }
        if let reason { callback(reason) }
    }

    // MARK: - Loop side

    /// Takes every pending event and the number of drops since the last call.
    func takePending() -> (events: [ServerSentEvent], newDrops: Int) {
        state.withLock { state in
            state.flushScheduled = false
            let drops = state.sink.dropped - state.reportedDrops
            state.reportedDrops = state.sink.dropped
            return (state.sink.takeAll(), drops)
        }
    }

    /// Marks the stream ended and runs the close callbacks once.
    func markClosed(_ reason: CloseReason) {
        let callbacks: [@Sendable (CloseReason) -> Void] = state.withLock { state in
            guard state.closedReason == nil else { return [] }
            state.closedReason = reason
            state.ending = true
            return state.callbacks.drainAll()
        }
        for callback in callbacks { callback(reason) }
    }
}
