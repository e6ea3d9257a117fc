import HTTPCore

/// The base of a share page's `og:url` and `og:image` (the Open Graph protocol wants absolute URLs).
enum SharePageURL {
    /// `scheme://host[:port]` for share pages: ``ConfigAPISettings/publicBaseURL`` when the operator set
    /// it, else empty, so the tags are paths.
    ///
    /// The request's `Host` is never used: whoever sends the request chooses it, and a cache or a link
    /// preview in front of the server would keep (and show others) a page pointing at the sender's
    /// host (docs/security.md, "Share pages").
    static func base(settings: ConfigAPISettings) -> String {
        settings.publicBaseURL ?? ""
    }

    /// Whether `text` is `http://` or `https://` followed by a host (and optional port), nothing else.
    static func isBaseURL(_ text: String) -> Bool {
        guard var rest = afterScheme(text) else { return false }
        while rest.hasSuffix("/") { rest = rest.dropLast() }
        return isHost(rest)
    }

    /// What follows a leading `https://` or `http://` (lowercase, as browsers write it); nil when `text`
    /// starts with neither.
    static func afterScheme(_ text: String) -> Substring? {
        if text.hasPrefix("https://") { return text.dropFirst(8) }
        if text.hasPrefix("http://") { return text.dropFirst(7) }
        return nil
    }

    /// A `Host` value made only of letters, digits, `.`, `-`, `:`, `[` and `]` (a name, an IPv4 or a
    /// bracketed IPv6 address, and a port), at most 255 bytes: nothing that could leave an attribute.
    static func isHost<S: StringProtocol>(_ text: S) -> Bool {
        guard (1...255).contains(text.utf8.count) else { return false }
        return text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"),
                UInt8(ascii: "["), UInt8(ascii: "]"):
                true
            default: false
            }
        }
    }
}
