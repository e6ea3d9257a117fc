import HTTPCore
import PagerEngine

/// The link `GET /api/qr?url=…` encodes: an absolute `http` or `https` URL of a page on this server,
/// written the way a browser writes one (printable ASCII, anything else percent-encoded), at most
/// ``maximumBytes`` long.
///
/// "On this server" means the URL's host and port are the request's `Host` — the address the browser
/// reached the server at, so the page's own `location.origin` — or those of
/// `PAGER_PLAYGROUND_PUBLIC_URL` (for a proxy that rewrites `Host`). The server makes no codes for other
/// sites' links: its QR codes cannot be used to dress up someone else's address.
struct QRLink: Sendable, Equatable {
    /// The longest link accepted, in bytes: five times a share link on a long host name, and a symbol
    /// (version 18 at most, 89 modules a side) a phone still reads off a laptop's screen.
    static let maximumBytes = 512

    /// The link as given, checked.
    let text: String

    /// The `url` parameter of `request`, checked.
    ///
    /// - Parameter publicBaseURL: ``ConfigAPISettings/publicBaseURL``, whose host is this server's too.
    /// - Throws: 400 `invalid-parameter` with one detail per problem: `/url` missing, given twice or not a
    ///   link of this server; `/<name>` for any other parameter.
    init(request: Request, publicBaseURL: String?) throws(HTTPError) {
        let query = request.queryParameters
        var problems: [(name: String, problem: String)] = []
        for (name, _) in query where name != "url" && !problems.contains(where: { $0.name == name }) {
            problems.append((name, "unknown; the only parameter is url"))
        }
        let values = query.values("url")
        if values.isEmpty {
            problems.append(("url", "missing; give the link to encode"))
        } else if values.count > 1 {
            problems.append(("url", "given \(values.count) times; give the link once"))
        } else if let problem = Self.problem(with: values[0], hosts: Self.hosts(of: request, publicBaseURL)) {
            problems.append(("url", problem))
        }
        guard problems.isEmpty, let text = values.first else {
            throw HTTPError(
                .badRequest, code: "invalid-parameter",
                message: problems.count == 1
                    ? "No QR code: the parameter \(problems[0].name) is \(problems[0].problem)."
                    : "No QR code: the request has \(problems.count) problems.",
                details: problems.map {
                    HTTPError.Detail(pointer: JSONPointer([$0.name]).description, message: $0.problem)
                })
        }
        self.text = text
    }

    /// The `host[:port]` values, lowercased, that name this server: the request's `Host` and the public
    /// base URL's.
    static func hosts(of request: Request, _ publicBaseURL: String?) -> [String] {
        var hosts: [String] = []
        if let host = request.header("Host"), SharePageURL.isHost(host) { hosts.append(host.lowercased()) }
        if let base = publicBaseURL, let authority = authority(of: base) { hosts.append(authority.lowercased()) }
        return hosts
    }

    /// What is wrong with `url` as a link of the server at `hosts`, as the end of a sentence; nil when
    /// nothing is.
    static func problem(with url: String, hosts: [String]) -> String? {
        let bytes = url.utf8
        if bytes.isEmpty { return "empty; give the link to encode" }
        if bytes.count > maximumBytes {
            return "\(bytes.count) bytes long; a link in a QR code here has at most \(maximumBytes)"
        }
        if let offset = bytes.firstIndex(where: { !(0x21...0x7E).contains($0) }) {
            return "not a link as a browser writes it: byte \(bytes.distance(from: bytes.startIndex, to: offset)) "
                + "is a space, a control or a non-ASCII character (percent-encode it)"
        }
        guard let authority = authority(of: url) else {
            return "not an absolute link: it must start with http:// or https://"
        }
        guard hosts.contains(authority.lowercased()) else {
            let this = hosts.first.map { "this server is \($0)" } ?? "the request names no Host"
            return "a link to \"\(authority.prefix(60))\", not to this server (\(this)); "
                + "the server makes QR codes only for its own links"
        }
        return nil
    }

    /// The authority (`host[:port]`, with any user information) of an `http://` or `https://` URL:
    /// what follows the scheme up to the first `/`, `?` or `#`; nil for another scheme.
    static func authority(of url: String) -> Substring? {
        SharePageURL.afterScheme(url)?.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    }
}
