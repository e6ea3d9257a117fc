/// Text made safe for HTML (WHATWG HTML §13.1): element content and double- or single-quoted attribute values.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, so user-written text
    /// (a config's name, tab titles) can never close a tag or an attribute.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
