import HTTPCore

/// The way a deferred handler answers its request, from any thread, exactly once.
///
/// Each call hops to the connection's loop (through its eventfd) unless made on that loop. A second
/// answer, or an answer after the client went away or the request timed out, is ignored. Responses to
/// pipelined requests still leave in request order: the connection reads no further request until
/// this one is answered.
///
/// ```swift
/// router.on(.post, "/api/configs", deferred: { request, responder in
///     writer.enqueue { db in try repository.save(request.body, in: db) } completion: { result in
///         responder.respond(result)   // Result<Response, any Error>
///     }
/// })
/// ```
public struct Responder: Sendable {
    let connection: Connection
    let sequence: UInt64
    /// The `Last-Event-ID` of the request, for ``startEventStream(_:)``.
    let lastEventID: String?
    /// Set when the client can no longer get the answer (see ``isCancelled``).
    public let cancellation: RequestCancellation

    /// True once the client has gone (closed the connection) or the request timed out with 504: work
    /// done for it now is wasted, so long work checks this between steps and stops.
    public var isCancelled: Bool { cancellation.isCancelled }

    /// The loop the connection belongs to: schedule per-request timers here.
    public var eventLoop: EventLoop { connection.loop }

    /// Sends `response`.
    public func respond(_ response: Response) {
        let connection = connection
        let sequence = sequence
        if connection.loop.inEventLoop {
            connection.complete(sequence: sequence, with: response)
        } else {
            connection.loop.execute { connection.complete(sequence: sequence, with: response) }
        }
    }

    /// Sends the JSON error body for `error` (``HTTPError/init(_:)``: 500 for unknown errors).
    public func fail(_ error: any Error) {
        respond(HTTPError(error).response)
    }

    /// Sends the response, or the error body for a failure.
    public func respond(_ result: Result<Response, any Error>) {
        switch result {
        case .success(let response): respond(response)
        case .failure(let error): fail(error)
        }
    }

    /// Answers with `200 text/event-stream` and returns the stream's thread-safe handle.
    ///
    /// Events sent before the head is written wait in the stream's sink. The response has no length:
    /// it ends when either side closes the connection.
    public func startEventStream(_ options: EventStreamOptions = EventStreamOptions()) -> EventStream {
        let settings = connection.shared.configuration.eventStreams
        let stream = EventStream(connection: connection, lastEventID: lastEventID, limits: settings.sinkLimits)
        let connection = connection
        let sequence = sequence
        if connection.loop.inEventLoop {
            connection.startStream(stream, options: options, sequence: sequence)
        } else {
            connection.loop.execute { connection.startStream(stream, options: options, sequence: sequence) }
        }
        return stream
    }
}

/// How ``Responder/startEventStream(_:)`` sets up a stream.
public struct EventStreamOptions: Sendable {
    /// A `retry:` field sent first (the browser's reconnection delay, in milliseconds). Default none.
    public var retry: Int?
    /// Extra response header fields.
    public var headers: HTTPHeaders
    /// Overrides the server's heartbeat interval for this stream.
    public var heartbeatInterval: Duration?

    public init(
        retry: Int? = nil, headers: HTTPHeaders = [:], heartbeatInterval: Duration? = nil
    ) {
        self.retry = retry
        self.headers = headers
        self.heartbeatInterval = heartbeatInterval
    }
}
