/// Splits a byte stream into newline-delimited lines of at most `maximum` bytes, as the MCP stdio
/// transport frames its messages. A longer line is reported once, as `.tooLong`, and its bytes dropped
/// up to its newline, so one oversized message costs neither memory nor the messages after it.
struct LineSplitter {
    enum Piece: Equatable {
        case line([UInt8])
        case tooLong
    }

    let maximum: Int
    private var pending: [UInt8] = []
    private var discarding = false

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// The complete lines in `bytes` together with what came before them; a trailing `\r` is dropped
    /// and blank lines are skipped.
    mutating func feed(_ bytes: some Collection<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if discarding {
                    discarding = false
                } else {
                    if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
                    if !pending.isEmpty { pieces.append(.line(pending)) }
                }
                pending.removeAll(keepingCapacity: true)
            } else if !discarding {
                pending.append(byte)
                if pending.count > maximum {
                    pieces.append(.tooLong)
                    pending.removeAll()
                    discarding = true
                }
            }
        }
        return pieces
    }

    /// The last line when the stream ends without a newline.
    mutating func finish() -> Piece? {
        defer { pending.removeAll() }
        guard !discarding, !pending.isEmpty else { return nil }
        return .line(pending)
    }
}
