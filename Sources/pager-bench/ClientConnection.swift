import CLinux
import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// One client TCP connection on the benchmark's event loop: connects without blocking, writes queued
/// bytes as the socket takes them, hands every byte it reads to ``onBytes`` and reports its end once.
///
/// ```
///  connecting ──EPOLLOUT, SO_ERROR 0──▶ open ──read──▶ onBytes(bytes, arrival)
///       │                                 └──EOF / error / close()──▶ closed ──▶ onClose
///       └──SO_ERROR──▶ closed
/// ```
///
/// Only the loop's thread touches it (every entry point is called from a task on ``loop``).
final class ClientConnection: LoopHandler, @unchecked Sendable {
    let fd: Int32
    let loop: EventLoop
    private let buffer: ReadBuffer
    private var output: [UInt8] = []
    private var written = 0
    private var interest: UInt32
    private(set) var isConnected = false
    private(set) var isClosed = false
    /// Bytes read from the socket so far (what the client received on the wire).
    private(set) var bytesRead = 0
    /// Whether reads leave the socket in delayed-ACK mode (see ``keepAcknowledgementsDelayed(at:)``).
    var delaysAcknowledgements = false
    /// When the last read returned bytes (monotonic nanoseconds; 0 before the first).
    private var lastRead: UInt64 = 0
    /// Whether reads report when the kernel received the bytes (``useKernelArrival()``) rather than
    /// when the loop read them.
    private(set) var kernelArrival = false
    /// When the loop read the newest chunk (whatever ``onBytes`` was given as its arrival).
    private(set) var readAt = Deadline(nanoseconds: 0)

    /// The reader of this connection's bytes, in place of ``onBytes``; whoever sets it keeps it alive
    /// while the connection is open.
    private weak var reader: (any ConnectionReader)?

    /// Called once the connection is established.
    var onConnect: () -> Void = {}
    /// Called with each chunk read and its arrival: when the kernel received it with
    /// ``useKernelArrival()``, else when the loop read it (``readAt``).
    var onBytes: (UnsafeRawBufferPointer, Deadline) -> Void = { _, _ in }
    /// Called when all queued output has been written.
    var onDrained: (Deadline) -> Void = { _ in }
    /// Called once when the connection ends: nil after EOF or ``close()``, else the error.
    var onClose: (SystemError?) -> Void = { _ in }

