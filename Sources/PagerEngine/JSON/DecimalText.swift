/// The digits of JSON numbers and colours, written straight to ``JSONWriter``'s memory.
enum DecimalText {
    /// The most bytes ``write(negative:magnitude:fraction:to:)`` writes: a sign, the 20 digits of a
    /// `UInt`, the point and four decimals.
    static let maximumLength = 26

    /// Writes `[-]magnitude[.ffff]` at `out` and returns how many bytes it took: `fraction` is in
    /// ten-thousandths, printed without trailing zeros (and not at all when zero); `-0` is written `0`.
    @inline(__always)
    static func write(negative: Bool, magnitude: UInt, fraction: UInt, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var end = 0
        if negative && (magnitude != 0 || fraction != 0) {
            out[0] = UInt8(ascii: "-")
            end = 1
        }
        end += writeWhole(magnitude, to: out + end)
        if fraction != 0 {
            // All four decimals are written, then the trailing zeros are cut by the count: 0.25 is
            // "0.2500" with two kept.
            let high = fraction / 100
            let low = fraction % 100
            out[end] = UInt8(ascii: ".")
            out[end + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high / 10)
            out[end + 2] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high % 10)
            out[end + 3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: low / 10)
            out[end + 4] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: low % 10)
            let kept = low == 0 ? (high % 10 == 0 ? 1 : 2) : (low % 10 == 0 ? 3 : 4)
            end += 1 + kept
        }
        return end
    }

    /// Writes `value` in decimal at `out` and returns how many digits it took; values below 10 000 (the
    /// pixels and progress of a frame) without a loop.
    @inline(__always)
    static func writeWhole(_ value: UInt, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let zero = UInt8(ascii: "0")
        if value < 10 {
            out[0] = zero &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 100 {
            out[0] = zero &+ UInt8(truncatingIfNeeded: value / 10)
            out[1] = zero &+ UInt8(truncatingIfNeeded: value % 10)
            return 2
        }
        if value < 10_000 {
            let high = value / 100
            let low = value % 100
            var index = 0
            if high >= 10 {
                out[0] = zero &+ UInt8(truncatingIfNeeded: high / 10)
                index = 1
            }
            out[index] = zero &+ UInt8(truncatingIfNeeded: high % 10)
            out[index + 1] = zero &+ UInt8(truncatingIfNeeded: low / 10)
            out[index + 2] = zero &+ UInt8(truncatingIfNeeded: low % 10)
            return index + 3
        }
        var count = 1
        var probe = value / 10
        while probe > 0 {
            count += 1
            probe /= 10
        }
        var rest = value
        var index = count
        repeat {
            index -= 1
            out[index] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
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
