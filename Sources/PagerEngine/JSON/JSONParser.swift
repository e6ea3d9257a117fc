/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// Rejects everything RFC 8259 does not allow: trailing commas, leading zeros, `NaN` and `Infinity`,
/// single quotes, comments, unescaped control characters, invalid UTF-8 (RFC 3629), lone surrogate
/// escapes, and any text after the value. Beyond the RFC it rejects duplicate keys in one object (§4 leaves
/// their meaning open; a config with two values for one option is a mistake) and numbers too large for a
/// `Double`. A leading byte-order mark is skipped (§8.1 allows ignoring it). Nesting depth and input size
/// are bounded by `Limits`, so hostile input cannot exhaust the stack or memory.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"bar": {"alignment": "center"}}"#)
/// // value["bar"]?["alignment"] == .string("center")
/// ```
public struct JSONParser: Sendable {
    public struct Limits: Sendable, Hashable {
        /// Arrays and objects nested deeper than this are rejected. Default 64.
        public var maxDepth: Int
        /// Inputs longer than this many bytes are rejected. Default 1 MiB.
        public var maxBytes: Int

        public init(maxDepth: Int = 64, maxBytes: Int = 1 << 20) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Parses one JSON text.
    ///
    /// - Throws: `JSONParseError` with the offset, line and column of the first problem.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        guard bytes.count <= limits.maxBytes else {
            throw JSONParseError(
                offset: limits.maxBytes, in: bytes,
                message: "the JSON is \(bytes.count) bytes long; the limit is \(limits.maxBytes) bytes")
        }
        var reader = JSONReader(bytes: bytes, maxDepth: limits.maxDepth)
        do {
            return try reader.document()
        } catch {
            throw JSONParseError(offset: error.offset, in: bytes, message: error.message)
        }
    }

    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}
