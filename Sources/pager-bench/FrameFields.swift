/// The few fields the benchmark reads from a frame or an event's JSON, found by scanning for their keys
/// (the playground and the peers write them near the start, without spaces).
enum FrameFields {
    private static let seqKey = Array(#""seq":"#.utf8)
    private static let timeKey = Array(#""t":"#.utf8)
    private static let willScroll = Array(#""name":"willScrollToPage""#.utf8)

    /// `seq` and `t` of a frame, or nil when either is missing.
    static func sequenceAndTime(_ data: UnsafeBufferPointer<UInt8>) -> (seq: Int, t: Double)? {
        guard let seqAt = find(seqKey, in: data, from: 0),
            let seq = number(in: data, at: seqAt + seqKey.count),
            let timeAt = find(timeKey, in: data, from: seqAt),
            let time = number(in: data, at: timeAt + timeKey.count)
        else { return nil }
        return (Int(seq), time)
    }

    /// Whether a pager event is `willScrollToPage`.
    static func isWillScroll(_ data: UnsafeBufferPointer<UInt8>) -> Bool {
        find(willScroll, in: data, from: 0) != nil
    }

    private static func find(_ key: [UInt8], in data: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard data.count >= key.count else { return nil }
        var index = start
        let first = key[0]
        while index <= data.count - key.count {
            if data[index] == first {
                var matched = true
                for offset in 1..<key.count where data[index + offset] != key[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    /// A JSON number at `start` (sign, digits, fraction, exponent).
    ///
    /// Plain decimals (all the playground and the peers write for `seq` and `t`) are read digit by digit;
    /// anything with an exponent goes through `Double(_:)`, as all numbers once did (that was a tenth of
    /// the load generator's time per frame).
    static func number(in data: UnsafeBufferPointer<UInt8>, at start: Int) -> Double? {
        var end = start
        while end < data.count {
            let byte = data[end]
            guard (48...57).contains(byte) || byte == 45 || byte == 43 || byte == 46 || byte == 101 || byte == 69
            else { break }
            end += 1
        }
        guard end > start else { return nil }
        let text = UnsafeBufferPointer(rebasing: data[start..<end])
        if let value = plainDecimal(text) { return value }
        return Double(String(decoding: text, as: UTF8.self))
    }

    /// `-?digits(.digits)?` with at most 15 significant digits (exact in a Double before the one division),
    /// else nil (an exponent, a `+`, a second point).
    private static func plainDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = text.first == 45
        if negative { index = 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while index < text.count {
            let byte = text[index]
            if byte == 46 {
                guard !inFraction else { return nil }
                inFraction = true
            } else if (48...57).contains(byte) {
                mantissa = mantissa * 10 + Int64(byte - 48)
                digits += 1
                if inFraction { fractionDigits += 1 }
                guard digits <= 15 else { return nil }
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }
}
