/// A JSON Pointer (RFC 6901): the path to one value inside a JSON document, such as `/indicator/weight`.
///
/// Tokens are kept decoded; `description` escapes `~` as `~0` and `/` as `~1` (RFC 6901 §3), so a key
/// named `a/b` is written `/a~1b`. The empty pointer `""` names the whole document.
///
/// ```swift
/// let pointer = JSONPointer(["config", "bar"]).appending("alignment")
/// // pointer.description == "/config/bar/alignment"
/// ```
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var tokens: [String]

    public init(_ tokens: [String] = []) {
        self.tokens = tokens
    }

    /// Parses pointer text (RFC 6901 §3): empty, or `/`-separated tokens with `~0` and `~1` escapes.
    public init(parsing text: String) throws(JSONPointerError) {
        guard !text.isEmpty else {
            self.init()
            return
        }
        guard text.hasPrefix("/") else { throw JSONPointerError(text: text, reason: "it must start with '/'") }
        var tokens: [String] = []
        for raw in text.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            var token: [UInt8] = []
            var iterator = raw.makeIterator()
            while let byte = iterator.next() {
                guard byte == UInt8(ascii: "~") else {
                    token.append(byte)
                    continue
                }
                switch iterator.next() {
                case UInt8(ascii: "0"): token.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): token.append(UInt8(ascii: "/"))
                default: throw JSONPointerError(text: text, reason: "'~' must be followed by 0 or 1")
                }
            }
            tokens.append(String(decoding: token, as: UTF8.self))
        }
        self.init(tokens)
    }

    /// A pointer from literal text; text that is not a valid pointer gives the root pointer.
    public init(stringLiteral value: String) {
        self = (try? JSONPointer(parsing: value)) ?? JSONPointer()
    }

    public var isRoot: Bool { tokens.isEmpty }

    public func appending(_ token: String) -> JSONPointer { JSONPointer(tokens + [token]) }

    public func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    /// `prefix` followed by `pointer`: `/config` + `/bar` = `/config/bar`.
    public static func + (prefix: JSONPointer, pointer: JSONPointer) -> JSONPointer {
        JSONPointer(prefix.tokens + pointer.tokens)
    }

    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            for character in token.unicodeScalars {
                switch character {
                case "~": text += "~0"
                case "/": text += "~1"
                default: text.unicodeScalars.append(character)
                }
            }
        }
        return text
    }
}

/// Pointer text that RFC 6901 does not allow.
public struct JSONPointerError: Error, Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var reason: String

    public var description: String { "\(JSONValue.quoted(text, limit: 80)) is not a JSON pointer: \(reason)" }
}

extension JSONValue {
    /// The value `pointer` names (RFC 6901 §4), or nil when it names nothing.
    ///
    /// Array tokens must be decimal indices without leading zeros; `-` (past the end) names nothing.
    public func value(at pointer: JSONPointer) -> JSONValue? {
        var current = self
        for token in pointer.tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = JSONPointer.arrayIndex(token), index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}

extension JSONPointer {
    /// The array index a token names (`0`, `12`; not `01`, `-1` or `-`), or nil.
    static func arrayIndex(_ token: String) -> Int? {
        let digits = token.utf8
        guard let first = digits.first, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }), first != 48 || digits.count == 1,
            digits.count <= 18
        else { return nil }
        return Int(token)
    }
}
