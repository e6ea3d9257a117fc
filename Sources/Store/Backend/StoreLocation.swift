/// Which store `--db` (or `PAGER_PLAYGROUND_DB`) names.
///
/// `postgres://…` and `postgresql://…` are PostgreSQL connection URLs, passed to libpq as they are;
/// `sqlite:PATH` and any other text are a SQLite file path.
public enum StoreLocation: Sendable, Equatable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(url: String)

    public init(_ text: String) {
        if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            self = .postgres(url: text)
        } else if text.hasPrefix("sqlite:") {
            self = .sqlite(path: String(text.dropFirst("sqlite:".count)))
        } else {
            self = .sqlite(path: text)
        }
    }

    /// The location for messages: a PostgreSQL URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): "sqlite:\(path)"
        case .postgres(let url): Self.redacted(url)
        }
    }

    /// `url` with the password of `user:password@` replaced by `***`.
    static func redacted(_ url: String) -> String {
        guard let scheme = url.firstRange(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        guard let at = rest.firstIndex(of: "@"),
            let colon = rest[..<at].firstIndex(of: ":")
        else { return url }
        return String(url[..<rest.index(after: colon)]) + "***" + String(rest[at...])
    }
}
