/// An incremental, bounded HTTP/1.1 request parser (RFC 9112): bytes in, ``ParserEvent``s out.
///
/// The parser owns a buffer of unconsumed bytes. ``append(_:)`` adds what the socket delivered;
/// ``next()`` returns the next event, or nil when it needs more bytes. Nothing is rescanned: the search
/// for the end of the head resumes where it stopped, so feeding a request one byte at a time costs
/// the same as feeding it at once. Pipelined requests simply follow one another in the buffer.
///
/// ```swift
/// var parser = RequestParser()
/// parser.append(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
/// while let event = parser.next() { … }   // .head(…), .end
/// ```
///
/// Limits (``ParserLimits``) are checked as bytes arrive, so an oversized head is refused once it
/// passes the limit, and a `Content-Length` above the body limit is refused right after the head,
/// before any content is read.
public struct RequestParser: Sendable {
    enum State: Sendable, Equatable {
        case head
        case fixedBody(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers(received: Int)
        case messageEnd
        case failed
    }

    public var limits: ParserLimits
    var buffer: [UInt8] = []
    /// Index of the first unconsumed byte in `buffer`.
    var start = 0
    /// While in `.head`: bytes after `start` already searched for the end of the head.
    var scanned = 0
    /// While in `.head`: offset after `start` of the line being scanned.
    var lineStart = 0
    /// While in `.head`: complete lines seen so far.
    var lineCount = 0
    var state: State = .head
    /// Content bytes of the current chunked request so far.
    var chunkedTotal = 0
    /// A failure to report on the next call after the head it concerns (an oversized `Content-Length`).
    var pendingFailure: HTTPParseError?

    public init(limits: ParserLimits = ParserLimits()) {
        self.limits = limits
        buffer.reserveCapacity(1024)
    }

    /// Unconsumed bytes held by the parser.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Whether the parser is between requests with no byte of the next one received.
    public var isIdle: Bool { state == .head && buffer.count == start }

    /// Whether the parser waits for content bytes of the current request.
    public var isReadingBody: Bool {
        switch state {
        case .fixedBody, .chunkSize, .chunkData, .chunkDataEnd, .trailers: true
        case .head, .messageEnd, .failed: false
        }
    }

    /// Whether a failure was reported; the parser yields nothing more.
    public var hasFailed: Bool { state == .failed }

    /// Adds bytes received from the peer.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// Adds bytes received from the peer.
    public mutating func append<S: Sequence<UInt8>>(contentsOf bytes: S) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// Adds `bytes` and returns every event they complete; convenient for tests and the fuzzer.
    public mutating func feed<S: Sequence<UInt8>>(_ bytes: S) -> [ParserEvent] {
        append(contentsOf: bytes)
        var events: [ParserEvent] = []
        while let event = next() {
            events.append(event)
        }
        return events
    }

    /// The next event from the buffered bytes, or nil when more bytes are needed (or after a failure).
    public mutating func next() -> ParserEvent? {
        switch state {
        case .head:
            return parseHeadIfComplete()
        case .fixedBody(let remaining):
            let available = buffer.count - start
            guard available > 0 else { return nil }
            let count = min(available, remaining)
            let chunk = Array(buffer[start..<start + count])
            start += count
            state = count == remaining ? .messageEnd : .fixedBody(remaining: remaining - count)
            return .body(chunk)
        case .chunkSize, .chunkData, .chunkDataEnd, .trailers:
            return nextChunked()
        case .messageEnd:
            state = .head
            chunkedTotal = 0
            return .end
        case .failed:
            defer { pendingFailure = nil }
            return pendingFailure.map(ParserEvent.failure)
        }
    }

    /// Forgets everything buffered and any failure, ready for a new connection.
    public mutating func reset() {
        buffer.removeAll(keepingCapacity: true)
        start = 0
        resetHeadScan()
        state = .head
        chunkedTotal = 0
        pendingFailure = nil
    }

    mutating func fail(_ error: HTTPParseError) -> ParserEvent {
        state = .failed
        return .failure(error)
    }

    mutating func resetHeadScan() {
        scanned = 0
        lineStart = 0
        lineCount = 0
    }

    /// Drops consumed bytes once they make up most of the buffer, so it neither grows nor copies often.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 4096 && start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }
}
