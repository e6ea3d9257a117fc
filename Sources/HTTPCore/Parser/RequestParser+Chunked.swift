extension RequestParser {
    /// Decodes the chunked transfer coding (RFC 9112 §7.1): size lines, data, the last chunk and the
    /// trailer section, which is read and dropped.
    mutating func nextChunked() -> ParserEvent? {
        switch state {
        case .chunkSize:
            return parseChunkSize()
        case .chunkData(let remaining):
            let available = buffer.count - start
            guard available > 0 else { return nil }
            let count = min(available, remaining)
            let chunk = Array(buffer[start..<start + count])
            start += count
            state = count == remaining ? .chunkDataEnd : .chunkData(remaining: remaining - count)
            return .body(chunk)
        case .chunkDataEnd:
            let available = buffer.count - start
            guard available > 0 else { return nil }
            if buffer[start] == ASCII.lf {
                start += 1
            } else if buffer[start] == ASCII.cr {
                guard available > 1 else { return nil }
                guard buffer[start + 1] == ASCII.lf else { return fail(.malformed("chunk data not followed by CRLF")) }
                start += 2
            } else {
                return fail(.malformed("chunk data not followed by CRLF"))
            }
            state = .chunkSize
            return next()
        case .trailers(let received):
            return parseTrailers(received: received)
        default:
            return nil
        }
    }

    private mutating func parseChunkSize() -> ParserEvent? {
        guard let lineEnd = findLineEnd(limit: limits.maxChunkLineBytes) else {
            if buffer.count - start >= limits.maxChunkLineBytes {
                return fail(.malformed("chunk-size line exceeds \(limits.maxChunkLineBytes) bytes"))
            }
            return nil
        }
        var size = 0
        var digits = 0
        var index = start
        while index < lineEnd.contentEnd, let value = ASCII.hexValue(buffer[index]) {
            digits += 1
            guard digits <= 15 else { return fail(.malformed("chunk size too large")) }
            size = size << 4 | Int(value)
            index += 1
        }
        guard digits > 0 else { return fail(.malformed("invalid chunk size")) }
        if index < lineEnd.contentEnd {
            let extensions = buffer[index..<lineEnd.contentEnd]
            let trimmed = ASCII.trimmed(extensions)
            guard trimmed.first == UInt8(ascii: ";"), trimmed.allSatisfy(ASCII.isFieldValueByte) else {
                return fail(.malformed("invalid chunk extension"))
            }
        }
        start = lineEnd.next
        if size == 0 {
            state = .trailers(received: 0)
            return next()
        }
        guard chunkedTotal + size <= limits.maxBodyBytes else {
            return fail(HTTPParseError(.bodyTooLarge, "chunked content exceeds \(limits.maxBodyBytes) bytes"))
        }
        chunkedTotal += size
        state = .chunkData(remaining: size)
        return next()
    }

    private mutating func parseTrailers(received: Int) -> ParserEvent? {
        var received = received
        while true {
            let budget = limits.maxTrailerBytes - received
            guard let lineEnd = findLineEnd(limit: max(budget, 0)) else {
                if buffer.count - start >= budget {
                    return fail(
                        HTTPParseError(.headTooLarge, "trailer section exceeds \(limits.maxTrailerBytes) bytes"))
                }
                state = .trailers(received: received)
                return nil
            }
            let isEmpty = lineEnd.contentEnd == start
            if !isEmpty {
                let line = buffer[start..<lineEnd.contentEnd]
                guard let colon = line.firstIndex(of: ASCII.colon), colon > start,
                    line[..<colon].allSatisfy(ASCII.isToken),
                    line[(colon + 1)...].allSatisfy(ASCII.isFieldValueByte)
                else { return fail(.malformed("invalid trailer field")) }
            }
            received += lineEnd.next - start
            start = lineEnd.next
            if isEmpty {
                state = .messageEnd
                return next()
            }
        }
    }

    /// Finds the next LF within `limit` bytes of `start`.
    ///
    /// - Returns: The index where the line's content ends (before CR LF or LF) and the index after the
    ///   LF, or nil when no LF is buffered within the limit.
    func findLineEnd(limit: Int) -> (contentEnd: Int, next: Int)? {
        let end = min(buffer.count, start + limit)
        guard let newline = buffer[start..<end].firstIndex(of: ASCII.lf) else { return nil }
        let contentEnd = newline > start && buffer[newline - 1] == ASCII.cr ? newline - 1 : newline
        return (contentEnd, newline + 1)
    }
}
