/// The request line and header fields of one request, as the parser produced them (RFC 9112 §2–§6).
public struct RequestHead: Sendable, Equatable {
    /// How the content of the request is delimited (RFC 9112 §6.3).
    public enum Framing: Sendable, Equatable {
        /// No content (no `Content-Length`, no `Transfer-Encoding`).
        case none
        /// Exactly this many bytes follow the head.
        case length(Int)
        /// `Transfer-Encoding: chunked`.
        case chunked
    }

    public var method: HTTPMethod
    /// The request target as sent, in origin form (`/path?query`); an absolute-form target
    /// (`http://host/path`) is reduced to its path and query.
    public var target: String
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    /// Whether the connection stays open after the response (HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`; RFC 9112 §9.3).
    public var keepAlive: Bool
    /// Whether the client sent `Expect: 100-continue` and waits before sending the content.
    public var expectsContinue: Bool
    public var framing: Framing

    public init(
        method: HTTPMethod, target: String, version: HTTPVersion = .http1_1, headers: HTTPHeaders = [:],
        keepAlive: Bool = true, expectsContinue: Bool = false, framing: Framing = .none
    ) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.keepAlive = keepAlive
        self.expectsContinue = expectsContinue
        self.framing = framing
    }

    /// The path part of the target, still percent-encoded.
    public var path: Substring {
        guard let question = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return target[...] }
        return target[..<question]
    }

    /// The query part of the target without the `?`, still encoded, or nil when there is none.
    public var query: Substring? {
        guard let question = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return nil }
        return target[target.utf8.index(after: question)...]
    }
}
