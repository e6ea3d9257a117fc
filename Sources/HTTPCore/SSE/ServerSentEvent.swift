/// One server-sent event (WHATWG HTML §9.2, "Server-sent events").
///
/// ```swift
/// let frame = ServerSentEvent(id: "812", event: "frame", data: json)
/// // id: 812\nevent: frame\ndata: {...}\n\n
/// ```
public struct ServerSentEvent: Sendable, Equatable {
    /// The `id` field; a browser sends the last one back as `Last-Event-ID` when it reconnects.
    public var id: String?
    /// The `event` field: the event type a listener is registered for (`frame`, `layout`).
    public var event: String?
    /// The data; line breaks (CR, LF, CRLF) split it over several `data:` lines, which the browser joins
    /// with LF.
    public var data: [UInt8]
    /// The `retry` field: the reconnection delay in milliseconds.
    public var retry: Int?

    public init(id: String? = nil, event: String? = nil, data: [UInt8], retry: Int? = nil) {
        self.id = id
        self.event = event
        self.data = data
        self.retry = retry
    }

    public init(id: String? = nil, event: String? = nil, data: String, retry: Int? = nil) {
        self.init(id: id, event: event, data: Array(data.utf8), retry: retry)
    }

    /// The kind this event replaces when sent with `latestWins`: its `event` name, or `message`.
    public var kind: String { event ?? "message" }
}
