import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// A request the benchmark sends on a keep-alive connection, and what to do with its answer.
struct ClientRequest {
    /// The whole request, head and body.
    var bytes: [UInt8]
    /// Called when the last byte has been written to the socket.
    var onSent: (Deadline) -> Void = { _ in }
    /// Called with the response (nil when the connection failed first), its body and the time it was
    /// complete.
    var onResponse: (ResponseHead?, [UInt8], Deadline) -> Void

    init(
        _ method: String, _ path: String, target: BenchTarget, body: [UInt8]? = nil,
        headers: [(String, String)] = [], onResponse: @escaping (ResponseHead?, [UInt8], Deadline) -> Void
    ) {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(target.authority)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body {
            head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
        } else if method == "POST" || method == "PUT" {
            head += "Content-Length: 0\r\n"
        }
        head += "\r\n"
        bytes = Array(head.utf8) + (body ?? [])
        self.onResponse = onResponse
    }
}

/// A keep-alive connection that sends its queued requests one at a time (no pipelining, so each
/// answer's time is that request's) and reconnects when the server closed it.
final class KeepAliveClient: @unchecked Sendable {
    private let target: BenchTarget
    private let source: in_addr_t?
    private let loop: EventLoop
    private let buffer: ReadBuffer
    private var connection: ClientConnection?
    private var parser = ResponseParser()
    private var queue: [ClientRequest] = []
    private var inFlight = false

    init(target: BenchTarget, source: in_addr_t?, loop: EventLoop, buffer: ReadBuffer) {
        self.target = target
        self.source = source
        self.loop = loop
        self.buffer = buffer
    }

    /// Requests waiting or in flight.
    var backlog: Int { queue.count }

    /// Queues `request`; it goes out when the ones before it are answered.
    func send(_ request: ClientRequest) {
        queue.append(request)
        sendNext()
    }

    /// Closes the connection; queued requests fail.
    func close() {
        connection?.close()
    }

    private func sendNext() {
        guard !inFlight, let request = queue.first else { return }
        guard let connection = connection ?? connect() else {
            let failed = queue
            queue.removeAll()
            for request in failed { request.onResponse(nil, [], Deadline.now()) }
            return
        }
        inFlight = true
        connection.onDrained = { time in request.onSent(time) }
        connection.send(request.bytes)
    }

    private func connect() -> ClientConnection? {
        guard let connection = try? ClientConnection(target: target, source: source, loop: loop, buffer: buffer)
        else { return nil }
        parser = ResponseParser()
        connection.onBytes = { [unowned self] bytes, time in
            do {
                try parser.feed(
                    bytes,
                    output: { output in
                        guard case .response(let head, let body) = output else { return }
                        complete(head, body, time)
                    }, stream: { _ in })
            } catch {
                connection.close()
            }
        }
        connection.onClose = { [unowned self] _ in
            self.connection = nil
            inFlight = false
            let failed = queue
            queue.removeAll()
            for request in failed { request.onResponse(nil, [], Deadline.now()) }
        }
        self.connection = connection
        return connection
    }

    private func complete(_ head: ResponseHead, _ body: [UInt8], _ time: Deadline) {
        guard inFlight, !queue.isEmpty else { return }
        let request = queue.removeFirst()
        inFlight = false
        if head.field("Connection")?.lowercased() == "close" {
            connection?.onClose = { _ in }
            connection?.close()
            connection = nil
        }
        request.onResponse(head, body, time)
        sendNext()
    }
}

/// A fixed set of keep-alive clients; requests are spread by key (a session's input always takes the
/// same connection) or to the shortest queue.
final class ClientPool: @unchecked Sendable {
    let clients: [KeepAliveClient]

    init(size: Int, target: BenchTarget, loop: EventLoop, buffer: ReadBuffer, source: (Int) -> in_addr_t?) {
        clients = (0..<max(1, size)).map {
            KeepAliveClient(target: target, source: source($0), loop: loop, buffer: buffer)
        }
    }

    /// Sends on the client for `key`, or on the least busy one.
    func send(_ request: ClientRequest, key: Int? = nil) {
        let client =
            key.map { clients[$0 % clients.count] } ?? clients.min { $0.backlog < $1.backlog } ?? clients[0]
        client.send(request)
    }

    func closeAll() {
        for client in clients { client.close() }
    }
}
