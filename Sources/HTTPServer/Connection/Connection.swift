import CLinux
import Glibc
import HTTPCore
import Synchronization

/// One client connection on one loop: reads bytes into the request parser, dispatches complete requests,
/// queues responses in order and writes them, and enforces the timeouts.
///
/// ```
///  ready ──request──▶ (immediate handler) ──response──▶ ready
///    │                (deferred handler) ──▶ awaiting ──respond──▶ ready
///    │                                         └──startEventStream──▶ streaming
///    └── parse error / Connection: close ──▶ draining ──output written──▶ lingering ──EOF──▶ closed
/// ```
///
/// Only the loop's thread touches it; other threads reach it through ``Responder`` and
/// ``EventStream``, which hop to the loop.
final class Connection: LoopHandler, @unchecked Sendable {
    enum Phase: Equatable {
        /// Reading a request (or waiting for one).
        case ready
        /// A deferred handler has request `sequence`.
        case awaiting(sequence: UInt64)
        /// The connection carries a server-sent event stream.
        case streaming
        /// The last response is being written; then the write side closes.
        case draining
        /// The write side is closed; input is read and dropped until EOF or the linger timeout.
        case lingering
        case closed
    }

    let fd: Int32
    let peer: String
    let loop: EventLoop
    unowned let context: HTTPLoopContext
    let shared: ServerShared
    /// The loop's stream counters (held here: reaching them through the unowned context costs more).
    let streamCounters: StreamCounters
    var parser: RequestParser
    var output: OutputQueue
    var phase = Phase.ready
    var interest: UInt32 = 0

    /// The request being read or answered.
    var head: RequestHead?
    var body: [UInt8] = []
    var route = "unmatched"
    var requestStart = Deadline(nanoseconds: 0)
    var sentContinue = false
    var sequence: UInt64 = 0
    var closeAfterResponse = false
    var inputClosed = false
    var isProcessing = false

    var timeouts: ConnectionTimeouts
    var armedTimer: ScheduledTimer?

    /// The cancellation flag of the deferred request being awaited, set when its client goes.
    var awaitingCancellation: RequestCancellation?

    var stream: EventStream?
    var heartbeat: ScheduledTimer?
    var heartbeatInterval = Duration.seconds(15)
    var lastStreamWrite = Deadline(nanoseconds: 0)

    /// Tells this connection from a later one on the same descriptor (see `schedule(at:_:)`).
    let generation = Connection.generations.add(1, ordering: .relaxed).newValue
    private static let generations = Atomic<UInt64>(0)

    init(fd: Int32, peer: String, context: HTTPLoopContext) {
        self.fd = fd
        self.peer = peer
        self.context = context
        self.loop = context.loop
        self.shared = context.shared
        streamCounters = context.streamCounters
        parser = RequestParser(limits: context.shared.configuration.limits)
        output = OutputQueue()
        timeouts = ConnectionTimeouts(writeTimeout: context.shared.configuration.writeTimeout)
        interest = EPOLLIN.rawValue
    }

    /// Called once after registration: arms the idle timeout.
    func start() {
        setTimeout(.idle, after: shared.configuration.idleTimeout)
    }

    func handle(events: UInt32) {
        if events & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0 && events & EPOLLIN.rawValue == 0 {
            close(reason: .clientClosed)
            return
        }
        if events & EPOLLOUT.rawValue != 0 {
            flush()
        }
        if events & EPOLLIN.rawValue != 0 && phase != .closed {
            readAvailable()
        }
    }

    /// Reads what the socket has (up to four buffers' worth) and acts on it.
    private func readAvailable() {
        let buffer = loop.readBuffer
        for _ in 0..<4 {
            let result: IOResult<Int>
            do {
                result = try syscall("recv") { recv(fd, buffer.baseAddress, buffer.count, 0) }
            } catch {
                close(reason: Self.reason(for: error))
                return
            }
            guard case .done(let count) = result else { break }
            if count == 0 {
                peerClosedInput()
                return
            }
            switch phase {
            case .ready, .awaiting:
                parser.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            case .streaming, .draining, .lingering, .closed:
                break
            }
            if count < buffer.count { break }
            if parser.bufferedByteCount > readCap { break }
        }
        if phase == .ready { processInput() }
        updateInterest()
    }

