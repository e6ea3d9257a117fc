import HTTPCore

/// The reverse proxies whose `X-Forwarded-For` the server believes (docs/configs.md "Behind a
/// reverse proxy"), set with `PAGER_PLAYGROUND_TRUSTED_PROXIES`; none by default.
///
/// A request's client is its TCP peer, unless the peer is a trusted proxy: then the
/// `X-Forwarded-For` list is read from the right (the hop nearest the server first), trusted proxies
/// are skipped, and the first address that is not one is the client. A malformed entry ends the walk:
/// the hop that added it is the client, since nothing before it can be believed. When every entry is
/// a trusted proxy, the leftmost is the client.
public struct TrustedProxies: Sendable, Equatable {
    /// The environment variable: addresses and CIDR ranges separated by commas or spaces.
    public static let variable = "PAGER_PLAYGROUND_TRUSTED_PROXIES"
    /// Trust no proxy: the client is always the TCP peer.
    public static let none = TrustedProxies(networks: [])

    let networks: [IPNetwork]

    /// The ranges in `text`, with a warning for each entry that is not an address or range (it is left
    /// out; the others still count).
    public static func parse(_ text: String) -> (proxies: TrustedProxies, warnings: [String]) {
        var networks: [IPNetwork] = []
        var warnings: [String] = []
        for entry in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
            if let network = IPNetwork(entry) {
                networks.append(network)
            } else {
                warnings.append("\(variable): '\(entry)' is not an IP address or CIDR range; ignored")
            }
        }
        return (TrustedProxies(networks: networks), warnings)
    }

    /// The proxies `PAGER_PLAYGROUND_TRUSTED_PROXIES` names (none when it is unset), with a warning for
    /// each entry left out.
    public static func fromEnvironment(
        _ environment: (String) -> String? = ConfigAPISettings.processEnvironment
    ) -> (proxies: TrustedProxies, warnings: [String]) {
        guard let text = environment(variable) else { return (.none, []) }
        return parse(text)
    }

    /// Whether `address` (16 bytes, ``IPNetwork/address(_:)``) is a trusted proxy.
    private func trusts(_ address: [UInt8]) -> Bool {
        networks.contains { $0.contains(address) }
    }

    /// The client's IP for `request`: the one a trusted proxy names, else its peer.
    func clientIP(of request: Request) -> Substring {
        forwardedClient(of: request) ?? request.remoteIP
    }

    /// The client's IP that `X-Forwarded-For` gives (every such header, in order, as one list) when the
    /// request's peer is a trusted proxy; nil when it is not.
    func forwardedClient(of request: Request) -> Substring? {
        let peer = request.remoteIP
        guard !networks.isEmpty, let peerAddress = IPNetwork.address(peer), trusts(peerAddress) else { return nil }
        let entries = request.headers.values("X-Forwarded-For").flatMap { $0.split(separator: ",") }
        var client = peer
        for entry in entries.reversed() {
            let ip = entry.trimmingSpaces
            guard let address = IPNetwork.address(ip) else { return client }
            client = ip
            if !trusts(address) { return ip }
        }
        return client
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (list elements, RFC 9110 §5.6.1).
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
