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
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes an object key that is not a literal, escaping it.
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
        appendASCII(value ? "true" : "false")
        needsComma = true
    }

    public mutating func null() {
        separate()
        appendASCII("null")
        needsComma = true
    }

    public mutating func integer(_ value: Int) {
        separate()
        appendInteger(value)
        needsComma = true
    }

    /// Writes `value` rounded to four decimals, without trailing zeros; `-0` and non-finite values as `0`.
    public mutating func number(_ value: Double) {
        separate()
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            needsComma = true
            return
        }
        let scaled = (value * 10_000).rounded()
        guard abs(scaled) < 9.0e15 else {
            appendASCII(value.description)
            needsComma = true
            return
        }
        var units = Int(scaled)
        if units < 0 {
            bytes.append(UInt8(ascii: "-"))
            units = -units
        }
        appendInteger(units / 10_000)
        var fraction = units % 10_000
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            var divisor = 1_000
            while fraction != 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
                fraction %= divisor
                divisor /= 10
            }
        }
        needsComma = true
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

    private mutating func appendInteger(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            if value == Int.min {
                appendASCII(String(value).dropFirst().description)
                return
            }
            appendInteger(-value)
            return
        }
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) {
                bytes.append(buffer[index])
            }
        }
    }

    private mutating func appendEscaped(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): appendASCII("\\\"")
            case UInt8(ascii: "\\"): appendASCII("\\\\")
            case UInt8(ascii: "\n"): appendASCII("\\n")
            case UInt8(ascii: "\r"): appendASCII("\\r")
            case UInt8(ascii: "\t"): appendASCII("\\t")
            case 0..<0x20:
                appendASCII("\\u00")
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
