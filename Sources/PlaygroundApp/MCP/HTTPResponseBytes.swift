/// A whole HTTP/1.1 response as read from a connection the server closed: its status and body.
struct HTTPResponseBytes: Sendable, Equatable {
    var status: Int
    var body: [UInt8]

    init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }

    /// Nil unless `bytes` hold a status line, a header block and, when it gives a `Content-Length`,
    /// at least that many body bytes (the rest is ignored). Without a length the body is what follows.
    init?(_ bytes: [UInt8]) {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = Self.find(separator, in: bytes) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines[0].split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), statusLine[1].count == 3,
            let status = Int(statusLine[1])
        else { return nil }
        var body = Array(bytes[(end + separator.count)...])
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingPrefix(" ")), length >= 0, length <= body.count else { return nil }
            body = Array(body.prefix(length))
        }
        self.status = status
        self.body = body
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }
}
