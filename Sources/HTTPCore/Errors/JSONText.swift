/// Minimal JSON string escaping for the bodies HTTPCore writes itself (RFC 8259 §7).
enum JSONText {
    /// Appends `text` as a quoted JSON string.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case ASCII.lf: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case ASCII.cr: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case ASCII.tab: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
