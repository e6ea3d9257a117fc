/// The digits of JSON numbers and colours, written straight to ``JSONWriter``'s memory.
enum DecimalText {
    /// The most bytes ``write(negative:magnitude:fraction:to:)`` writes: a sign, the 20 digits of a
    /// `UInt`, the point and four decimals.
    static let maximumLength = 26

    /// Writes `[-]magnitude[.ffff]` at `out` and returns how many bytes it took: `fraction` is in
    /// ten-thousandths (below 10 000), printed without trailing zeros (and not at all when zero); `-0` is
    /// written `0`.
    static func write(negative: Bool, magnitude: UInt, fraction: UInt, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var end = 0
        if negative && (magnitude != 0 || fraction != 0) {
            out[0] = UInt8(ascii: "-")
            end = 1
        }
        end += writeWhole(magnitude, to: out + end)
        if fraction != 0 {
            var digits = fraction
            var count = 4
            while digits % 10 == 0 {
                digits /= 10
                count -= 1
            }
            out[end] = UInt8(ascii: ".")
            for index in stride(from: count, to: 0, by: -1) {
                out[end + index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digits % 10)
                digits /= 10
            }
            end += 1 + count
        }
        return end
    }

    /// Writes `value` in decimal at `out` and returns how many digits it took.
    private static func writeWhole(_ value: UInt, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 1
        var probe = value / 10
        while probe > 0 {
            count += 1
            probe /= 10
        }
        var rest = value
        for index in stride(from: count - 1, through: 0, by: -1) {
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        return count
    }

    /// Writes a colour's `RRGGBBAA` (upper-case hex, 8 bytes) at `out`.
    @inline(__always)
    static func writeHex(_ color: RGBAColor, to out: UnsafeMutablePointer<UInt8>) {
        writeHex(color.red, to: out)
        writeHex(color.green, to: out + 2)
        writeHex(color.blue, to: out + 4)
        writeHex(color.alpha, to: out + 6)
    }

    @inline(__always)
    private static func writeHex(_ byte: UInt8, to out: UnsafeMutablePointer<UInt8>) {
        out[0] = hexDigit(byte >> 4)
        out[1] = hexDigit(byte & 0xF)
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &+ nibble &- 10
    }
}
