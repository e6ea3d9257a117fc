/// A response a handler gives back: status, header fields and the whole content.
///
/// The server adds `Date`, `Content-Length` and `Connection` itself (``ResponseEncoder``); fields of
/// those names set here are ignored. For a HEAD request the same response is built and only its head
/// is sent.
///
/// ```swift
/// return .json(#"{"ok":true}"#, status: .created)
/// ```
public struct Response: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `text/plain; charset=utf-8`.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }

    /// `text/html; charset=utf-8`.
    public static func html(_ html: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(html.utf8))
    }

    /// `application/json` from already-encoded bytes.
    public static func json(_ bytes: [UInt8], status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "application/json"], body: bytes)
    }

    /// `application/json` from already-encoded text.
    public static func json(_ text: String, status: HTTPStatus = .ok) -> Response {
        json(Array(text.utf8), status: status)
    }

    /// A response with no content.
    public static func empty(_ status: HTTPStatus = .noContent) -> Response {
        Response(status: status)
    }

    /// A redirect to `location` (a path or an absolute URL).
    public static func redirect(to location: String, status: HTTPStatus = .found) -> Response {
        Response(status: status, headers: ["Location": location])
    }
}
