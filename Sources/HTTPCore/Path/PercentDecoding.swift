/// Percent-decoding of URL path segments (RFC 3986 §2.1).
public enum PercentDecoding {
    /// Decodes `%XX` escapes; `+` stays a plus (it means a space only in queries).
    ///
    /// - Returns: The decoded bytes, or nil when a `%` is not followed by two hex digits.
    public static func decode<C: Collection<UInt8>>(_ bytes: C) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                out.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(ASCII.hexValue), let low = iterator.next().flatMap(ASCII.hexValue)
            else { return nil }
            out.append(high << 4 | low)
        }
        return out
    }
}
