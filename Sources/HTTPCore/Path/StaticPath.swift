/// Turns a request path into file path segments that cannot leave the served folder.
///
/// The raw path is split at `/` first and each segment percent-decoded after, so `%2F` never becomes
/// a separator. Refused: malformed escapes, decoded `/`, `\`, NUL or other control bytes, `.` and `..`
/// segments (also when written `%2e%2e`), hidden names (leading `.`), empty segments (`//`) and bytes
/// that are not UTF-8. A trailing slash means a directory, whose `index.html` is served.
public enum StaticPath {
    public enum Rejection: Error, Sendable, Equatable {
        /// A `%` not followed by two hex digits.
        case malformedEscape
        /// A segment that could reach outside the folder or name a hidden file.
        case forbidden
    }

    public struct Resolved: Sendable, Equatable {
        public var segments: [String]
        /// Whether the path ended in `/` (or was `/`).
        public var isDirectory: Bool

        /// The relative file path: the segments joined by `/`, with `index.html` for a directory.
        public var relativePath: String {
            (segments + (isDirectory ? ["index.html"] : [])).joined(separator: "/")
        }
    }

    /// Resolves `path` (percent-encoded, starting with `/`, no query).
    public static func resolve(_ path: Substring) -> Result<Resolved, Rejection> {
        guard path.hasPrefix("/") else { return .failure(.forbidden) }
        let parts = path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        var segments: [String] = []
        for (index, part) in parts.enumerated() {
            if part.isEmpty {
                if index == parts.count - 1 { continue }
                return .failure(.forbidden)
            }
            guard let decoded = PercentDecoding.decode(part) else { return .failure(.malformedEscape) }
            guard decoded.first != UInt8(ascii: "."),
                !decoded.contains(where: {
                    $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\")
                }),
                let text = String(validating: decoded, as: UTF8.self)
            else { return .failure(.forbidden) }
            segments.append(text)
        }
        return .success(Resolved(segments: segments, isDirectory: parts.last?.isEmpty ?? true))
    }
}
