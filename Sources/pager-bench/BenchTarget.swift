#if canImport(Glibc)
    import Glibc
#endif

/// The server under load: `http://127.0.0.1:PORT`. Load goes to the loopback address only, so a
/// benchmark can never be pointed at someone else's machine.
struct BenchTarget: Sendable {
    var port: UInt16
    /// The `Host` header value.
    var authority: String { "127.0.0.1:\(port)" }

    init(url: String) throws(BenchError) {
        var rest = Substring(url)
        guard rest.hasPrefix("http://") else { throw BenchError(message: "--url must start with http://, got \(url)") }
        rest = rest.dropFirst("http://".count)
        if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "127.0.0.1" || parts[0] == "localhost",
            let port = UInt16(parts[1]), port > 0
        else {
            throw BenchError(message: "--url must be http://127.0.0.1:PORT (load goes to loopback only), got \(url)")
        }
        self.port = port
    }
}

/// Loopback source addresses to spread simulated clients over (`127.0.0.2`, `127.0.0.3`, …): the whole
/// of 127.0.0.0/8 is local on Linux, and the server's per-address limits then see many clients, as they
/// would in use, instead of one address with thousands of sessions.
enum SourceAddress {
    /// The `n`-th address (0-based): 127.0.x.y from 127.0.0.2 on, skipping .0, .1 and .255 in each /24.
    static func address(_ n: Int) -> in_addr_t {
        let perBlock = 253
        let block = n / perBlock % 256
        let host = n % perBlock + 2
        return in_addr_t((127 << 24) | (block << 8) | host).bigEndian
    }

    /// The address for client number `client` when `clientsPerAddress` share one.
    static func forClient(_ client: Int, clientsPerAddress: Int) -> in_addr_t {
        address(client / max(1, clientsPerAddress))
    }
}
