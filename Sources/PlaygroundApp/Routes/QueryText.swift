/// Reading query parameters the routes take as text, and quoting a refused one in the error.
enum QueryText {
    /// Digits only (no sign, no decimals), at most 6 of them.
    static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }

    /// `text` in double quotes, cut to 20 characters.
    static func quoted(_ text: String) -> String {
        "\"" + (text.count > 20 ? String(text.prefix(20)) + "…" : text) + "\""
    }
}
