/// The rule for a saved config's name: 1–80 characters, no control characters, something visible.
enum ConfigName {
    /// Longest name, in characters (grapheme clusters, as a person counts them).
    static let maximumLength = 80

    /// A sentence saying what is wrong with `value` as a name, or nil when it is a good name.
    ///
    /// Control characters are the Unicode categories Cc (C0, DEL, C1), Zl and Zp (line and paragraph
    /// separators): they would break the one-line places a name is shown (titles, lists, `og:title`).
    static func problem(with value: String) -> String? {
        let count = value.count
        if count == 0 { return "the name is empty; give it 1 to \(maximumLength) characters" }
        if count > maximumLength {
            return "the name has \(count) characters; at most \(maximumLength) are allowed"
        }
        if let scalar = value.unicodeScalars.first(where: isControl) {
            return "the name contains the control character \(scalar.codePointText); remove it"
        }
        if value.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            return "the name has no visible characters"
        }
        return nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}

extension Unicode.Scalar {
    /// `U+000A`.
    var codePointText: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
