/// Where a running playground answers, from `mcp --url` (`http://host[:port]`, default port 80; a
/// trailing `/` is allowed, a path is not).
struct PlaygroundAddress: Sendable, Equatable, CustomStringConvertible {
    static let standard = PlaygroundAddress(host: "127.0.0.1", port: 8_080)

    var host: String
    var port: UInt16

    var description: String { "http://\(host.contains(":") ? "[\(host)]" : host):\(port)" }

    init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// Nil unless `text` is an `http://` URL with a host and at most a `/` after it.
    init?(_ text: String) {
        guard text.hasPrefix("http://") else { return nil }
        var rest = Substring(text.dropFirst("http://".count))
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@") else { return nil }
        var host = rest
        var port: UInt16 = 80
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":"), let value = UInt16(after.dropFirst()), value > 0 else { return nil }
                port = value
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = rest[..<colon]
            guard let value = UInt16(rest[rest.index(after: colon)...]), value > 0 else { return nil }
            port = value
        }
        guard !host.isEmpty, host.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return nil }
        self.host = String(host)
        self.port = port
    }
}
