extension JSONReader {
    /// Reads a string starting at its opening quote (RFC 8259 §7), validating UTF-8 (RFC 3629 §4).
    mutating func string() throws(Failure) -> String {
        let opening = index
        index += 1
        let start = index
        var decoded: [UInt8] = []
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text =
                    escaped
                    ? String(decoding: decoded, as: UTF8.self)
                    : String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                if !escaped {
                    escaped = true
                    decoded.append(contentsOf: bytes[start..<index])
                }
                try escape(into: &decoded)
            case 0x00..<0x20:
                throw Failure(
                    offset: index,
                    message: "a control character (\(describe(index))) must be written as an escape such as \\n")
            case 0x80...:
                let length = try utf8Sequence()
                if escaped { decoded.append(contentsOf: bytes[index..<index + length]) }
                index += length
            default:
                if escaped { decoded.append(byte) }
                index += 1
            }
        }
        throw Failure(offset: opening, message: "this string has no closing quote")
    }

    /// Reads one escape sequence after a backslash, appending its UTF-8 bytes.
    private mutating func escape(into decoded: inout [UInt8]) throws(Failure) {
        let backslash = index
        index += 1
        guard index < bytes.count else { throw Failure(offset: backslash, message: "the input ends inside an escape") }
        let simple: UInt8? =
            switch bytes[index] {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            index += 1
            return
        }
        guard bytes[index] == UInt8(ascii: "u") else {
            throw Failure(
                offset: backslash, message: "\\\(describe(index).dropFirst().dropLast()) is not a JSON escape")
        }
        index += 1
        let unit = try hexQuad(escapeAt: backslash)
        var scalarValue = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            let low = index
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw Failure(
                    offset: backslash, message: "the surrogate \\u\(hex(unit)) must be followed by a low surrogate")
            }
            index += 2
            let second = try hexQuad(escapeAt: low)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw Failure(offset: low, message: "\\u\(hex(second)) is not a low surrogate after \\u\(hex(unit))")
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw Failure(
                offset: backslash, message: "the low surrogate \\u\(hex(unit)) has no high surrogate before it")
        default:
            break
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw Failure(offset: backslash, message: "\\u\(hex(unit)) is not a Unicode scalar")
        }
        UTF8.encode(scalar) { decoded.append($0) }
    }

    private mutating func hexQuad(escapeAt backslash: Int) throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw Failure(offset: backslash, message: "\\u must be followed by four hexadecimal digits")
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    private func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func hex(_ unit: UInt16) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([12, 8, 4, 0].map { digits[Int(unit >> $0 & 0xF)] })
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629 §4), or a failure at its first byte.
    private func utf8Sequence() throws(Failure) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0x80...0xBF)
            }
        guard length > 0, index + length <= bytes.count, secondRange.contains(bytes[index + 1]),
            bytes[index + 2..<index + length].allSatisfy({ $0 & 0xC0 == 0x80 })
        else {
            throw Failure(offset: index, message: "the text is not valid UTF-8 here (\(describe(index)))")
        }
        return length
    }
}
