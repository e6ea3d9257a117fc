import Foundation
import Glibc
import HTTPCore

/// A blocking HTTP/1.1 client over one loopback TCP connection, reading responses with a
/// `Content-Length`, chunked (RFC 9112 §7.1) or delimited by the close; streams (SSE) are read with
/// ``readHead(method:)`` and then ``readSome()`` / ``read(until:)``.
final class HTTPTestClient {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var closed = false

    init(port: Int, timeout: Duration = .seconds(10)) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LiveServerError.system("socket") }
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
            // `close()` rather than `Glibc.close`: the deinit runs when this initializer throws (every
            // stored property is set), and closes the descriptor unless `closed` says it is done.
            let error = LiveServerError.system("connect")
            close()
            throw error
        }
        let (seconds, attoseconds) = timeout.components
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fd)
    }

    /// Sends a request and reads its response.
    func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> HTTPReply {
        try send(method, target, headers: headers, body: body)
        return try readResponse(method: method)
    }

    /// Sends a request; adds `Host` and, when there is a body or the method usually has one,
    /// `Content-Length`, unless `headers` has them (or `Transfer-Encoding`).
    func send(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []) throws {
        let names = Set(headers.map { $0.0.lowercased() })
        var head = "\(method) \(target) HTTP/1.1\r\n"
        if !names.contains("host") { head += "Host: 127.0.0.1\r\n" }
        let needsLength = !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method)
        if needsLength, !names.contains("content-length"), !names.contains("transfer-encoding") {
            head += "Content-Length: \(body.count)\r\n"
        }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try sendRaw(Array((head + "\r\n").utf8) + body)
    }

    /// Sends bytes exactly as given.
    func sendRaw(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw LiveServerError.system("send") }
            offset += written
        }
    }

    /// Reads one whole response (no body for HEAD, 1xx, 204 and 304).
    func readResponse(method: String = "GET") throws -> HTTPReply {
        var reply = try readHead(method: method)
        let status = reply.status
        if method == "HEAD" || status < 200 || status == 204 || status == 304 { return reply }
        if reply.headers.hasToken("chunked", in: "Transfer-Encoding") {
            reply.body = try readChunkedBody()
        } else if let length = reply.headers["Content-Length"].flatMap({ Int($0) }) {
            try fill(length)
            reply.body = Array(buffer.prefix(length))
            buffer.removeFirst(length)
        } else {
            while let chunk = try receive() { buffer += chunk }
            reply.body = buffer
            buffer = []
        }
        return reply
    }

    /// Reads a status line and header fields; the body stays unread. Interim 1xx responses are skipped
    /// unless `method` is nil.
    func readHead(method: String? = "GET") throws -> HTTPReply {
        while true {
            let end = try fill(until: [13, 10, 13, 10])
            let lines = String(decoding: buffer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
            buffer.removeFirst(end + 4)
            let parts = lines[0].split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
                throw LiveServerError("not an HTTP/1.x status line: \(lines[0])")
            }
            var headers = HTTPHeaders()
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers.add(
                    String(line[..<colon]),
                    line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            let reply = HTTPReply(
                status: status, reason: parts.count > 2 ? String(parts[2]) : "", headers: headers, body: [])
            if status < 200, method != nil { continue }
            return reply
        }
    }

    /// Body bytes as they come: what is buffered, else one read; nil at the end of the stream; throws
    /// on timeout.
    func readSome() throws -> [UInt8]? {
        if !buffer.isEmpty {
            defer { buffer = [] }
            return buffer
        }
        return try receive()
    }

    /// Reads body bytes until `needle` has arrived; returns the text read (nil if the stream ended first).
    func read(until needle: String) throws -> String? {
        var text = ""
        while !text.contains(needle) {
            guard let chunk = try readSome() else { return nil }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    private func readChunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let end = try fill(until: [13, 10])
            let line = String(decoding: buffer[..<end], as: UTF8.self)
            buffer.removeFirst(end + 2)
            guard let size = Int(line.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces), radix: 16) else {
                throw LiveServerError("bad chunk-size line: \(line)")
            }
            if size == 0 {
                while true {
                    let end = try fill(until: [13, 10])
                    buffer.removeFirst(end + 2)
                    if end == 0 { return body }
                }
            }
            try fill(size + 2)
            body += buffer[..<size]
            buffer.removeFirst(size + 2)
        }
    }

    /// Reads until the buffer holds `count` bytes.
    private func fill(_ count: Int) throws {
        while buffer.count < count {
            guard let chunk = try receive() else { throw LiveServerError("the response ended early") }
            buffer += chunk
        }
    }

    /// Reads until `separator` is in the buffer; returns where it starts.
    private func fill(until separator: [UInt8]) throws -> Int {
        var searchFrom = 0
        while true {
            if buffer.count >= separator.count {
                for index in searchFrom...(buffer.count - separator.count)
                where buffer[index..<(index + separator.count)].elementsEqual(separator) {
                    return index
                }
                searchFrom = buffer.count - separator.count + 1
            }
            guard let chunk = try receive() else { throw LiveServerError("the connection closed mid-message") }
            buffer += chunk
        }
    }

    /// One `recv`; nil at EOF or reset; throws on timeout.
    private func receive() throws -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 { return Array(chunk[..<count]) }
            if count == 0 { return nil }
            switch errno {
            case EINTR: continue
            case ECONNRESET: return nil
            case EAGAIN: throw LiveServerError("timed out waiting for the server")
            default: throw LiveServerError.system("recv")
            }
        }
    }
}
