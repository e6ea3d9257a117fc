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
    public private(set) var bytes: [UInt8]
    /// Whether the next value or key at the current depth needs a comma before it.
    private var needsComma = false

    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the buffer but keeps its storage, so a writer reused per frame stops allocating.
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        needsComma = false
    }

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object key; the next call writes its value.
    ///
    /// The comma, quotes and colon go out in one append with the name (the hot path writes a few dozen
    /// keys per frame); a literal that needs escaping takes the slow path.
    public mutating func key(_ name: StaticString) {
        let comma = needsComma
        needsComma = false
        let written = name.withUTF8Buffer { utf8 in
            guard utf8.count <= 56 else { return false }
            var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
            return withUnsafeMutableBytes(of: &scratch) { buffer in
                var end = 0
                if comma {
                    buffer[0] = UInt8(ascii: ",")
                    end = 1
                }
                buffer[end] = UInt8(ascii: "\"")
                end += 1
                for byte in utf8 {
                    if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                    buffer[end] = byte
                    end += 1
                }
                buffer[end] = UInt8(ascii: "\"")
                buffer[end + 1] = UInt8(ascii: ":")
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<(end + 2)]))
                return true
            }
        }
        guard !written else { return }
        if comma { bytes.append(UInt8(ascii: ",")) }
        appendEscaped(name.description)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes an object key that is not a literal, escaping it.
    ///
    /// Disfavoured so that literal keys take the `StaticString` overload, which needs no escaping.
    @_disfavoredOverload
    public mutating func key(_ name: String) {
        separate()
        appendEscaped(name)
        bytes.append(UInt8(ascii: ":"))
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

    public mutating func integer(_ value: Int) {
        separate()
        appendInteger(value)
        needsComma = true
    }

    /// Writes `value` rounded to four decimals, without trailing zeros; `-0` and non-finite values as `0`.
    public mutating func number(_ value: Double) {
        let comma = needsComma
        needsComma = true
        let scaled = (value * 10_000).rounded()
        guard value.isFinite, abs(scaled) < 9.0e15 else {
            if comma { bytes.append(UInt8(ascii: ",")) }
            if value.isFinite { appendASCII(value.description) } else { bytes.append(UInt8(ascii: "0")) }
            return
        }
        let units = Int(scaled)
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
            bytes.append(UInt8(ascii: "0"))
        }
        needsComma = true
    }

    /// Writes a colour as the string `"#RRGGBBAA"` (upper-case hex) without building a `String`.
    public mutating func color(_ value: RGBAColor) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: "#"))
        appendHex(value.red)
        appendHex(value.green)
        appendHex(value.blue)
        appendHex(value.alpha)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    private mutating func appendHex(_ byte: UInt8) {
        bytes.append(Self.hexDigit(byte >> 4))
        bytes.append(Self.hexDigit(byte & 0xF))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }

    /// Appends already-encoded JSON as one value.
    public mutating func raw(_ json: [UInt8]) {
        separate()
        bytes.append(contentsOf: json)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendASCII(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendStatic(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendInteger(_ value: Int) {
        appendDecimal(comma: false, negative: value < 0, magnitude: value.magnitude, fraction: 0)
    }

    /// Appends `[,][-]magnitude[.ffff]` in one go: `fraction` is in ten-thousandths, printed without
    /// trailing zeros (and not at all when zero). The digits are built right to left in a scratch buffer.
    private mutating func appendDecimal(comma: Bool, negative: Bool, magnitude: UInt, fraction: UInt) {
        if fraction == 0, magnitude < 10 {
            if comma { bytes.append(UInt8(ascii: ",")) }
            if negative && magnitude != 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { buffer in
            var start = buffer.count
            if fraction != 0 {
                var digits = fraction
                var count = 4
                while digits % 10 == 0 {
                    digits /= 10
                    count -= 1
                }
                for _ in 0..<count {
                    start -= 1
                    buffer[start] = UInt8(ascii: "0") + UInt8(digits % 10)
                    digits /= 10
                }
                start -= 1
                buffer[start] = UInt8(ascii: ".")
            }
            var whole = magnitude
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            } while whole > 0
            if negative {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            if comma {
                start -= 1
                buffer[start] = UInt8(ascii: ",")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Appends `text` quoted, escaping `"`, `\\` and control characters; runs that need no escaping are
    /// copied in one go.
    private mutating func appendEscaped(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                appendEscape(byte)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
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
            bytes.append(Self.lowerHexDigit(byte >> 4))
            bytes.append(Self.lowerHexDigit(byte & 0xF))
        }
    }

    private static func lowerHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
