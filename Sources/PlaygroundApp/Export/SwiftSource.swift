/// Builds Swift source text line by line with four-space indentation.
struct SwiftSource {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Adds one line at the current indentation (an empty string adds a blank line).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Adds `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftSource) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// The text, newline-terminated.
    var text: String { lines.joined(separator: "\n") + "\n" }
}

/// Swift literals for config values.
enum SwiftLiteral {
    /// A string literal with `"`, `\` and control characters escaped.
    static func string(_ value: String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"" + escaped + "\""
    }

    /// A number without a trailing `.0` for whole values (`16`, `0.3`, `17.5`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(value)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A colour component 0…255 as a fraction with up to three decimals (`0.478` for 122).
    static func component(_ value: UInt8) -> String {
        number((Double(value) / 255 * 1000).rounded() / 1000)
    }
}
