/// Reads `Accept-Encoding` (RFC 9110 §12.5.3).
public enum ContentCoding {
    /// Whether `header` accepts `coding` (`gzip`, `deflate`): listed, or matched by `*`, with a non-zero
    /// q-value. A missing header accepts nothing but identity here: the server then sends identity.
    public static func accepts(_ coding: String, header: String?) -> Bool {
        guard let header else { return false }
        var wildcard: Bool?
        for item in header.utf8.split(separator: UInt8(ascii: ",")) {
            let parts = item.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            guard let nameBytes = parts.first else { continue }
            let name = ASCII.trimmed(nameBytes)
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let trimmed = ASCII.trimmed(parameter)
                if trimmed.count >= 2, ASCII.lowercased(trimmed[trimmed.startIndex]) == UInt8(ascii: "q"),
                    trimmed[trimmed.index(after: trimmed.startIndex)] == UInt8(ascii: "=")
                {
                    quality = Double(String(decoding: trimmed.dropFirst(2), as: UTF8.self)) ?? 0
                }
            }
            if ASCII.equalsIgnoringCase(name, coding.utf8) { return quality > 0 }
            if name.elementsEqual("*".utf8) { wildcard = quality > 0 }
        }
        return wildcard ?? false
    }
}
