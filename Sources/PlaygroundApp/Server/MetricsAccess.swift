import HTTPCore
import Store

/// Who may read `/metrics` (docs/security.md, "Metrics").
///
/// The metrics name routes, loops, cache sizes and store timings: useful to an operator, and a map for
/// an attacker. So the public port answers `/metrics` only to a request with `Authorization: Bearer
/// <token>` when a token is set (`--metrics-token` or `PAGER_PLAYGROUND_METRICS_TOKEN`), and with 404
/// otherwise, as if there were no such route. `--admin HOST:PORT` serves them on a second address that
/// only the operator's network reaches, without a token.
///
/// ```swift
/// var access = MetricsAccess(token: "s3cret")
/// access.allows(request)   // true only for "Authorization: Bearer s3cret"
/// ```
public struct MetricsAccess: Sendable, Equatable {
    /// The bearer token that opens `/metrics` on the public port; nil: it is closed there.
    public var token: String?
    /// Where the admin listener binds; nil: no admin listener.
    public var admin: AdminAddress?

    public init(token: String? = nil, admin: AdminAddress? = nil) {
        self.token = token
        self.admin = admin
    }

    /// The environment variable that sets ``token``.
    public static let tokenVariable = "PAGER_PLAYGROUND_METRICS_TOKEN"

    /// The shortest token accepted: a guessable token is worse than none, as it looks like protection.
    public static let minimumTokenLength = 16

    /// Checks a token from the command line or the environment.
    public static func checkedToken(_ text: String) -> Result<String, SettingError> {
        guard text.utf8.count >= minimumTokenLength, text.utf8.count <= 256,
            text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else {
            return .failure(
                SettingError(
                    "the metrics token must be \(minimumTokenLength) to 256 printable characters without spaces"))
        }
        return .success(text)
    }

    /// Whether `request` (on the public port) may read the metrics: it carries the bearer token.
    public func allows(_ request: Request) -> Bool {
        guard let token, let header = request.header("Authorization") else { return false }
        let prefix = "Bearer "
        guard header.utf8.count > prefix.utf8.count,
            header.prefix(prefix.count).lowercased() == prefix.lowercased()
        else { return false }
        let presented = Array(header.utf8.dropFirst(prefix.utf8.count))
        return SHA256.constantTimeEquals(presented, Array(token.utf8))
    }
}

/// `HOST:PORT` for the admin listener: `127.0.0.1:9090`, `[::1]:9090`, or `:9090` (loopback).
public struct AdminAddress: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    public var port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `--admin`; a sentence saying what is wrong otherwise.
    public static func parse(_ text: String) -> Result<AdminAddress, SettingError> {
        let failure = SettingError("--admin must be HOST:PORT (127.0.0.1:9090, [::1]:9090 or :9090), got \"\(text)\"")
        guard let colon = text.lastIndex(of: ":") else { return .failure(failure) }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.isEmpty { host = "127.0.0.1" }
        let portText = text[text.index(after: colon)...]
        guard let port = Int(portText), (0...65_535).contains(port), !host.contains("["), !host.contains("]")
        else { return .failure(failure) }
        return .success(AdminAddress(host: host, port: port))
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
