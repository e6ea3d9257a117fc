extension JSONReader {
    /// Reads a number (RFC 8259 §6): `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func number() throws(Failure) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw Failure(offset: index, message: "expected a digit, found \(describe(index))")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw Failure(offset: start, message: "numbers must not start with a leading zero")
            }
        } else {
            skipDigits()
        }
        var integral = true
        if peek(UInt8(ascii: ".")) {
            integral = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(
                    offset: index, message: "expected a digit after the decimal point, found \(describe(index))")
            }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            integral = false
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(offset: index, message: "expected a digit in the exponent, found \(describe(index))")
            }
            skipDigits()
        }
        let text = bytes[start..<index]
        if integral && text.count <= 15 {
            var magnitude = 0
            for byte in text where byte != UInt8(ascii: "-") { magnitude = magnitude * 10 + Int(byte - 48) }
            return text.first == UInt8(ascii: "-") ? -Double(magnitude) : Double(magnitude)
        }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            throw Failure(offset: start, message: "this number is too large")
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
}
