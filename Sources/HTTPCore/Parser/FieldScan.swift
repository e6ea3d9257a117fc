/// Collects what the header fields say about framing and the connection while the head is parsed
/// (RFC 9112 §6 and §9, RFC 9110 §7.2 and §10.1.1).
struct FieldScan {
    let version: HTTPVersion
    var contentLength: Int?
    var contentLengthTooLarge = false
    var sawTransferEncoding = false
    var chunked = false
    var hostCount = 0
    var close = false
    var keepAliveToken = false
    var expectsContinue = false

    init(version: HTTPVersion) {
        self.version = version
    }

    /// Records one field; returns an error when it makes the request invalid.
    mutating func inspect(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) -> HTTPParseError? {
        switch name.count {
        case 4 where ASCII.equalsIgnoringCase(name, "host".utf8):
            hostCount += 1
        case 6 where ASCII.equalsIgnoringCase(name, "expect".utf8):
            guard ASCII.equalsIgnoringCase(value, "100-continue".utf8) else {
                return HTTPParseError(.expectationFailed, "only the 100-continue expectation is supported")
            }
            expectsContinue = version.minor >= 1
        case 10 where ASCII.equalsIgnoringCase(name, "connection".utf8):
            for token in value.split(separator: UInt8(ascii: ",")) {
                let bare = ASCII.trimmed(token)
                if ASCII.equalsIgnoringCase(bare, "close".utf8) { close = true }
                if ASCII.equalsIgnoringCase(bare, "keep-alive".utf8) { keepAliveToken = true }
            }
        case 14 where ASCII.equalsIgnoringCase(name, "content-length".utf8):
            return inspectContentLength(value)
        case 17 where ASCII.equalsIgnoringCase(name, "transfer-encoding".utf8):
            return inspectTransferEncoding(value)
        default:
            break
        }
        return nil
    }

    private mutating func inspectContentLength(_ value: UnsafeBufferPointer<UInt8>) -> HTTPParseError? {
        guard !value.isEmpty, value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return .malformed("Content-Length is not a decimal number")
        }
        var length = 0
        for digit in value {
            let (times10, overflow1) = length.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            if overflow1 || overflow2 {
                contentLengthTooLarge = true
                length = Int.max
                break
            }
            length = sum
        }
        if let earlier = contentLength, earlier != length {
            return .malformed("conflicting Content-Length fields")
        }
        contentLength = length
        return nil
    }

    private mutating func inspectTransferEncoding(_ value: UnsafeBufferPointer<UInt8>) -> HTTPParseError? {
        guard version.minor >= 1 else { return .malformed("Transfer-Encoding in an HTTP/1.0 request") }
        sawTransferEncoding = true
        for token in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let bare = ASCII.trimmed(token)
            if chunked { return .malformed("chunked is not the final transfer coding") }
            if ASCII.equalsIgnoringCase(bare, "chunked".utf8) {
                chunked = true
            } else if bare.isEmpty || !bare.allSatisfy(ASCII.isToken) {
                return .malformed("invalid Transfer-Encoding")
            } else {
                return HTTPParseError(.transferCodingNotImplemented, "only the chunked transfer coding is supported")
            }
        }
        return nil
    }

    /// Checks the fields together once all are seen.
    func finish() -> HTTPParseError? {
        if sawTransferEncoding && contentLength != nil {
            return .malformed("both Transfer-Encoding and Content-Length")
        }
        if sawTransferEncoding && !chunked { return .malformed("chunked is not the final transfer coding") }
        if version.minor >= 1 && hostCount != 1 {
            return .malformed(hostCount == 0 ? "missing Host header" : "more than one Host header")
        }
        return nil
    }

    var keepAlive: Bool { version.minor >= 1 ? !close : (keepAliveToken && !close) }

    var framing: RequestHead.Framing {
        if chunked { return .chunked }
        if let contentLength, contentLength > 0 { return .length(contentLength) }
        return .none
    }
}
