import HTTPCore

/// What a route runs: an immediate function of the request, or a deferred one that answers through a
/// ``Responder`` — later, from any thread — or turns the connection into an event stream.
public enum RouteHandler: Sendable {
    /// Runs on the connection's loop and returns the response; a thrown error is answered by
    /// ``HTTPError/init(_:)``. Must not block: no disk or database work beyond a cache lookup.
    case immediate(@Sendable (Request) throws -> Response)
    /// Runs on the connection's loop and must eventually call exactly one of the responder's
    /// `respond`, `fail` or `startEventStream`, from any thread. Without an answer within
    /// `ServerConfiguration.responseTimeout` the client gets 504.
    case deferred(@Sendable (Request, Responder) -> Void)
}

/// The router the server dispatches with.
public typealias HTTPRouter = Router<RouteHandler>

extension Router where Handler == RouteHandler {
    /// Registers an immediate handler.
    ///
    /// ```swift
    /// router.on(.get, "/healthz") { _ in .text("ok\n") }
    /// ```
    public mutating func on(
        _ method: HTTPMethod, _ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response
    ) {
        add(method, pattern, .immediate(handler))
    }

    /// Registers a deferred handler.
    ///
    /// ```swift
    /// router.on(.get, "/api/configs/{slug}", deferred: { request, responder in
    ///     store.read { db in try db.config(slug: request.parameters["slug"] ?? "") } completion: { result in
    ///         switch result {
    ///         case .success(let json): responder.respond(.json(json))
    ///         case .failure(let error): responder.fail(error)
    ///         }
    ///     }
    /// })
    /// ```
    public mutating func on(
        _ method: HTTPMethod, _ pattern: String, deferred handler: @escaping @Sendable (Request, Responder) -> Void
    ) {
        add(method, pattern, .deferred(handler))
    }

    public mutating func get(_ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response) {
        on(.get, pattern, handler)
    }

    public mutating func post(_ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response) {
        on(.post, pattern, handler)
    }

    public mutating func put(_ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response) {
        on(.put, pattern, handler)
    }

    public mutating func delete(_ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response) {
        on(.delete, pattern, handler)
    }
}
