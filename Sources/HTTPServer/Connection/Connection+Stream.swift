import Glibc
import HTTPCore

extension Connection {
    /// Answers the awaiting request with a `text/event-stream` head and switches to streaming.
    func startStream(_ stream: EventStream, options: EventStreamOptions, sequence: UInt64) {
        guard phase == .awaiting(sequence: sequence), let requestHead = head else {
            stream.markClosed(.failed)
            return
        }
        head = nil
        awaitingCancellation = nil
        var headers: HTTPHeaders = [
            "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no",
        ]
        for field in options.headers { headers.add(field.name, field.value) }
        if requestHead.method == .head {
            // The head a GET would get, and no events: the stream closes before its handler can use it.
            stream.markClosed(.closed)
            writeStreamHead(headers, for: requestHead)
            phase = .draining
            flush()
            return
        }
        phase = .streaming
        self.stream = stream
        shared.metrics.openStreams.wrappingAdd(1, ordering: .relaxed)
        writeStreamHead(headers, for: requestHead)
        setTimeout(.none, after: .zero)
        heartbeatInterval = options.heartbeatInterval ?? shared.configuration.eventStreams.heartbeatInterval
        if let retry = options.retry {
            writeStreamBytes(Array("retry: \(max(retry, 0))\n\n".utf8), events: 0)
        }
        lastStreamWrite = Deadline.now()
        scheduleHeartbeat()
        if shared.isShuttingDown {
            beginShutdown()
        } else if !stream.isOpen {
            endStream(.closed)
        } else {
            pullStream()
            _ = writeQueued()
            updateInterest()
        }
    }

    /// Queues a stream's response head (its body runs until close) and logs the request.
    private func writeStreamHead(_ headers: HTTPHeaders, for requestHead: RequestHead) {
        let before = output.count
        let date = context.currentDate()
        output.appendInPlace { buffer in
            ResponseEncoder.encodeHead(
                Response(status: .ok, headers: headers), length: .untilClose, date: date, keepAlive: false,
                requestVersion: requestHead.version, into: &buffer)
        }
        record(head: requestHead, status: 200, bytes: output.count - before)
    }

    /// Called (through the loop) after events were sent: writes what the socket has room for.
    func flushStream() {
        guard phase == .streaming else { return }
        pullStream()
        updateInterest()
    }

    /// Whether an event can skip the sink: the connection streams and everything before it was written.
    var canWriteStreamDirectly: Bool { phase == .streaming && output.isEmpty }

    /// Encodes one event (`encode` appends it) straight into the socket's buffer and writes it
    /// (``EventStream/deliver(_:latestWins:)`` checked ``canWriteStreamDirectly`` on this loop).
    func writeStreamEvent(_ encode: (inout [UInt8]) -> Void) {
        writeStream(events: 1, encode)
        updateInterest()
    }

    /// Moves pending events from the sink to the socket while its buffer is below the high-water mark;
    /// with `force`, regardless of it.
    func pullStream(force: Bool = false) {
        guard phase == .streaming, let stream else { return }
        guard force || output.count < shared.configuration.eventStreams.socketHighWater else { return }
        let (events, drops) = stream.takePending()
        if drops > 0 { shared.metrics.record(loop: loop.index) { $0.droppedEvents += drops } }
        guard !events.isEmpty else { return }
        writeStream(events: events.count) { plain in
            for event in events { event.encode(into: &plain) }
        }
    }

    /// Queues stream bytes and writes them.
    func writeStreamBytes(_ plain: [UInt8], events: Int) {
        writeStream(events: events) { $0.append(contentsOf: plain) }
    }

    /// Queues the stream bytes `encode` appends (into the socket's buffer) and writes them.
    func writeStream(events: Int, _ encode: (inout [UInt8]) -> Void) {
        guard appendStream(events: events, encode) else { return }
        _ = writeQueued()
    }

    /// Queues the stream bytes `encode` appends without writing; false when the connection is closed.
    /// Streams are sent as they are, never compressed (docs/decisions/0002-sse-compression.md).
    func appendStream(events: Int, _ encode: (inout [UInt8]) -> Void) -> Bool {
        guard phase != .closed else { return false }
        let before = output.count
        output.appendInPlace(encode)
        let count = output.count - before
        streamCounters.add(events: events, bytes: count)
        lastStreamWrite = loop.now
        return true
    }

    /// Ends the stream: a slow client is closed at once; otherwise pending events are written first.
    func endStream(_ reason: EventStream.CloseReason) {
        guard phase == .streaming else { return }
        if reason == .tooSlow {
            shared.metrics.record(loop: loop.index) { $0.slowClosed += 1 }
            close(reason: .tooSlow)
            return
        }
        pullStream(force: true)
        // Writing may have found the client gone and closed the connection (and its descriptor).
        guard phase == .streaming else { return }
        stream?.markClosed(reason)
        heartbeat?.cancel()
        phase = .draining
        flush()
    }

    func scheduleHeartbeat() {
        heartbeat?.cancel()
        heartbeat = schedule(at: lastStreamWrite + heartbeatInterval) { $0.heartbeatFired() }
    }

    private func heartbeatFired() {
        guard phase == .streaming else { return }
        if Deadline.now() >= lastStreamWrite + heartbeatInterval {
            writeStreamBytes(ServerSentEvent.comment("ping"), events: 0)
            updateInterest()
        }
        scheduleHeartbeat()
    }

    /// Winds the connection down for a graceful shutdown: idle connections close, in-flight requests
    /// finish with `Connection: close`, streams get the shutdown event and end.
    func beginShutdown() {
        switch phase {
        case .ready:
            if head == nil && parser.isIdle {
                if output.isEmpty {
                    close(reason: .shutdown)
                    return
                }
                phase = .draining
            } else {
                closeAfterResponse = true
            }
        case .awaiting:
            closeAfterResponse = true
        case .streaming:
            pullStream(force: true)
            var final: [UInt8] = []
            shared.configuration.eventStreams.shutdownEvent.encode(into: &final)
            writeStreamBytes(final, events: 1)
            // As in `endStream`: a failed write has closed the connection already.
            guard phase == .streaming else { return }
            stream?.markClosed(.shutdown)
            heartbeat?.cancel()
            phase = .draining
        case .draining, .lingering, .closed:
            return
        }
        flush()
    }
}
