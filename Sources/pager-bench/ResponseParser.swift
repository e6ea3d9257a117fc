import HTTPCore

/// The status line and header fields of an HTTP/1.1 response.
struct ResponseHead: Sendable {
    var status: Int
    var fields: [(name: String, value: String)]

    /// The first value of a field, by case-insensitive name.
    func field(_ name: String) -> String? {
        let lowered = name.lowercased()
        return fields.first { $0.name.lowercased() == lowered }?.value
    }
}

/// An incremental HTTP/1.1 response parser for the benchmark client (RFC 9112 §4–§7, the subset the
/// playground and the peers send): a head, then a body framed by `Content-Length`, by chunks, or — for
/// an event stream — running until the connection closes.
struct ResponseParser {
    enum Output {
        /// A complete response with its body.
        case response(ResponseHead, [UInt8])
        /// The head of a response whose body runs until close (an event stream); its bytes follow
        /// through the `stream` closure of ``feed(_:stream:)``.
        case streamStarted(ResponseHead)
    }

    private enum State {
        case head
        case fixed(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailer
        case stream
    }

    private var state = State.head
    private var buffer: [UInt8] = []
    private var head: ResponseHead?
    private var body: [UInt8] = []
    /// The body is an event stream sent in chunks.
    private var streaming = false
    /// Whether the request being answered was `HEAD` (no body whatever the fields say).
    var expectsNoBody = false

    /// Consumes `bytes`: complete responses and stream starts go to `output`, body bytes of a stream to
    /// `stream`.
    mutating func feed(
        _ bytes: UnsafeRawBufferPointer, output: (Output) -> Void, stream: (UnsafeRawBufferPointer) -> Void
    ) throws(BenchError) {
        if case .stream = state {
            stream(bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        var offset = 0
        parsing: while offset < buffer.count {
            switch state {
            case .head:
                guard let end = Self.find(Self.headEnd, in: buffer, from: offset) else { break parsing }
                let parsed = try Self.parseHead(buffer[offset..<end])
                offset = end + 4
                head = parsed
                body.removeAll(keepingCapacity: true)
                if expectsNoBody || parsed.status == 204 || parsed.status == 304 || parsed.status < 200 {
                    if parsed.status >= 200 { output(.response(parsed, [])) }
                    continue parsing
                }
                let chunked = parsed.field("Transfer-Encoding")?.lowercased().contains("chunked") == true
                if chunked && parsed.field("Content-Type")?.hasPrefix("text/event-stream") == true {
                    // An event stream in chunks (Node's): its de-chunked bytes go to `stream`.
                    streaming = true
                    state = .chunkSize
                    output(.streamStarted(parsed))
                } else if chunked {
                    state = .chunkSize
                } else if let length = parsed.field("Content-Length").flatMap({ Int($0) }) {
                    state = .fixed(remaining: length)
                    if length == 0 {
                        state = .head
                        output(.response(parsed, []))
                    }
                } else {
                    state = .stream
                    output(.streamStarted(parsed))
                    let rest = Array(buffer[offset...])
                    buffer.removeAll()
                    rest.withUnsafeBytes { stream($0) }
                    return
                }
            case .fixed(let remaining):
                let take = min(remaining, buffer.count - offset)
                body.append(contentsOf: buffer[offset..<offset + take])
                offset += take
                if take == remaining {
                    state = .head
                    output(.response(head ?? ResponseHead(status: 0, fields: []), body))
                } else {
                    state = .fixed(remaining: remaining - take)
                }
            case .chunkSize:
                guard let end = Self.find(Self.lineEnd, in: buffer, from: offset) else { break parsing }
                let line = String(decoding: buffer[offset..<end], as: UTF8.self)
                let digits = line.split(separator: ";").first.map(String.init) ?? ""
                guard let size = Int(digits.trimmingSpaces, radix: 16) else {
                    throw BenchError(message: "bad chunk size line '\(line)'")
                }
                offset = end + 2
                state = size == 0 ? .trailer : .chunkData(remaining: size)
            case .chunkData(let remaining):
                let take = min(remaining, buffer.count - offset)
                if streaming {
                    buffer.withUnsafeBytes { stream(UnsafeRawBufferPointer(rebasing: $0[offset..<offset + take])) }
                } else {
                    body.append(contentsOf: buffer[offset..<offset + take])
                }
                offset += take
                state = take == remaining ? .chunkEnd : .chunkData(remaining: remaining - take)
            case .chunkEnd:
                guard buffer.count - offset >= 2 else { break parsing }
                offset += 2
                state = .chunkSize
            case .trailer:
                guard let end = Self.find(Self.lineEnd, in: buffer, from: offset) else { break parsing }
                let isEmptyLine = end == offset
                offset = end + 2
                if isEmptyLine {
                    state = .head
                    output(.response(head ?? ResponseHead(status: 0, fields: []), body))
                }
            case .stream:
                break parsing
            }
        }
        buffer.removeFirst(offset)
    }

    private static let headEnd: [UInt8] = [13, 10, 13, 10]
    private static let lineEnd: [UInt8] = [13, 10]

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0] && haystack[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Parses a response head (without its final empty line) byte by byte: splitting it as a `String`
    /// cost about 50 000 instructions a response, 5 % of the load generator at 1 500 sessions.
    static func parseHead(_ bytes: ArraySlice<UInt8>) throws(BenchError) -> ResponseHead {
        var lines: [Range<Int>] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "\n") {
                lines.append(lineStart..<index)
                index += 2
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(lineStart..<bytes.endIndex)
        let statusLine = bytes[lines[0]]
        guard statusLine.starts(with: "HTTP/1.".utf8), let space = statusLine.firstIndex(of: UInt8(ascii: " ")) else {
            throw BenchError(message: "not an HTTP/1.x response: \(String(decoding: bytes.prefix(80), as: UTF8.self))")
        }
        let code = statusLine[(space + 1)...].prefix { $0 != UInt8(ascii: " ") }
        guard !code.isEmpty, code.count <= 3, code.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else {
            throw BenchError(message: "bad status line '\(String(decoding: statusLine, as: UTF8.self))'")
        }
        let status = code.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            let text = bytes[line]
            guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let value = String(decoding: text[(colon + 1)...], as: UTF8.self)
            fields.append((String(decoding: text[..<colon], as: UTF8.self), String(value.trimmingSpaces)))
        }
        return ResponseHead(status: status, fields: fields)
    }
}
