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
        var headers: HTTPHeaders = [
            "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no",
        ]
        for field in options.headers { headers.add(field.name, field.value) }
        if stream.isCompressed {
            headers.set("Content-Encoding", "deflate")
            headers.set("Vary", "Accept-Encoding")
        }
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
        if stream.isCompressed {
            // A 1 KiB window reaches the previous frame event. The last match's distance finds most
            // matches, so a 256-byte hash table with one probe and no chain table does nearly as well:
            // 2.3 KiB of tables a stream instead of 5, fewer cache misses when a thread serves a thousand
            // streams in turn, for 6.7 % more bytes (docs/http.md, BENCHMARKS.md).
            deflater = EventDeflater(windowBits: 10, hashBits: 6, maxProbes: 1, insertStride: 4)
        }
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

    /// Whether an event can skip the sink: the connection streams and everything before it was written,
    /// or what waits is this write batch's own events (then the event joins them, and the batch's end
    /// sends them with one write: a tick's event and frame, an input's frames).
    var canWriteStreamDirectly: Bool {
        phase == .streaming && (output.isEmpty || (inWriteBatch && loop.isBatchingWrites))
    }

    /// Encodes one event (`encode` appends it) straight into the socket's buffer and writes it (``EventStream/deliver(_:latestWins:)``
    /// checked ``canWriteStreamDirectly`` on this loop).
    ///
    /// In a write batch (``EventLoop/batchingWrites(_:)``) the event is only encoded; the batch's end
    /// writes it.
    func writeStreamEvent(_ encode: (inout [UInt8]) -> Void) {
        if loop.isBatchingWrites {
            guard appendStream(events: 1, encode) else { return }
            if !inWriteBatch {
                inWriteBatch = true
                loop.joinWriteBatch(self)
            }
            return
        }
        writeStream(events: 1, encode)
        updateInterest()
    }

    /// Writes what a write batch held back.
    func flushBatchedWrites() {
        inWriteBatch = false
        guard writeQueued() else { return }
        updateInterest()
    }

    var batchedSendLength: Int? { phase == .closed || output.isEmpty ? nil : output.count }

    var batchedSendSocket: Int32 { fd }

    func copyBatchedBytes(into buffer: UnsafeMutableRawBufferPointer) {
        output.copyPrefix(into: buffer)
    }

    func finishBatchedSend(_ result: Int32) {
        inWriteBatch = false
        if result > 0 {
            output.markWritten(Int(result))
            lastWriteProgress = loop.now
        } else if result < 0 && -result != EAGAIN {
            close(reason: Self.reason(for: SystemError(function: "send", errno: -result)))
            return
        }
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
    func writeStreamBytes(_ plain: [UInt8], events: Int, finish: Bool = false) {
        writeStream(events: events, finish: finish) { $0.append(contentsOf: plain) }
    }

    /// Queues the stream bytes `encode` appends (deflated with a sync flush when the stream is
    /// compressed, into the socket's buffer either way) and writes them.
    func writeStream(events: Int, finish: Bool = false, _ encode: (inout [UInt8]) -> Void) {
        guard appendStream(events: events, finish: finish, encode) else { return }
        _ = writeQueued()
    }

    /// Starts loading the deflater and its tables into the CPU's caches: each stream's are a frame
    /// period cold when its next event is deflated, and the deflater read them one after another.
    /// Reads only this connection's own memory.
    func prefetchDeflater() {
        for index in deflaterMemory.indices { deflaterMemory[index].prefetch() }
    }

    /// Notes where the deflater and its tables live (they stay put for its life); run when it is set.
    func noteDeflaterMemory() {
        var regions = InlineArray<4, MemoryRegion>(repeating: .empty)
        if let deflater {
            regions[0] = Self.deflaterPrefetcher.region(of: deflater)
            var next = 1
            deflater.forEachTable { start, count in
                guard next < regions.count else { return }
                regions[next] = MemoryRegion(address: start, count: count)
                next += 1
            }
        }
        deflaterMemory = regions
    }

    private static let deflaterPrefetcher = ObjectPrefetcher()

    /// Queues the stream bytes `encode` appends, deflated when the stream is compressed, without writing;
    /// false when the connection is closed (or closed now, the deflater having failed).
    func appendStream(events: Int, finish: Bool = false, _ encode: (inout [UInt8]) -> Void) -> Bool {
        guard phase != .closed else { return false }
        let before = output.count
        if let deflater {
            let loop = loop
            loop.streamScratch.removeAll(keepingCapacity: true)
            encode(&loop.streamScratch)
            var compressed = true
            output.appendInPlace { out in
                compressed = loop.streamScratch.withUnsafeBytes {
                    deflater.compress($0, flush: finish ? .finish : .sync, into: &out)
                }
            }
            guard compressed else {
                close(reason: .failed)
                return false
            }
        } else {
            output.appendInPlace(encode)
        }
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
        writeStreamBytes([], events: 0, finish: true)
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
            writeStreamBytes(final, events: 1, finish: true)
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
