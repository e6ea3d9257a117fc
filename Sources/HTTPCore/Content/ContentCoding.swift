/// Reads `Accept-Encoding` (RFC 9110 §12.5.3).
public enum ContentCoding {
    /// Whether `header` accepts `coding` (`gzip`, `deflate`): listed, or matched by `*`, with a non-zero
    /// q-value. A missing header accepts nothing but identity here: the server then sends identity.
    public static func accepts(_ coding: String, header: String?) -> Bool {
        guard let header else { return false }
        var wildcard: Bool?
        var utf8 = header.utf8[...]
        while !utf8.isEmpty {
            let comma = utf8.firstIndex(of: UInt8(ascii: ",")) ?? utf8.endIndex
            let item = utf8[..<comma]
            utf8 = comma == utf8.endIndex ? utf8[comma...] : utf8[utf8.index(after: comma)...]
            let semicolon = item.firstIndex(of: UInt8(ascii: ";")) ?? item.endIndex
            let name = ASCII.trimmed(item[..<semicolon])
            let accepted = semicolon == item.endIndex || quality(item[item.index(after: semicolon)...]) > 0
            if ASCII.equalsIgnoringCase(name, coding.utf8) { return accepted }
            if name.count == 1 && name.first == UInt8(ascii: "*") { wildcard = accepted }
        }
        return wildcard ?? false
    }

    /// The `q` parameter among `parameters` (`q=0.5;x=y`), 1 when absent, 0 when unreadable.
    private static func quality(_ parameters: Substring.UTF8View.SubSequence) -> Double {
        for parameter in parameters.split(separator: UInt8(ascii: ";")) {
            let trimmed = ASCII.trimmed(parameter)
            guard trimmed.count >= 2, ASCII.lowercased(trimmed[trimmed.startIndex]) == UInt8(ascii: "q"),
                trimmed[trimmed.index(after: trimmed.startIndex)] == UInt8(ascii: "=")
            else { continue }
            return Double(String(decoding: trimmed.dropFirst(2), as: UTF8.self)) ?? 0
        }
        return 1
    }
}
