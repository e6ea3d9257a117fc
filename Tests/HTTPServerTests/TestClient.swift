import Glibc
import HTTPCore

@testable import HTTPServer

/// A blocking loopback client that speaks raw bytes, so tests control exactly what the server sees.
final class TestClient {
    struct Reply {
        var status: Int
        var headers: HTTPHeaders
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    let fd: Int32
    private var buffer: [UInt8] = []

    init(port: Int, timeout: Duration = .seconds(5)) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SystemError(function: "socket", errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            // Not closed here: a class whose stored properties are all set runs its deinit when its
            // initializer throws, and the deinit closes `fd`. Closing it here too closed whatever
            // socket another test had opened on the same number in between.
            throw SystemError(function: "connect", errno: errno)
        }
        setTimeout(timeout)
    }

    deinit { close(fd) }

    func setTimeout(_ timeout: Duration) {
        let micros = timeout.components.seconds * 1_000_000 + timeout.components.attoseconds / 1_000_000_000_000
        var value = timeval(tv_sec: Int(micros / 1_000_000), tv_usec: Int(micros % 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Reads once; nil on timeout, empty on EOF.
    func readSome() -> [UInt8]? {
        if !buffer.isEmpty {
            defer { buffer.removeAll() }
            return buffer
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count < 0 { return errno == ECONNRESET ? [] : nil }
        return Array(chunk[0..<count])
    }

    /// Reads until EOF (or timeout) and returns everything.
    func readToEnd() -> [UInt8] {
        var all: [UInt8] = []
        while let chunk = readSome(), !chunk.isEmpty { all += chunk }
        return all
    }

    /// Whether the server closed the connection (EOF or reset) before the read timeout.
    func isClosedByServer() -> Bool {
        while let chunk = readSome() {
            if chunk.isEmpty { return true }
        }
        return false
    }

    /// Reads one response with a `Content-Length` (or none, for 1xx/204/304 or HEAD when `noBody`).
    func readReply(noBody: Bool = false) -> Reply? {
        while true {
            if let reply = takeReply(noBody: noBody) { return reply }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
        }
    }

    /// Reads until `needle` has arrived; returns everything read (nil on timeout or EOF first).
    func read(until needle: String) -> String? {
        var text = ""
        while !text.contains(needle) {
            guard let chunk = readSome(), !chunk.isEmpty else { return nil }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    private func takeReply(noBody: Bool) -> Reply? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, buffer.count - 3)).first(where: { buffer[$0..<$0 + 4].elementsEqual(separator) })
        else { return nil }
        let headText = String(decoding: buffer[0..<end], as: UTF8.self)
        var lines = headText.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines.removeFirst()
        let status = Int(statusLine.split(separator: " ")[1]) ?? 0
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
        }
        let length =
            noBody || status < 200 || status == 204 || status == 304 ? 0 : Int(headers["Content-Length"] ?? "0") ?? 0
        guard buffer.count >= end + 4 + length else { return nil }
        let body = Array(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return Reply(status: status, headers: headers, body: body)
    }
}

extension ServerConfiguration {
    /// Port 0, two loops, no access log, a short grace period; `configure` adjusts the rest.
    static func test(_ configure: (inout ServerConfiguration) -> Void = { _ in }) -> ServerConfiguration {
        var configuration = ServerConfiguration(port: 0, threads: 2, accessLog: false)
        configuration.shutdownGracePeriod = .seconds(2)
        configure(&configuration)
        return configuration
    }
}

/// Starts a server on port 0 with `router` and stops it at the end.
func withServer(
    _ configuration: ServerConfiguration = .test(), router: HTTPRouter, _ body: (HTTPServer, Int) throws -> Void
) throws {
    let server = try HTTPServer(configuration: configuration, router: router)
    let port = try server.start()
    defer { server.stop() }
    try body(server, port)
}

/// Waits until `condition` holds or `timeout` passes; returns whether it held.
func eventually(_ timeout: Duration = .seconds(3), _ condition: () -> Bool) -> Bool {
    let deadline = Deadline.now() + timeout
    while Deadline.now() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}
