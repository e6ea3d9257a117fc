extension ServerSentEvent {
    /// Whether `bytes` is exactly one event as ``encode(into:)`` writes it: lines of `id`, `event`,
    /// `retry` or `data` fields (`name: value`) or `:` comments, free of CR, ending with the blank
    /// line that dispatches it and holding no other. For checking text a caller encoded itself before
    /// it is sent as is (`EventStream.deliver(encoded:…)`, in debug builds).
    public static func isOneEncodedEvent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let lf = UInt8(ascii: "\n")
        guard bytes.count >= 2, bytes[bytes.count - 1] == lf, bytes[bytes.count - 2] == lf,
            !bytes.contains(UInt8(ascii: "\r"))
        else { return false }
        var lineStart = 0
        var fields = 0
        for index in 0..<(bytes.count - 1) where bytes[index] == lf {
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<index])
            guard isFieldOrComment(line) else { return false }
            fields += 1
            lineStart = index + 1
        }
        return fields > 0 && lineStart == bytes.count - 1
    }

    private static func isFieldOrComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        if line.first == UInt8(ascii: ":") { return true }
        for name in ["data", "event", "id", "retry"] {
            let utf8 = Array(name.utf8)
            if line.count >= utf8.count, Array(line.prefix(utf8.count)) == utf8,
                line.count == utf8.count || line[utf8.count] == UInt8(ascii: ":")
            {
                return true
            }
        }
        return false
    }
}
