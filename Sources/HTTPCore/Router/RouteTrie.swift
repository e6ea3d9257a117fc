/// The segment trie behind ``Router``: which route, by its number, a method and path reach.
///
/// Not generic: ``Router`` keeps the handlers in an array and the trie only their numbers, so matching
/// is compiled once for every handler type instead of running through generic value witnesses (a
/// generic trie of `(segment, node)` pairs cost about 25 000 instructions to route a session input's
/// path).
struct RouteTrie: Sendable {
    /// A route's number for each method.
    typealias Routes = [HTTPMethod: Int]

    struct Node: Sendable {
        /// Literal segments and, at the same places in `children`, the nodes below them: kept apart, so
        /// that trying a literal reads only its text (walking `(segment, node)` pairs copied each node,
        /// its arrays and dictionaries retained, for every literal tried).
        var literals: [String] = []
        var children: [Node] = []
        var parameter: (name: String, node: [Node])?
        var rest: (name: String, routes: Routes)?
        var routes: Routes = [:]
    }

    /// What a method and path reach.
    enum Match {
        case found(Int, parameters: PathParameters)
        case notFound
        case methodNotAllowed(allowed: [HTTPMethod])
    }

    private var root = Node()

    /// Registers route number `route` for `method` on `pattern`; a later registration of the same pair
    /// replaces it.
    mutating func insert(_ route: Int, method: HTTPMethod, pattern: RoutePattern) {
        Self.insert(route, method: method, pattern: pattern, segments: pattern.segments[...], into: &root)
    }

    private static func insert(
        _ route: Int, method: HTTPMethod, pattern: RoutePattern, segments: ArraySlice<RoutePattern.Segment>,
        into node: inout Node
    ) {
        guard let first = segments.first else {
            node.routes[method] = route
            return
        }
        let rest = segments.dropFirst()
        switch first {
        case .literal(let text):
            if let index = node.literals.firstIndex(of: text) {
                insert(route, method: method, pattern: pattern, segments: rest, into: &node.children[index])
            } else {
                var child = Node()
                insert(route, method: method, pattern: pattern, segments: rest, into: &child)
                node.literals.append(text)
                node.children.append(child)
            }
        case .parameter(let name):
            var child = node.parameter?.node.first ?? Node()
            precondition(
                node.parameter == nil || node.parameter?.name == name,
                "conflicting parameter names at the same position: \(pattern)")
            insert(route, method: method, pattern: pattern, segments: rest, into: &child)
            node.parameter = (name, [child])
        case .rest(let name):
            var routes = node.rest?.routes ?? [:]
            routes[method] = route
            node.rest = (name, routes)
        }
    }

    /// The route `method` on `path` (the percent-encoded path, without the query) reaches.
    func match(_ method: HTTPMethod, path: Substring) -> Match {
        var parameters = PathParameters()
        var allowed: Routes?
        let trimmed = path.hasPrefix("/") ? path.dropFirst() : path[...]
        if let route = Self.search(
            root, remaining: trimmed, isRoot: true, method: method, parameters: &parameters, allowed: &allowed)
        {
            return .found(route, parameters: parameters)
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
        allowed: inout Routes?
    ) -> Int? {
        if remaining.isEmpty && isRoot {
            return atEnd(node, method: method, parameters: &parameters, allowed: &allowed)
        }
        // Bytes, not characters: `firstIndex(of:)` and `==` on characters ran grapheme breaking and
        // canonical equivalence over every path segment. A path's bytes are what the routes' literals
        // are compared with.
        let slash = remaining.utf8.firstIndex(of: UInt8(ascii: "/"))
        let segment = remaining[..<(slash ?? remaining.endIndex)]
        let after: Substring? = slash.map { remaining[remaining.utf8.index(after: $0)...] }
        for (index, literal) in node.literals.enumerated() where literal.utf8.elementsEqual(segment.utf8) {
            if let found = descend(
                node.children[index], after: after, method: method, parameters: &parameters, allowed: &allowed)
            {
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
        allowed: inout Routes?
    ) -> Int? {
        guard let after else { return pick(child.routes, method: method, allowed: &allowed) }
        guard after.isEmpty else {
            return search(
                child, remaining: after, isRoot: false, method: method, parameters: &parameters, allowed: &allowed)
        }
        for (index, literal) in child.literals.enumerated() where literal.isEmpty {
            if let found = pick(child.children[index].routes, method: method, allowed: &allowed) { return found }
        }
        return atEnd(child, method: method, parameters: &parameters, allowed: &allowed, ownRoutes: false)
    }

    /// Matches a path that ends at `node`: its own routes, else a `{name...}` route with an empty value.
    private static func atEnd(
        _ node: Node, method: HTTPMethod, parameters: inout PathParameters, allowed: inout Routes?,
        ownRoutes: Bool = true
    ) -> Int? {
        if ownRoutes, let found = pick(node.routes, method: method, allowed: &allowed) { return found }
        if let (name, routes) = node.rest {
            parameters.append(name, "")
            if let found = pick(routes, method: method, allowed: &allowed) { return found }
            parameters.removeLast(1)
        }
        return nil
    }

    private static func pick(_ routes: Routes, method: HTTPMethod, allowed: inout Routes?) -> Int? {
        guard !routes.isEmpty else { return nil }
        if let route = routes[method] ?? (method == .head ? routes[.get] : nil) { return route }
        if allowed == nil { allowed = routes }
        return nil
    }
}
