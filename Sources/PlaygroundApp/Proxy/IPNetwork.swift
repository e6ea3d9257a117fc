/// An IP address range in CIDR form (`10.0.0.0/8`, `fd00::/8`, or one address), held as 16 bytes
/// with IPv4 as IPv4-mapped IPv6 (`::ffff:10.0.0.0/104`), so one comparison serves both families.
struct IPNetwork: Sendable, Equatable, CustomStringConvertible {
    /// The address, its bits past `prefixLength` cleared.
    let bytes: [UInt8]
    /// Leading bits that must match, 0…128.
    let prefixLength: Int
    /// The text it was parsed from, for messages.
    let description: String

    /// `address` or `address/prefix`; nil when either part is malformed or the prefix is too long for
    /// the family (more than 32 for IPv4, 128 for IPv6).
    init?(_ text: Substring) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPNetwork.address(parts[0]) else { return nil }
        let isIPv4 = !parts[0].contains(":")
        var prefix = 128
        if parts.count == 2 {
            guard (1...3).contains(parts[1].count), parts[1].allSatisfy(\.isASCII), let bits = Int(parts[1]),
                bits >= 0, bits <= (isIPv4 ? 32 : 128)
            else { return nil }
            prefix = isIPv4 ? bits + 96 : bits
        }
        bytes = IPNetwork.masked(address, prefix)
        prefixLength = prefix
        description = String(text)
    }

    /// Whether `address` (16 bytes, from ``address(_:)``) lies in the range.
    func contains(_ address: [UInt8]) -> Bool {
        IPNetwork.masked(address, prefixLength) == bytes
    }

    /// An address in text as 16 bytes: dotted IPv4 (as IPv4-mapped IPv6) or IPv6 (RFC 4291 §2.2,
    /// with an optional zone `%eth0` dropped); nil when malformed.
    static func address(_ text: Substring) -> [UInt8]? {
        if !text.contains(":") {
            guard let octets = ipv4(text) else { return nil }
            return [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF] + octets
        }
        var text = text
        if let zone = text.firstIndex(of: "%") { text = text[..<zone] }
        guard text.allSatisfy(\.isASCII), let groups = ClientAddress.groups(of: text.lowercased()) else { return nil }
        return groups.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// Four decimal octets without leading signs or spaces, or nil.
    private static func ipv4(_ text: Substring) -> [UInt8]? {
        let fields = text.split(separator: ".", omittingEmptySubsequences: false)
        guard fields.count == 4 else { return nil }
        var octets: [UInt8] = []
        for field in fields {
            guard (1...3).contains(field.count), field.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = UInt8(field)
            else { return nil }
            octets.append(value)
        }
        return octets
    }

    private static func masked(_ address: [UInt8], _ prefix: Int) -> [UInt8] {
        address.enumerated().map { index, byte in
            let bits = min(max(prefix - index * 8, 0), 8)
            return bits == 8 ? byte : byte & ~(UInt8(0xFF) >> bits)
        }
    }
}
