/// Maps a method and a path to a handler through a segment trie (patterns: ``RoutePattern``).
///
/// Literal segments win over `{name}` segments, which win over `{name...}`; when a path matches a
/// pattern but not the method, the match is `.methodNotAllowed` with the methods that are allowed, so
/// the server can answer 405 with `Allow` (RFC 9110 §15.5.6). HEAD is served by the GET handler when no
/// HEAD handler is registered.
///
/// ```swift
/// var router = Router<String>()
/// router.add(.get, "/api/configs/{slug}", "show")
/// router.match(.get, path: "/api/configs/abc")   // .found("show", ["slug": "abc"], "/api/configs/{slug}")
/// ```
public struct Router<Handler: Sendable>: Sendable {
    /// Handlers with the patterns they were registered under, by the number the trie holds.
    private var routes: [(handler: Handler, pattern: RoutePattern)] = []
    private var trie = RouteTrie()

    public init() {}

    /// Registers `handler` for `method` on `pattern`; a later registration of the same pair replaces it.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: Handler) {
        let parsed = RoutePattern(pattern)
        routes.append((handler, parsed))
        trie.insert(routes.count - 1, method: method, pattern: parsed)
    }

    /// Finds the handler for `method` on `path` (the percent-encoded path, without the query).
    public func match(_ method: HTTPMethod, path: Substring) -> RouteMatch<Handler> {
        switch trie.match(method, path: path) {
        case .found(let index, let parameters):
            return .found(routes[index].handler, parameters: parameters, pattern: routes[index].pattern.text)
        case .notFound:
            return .notFound
        case .methodNotAllowed(let allowed):
            return .methodNotAllowed(allowed: allowed)
        }
    }
}

/// The outcome of ``Router/match(_:path:)``.
public enum RouteMatch<Handler: Sendable>: Sendable {
    /// The handler, the captured path parameters and the pattern it was registered under (a bounded
    /// label for metrics and logs).
    case found(Handler, parameters: PathParameters, pattern: String)
    case notFound
    /// The path exists for other methods, listed for the `Allow` field.
    case methodNotAllowed(allowed: [HTTPMethod])
}
