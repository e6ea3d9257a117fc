import HTTPServer
import Synchronization
import Testing

@testable import pager_bench

#if canImport(Glibc)
    import Glibc
#endif

/// A client connection against a plain listening socket on port 0, checked through the kernel's own view
/// of the socket (`TCP_QUICKACK` reads 0 while the socket is in delayed-ACK mode).
@Suite struct ClientConnectionTests {
    /// A listening socket on 127.0.0.1 and an accepted peer to write to.
    private final class Listener {
        let fd: Int32
        let port: UInt16
        var peer: Int32 = -1

        init() throws {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
            self.fd = fd
            let bound = fd >= 0 ? ClientSocket.bindToAnyLoopbackPort(fd) : nil
            try #require(bound != nil && listen(fd, 4) == 0)
            port = bound ?? 0
        }

        func accept() throws {
            peer = Glibc.accept(fd, nil, nil)
            try #require(peer >= 0)
        }

        func write(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { send(peer, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        deinit {
            if peer >= 0 { close(peer) }
            close(fd)
        }
    }

    /// Connects with or without delayed acknowledgements, writes `chunks` from the server side with the
    /// given pause before each, and returns what `TCP_QUICKACK` read as each chunk arrived.
    private func quickAckAtEachRead(delaying: Bool, chunks: [(pause: Double, text: String)]) throws -> [Int32] {
        let listener = try Listener()
        let group = try ClientSocket.startClientLoop()
        defer { group.stopAndJoin() }
        let loop = group.loops[0]
        let seen = Mutex<[Int32]>([])
        let holder = Mutex<ClientConnection?>(nil)
        let target = try BenchTarget(url: "http://127.0.0.1:\(listener.port)")
        loop.execute {
            guard let connection = try? ClientConnection(target: target, source: nil, loop: loop, buffer: ReadBuffer())
            else { return }
            connection.delaysAcknowledgements = delaying
            connection.onBytes = { [fd = connection.fd] _, _ in
                var value: Int32 = -1
                var length = socklen_t(MemoryLayout<Int32>.size)
                _ = getsockopt(fd, Int32(IPPROTO_TCP), TCP_QUICKACK, &value, &length)
                seen.withLock { $0.append(value) }
            }
            holder.withLock { $0 = connection }
        }
        try listener.accept()
        for (number, chunk) in chunks.enumerated() {
            usleep(UInt32(chunk.pause * 1_000_000))
            listener.write(chunk.text)
            let started = Deadline.now()
            while seen.withLock({ $0.count }) <= number
                && Deadline.now().nanoseconds - started.nanoseconds < 2_000_000_000
            {
                usleep(1_000)
            }
        }
        loop.execute { holder.withLock { $0?.close() } }
        return seen.withLock { $0 }
    }

    @Test func aDelayingConnectionStaysInDelayedAckMode() throws {
        // The second chunk comes at once (its ACK is left to the kernel's timer, which ends the mode);
        // the third after a pause longer than that timer, so the connection must enter the mode again.
        let chunks = [(0.0, "a"), (0.002, "b"), (0.2, "c")]
        #expect(try quickAckAtEachRead(delaying: true, chunks: chunks) == [0, 0, 0])
        #expect(try quickAckAtEachRead(delaying: false, chunks: chunks) == [1, 1, 1])
    }

    /// Connects, has the server write while the client's loop is held busy for 80 ms, and returns how
    /// long before its read each chunk's reported arrival was (seconds).
    private func arrivalBeforeRead(kernel: Bool) throws -> Double {
        let listener = try Listener()
        let group = try ClientSocket.startClientLoop()
        defer { group.stopAndJoin() }
        let loop = group.loops[0]
        let gaps = Mutex<[Double]>([])
        let holder = Mutex<ClientConnection?>(nil)
        let target = try BenchTarget(url: "http://127.0.0.1:\(listener.port)")
        loop.execute {
            guard let connection = try? ClientConnection(target: target, source: nil, loop: loop, buffer: ReadBuffer())
            else { return }
            if kernel { connection.useKernelArrival() }
            connection.onBytes = { [unowned connection] _, arrival in
                let gap = Double(connection.readAt.nanoseconds &- arrival.nanoseconds) / 1e9
                gaps.withLock { $0.append(gap) }
            }
            holder.withLock { $0 = connection }
        }
        try listener.accept()
        usleep(20_000)
        let busy = Atomic<Bool>(false)
        loop.execute {
            busy.store(true, ordering: .releasing)
            usleep(80_000)
        }
        while !busy.load(ordering: .acquiring) { usleep(500) }
        listener.write("frame")
        let started = Deadline.now()
        while gaps.withLock({ $0.isEmpty }) && Deadline.now().nanoseconds - started.nanoseconds < 2_000_000_000 {
            usleep(1_000)
        }
        loop.execute { holder.withLock { $0?.close() } }
        return try #require(gaps.withLock { $0.first })
    }

    @Test func kernelArrivalLeavesOutTheClientsOwnDelay() throws {
        // The chunk reached the socket while the loop slept: the kernel's time is about 80 ms before the
        // read, the read time is the read itself.
        let kernel = try arrivalBeforeRead(kernel: true)
        #expect(kernel > 0.05 && kernel < 0.5, "\(kernel)")
        #expect(try arrivalBeforeRead(kernel: false) == 0)
    }

    @Test func realtimeStampsBecomeMonotonicByTheClocksDifference() {
        let now = Deadline.now()
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        let real = UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
        let earlier = ClientConnection.monotonic(realtime: real - 30_000_000, now: now)
        let gap = Double(now.nanoseconds - earlier.nanoseconds) / 1e6
        #expect(gap > 29 && gap < 35, "\(gap) ms")
        // A stamp from the future (clock stepped) is taken as now.
        #expect(ClientConnection.monotonic(realtime: real + 5_000_000_000, now: now) == now)
    }

    /// Reads bytes for ``aReaderTakesTheBytesInsteadOfOnBytes()``.
    private final class Reader: ConnectionReader, @unchecked Sendable {
        let received = Mutex<[UInt8]>([])
        func received(_ bytes: UnsafeRawBufferPointer, at arrival: Deadline, readAt: Deadline) {
            received.withLock { $0 += bytes }
        }
    }

    @Test func aReaderTakesTheBytesInsteadOfOnBytes() throws {
        let listener = try Listener()
        let group = try ClientSocket.startClientLoop()
        defer { group.stopAndJoin() }
        let loop = group.loops[0]
        let reader = Reader()
        let viaClosure = Mutex(0)
        let holder = Mutex<ClientConnection?>(nil)
        let target = try BenchTarget(url: "http://127.0.0.1:\(listener.port)")
        loop.execute {
            guard let connection = try? ClientConnection(target: target, source: nil, loop: loop, buffer: ReadBuffer())
            else { return }
            connection.onBytes = { bytes, _ in viaClosure.withLock { $0 += bytes.count } }
            connection.setReader(reader)
            holder.withLock { $0 = connection }
        }
        try listener.accept()
        listener.write("hello")
        let started = Deadline.now()
        while reader.received.withLock({ $0.count }) < 5
            && Deadline.now().nanoseconds - started.nanoseconds < 2_000_000_000
        {
            usleep(1_000)
        }
        #expect(reader.received.withLock { $0 } == Array("hello".utf8))
        #expect(viaClosure.withLock { $0 } == 0)
        loop.execute { holder.withLock { $0?.close() } }
    }
}
