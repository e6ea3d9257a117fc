/// The name of one server instance among several behind a reverse proxy (`--instance b`,
/// `PAGER_PLAYGROUND_INSTANCE`): the session ids it mints start with it (`b.3f…`), so the proxy sends a
/// session's requests to the instance that holds it (deploy/nginx.conf, docs/deploy.md).
///
/// One to 16 characters of `a-z`, `0-9` and `-`, starting with a letter or digit: safe in a URL path, in
/// an nginx `map` and in a Prometheus label, and never containing the `.` that ends it in an id.
///
/// ```swift
/// let name = try InstanceName("b")      // ok
/// _ = try InstanceName("B_1")           // InstanceName.Invalid: "…only a-z, 0-9 and -…"
/// ```
public struct InstanceName: Sendable, Hashable, CustomStringConvertible {
    /// Why a name was refused, in a sentence that names it.
    public struct Invalid: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The longest name.
    public static let maximumLength = 16

    public let description: String

    public init(_ text: String) throws(Invalid) {
        guard !text.isEmpty, text.utf8.count <= Self.maximumLength else {
            throw Invalid(description: "an instance name has 1–\(Self.maximumLength) characters, got '\(text)'")
        }
        let allowed = text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
        guard allowed, text.utf8.first != UInt8(ascii: "-") else {
            throw Invalid(
                description: "an instance name has only a-z, 0-9 and - (not first), got '\(text)'")
        }
        description = text
    }

    /// The prefix of the session ids this instance mints: the name and a dot.
    var sessionIDPrefix: String { description + "." }
}