    /// The client closed its side: answer what is complete, then close.
    private func peerClosedInput() {
        inputClosed = true
        switch phase {
        case .ready:
            closeAfterResponse = true
            processInput()
            if phase == .ready { close(reason: .clientClosed) }
        case .awaiting:
            // A client that stops sending while it waits has given up (browsers and HTTP libraries close
            // both sides at once): the answer is still written, but the work for it may stop.
            awaitingCancellation?.cancel()
            closeAfterResponse = true
            updateInterest()
        case .streaming, .lingering, .draining, .closed:
            close(reason: .clientClosed)
        }
    }

    /// Buffered request bytes beyond which the connection stops reading until it catches up.
    var readCap: Int { shared.configuration.limits.maxHeadBytes + 64 * 1024 }

    /// Writes queued output; on completion moves a draining connection on and refills a stream.
    func flush() {
        guard writeQueued() else { return }
        if output.isEmpty {
            switch phase {
            case .draining:
                beginLinger()
                return
            case .streaming:
                pullStream()
            case .ready:
                if !parser.isIdle && !isProcessing { processInput() }
            default:
                break
            }
        }
        updateInterest()
    }

    /// Writes queued output once; returns false when the connection closed on an error.
    func writeQueued() -> Bool {
        guard phase != .closed else { return false }
        guard !output.isEmpty else { return true }
        do {
            if case .done(let written) = try output.write(to: fd), written > 0 {
                timeouts.noteWriteProgress(at: Deadline.now())
            }
            return true
        } catch {
            close(reason: Self.reason(for: error))
            return false
        }
    }

    /// Sets epoll interest to what the phase and buffers call for.
    func updateInterest() {
        guard phase != .closed else { return }
        var wanted: UInt32 = 0
        let readable: Bool
        switch phase {
        case .ready:
            readable = output.count < shared.configuration.outputHighWater && parser.bufferedByteCount <= readCap
        case .awaiting: readable = !inputClosed && parser.bufferedByteCount <= readCap
        case .streaming, .lingering: readable = !inputClosed
        case .draining, .closed: readable = false
        }
        if readable { wanted |= EPOLLIN.rawValue }
        if !output.isEmpty { wanted |= EPOLLOUT.rawValue }
        guard wanted != interest else { return }
        if wanted & EPOLLOUT.rawValue != 0 && interest & EPOLLOUT.rawValue == 0 {
            timeouts.noteWriteProgress(at: Deadline.now())
            armTimer()
        }
        do {
            try loop.modify(fd: fd, events: wanted)
            interest = wanted
        } catch {
            close(reason: .failed)
        }
    }

    /// Shuts the write side after the last response and drains input until EOF, so the client reads
    /// the response rather than a reset caused by unread data (RFC 9112 §9.6).
    private func beginLinger() {
        _ = try? syscallChecked("shutdown") { Glibc.shutdown(fd, Int32(SHUT_WR)) }
        if inputClosed {
            close(reason: .closed)
            return
        }
        phase = .lingering
        let linger = shared.configuration.lingerTimeout
        setTimeout(.linger, after: shared.isShuttingDown ? min(linger, .milliseconds(250)) : linger)
        updateInterest()
    }

    /// A reset or broken pipe means the client went away; anything else is a failure.
    static func reason(for error: SystemError) -> EventStream.CloseReason {
        error.errno == ECONNRESET || error.errno == EPIPE ? .clientClosed : .failed
    }

    /// Closes the socket, ends a stream and forgets the connection. Idempotent.
    func close(reason: EventStream.CloseReason) {
        guard phase != .closed else { return }
        phase = .closed
        awaitingCancellation?.cancel()
        awaitingCancellation = nil
        armedTimer?.cancel()
        armedTimer = nil
        heartbeat?.cancel()
        heartbeat = nil
        output.removeAll()
        loop.unregister(fd: fd)
        Glibc.close(fd)
        shared.metrics.openConnections.wrappingSubtract(1, ordering: .relaxed)
        shared.placement.withLock { $0.release(loop.index) }
        if let stream {
            shared.metrics.openStreams.wrappingSubtract(1, ordering: .relaxed)
            self.stream = nil
            stream.markClosed(reason)
        }
        context.remove(self)
    }
}
