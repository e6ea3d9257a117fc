/// Serialises response heads into a byte buffer (RFC 9112 §4 and §6).
///
/// Writes the status line, the handler's fields (less `Date`, `Content-Length`, `Connection` and
/// `X-Content-Type-Options`, which only the server sets), `X-Content-Type-Options: nosniff`, `Date`,
/// `Content-Length` and, when needed, `Connection`. The response is always labelled HTTP/1.1, the
/// highest version the server speaks (RFC 9110 §6.2).
///
/// `nosniff` is written here, the one place every response head passes through (handlers' answers,
/// JSON errors, parse errors, timeouts, static files, event streams), so no response can lack it and
/// a browser never runs a JSON error or an export as a script or a page (Fetch, "X-Content-Type-Options").
public enum ResponseEncoder {
    /// How the content of the response is delimited.
    public enum Length: Sendable, Equatable {
        /// `Content-Length: n` (omitted for 1xx, 204 and 304 responses).
        case fixed(Int)
        /// No length: the content runs until the connection closes (server-sent events).
        case untilClose
    }

    /// Appends the head of `response`.
    ///
    /// - Parameters:
    ///   - date: The `Date` value (an IMF-fixdate, ``HTTPDate``), as bytes.
    ///   - keepAlive: Whether the connection stays open; `Connection: close` is written when not, and
    ///     `Connection: keep-alive` for an HTTP/1.0 client when it does.
    public static func encodeHead(
        _ response: Response, length: Length, date: [UInt8], keepAlive: Bool, requestVersion: HTTPVersion,
        into buffer: inout [UInt8]
    ) {
        encodeStatusLine(response.status, into: &buffer)
        for field in response.headers.fields where !isServerField(field.name) {
            buffer.append(contentsOf: field.name.utf8)
            buffer.append(ASCII.colon)
            buffer.append(ASCII.space)
            buffer.append(contentsOf: field.value.utf8)
            buffer.append(ASCII.cr)
            buffer.append(ASCII.lf)
        }
        append("X-Content-Type-Options: nosniff\r\n", to: &buffer)
        append("Date: ", to: &buffer)
        buffer.append(contentsOf: date)
        buffer.append(ASCII.cr)
        buffer.append(ASCII.lf)
        if case .fixed(let count) = length, !response.status.forbidsBody {
            append("Content-Length: ", to: &buffer)
            ASCII.appendDecimal(count, to: &buffer)
            buffer.append(ASCII.cr)
            buffer.append(ASCII.lf)
        }
        if !keepAlive {
            append("Connection: close\r\n", to: &buffer)
        } else if requestVersion.minor == 0 {
            append("Connection: keep-alive\r\n", to: &buffer)
        }
        buffer.append(ASCII.cr)
        buffer.append(ASCII.lf)
    }

    /// Appends `HTTP/1.1 <code> <reason>` and CRLF.
    public static func encodeStatusLine(_ status: HTTPStatus, into buffer: inout [UInt8]) {
        append("HTTP/1.1 ", to: &buffer)
        ASCII.appendDecimal(status.code, to: &buffer)
        buffer.append(ASCII.space)
        buffer.append(contentsOf: status.reasonPhrase.utf8)
        buffer.append(ASCII.cr)
        buffer.append(ASCII.lf)
    }

    /// The interim response that tells a client waiting on `Expect: 100-continue` to send its content.
    public static let continueResponse: [UInt8] = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    private static func isServerField(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: HTTPHeaders.equalsIgnoringCase(name, "Date")
        case 10: HTTPHeaders.equalsIgnoringCase(name, "Connection")
        case 14: HTTPHeaders.equalsIgnoringCase(name, "Content-Length")
        case 22: HTTPHeaders.equalsIgnoringCase(name, "X-Content-Type-Options")
        default: false
        }
    }

    @inline(__always) private static func append(_ text: StaticString, to buffer: inout [UInt8]) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }
}
