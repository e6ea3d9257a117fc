/// Padded base64 (RFC 4648 §4), as MCP carries images.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let group =
                UInt32(bytes[index]) << 16 | (remaining > 1 ? UInt32(bytes[index + 1]) << 8 : 0)
                | (remaining > 2 ? UInt32(bytes[index + 2]) : 0)
            let characters = min(remaining, 3) + 1
            for shift in [18, 12, 6, 0].prefix(characters) {
                output.append(alphabet[Int(group >> UInt32(shift) & 0x3F)])
            }
            output.append(contentsOf: repeatElement(UInt8(ascii: "="), count: 4 - characters))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
