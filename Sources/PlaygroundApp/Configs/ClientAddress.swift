/// The part of a client's IP address that identifies one client for rate limiting.
enum ClientAddress {
    /// An IPv4 address as it is; an IPv4-mapped IPv6 address (`::ffff:192.0.2.7`) as its IPv4 address;
    /// any other IPv6 address as its /64 prefix (`2001:db8:0:1::/64`), because one household or host
    /// usually holds a whole /64 (RFC 4291 §2.5.4, RFC 6177) and could rotate through it.
    static func rateLimitKey(_ ip: Substring) -> String {
        guard ip.contains(":") else { return String(ip) }
        var text = ip.lowercased()
        if let zone = text.firstIndex(of: "%") { text = String(text[..<zone]) }
        if text.hasPrefix("::ffff:"), text.contains(".") { return String(text.dropFirst(7)) }
        guard let groups = groups(of: text) else { return text }
        return groups.prefix(4).map { String($0, radix: 16) }.joined(separator: ":") + "::/64"
    }

    /// The eight 16-bit groups of an IPv6 address in text form (RFC 4291 §2.2), or nil when malformed.
    static func groups(of text: String) -> [UInt16]? {
        let halves = text.split(separator: "::", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        guard let head = parse(halves[0]) else { return nil }
        guard halves.count == 2 else { return head.count == 8 ? head : nil }
        guard let tail = parse(halves[1]), head.count + tail.count <= 7 else { return nil }
        return head + [UInt16](repeating: 0, count: 8 - head.count - tail.count) + tail
    }

    /// Colon-separated hex groups; a final dotted IPv4 part counts as two groups.
    private static func parse(_ part: Substring) -> [UInt16]? {
        if part.isEmpty { return [] }
        var groups: [UInt16] = []
        let fields = part.split(separator: ":", omittingEmptySubsequences: false)
        for (index, field) in fields.enumerated() {
            if index == fields.count - 1, field.contains(".") {
                let octets = field.split(separator: ".", omittingEmptySubsequences: false).compactMap { UInt8($0) }
                guard octets.count == 4 else { return nil }
                groups.append(UInt16(octets[0]) << 8 | UInt16(octets[1]))
                groups.append(UInt16(octets[2]) << 8 | UInt16(octets[3]))
            } else {
                guard (1...4).contains(field.count), let value = UInt16(field, radix: 16) else { return nil }
                groups.append(value)
            }
        }
        return groups
    }
}
