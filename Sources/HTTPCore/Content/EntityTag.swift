/// Strong entity tags for static content and `If-None-Match` evaluation (RFC 9110 §8.8.3, §13.1.2).
public enum EntityTag {
    /// A tag derived from the content: 64-bit FNV-1a of the bytes, in hex, quoted; `suffix` marks a
    /// different representation of the same content (`-gz` for the gzip encoding).
    public static func forContent(_ bytes: [UInt8], suffix: String = "") -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + suffix + "\""
    }

    /// Whether an `If-None-Match` value matches `tag` by the weak comparison the field uses: `*`
    /// matches anything; `W/` prefixes are ignored on both sides.
    public static func ifNoneMatch(_ header: String, matches tag: String) -> Bool {
        let opaque = tag.hasPrefix("W/") ? tag.dropFirst(2) : tag[...]
        for item in header.split(separator: ",") {
            var candidate = item.trimmingSpaces
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate = candidate.dropFirst(2) }
            if candidate == opaque { return true }
        }
        return false
    }
}
