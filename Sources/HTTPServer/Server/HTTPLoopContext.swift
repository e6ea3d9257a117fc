import CLinux
import Glibc
import HTTPCore

/// The server's state on one loop: its listener, its connections, the cached `Date` value and the
/// access-log buffer. Touched only on that loop's thread.
final class HTTPLoopContext: @unchecked Sendable {
    let loop: EventLoop
    let shared: ServerShared
    var listener: Listener?
    /// The event-stream counters of this loop's connections.
    let streamCounters: StreamCounters
    private(set) var connections: [Int32: Connection] = [:]
    private var dateSecond = -1
    private var dateBytes: [UInt8] = []
    private var logBuffer: [UInt8] = []
    private var shutdownStarted = false

    init(loop: EventLoop, shared: ServerShared) {
        self.loop = loop
        self.shared = shared
        streamCounters = shared.metrics.makeStreamCounters()
        logBuffer.reserveCapacity(16 * 1024)
        loop.iterationHooks.append { [weak self] in self?.flushLog() }
    }

    /// The `Date` value for now, formatted once per second.
    func currentDate() -> [UInt8] {
        let second = Deadline.wallSeconds()
        if second != dateSecond {
            dateSecond = second
            dateBytes = HTTPDate.bytes(secondsSince1970: second)
        }
        return dateBytes
    }

    func add(_ connection: Connection) {
        connections[connection.fd] = connection
    }

    /// Takes an accepted socket as a connection of this loop (counted already in the server's open
    /// connections and placement); closes it, uncounted, when the loop is shutting down or cannot watch it.
    func adopt(_ fd: Int32, peer: String) {
        guard !shutdownStarted else { return shared.discard(fd, countedOn: loop.index) }
        let connection = Connection(fd: fd, peer: peer, context: self)
        do {
            try loop.register(fd: fd, events: EPOLLIN.rawValue, handler: connection)
        } catch {
            return shared.discard(fd, countedOn: loop.index)
        }
        add(connection)
        connection.start()
    }

    func remove(_ connection: Connection) {
        connections[connection.fd] = nil
        if shutdownStarted && connections.isEmpty { loop.requestStop() }
    }

    /// Appends one access-log line; lines are written to standard error once per loop iteration.
    ///
    /// Format: `client [date] "METHOD target HTTP/1.x" status bytes milliseconds route`, the client
    /// being the peer unless ``ServerConfiguration/logClient`` says otherwise.
    func logRequest(peer: String, head: RequestHead?, status: Int, bytes: Int, seconds: Double, route: String) {
        guard shared.configuration.accessLog else { return }
        let client = head.flatMap { head in shared.configuration.logClient?(peer, head) } ?? peer
        logBuffer.append(contentsOf: client.utf8)
        logBuffer.append(contentsOf: " [".utf8)
        logBuffer.append(contentsOf: currentDate())
        logBuffer.append(contentsOf: "] \"".utf8)
        if let head {
            logBuffer.append(contentsOf: head.method.rawValue.utf8)
            logBuffer.append(UInt8(ascii: " "))
            logBuffer.append(contentsOf: head.target.utf8)
            logBuffer.append(contentsOf: head.version.minor == 0 ? " HTTP/1.0\" ".utf8 : " HTTP/1.1\" ".utf8)
        } else {
            logBuffer.append(contentsOf: "-\" ".utf8)
        }
        appendDecimal(status)
        logBuffer.append(UInt8(ascii: " "))
        appendDecimal(bytes)
        logBuffer.append(UInt8(ascii: " "))
        let micros = max(0, Int(seconds * 1_000_000))
        appendDecimal(micros / 1000)
        logBuffer.append(UInt8(ascii: "."))
        let fraction = micros % 1000
        logBuffer.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        logBuffer.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        logBuffer.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        logBuffer.append(contentsOf: "ms ".utf8)
        logBuffer.append(contentsOf: route.utf8)
        logBuffer.append(UInt8(ascii: "\n"))
        if logBuffer.count > 64 * 1024 { flushLog() }
    }

    private func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        logBuffer.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    func flushLog() {
        guard !logBuffer.isEmpty else { return }
        logBuffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { break }
                offset += written
            }
        }
        logBuffer.removeAll(keepingCapacity: true)
    }

    /// Stops accepting, winds down every connection and stops the loop once none is left or the grace
    /// period is over.
    func beginShutdown(deadline: Deadline) {
        guard !shutdownStarted else { return }
        shutdownStarted = true
        listener?.close()
        listener = nil
        for connection in Array(connections.values) { connection.beginShutdown() }
        if connections.isEmpty {
            loop.requestStop()
            return
        }
        loop.schedule(at: deadline) { [self] in
            for connection in Array(connections.values) { connection.close(reason: .shutdown) }
            loop.requestStop()
        }
    }
}
