import HTTPCore

/// Everything the server can be tuned with; each field documents its default.
public struct ServerConfiguration: Sendable {
    /// Address to bind. Default `127.0.0.1`.
    public var host: String
    /// Port to bind; 0 lets the kernel choose (read it back from ``HTTPServer/start()``). Default 8080.
    public var port: Int
    /// Event loops (threads). Default: one per core.
    public var threads: Int
    /// Listen backlog per loop. Default 1024.
    public var backlog: Int32
    /// Request parser limits (head 16 KiB → 431, body 1 MiB → 413, 100 fields, …).
    public var limits: ParserLimits
    /// Open connections across all loops; past it a new connection gets 503 and is closed. Default 10 000.
    public var maxConnections: Int
    /// A keep-alive connection with no request in progress is closed after this. Default 60 s.
    public var idleTimeout: Duration
    /// A request head must arrive within this of its first byte, or 408 and close (slowloris). Default 10 s.
    public var headTimeout: Duration
    /// The content must arrive within this of the head, or 408 and close. Default 30 s.
    public var bodyTimeout: Duration
    /// A deferred handler must answer within this, or 504. Default 30 s.
    public var responseTimeout: Duration
    /// Buffered output that makes no progress for this long closes the connection. Default 30 s.
    public var writeTimeout: Duration
    /// After a response with `Connection: close`, unread input is drained for at most this long before
    /// closing, so the client reads the response instead of a reset. Default 2 s.
    public var lingerTimeout: Duration
    /// Graceful shutdown waits this long for in-flight requests before closing everything. Default 3 s.
    public var shutdownGracePeriod: Duration
    /// Output bytes buffered for one connection above which it stops reading and answering pipelined
    /// requests until the client catches up. Default 256 KiB.
    public var outputHighWater: Int
    /// Server-sent event streams.
    public var eventStreams: EventStreamConfiguration
    /// Write one line per request to standard error. Default true.
    public var accessLog: Bool
    /// Gzip for handlers' answers (JSON, text) of 1 KiB or more when the request accepts it
    /// (``ResponseCompression``); `.off` sends every answer as its handler gave it.
    public var compression = ResponseCompression()
    /// What the access log shows as a request's client, given its TCP peer (`ip:port`) and head; nil
    /// (the default): the peer. For a server behind a reverse proxy that names the client.
    public var logClient: (@Sendable (_ peer: String, _ head: RequestHead) -> String)? = nil

    public init(
        host: String = "127.0.0.1", port: Int = 8080, threads: Int = EventLoopGroup.coreCount,
        backlog: Int32 = 1024, limits: ParserLimits = ParserLimits(), maxConnections: Int = 10_000,
        idleTimeout: Duration = .seconds(60), headTimeout: Duration = .seconds(10),
        bodyTimeout: Duration = .seconds(30), responseTimeout: Duration = .seconds(30),
        writeTimeout: Duration = .seconds(30), lingerTimeout: Duration = .seconds(2),
        shutdownGracePeriod: Duration = .seconds(3), outputHighWater: Int = 256 * 1024,
        eventStreams: EventStreamConfiguration = EventStreamConfiguration(), accessLog: Bool = true
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.backlog = backlog
        self.limits = limits
        self.maxConnections = maxConnections
        self.idleTimeout = idleTimeout
        self.headTimeout = headTimeout
        self.bodyTimeout = bodyTimeout
        self.responseTimeout = responseTimeout
        self.writeTimeout = writeTimeout
        self.lingerTimeout = lingerTimeout
        self.shutdownGracePeriod = shutdownGracePeriod
        self.outputHighWater = outputHighWater
        self.eventStreams = eventStreams
        self.accessLog = accessLog
    }
}

/// Server-sent event stream settings shared by every stream.
public struct EventStreamConfiguration: Sendable {
    /// A comment (`: ping`) is sent after this long without other output. Default 15 s.
    public var heartbeatInterval: Duration
    /// Bounds of each client's queue of unsent events; past them the client is closed.
    public var sinkLimits: EventSink.Limits
    /// Encoded bytes handed to the socket but not yet written, above which further events wait in the
    /// sink (where newer frames replace older ones). Default 64 KiB.
    public var socketHighWater: Int
    /// The last event every stream receives when the server shuts down.
    public var shutdownEvent: ServerSentEvent

    public init(
        heartbeatInterval: Duration = .seconds(15), sinkLimits: EventSink.Limits = EventSink.Limits(),
        socketHighWater: Int = 64 * 1024,
        shutdownEvent: ServerSentEvent = ServerSentEvent(
            event: "shutdown", data: #"{"reason":"server shutting down"}"#)
    ) {
        self.heartbeatInterval = heartbeatInterval
        self.sinkLimits = sinkLimits
        self.socketHighWater = socketHighWater
        self.shutdownEvent = shutdownEvent
    }
}
