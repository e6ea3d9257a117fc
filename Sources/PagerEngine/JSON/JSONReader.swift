/// The parser's cursor over the input bytes; `JSONParser` wraps it and turns failures into `JSONParseError`.
///
/// Recursive descent over the RFC 8259 grammar; each nested array or object adds one level, checked
/// against `maxDepth` before descending, so recursion never goes deeper than the limit.
struct JSONReader {
    /// A failure at a byte offset; line and column are worked out once, by `JSONParser`.
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    var atEnd: Bool { index >= bytes.count }

    mutating func document() throws(Failure) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard !atEnd else { throw Failure(offset: index, message: "expected a JSON value, found nothing") }
        let value = try value(depth: 0)
        skipWhitespace()
        guard atEnd else {
            throw Failure(offset: index, message: "unexpected \(describe(index)) after the end of the JSON value")
        }
        return value
    }

    mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard !atEnd else { throw Failure(offset: index, message: "expected a value, found the end of the input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw Failure(offset: index, message: "NaN and Infinity are not JSON numbers")
        case UInt8(ascii: "'"):
            throw Failure(offset: index, message: "strings must be in double quotes, not single quotes")
        default:
            throw Failure(offset: index, message: "expected a value, found \(describe(index))")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        try checkDepth(depth)
        index += 1
        var object = JSONObject()
        var keys = Set<String>()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(object)
        }
        while true {
            guard peek(UInt8(ascii: "\"")) else {
                let message =
                    peek(UInt8(ascii: "}")) && !object.isEmpty
                    ? "a comma must not come before '}'" : "expected a key in double quotes, found \(describe(index))"
                throw Failure(offset: index, message: message)
            }
            let keyOffset = index
            let key = try string()
            guard keys.insert(key).inserted else {
                throw Failure(
                    offset: keyOffset,
                    message: "the key \(JSONValue.quoted(key, limit: 40)) appears twice in the same object")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw Failure(offset: index, message: "expected ':' after the key, found \(describe(index))")
            }
            index += 1
            skipWhitespace()
            object.appendUnchecked(key, try value(depth: depth))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                return .object(object)
            } else {
                throw Failure(offset: index, message: "expected ',' or '}' in an object, found \(describe(index))")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        try checkDepth(depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            if peek(UInt8(ascii: "]")) {
                throw Failure(offset: index, message: "a comma must not come before ']'")
            }
            elements.append(try value(depth: depth))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                return .array(elements)
            } else {
                throw Failure(offset: index, message: "expected ',' or ']' in a list, found \(describe(index))")
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(Failure) {
        guard depth <= maxDepth else {
            throw Failure(offset: index, message: "lists and objects are nested more than \(maxDepth) levels deep")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let expected = word.withUTF8Buffer { Array($0) }
        guard bytes[index...].starts(with: expected) else {
            throw Failure(offset: index, message: "expected '\(word)', found \(describe(index))")
        }
        index += expected.count
        return value
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Names the byte at `offset` for a message: `'x'`, `the end of the input`, or `byte 0xC3`.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "a space" }
        let hex = Array("0123456789ABCDEF")
        return "byte 0x\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
    }
}
