extension RGBAColor {
    /// The colour written `#RRGGBBAA` in upper case, the normalised form in configs.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for component in [red, green, blue, alpha] {
            text.append(digits[Int(component >> 4)])
            text.append(digits[Int(component & 0xF)])
        }
        return text
    }

    /// Parses `#RRGGBB` (opaque) or `#RRGGBBAA`, hex digits in either case; nil for anything else.
    public init?(hex text: String) {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var components: [UInt8] = []
        var index = 1
        while index < bytes.count {
            guard let high = Self.hexDigit(bytes[index]), let low = Self.hexDigit(bytes[index + 1]) else { return nil }
            components.append(high << 4 | low)
            index += 2
        }
        self.init(
            red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 255)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