    /// Starts connecting to the target from `source` and registers with `loop` (call on the loop).
    init(target: BenchTarget, source: in_addr_t?, loop: EventLoop, buffer: ReadBuffer) throws(SystemError) {
        fd = try ClientSocket.connect(port: target.port, source: source)
        self.loop = loop
        self.buffer = buffer
        interest = EPOLLIN.rawValue | EPOLLOUT.rawValue | EPOLLRDHUP.rawValue | EPOLLET.rawValue
        do {
            try loop.register(fd: fd, events: interest, handler: self)
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    /// Hands this connection's bytes to `reader` from now on, instead of ``onBytes``.
    func setReader(_ reader: any ConnectionReader) {
        self.reader = reader
    }

    /// Queues `bytes` and writes what the socket takes now.
    func send(_ bytes: [UInt8]) {
        guard !isClosed else { return }
        output.append(contentsOf: bytes)
        if isConnected { flush() }
    }

    /// Closes the socket; ``onClose`` runs with nil.
    func close() {
        finish(nil)
    }

    func handle(events: UInt32) {
        if !isConnected {
            guard events & (EPOLLOUT.rawValue | EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0 else { return }
            let code = ClientSocket.pendingError(fd)
            guard code == 0 else { return finish(SystemError(function: "connect", errno: code)) }
            isConnected = true
            onConnect()
            guard !isClosed else { return }
            flush()
        } else if events & EPOLLOUT.rawValue != 0 {
            flush()
        }
        guard !isClosed else { return }
        if events & (EPOLLIN.rawValue | EPOLLRDHUP.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0 {
            readAvailable()
        }
    }

    /// Asks the kernel to stamp each received segment (`SO_TIMESTAMPNS`): reads then report when the
    /// newest segment they return reached the socket, so the client's own delay in reading (its loop
    /// busy with other streams, or waiting for a core) is not counted as the server's lateness.
    func useKernelArrival() {
        var one: Int32 = 1
        kernelArrival =
            setsockopt(fd, SOL_SOCKET, SO_TIMESTAMPNS, &one, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    private func readAvailable() {
        let space = buffer.bytes
        while !isClosed {
            var received: UInt64 = 0
            let count =
                kernelArrival
                ? clinux_recv_stamped(fd, space.baseAddress, space.count, &received)
                : recv(fd, space.baseAddress, space.count, 0)
            if count > 0 {
                bytesRead += count
                let now = Deadline.now()
                readAt = now
                if delaysAcknowledgements { keepAcknowledgementsDelayed(at: now) }
                let arrival = received == 0 ? now : Self.monotonic(realtime: received, now: now)
                let bytes = UnsafeRawBufferPointer(rebasing: space[0..<count])
                if let reader {
                    reader.received(bytes, at: arrival, readAt: now)
                } else {
                    onBytes(bytes, arrival)
                }
                if count < space.count { return }
                continue
            }
            if count == 0 { return finish(nil) }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return }
            return finish(SystemError(function: "recv", errno: code))
        }
    }

    /// A CLOCK_REALTIME instant as a monotonic ``Deadline``, by the two clocks' difference at `now`
    /// (never later than `now`).
    static func monotonic(realtime: UInt64, now: Deadline) -> Deadline {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        let realNow = UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
        guard realtime < realNow else { return now }
        return Deadline(nanoseconds: now.nanoseconds &- min(realNow - realtime, now.nanoseconds))
    }

    /// Linux acknowledges a small pushed segment as soon as the reader has read it, unless the socket is
    /// in delayed-ACK ("ping-pong") mode: a stream of one small frame every 16 ms then costs the client one
    /// ACK packet per frame, each a full trip through the loopback's TCP stack on the machine the server
    /// shares. `TCP_QUICKACK` 0 enters that mode, in which the kernel acknowledges every second segment (or
    /// when its delayed-ACK timer fires, at least 40 ms after a segment); the timer firing also ends the
    /// mode, so it is entered again on the first read and after any gap of 30 ms or more between reads.
    private func keepAcknowledgementsDelayed(at now: Deadline) {
        if lastRead == 0 || now.nanoseconds &- lastRead >= 30_000_000 {
            var off: Int32 = 0
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_QUICKACK, &off, socklen_t(MemoryLayout<Int32>.size))
        }
        lastRead = now.nanoseconds
    }

    private func flush() {
        while written < output.count {
            let count = output.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return 0 }
                return Glibc.send(fd, base + written, bytes.count - written, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                written += count
                continue
            }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { break }
            return finish(SystemError(function: "send", errno: code))
        }
        if written == output.count {
            output.removeAll(keepingCapacity: true)
            written = 0
            setInterest(EPOLLIN.rawValue | EPOLLRDHUP.rawValue | EPOLLET.rawValue)
            onDrained(Deadline.now())
        } else {
            setInterest(EPOLLIN.rawValue | EPOLLOUT.rawValue | EPOLLRDHUP.rawValue | EPOLLET.rawValue)
        }
    }

    private func setInterest(_ mask: UInt32) {
        guard mask != interest, !isClosed else { return }
        interest = mask
        try? loop.modify(fd: fd, events: mask)
    }

    private func finish(_ error: SystemError?) {
        guard !isClosed else { return }
        isClosed = true
        reader = nil
        loop.unregister(fd: fd)
        Glibc.close(fd)
        let callback = onClose
        onClose = { _ in }
        onBytes = { _, _ in }
        onConnect = {}
        onDrained = { _ in }
        callback(error)
    }
}

/// The reader of a ``ClientConnection``'s bytes (``ClientConnection/setReader(_:)``).
protocol ConnectionReader: AnyObject {
    /// Bytes the connection read at `readAt`, which arrived at `arrival` (see ``ClientConnection/onBytes``).
    func received(_ bytes: UnsafeRawBufferPointer, at arrival: Deadline, readAt: Deadline)
}

/// The buffer every connection of one loop reads into before handing the bytes on.
final class ReadBuffer: @unchecked Sendable {
    let bytes: UnsafeMutableRawBufferPointer

    init(size: Int = 256 * 1024) {
        bytes = .allocate(byteCount: size, alignment: 16)
    }

    deinit { bytes.deallocate() }
}
