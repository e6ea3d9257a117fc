/// Writes JSON straight into a byte buffer, for the frame hot path and for every JSON the engine emits.
///
/// The writer tracks commas itself: call `beginObject`, then `key(_:)` before each value, then
/// `endObject`. Numbers are printed by `number(_:)` with at most four decimals, so equal values (to a
/// ten-thousandth of a point) always give equal bytes; `exactNumber(_:)` prints the shortest text that
/// reads back as the same `Double`, for configuration values.
///
/// ```swift
/// var json = JSONWriter()
/// json.beginObject()
/// json.key("x"); json.number(12.5)
/// json.endObject()
/// // json.string == #"{"x":12.5}"#
/// ```
public struct JSONWriter: Sendable {
    private var buffer: JSONBuffer
    /// How many bytes of `buffer` are written.
    private var used = 0
    /// Whether the next value or key at the current depth needs a comma before it.
    private var needsComma = false

    public init(capacity: Int = 256) {
        buffer = JSONBuffer(capacity: capacity)
    }

    /// The bytes written so far (a copy; `withBytes` lends them without copying).
    public var bytes: [UInt8] { Array(contents) }

    /// Lends the bytes written so far to `body`.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(contents)
    }

    /// The bytes written so far, in the writer's own buffer: valid until the writer is next changed or
    /// goes away. For an owner that keeps the writer and lends the bytes on (``withBytes(_:)`` copies a
    /// writer stored in a class for the call, retaining its buffer).
    public var writtenBytes: UnsafeBufferPointer<UInt8> { contents }

    /// How many bytes have been written.
    var count: Int { used }

    /// The text written so far.
    public var string: String { String(decoding: contents, as: UTF8.self) }

    private var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buffer.base, count: used) }

    /// Empties the buffer but keeps its storage, so a writer reused per frame stops allocating.
    public mutating func reset() {
        if !isKnownUniquelyReferenced(&buffer) {
            buffer = JSONBuffer(capacity: buffer.capacity)
        }
        used = 0
        needsComma = false
    }

    /// Room for `extra` bytes at the end, in storage this writer alone holds; write them, then
    /// `commit(_:)` how many were written.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if used + extra > buffer.capacity || !isKnownUniquelyReferenced(&buffer) {
            buffer = buffer.copy(count: used, capacity: used + extra)
        }
        return buffer.base + used
    }

    @inline(__always)
    private mutating func commit(_ written: Int) {
        used += written
    }

    /// Appends one byte.
    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        commit(1)
    }

    /// Appends `count` bytes from `source`.
    private mutating func append(_ source: UnsafeRawPointer?, count: Int) {
        guard let source, count > 0 else { return }
        reserve(count).update(from: source.assumingMemoryBound(to: UInt8.self), count: count)
        commit(count)
    }

    /// Lends `body` a ``JSONCursor`` over `capacity` bytes reserved at the end, for one value.
    ///
    /// `body` must write at most `capacity` bytes (checked afterwards, when it is too late to be safe:
    /// size the capacity from the most each part can take).
    public mutating func withCursor(capacity: Int, _ body: (inout JSONCursor) -> Void) {
        let comma = needsComma ? 1 : 0
        let out = reserve(capacity + comma)
        if comma == 1 { out[0] = UInt8(ascii: ",") }
        var cursor = JSONCursor(out + comma)
        body(&cursor)
        precondition(cursor.count <= capacity, "a cursor wrote past the room reserved for it")
        commit(comma + cursor.count)
        needsComma = true
    }

    public mutating func beginObject() {
        appendOpening(UInt8(ascii: "{"))
    }

    public mutating func endObject() {
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        appendOpening(UInt8(ascii: "["))
    }

    public mutating func endArray() {
        append(UInt8(ascii: "]"))
        needsComma = true
    }

    private mutating func appendOpening(_ bracket: UInt8) {
        let out = reserve(2)
        var end = 0
        if needsComma {
            out[0] = UInt8(ascii: ",")
            end = 1
        }
        out[end] = bracket
        commit(end + 1)
        needsComma = false
    }

    /// Writes an object key; the next call writes its value.
    public mutating func key(_ name: StaticString) {
        key(name.description)
    }

    /// Whether `byte` must be escaped in a JSON string: a control byte, `"` or `\`.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Writes an object key, escaping it.
    @_disfavoredOverload
    public mutating func key(_ name: String) {
        separate()
        appendEscaped(name)
        append(UInt8(ascii: ":"))
        needsComma = false
    }

    public mutating func string(_ value: String) {
        separate()
        appendEscaped(value)
        needsComma = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        appendStatic(value ? "true" : "false")
        needsComma = true
    }

    public mutating func null() {
        separate()
        appendStatic("null")
        needsComma = true
    }

    /// An object whose members `members` writes from `value`, or `null` when there is no value.
    public mutating func objectOrNull<Value>(_ value: Value?, _ members: (inout JSONWriter, Value) -> Void) {
        guard let value else { return null() }
        beginObject()
        members(&self, value)
        endObject()
    }

    public mutating func integer(_ value: Int) {
        separate()
        appendInteger(value)
        needsComma = true
    }

    /// Writes `value` rounded to four decimals, without trailing zeros; `-0` and non-finite values as `0`.
    public mutating func number(_ value: Double) {
        let comma = needsComma
        needsComma = true
        guard let units = value.tenThousandths else {
            if comma { append(UInt8(ascii: ",")) }
            if value.isFinite { appendASCII(value.description) } else { append(UInt8(ascii: "0")) }
            return
        }
        appendDecimal(
            comma: comma, negative: units < 0, magnitude: units.magnitude / 10_000,
            fraction: units.magnitude % 10_000)
    }

    /// Writes the shortest decimal text that reads back as `value`; integral values without a fraction.
    public mutating func exactNumber(_ value: Double) {
        separate()
        if value.isFinite, value == value.rounded(), abs(value) < 9.0e15 {
            appendInteger(Int(value))
        } else if value.isFinite {
            appendASCII(value.description)
        } else {
            append(UInt8(ascii: "0"))
        }
        needsComma = true
    }

    /// Writes a colour as the string `"#RRGGBBAA"` (upper-case hex) without building a `String`.
    public mutating func color(_ value: RGBAColor) {
        let comma = needsComma ? 1 : 0
        let out = reserve(comma + 11)
        if comma == 1 { out[0] = UInt8(ascii: ",") }
        out[comma] = UInt8(ascii: "\"")
        out[comma + 1] = UInt8(ascii: "#")
        DecimalText.writeHex(value, to: out + comma + 2)
        out[comma + 10] = UInt8(ascii: "\"")
        commit(comma + 11)
        needsComma = true
    }

    /// How many bytes have been written.
    public var byteCount: Int { used }

    /// Appends already-encoded JSON as one value.
    public mutating func raw(_ json: [UInt8]) {
        separate()
        json.withUnsafeBytes { append($0.baseAddress, count: $0.count) }
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { append(UInt8(ascii: ",")) }
    }

    private mutating func appendASCII(_ text: String) {
        var text = text
        text.withUTF8 { append($0.baseAddress, count: $0.count) }
    }

    private mutating func appendStatic(_ text: StaticString) {
        text.withUTF8Buffer { append($0.baseAddress, count: $0.count) }
    }

    private mutating func appendInteger(_ value: Int) {
        appendDecimal(comma: false, negative: value < 0, magnitude: value.magnitude, fraction: 0)
    }

    /// Appends `[,][-]magnitude[.ffff]` in one go (see ``DecimalText``).
    private mutating func appendDecimal(comma: Bool, negative: Bool, magnitude: UInt, fraction: UInt) {
        let out = reserve(DecimalText.maximumLength + 1)
        var end = 0
        if comma {
            out[0] = UInt8(ascii: ",")
            end = 1
        }
        end += DecimalText.write(negative: negative, magnitude: magnitude, fraction: fraction, to: out + end)
        commit(end)
    }

    /// Appends `text` quoted, escaping `"`, `\\` and control characters; runs that need no escaping are
    /// copied in one go.
    private mutating func appendEscaped(_ text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard Self.needsEscape(byte) else { continue }
                append(utf8.baseAddress.map { $0 + runStart }, count: index - runStart)
                runStart = index + 1
                appendEscape(byte)
            }
            append(utf8.baseAddress.map { $0 + runStart }, count: utf8.count - runStart)
        }
        append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): appendStatic("\\\"")
        case UInt8(ascii: "\\"): appendStatic("\\\\")
        case UInt8(ascii: "\n"): appendStatic("\\n")
        case UInt8(ascii: "\r"): appendStatic("\\r")
        case UInt8(ascii: "\t"): appendStatic("\\t")
        default:
            appendStatic("\\u00")
            append(Self.lowerHexDigit(byte >> 4))
            append(Self.lowerHexDigit(byte & 0xF))
        }
    }

    private static func lowerHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
