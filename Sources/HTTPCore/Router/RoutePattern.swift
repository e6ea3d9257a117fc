/// A parsed route pattern such as `/api/configs/{slug}/versions` or `/static/{path...}`.
///
/// Segments are literal text, `{name}` (one whole segment) or, only as the last segment,
/// `{name...}` (the rest of the path, slashes included, possibly empty).
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
        case rest(String)
    }

    public let text: String
    let segments: [Segment]

    /// Parses `text`.
    ///
    /// - Precondition: `text` starts with `/`, and a `{name...}` segment comes last. Patterns are
    ///   written by the programmer, so a bad one stops the program at start-up.
    public init(_ text: String) {
        precondition(text.hasPrefix("/"), "route pattern must start with '/': \(text)")
        self.text = text
        var segments: [Segment] = []
        let parts = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            if part.hasPrefix("{") && part.hasSuffix("...}") {
                precondition(index == parts.count - 1, "{name...} must be the last segment: \(text)")
                segments.append(.rest(String(part.dropFirst().dropLast(4))))
            } else if part.hasPrefix("{") && part.hasSuffix("}") {
                segments.append(.parameter(String(part.dropFirst().dropLast())))
            } else if !(part.isEmpty && parts.count == 1) {
                segments.append(.literal(String(part)))
            }
        }
        self.segments = segments
    }

    public var description: String { text }
}
