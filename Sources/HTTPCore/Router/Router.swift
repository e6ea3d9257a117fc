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
    struct Route: Sendable {
        var handler: Handler
        var pattern: RoutePattern
    }

    struct Node: Sendable {
        var literals: [(segment: String, node: Node)] = []
        var parameter: (name: String, node: [Node])?
        var rest: (name: String, routes: [HTTPMethod: Route])?
        var routes: [HTTPMethod: Route] = [:]
    }

    private var root = Node()

    public init() {}

    /// Registers `handler` for `method` on `pattern`; a later registration of the same pair replaces it.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: Handler) {
        let parsed = RoutePattern(pattern)
        Self.insert(
            Route(handler: handler, pattern: parsed), method: method, segments: parsed.segments[...], into: &root)
    }

    private static func insert(
        _ route: Route, method: HTTPMethod, segments: ArraySlice<RoutePattern.Segment>, into node: inout Node
    ) {
        guard let first = segments.first else {
            node.routes[method] = route
            return
        }
        let rest = segments.dropFirst()
        switch first {
        case .literal(let text):
            if let index = node.literals.firstIndex(where: { $0.segment == text }) {
                insert(route, method: method, segments: rest, into: &node.literals[index].node)
            } else {
                var child = Node()
                insert(route, method: method, segments: rest, into: &child)
                node.literals.append((text, child))
            }
        case .parameter(let name):
            var child = node.parameter?.node.first ?? Node()
            precondition(
                node.parameter == nil || node.parameter?.name == name,
                "conflicting parameter names at the same position: \(route.pattern)")
            insert(route, method: method, segments: rest, into: &child)
            node.parameter = (name, [child])
        case .rest(let name):
            var routes = node.rest?.routes ?? [:]
            routes[method] = route
            node.rest = (name, routes)
        }
    }

    /// Finds the handler for `method` on `path` (the percent-encoded path, without the query).
    public func match(_ method: HTTPMethod, path: Substring) -> RouteMatch<Handler> {
        var parameters = PathParameters()
        var allowed: [HTTPMethod: Route]?
        let trimmed = path.hasPrefix("/") ? path.dropFirst() : path[...]
        if let route = Self.search(
            root, remaining: trimmed, isRoot: true, method: method, parameters: &parameters, allowed: &allowed)
        {
            return .found(route.handler, parameters: parameters, pattern: route.pattern.text)
        }
        if let allowed {
            var methods = Set(allowed.keys)
            if methods.contains(.get) { methods.insert(.head) }
            return .methodNotAllowed(allowed: HTTPMethod.allCases.filter(methods.contains))
        }
        return .notFound
    }

    private static func search(
        _ node: Node, remaining: Substring, isRoot: Bool, method: HTTPMethod, parameters: inout PathParameters,
        allowed: inout [HTTPMethod: Route]?
    ) -> Route? {
        if remaining.isEmpty && isRoot {
            return atEnd(node, method: method, parameters: &parameters, allowed: &allowed)
        }
        // Bytes, not characters: `firstIndex(of:)` and `==` on characters ran grapheme breaking and
        // canonical equivalence over every path segment. A path's bytes are what the routes' literals
        // are compared with.
        let slash = remaining.utf8.firstIndex(of: UInt8(ascii: "/"))
        let segment = remaining[..<(slash ?? remaining.endIndex)]
        let after: Substring? = slash.map { remaining[remaining.utf8.index(after: $0)...] }
        for (literal, child) in node.literals where literal.utf8.elementsEqual(segment.utf8) {
            if let found = descend(child, after: after, method: method, parameters: &parameters, allowed: &allowed) {
                return found
            }
        }
        if let (name, children) = node.parameter, let child = children.first, !segment.isEmpty {
            parameters.append(name, segment)
            if let found = descend(child, after: after, method: method, parameters: &parameters, allowed: &allowed) {
                return found
            }
            parameters.removeLast(1)
        }
        if let (name, routes) = node.rest {
            parameters.append(name, remaining)
            if let found = pick(routes, method: method, allowed: &allowed) { return found }
            parameters.removeLast(1)
        }
        return nil
    }

    /// Continues below `child` with what follows the segment it matched: nothing (`/a`), an empty
    /// segment after a trailing slash (`/a/`), or more segments.
    private static func descend(
        _ child: Node, after: Substring?, method: HTTPMethod, parameters: inout PathParameters,
        allowed: inout [HTTPMethod: Route]?
    ) -> Route? {
        guard let after else { return pick(child.routes, method: method, allowed: &allowed) }
        guard after.isEmpty else {
            return search(
                child, remaining: after, isRoot: false, method: method, parameters: &parameters, allowed: &allowed)
        }
        for (literal, grandchild) in child.literals where literal.isEmpty {
            if let found = pick(grandchild.routes, method: method, allowed: &allowed) { return found }
        }
        return atEnd(child, method: method, parameters: &parameters, allowed: &allowed, ownRoutes: false)
    }

    /// Matches a path that ends at `node`: its own routes, else a `{name...}` route with an empty value.
    private static func atEnd(
        _ node: Node, method: HTTPMethod, parameters: inout PathParameters, allowed: inout [HTTPMethod: Route]?,
        ownRoutes: Bool = true
    ) -> Route? {
        if ownRoutes, let found = pick(node.routes, method: method, allowed: &allowed) { return found }
        if let (name, routes) = node.rest {
            parameters.append(name, "")
            if let found = pick(routes, method: method, allowed: &allowed) { return found }
            parameters.removeLast(1)
        }
        return nil
    }

    private static func pick(_ routes: [HTTPMethod: Route], method: HTTPMethod, allowed: inout [HTTPMethod: Route]?)
        -> Route?
    {
        guard !routes.isEmpty else { return nil }
        if let route = routes[method] ?? (method == .head ? routes[.get] : nil) { return route }
        if allowed == nil { allowed = routes }
        return nil
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
