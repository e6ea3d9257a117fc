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
    static func number(in data: UnsafeBufferPointer<UInt8>, at start: Int) -> Double? {
        var end = start
        while end < data.count {
            let byte = data[end]
            guard (48...57).contains(byte) || byte == 45 || byte == 43 || byte == 46 || byte == 101 || byte == 69
            else { break }
            end += 1
        }
        guard end > start else { return nil }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: data[start..<end]), as: UTF8.self))
    }
}
