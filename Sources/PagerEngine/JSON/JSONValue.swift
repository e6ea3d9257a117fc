/// A JSON value as RFC 8259 defines it, with object members kept in the order they were written.
///
/// Numbers are `Double`s (RFC 8259 §6: implementations commonly use IEEE 754 binary64). Objects keep
/// their members' order so that normalised output and re-parsed input compare equal member by member.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The member named `key` when this is an object, else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` when this is an array and the index exists, else nil.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public var isNull: Bool { self == .null }

    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// How a person would name this value in a sentence: `the string "yes"`, `the number 3`, `an object`.
    public var plainDescription: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number: "the number \(compactText)"
        case .string(let text): "the string \(JSONValue.quoted(text, limit: 40))"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The value as compact JSON text.
    public var compactText: String { String(decoding: jsonBytes, as: UTF8.self) }

    /// `text` in double quotes, shortened with an ellipsis past `limit` characters.
    static func quoted(_ text: String, limit: Int) -> String {
        let shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
        var json = JSONWriter(capacity: shown.utf8.count + 2)
        json.string(shown)
        return json.string
    }
}
