import HTTPCore
import HTTPServer

/// One session's event stream as the benchmark reads it: the connection, its decoding (HTTP head, SSE)
/// and what it measured.
///
/// Loop-confined: created and used only on the benchmark's loop.
final class StreamWatcher: ConnectionReader, @unchecked Sendable {
    let session: Int
    let id: String
    var connection: ClientConnection?
    private var parser = ResponseParser()
    private var decoder = SSEDecoder()
    /// The stream's head came back 200.
    private(set) var isOpen = false
    private(set) var failure: String?

    /// Counting happens only while the run's window is open.
    var measuring = false
    private(set) var frames = 0
    private(set) var firstSeq: Int?
    private(set) var lastSeq = 0
    /// Wire bytes read while measuring (head excluded).
    private(set) var bytes = 0
    /// `arrival − t` of every frame counted, seconds (arrival on the run's clock): when the kernel
    /// received the frame, or when the loop read it without kernel arrival times.
    private var lags = LagLog()
    /// `read − t` of the same frames: when the client's loop read them.
    private var readLags = LagLog()
    /// The time the newest input for this session was written, until a frame reflects it.
    var inputSentAt: Deadline?
    private var sawWillScroll = false
    /// Input-to-frame latencies in milliseconds, and inputs that caused no `willScrollToPage`.
    private(set) var latencies: [Double] = []

    /// The run's clock origin, for bytes handed over by the connection (``received(_:at:readAt:)``).
    var epoch = Deadline(nanoseconds: 0)
    /// Called once, when the stream's head came back 200, after the bytes that brought it.
    var onOpen: () -> Void = {}

    func received(_ bytes: UnsafeRawBufferPointer, at arrival: Deadline, readAt: Deadline) {
        let wasOpen = isOpen
        receive(bytes, at: arrival, readAt: readAt, epoch: epoch)
        if !wasOpen && isOpen {
            let callback = onOpen
            onOpen = {}
            callback()
        }
    }

    init(session: Int, id: String) {
        self.session = session
        self.id = id
    }

    /// Feeds bytes that arrived at `time` and were read at `readAt` (`epoch` is the run's clock origin).
    func receive(_ bytes: UnsafeRawBufferPointer, at time: Deadline, readAt: Deadline, epoch: Deadline) {
        if measuring && isOpen { self.bytes += bytes.count }
        do throws(BenchError) {
            try parser.feed(
                bytes,
                output: { output in
                    switch output {
                    case .streamStarted(let head):
                        guard head.status == 200 else {
                            failure = "status \(head.status)"
                            return
                        }
                        isOpen = true
                    case .response(let head, _):
                        failure = "status \(head.status) without a stream"
                        connection?.close()
                    }
                },
                stream: { body in
                    guard isOpen else { return }
                    decode(body, at: time, readAt: readAt, epoch: epoch)
                })
        } catch {
            failure = error.message
            connection?.close()
        }
    }

    private func decode(_ bytes: UnsafeRawBufferPointer, at time: Deadline, readAt: Deadline, epoch: Deadline) {
        decoder.feed(bytes) { message in
            switch message.kind {
            case .frame:
                if let sentAt = inputSentAt, sawWillScroll {
                    // On loopback the server can answer inside the client's own `send` call, so a frame the
                    // kernel received before the write was timed comes out slightly negative: 0.
                    let latency = Double(Int64(bitPattern: time.nanoseconds &- sentAt.nanoseconds)) / 1e6
                    if measuring { latencies.append(max(0, latency)) }
                    inputSentAt = nil
                    sawWillScroll = false
                }
                guard measuring, let (seq, t) = FrameFields.sequenceAndTime(message.data) else { return }
                frames += 1
                if firstSeq == nil { firstSeq = seq }
                lastSeq = max(lastSeq, seq)
                lags.append(seconds(from: epoch, to: time) - t)
                readLags.append(seconds(from: epoch, to: readAt) - t)
            case .event:
                if inputSentAt != nil, FrameFields.isWillScroll(message.data) { sawWillScroll = true }
            case .end:
                connection?.close()
            case .layout, .other:
                break
            }
        }
    }

    /// Frames the server made for this stream while measuring (from the first to the last `seq`).
    var expectedFrames: Int { firstSeq.map { lastSeq - $0 + 1 } ?? 0 }

    /// Frames within `period` of their due time: `t` plus the stream's clock offset, estimated as the
    /// smallest `arrival − t` seen.
    func onTimeFrames(period: Double) -> Int { lags.onTime(period: period) }

    /// Each frame's lateness past that due time, seconds (``LagLog/excesses``).
    var lateness: [Double] { lags.excesses }

    /// ``onTimeFrames(period:)`` by when the client's loop read the frames.
    func onTimeFramesAtRead(period: Double) -> Int { readLags.onTime(period: period) }

    /// ``lateness`` by when the client's loop read the frames.
    var latenessAtRead: [Double] { readLags.excesses }
}
