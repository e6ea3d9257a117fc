extension RequestParser {
    /// Looks for the end of the head (an empty line) and parses the head once it is complete.
    mutating func parseHeadIfComplete() -> ParserEvent? {
        skipLeadingEmptyLines()
        let available = buffer.count - start
        let searchEnd = min(available, limits.maxHeadBytes)
        var headEnd: Int?
        buffer.withUnsafeBufferPointer { all in
            let bytes = UnsafeBufferPointer(rebasing: all[start..<start + searchEnd])
            var index = scanned
            while index < searchEnd {
                guard let newline = bytes[index..<searchEnd].firstIndex(of: ASCII.lf) else {
                    index = searchEnd
                    break
                }
                var lineEnd = newline
                if lineEnd > lineStart && bytes[lineEnd - 1] == ASCII.cr { lineEnd -= 1 }
                if lineEnd == lineStart {
                    headEnd = newline + 1
                    break
                }
                lineCount += 1
                lineStart = newline + 1
                index = newline + 1
            }
            scanned = index
        }
        guard let headEnd else {
            if lineCount > limits.maxHeaderCount + 1 {
                return fail(HTTPParseError(.tooManyHeaders, "more than \(limits.maxHeaderCount) header fields"))
            }
            if available >= limits.maxHeadBytes {
                return fail(HTTPParseError(.headTooLarge, "request head exceeds \(limits.maxHeadBytes) bytes"))
            }
            return nil
        }
        if lineCount > limits.maxHeaderCount + 1 {
            return fail(HTTPParseError(.tooManyHeaders, "more than \(limits.maxHeaderCount) header fields"))
        }
        let result = buffer.withUnsafeBufferPointer { all in
            parseHead(UnsafeBufferPointer(rebasing: all[start..<start + headEnd]))
        }
        start += headEnd
        resetHeadScan()
        switch result {
        case .failure(let error):
            return fail(error)
        case .success(let head):
            switch head.framing {
            case .none:
                state = .messageEnd
            case .length(let length):
                guard length <= limits.maxBodyBytes else {
                    state = .failed
                    pendingFailure = HTTPParseError(
                        .bodyTooLarge, "content of \(length) bytes exceeds \(limits.maxBodyBytes) bytes")
                    return .head(head)
                }
                state = .fixedBody(remaining: length)
            case .chunked:
                state = .chunkSize
            }
            return .head(head)
        }
    }

    /// Skips empty lines before a request line (RFC 9112 §2.2 asks servers to ignore at least one).
    private mutating func skipLeadingEmptyLines() {
        guard scanned == 0 else { return }
        while start < buffer.count, buffer[start] == ASCII.cr || buffer[start] == ASCII.lf {
            start += 1
        }
    }

    /// Parses a complete head: the request line, the field lines and the final empty line.
    private func parseHead(_ head: UnsafeBufferPointer<UInt8>) -> Result<RequestHead, HTTPParseError> {
        var lines = LineIterator(bytes: head)
        guard let requestLine = lines.next() else { return .failure(.malformed("empty request")) }
        let line: RequestLine
        switch RequestLine.parse(requestLine, limits: limits) {
        case .success(let parsed): line = parsed
        case .failure(let error): return .failure(error)
        }
        var fields = FieldScan(version: line.version)
        var headers = HTTPHeaders()
        headers.reserveCapacity(8)
        while let fieldLine = lines.next(), !fieldLine.isEmpty {
            guard let colon = fieldLine.firstIndex(of: ASCII.colon), colon > fieldLine.startIndex else {
                return .failure(.malformed("header line without a field name"))
            }
            let name = UnsafeBufferPointer(rebasing: fieldLine[..<colon])
            guard name.allSatisfy(ASCII.isToken) else {
                return .failure(.malformed("invalid character in a header field name"))
            }
            let value = ASCII.trimmed(UnsafeBufferPointer(rebasing: fieldLine[(colon + 1)...]))
            guard value.allSatisfy(ASCII.isFieldValueByte) else {
                return .failure(.malformed("invalid character in the value of a header field"))
            }
            if let error = fields.inspect(name: name, value: UnsafeBufferPointer(rebasing: value)) {
                return .failure(error)
            }
            headers.appendField(
                HTTPHeaders.Field(
                    name: String(decoding: name, as: UTF8.self),
                    value: String(decoding: UnsafeBufferPointer(rebasing: value), as: UTF8.self)))
        }
        if let error = fields.finish() { return .failure(error) }
        return .success(
            RequestHead(
                method: line.method, target: line.target, version: line.version, headers: headers,
                keepAlive: fields.keepAlive, expectsContinue: fields.expectsContinue, framing: fields.framing))
    }
}

/// Splits a head into lines ending in LF or CRLF; a line starting with whitespace (obsolete folding)
/// is reported as is and rejected by the field-name check.
struct LineIterator {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard position < bytes.count else { return nil }
        let newline = bytes[position...].firstIndex(of: ASCII.lf) ?? bytes.count
        var end = newline
        if end > position && bytes[end - 1] == ASCII.cr { end -= 1 }
        let line = bytes[position..<end]
        position = newline + 1
        return line
    }
}
