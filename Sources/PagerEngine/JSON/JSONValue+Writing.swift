extension JSONValue {
    /// Writes the value as compact JSON; numbers with `exactNumber`, so they read back unchanged.
    public func write(to json: inout JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let flag): json.bool(flag)
        case .number(let number): json.exactNumber(number)
        case .string(let text): json.string(text)
        case .array(let elements):
            json.beginArray()
            for element in elements { element.write(to: &json) }
            json.endArray()
        case .object(let object):
            json.beginObject()
            for member in object {
                json.key(member.key)
                member.value.write(to: &json)
            }
            json.endObject()
        }
    }

    /// The value as compact JSON bytes (UTF-8).
    public var jsonBytes: [UInt8] {
        var json = JSONWriter()
        write(to: &json)
        return json.bytes
    }
}
