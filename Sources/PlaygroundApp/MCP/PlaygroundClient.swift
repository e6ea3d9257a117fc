#if canImport(Glibc)
    import Glibc
#endif

/// One request to a running playground, blocking, on a new connection that the server closes after
/// answering (`Connection: close`): the MCP tools that save and open configs use it.
struct PlaygroundClient: Sendable {
    let address: PlaygroundAddress
    /// How long connecting, sending and each read may take.
    var timeoutSeconds = 10
    /// The largest response read (a saved config is at most 64 KB).
    var maximumResponseBytes = 4 << 20

    /// Why a request got no HTTP answer.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// Sends `method path` with an optional JSON body and extra header lines (names and values the
    /// caller has checked: no line breaks) and returns the answer.
    func send(
        _ method: String, _ path: String, json body: [UInt8]? = nil, headers: [(name: String, value: String)] = []
    ) -> Result<HTTPResponseBytes, Failure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(address.host, String(address.port), &hints, &list)
        guard status == 0, let first = list else {
            return .failure(
                Failure(description: "cannot find \(address.host): \(String(cString: gai_strerror(status)))"))
        }
        defer { freeaddrinfo(list) }
        var lastError = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            entry = current.pointee.ai_next
            let fd = socket(current.pointee.ai_family, current.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
            let size = socklen_t(MemoryLayout<timeval>.size)
            _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
            _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
            guard connect(fd, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 else {
                lastError = String(cString: strerror(errno))
                continue
            }
            return exchange(fd, request(method, path, body, headers))
        }
        return .failure(Failure(description: "no playground answers at \(address): \(lastError)"))
    }

    private func request(
        _ method: String, _ path: String, _ body: [UInt8]?, _ headers: [(name: String, value: String)]
    ) -> [UInt8] {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(address.host):\(address.port)\r\nConnection: close\r\n"
        head += "Accept: application/json\r\nUser-Agent: pager-playground-mcp\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        return Array((head + "\r\n").utf8) + (body ?? [])
    }

    private func exchange(_ fd: Int32, _ request: [UInt8]) -> Result<HTTPResponseBytes, Failure> {
        var offset = 0
        while offset < request.count {
            let count = request[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                return .failure(Failure(description: "cannot send to \(address): \(String(cString: strerror(errno)))"))
            }
            offset += count
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                let reason = errno == EAGAIN ? "no answer within \(timeoutSeconds) s" : String(cString: strerror(errno))
                return .failure(Failure(description: "\(address) did not answer: \(reason)"))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximumResponseBytes else {
                return .failure(Failure(description: "\(address) sent more than \(maximumResponseBytes >> 20) MiB"))
            }
        }
        guard let response = HTTPResponseBytes(bytes) else {
            return .failure(Failure(description: "\(address) did not answer with HTTP"))
        }
        return .success(response)
    }
}
