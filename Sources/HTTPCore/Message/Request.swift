/// A complete request as a handler sees it: head, content, the client's address and the route's
/// path parameters.
///
/// ```swift
/// router.get("/api/configs/{slug}") { request in
///     let slug = request.parameters["slug"] ?? ""
///     let version = request.queryParameters["version"].flatMap(Int.init)
///     return .json(#"{"slug":"\#(slug)"}"#)
/// }
/// ```
public struct Request: Sendable {
    public var head: RequestHead
    /// The content bytes (de-chunked); empty when the request had none.
    public var body: [UInt8]
    /// The peer's address as `ip:port` (`127.0.0.1:53122`, `[::1]:53122`); the IP alone is
    /// ``remoteIP``. Set by the server.
    public var remoteAddress: String
    /// Values of the route pattern's `{name}` segments. Set by the router.
    public var parameters: PathParameters

    public init(head: RequestHead, body: [UInt8] = [], remoteAddress: String = "", parameters: PathParameters = .init())
    {
        self.head = head
        self.body = body
        self.remoteAddress = remoteAddress
        self.parameters = parameters
    }

    public var method: HTTPMethod { head.method }
    public var version: HTTPVersion { head.version }
    public var headers: HTTPHeaders { head.headers }
    /// The raw request target (`/path?query`).
    public var target: String { head.target }
    /// The path, still percent-encoded.
    public var path: Substring { head.path }

    /// The first value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? { head.headers[name] }

    /// The content decoded as UTF-8, or nil when it is not valid UTF-8.
    public var bodyText: String? {
        String(validating: body, as: UTF8.self)
    }

    /// The decoded query parameters (`application/x-www-form-urlencoded` rules: `+` is a space).
    public var queryParameters: QueryParameters { QueryParameters(head.query ?? "") }

    /// The `Last-Event-ID` header a reconnecting `EventSource` sends (WHATWG HTML §9.2).
    public var lastEventID: String? { head.headers["Last-Event-ID"] }

    /// The peer's IP address without the port, for per-address limits.
    public var remoteIP: Substring {
        if remoteAddress.hasPrefix("["), let close = remoteAddress.firstIndex(of: "]") {
            return remoteAddress[remoteAddress.index(after: remoteAddress.startIndex)..<close]
        }
        guard let colon = remoteAddress.lastIndex(of: ":") else { return remoteAddress[...] }
        return remoteAddress[..<colon]
    }
}
