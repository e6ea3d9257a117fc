/// Unpadded base64url, the URL- and header-safe alphabet of RFC 4648 §5.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Encodes `bytes` without `=` padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let first = UInt32(bytes[index]) << 16
            let second = remaining > 1 ? UInt32(bytes[index + 1]) << 8 : 0
            let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
            let group = first | second | third
            let characters = min(remaining, 3) + 1
            for shift in [18, 12, 6, 0].prefix(characters) {
                output.append(alphabet[Int(group >> UInt32(shift) & 0x3F)])
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes unpadded base64url, or nil for any other character or an impossible length.
    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt32] = []
        for byte in text.utf8 {
            guard let value = value(of: byte) else { return nil }
            values.append(value)
        }
        guard values.count % 4 != 1 else { return nil }
        var output: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            var group: UInt32 = 0
            for (offset, value) in chunk.enumerated() {
                group |= value << UInt32(18 - 6 * offset)
            }
            for byte in 0..<(chunk.count - 1) {
                output.append(UInt8(group >> UInt32(16 - 8 * byte) & 0xFF))
            }
            index += 4
        }
        return output
    }

    private static func value(of byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
