/// One server-sent event as the benchmark needs it: its `event` name and the first line of its data.
struct SSEMessage {
    enum Kind {
        case frame, event, layout, end, other
    }

    var kind: Kind
    /// The `data` field (the frames and events the playground sends are one line).
    var data: UnsafeBufferPointer<UInt8>
}

/// Splits an event stream (WHATWG HTML §9.2) into events as bytes arrive: an event ends with an empty
/// line; `event:` and the first `data:` line are kept, comments and other fields skipped.
struct SSEDecoder {
    private var pending: [UInt8] = []
    private var scanned = 0

    /// Hands every event that `bytes` completes to `handle` and keeps the unfinished rest.
    ///
    /// When nothing is pending (the usual case: each read holds whole events) the events are parsed
    /// straight from `bytes`; only an unfinished tail is copied.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ handle: (SSEMessage) -> Void) {
        bytes.withMemoryRebound(to: UInt8.self) { input in
            if pending.isEmpty {
                let consumed = Self.split(input, from: 1, handle)
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: input[consumed...]))
                scanned = pending.count
                return
            }
            pending.append(contentsOf: input)
            let consumed = pending.withUnsafeBufferPointer { Self.split($0, from: max(scanned, 1), handle) }
            if consumed > 0 { pending.removeFirst(consumed) }
            scanned = pending.count
        }
    }

    /// Dispatches the complete events of `buffer`, looking for their ends from `start`; returns the
    /// bytes used.
    private static func split(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, _ handle: (SSEMessage) -> Void
    ) -> Int {
        var consumed = 0
        var index = start
        while index < buffer.count {
            // An event ends at "\n\n" (or "\n\r\n" with CRLF line ends).
            if buffer[index] == 10
                && (buffer[index - 1] == 10 || (index >= 2 && buffer[index - 1] == 13 && buffer[index - 2] == 10))
            {
                dispatch(UnsafeBufferPointer(rebasing: buffer[consumed..<index]), handle)
                consumed = index + 1
                index = consumed + 1
            } else {
                index += 1
            }
        }
        return consumed
    }

    private static func dispatch(_ block: UnsafeBufferPointer<UInt8>, _ handle: (SSEMessage) -> Void) {
        var kind = SSEMessage.Kind.other
        var named = false
        var data: UnsafeBufferPointer<UInt8>?
        var start = 0
        while start < block.count {
            var end = start
            while end < block.count && block[end] != 10 { end += 1 }
            var lineEnd = end
            if lineEnd > start && block[lineEnd - 1] == 13 { lineEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: block[start..<lineEnd])
            if let value = Self.value(of: Self.eventField, in: line) {
                named = true
                kind = Self.kind(value)
            } else if data == nil, let value = Self.value(of: Self.dataField, in: line) {
                data = value
            }
            start = end + 1
        }
        guard named || data != nil else { return }
        handle(SSEMessage(kind: named ? kind : .other, data: data ?? UnsafeBufferPointer(start: nil, count: 0)))
    }

    private static let eventField = Array("event".utf8)
    private static let dataField = Array("data".utf8)

    /// The value of `line` if it is the field `name` (`name:value`, one leading space removed).
    private static func value(of name: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard line.count > name.count, line[name.count] == 58 else { return nil }
        for index in 0..<name.count where line[index] != name[index] { return nil }
        var start = name.count + 1
        if start < line.count && line[start] == 32 { start += 1 }
        return UnsafeBufferPointer(rebasing: line[start...])
    }

    private static func kind(_ name: UnsafeBufferPointer<UInt8>) -> SSEMessage.Kind {
        if name.elementsEqual("frame".utf8) { return .frame }
        if name.elementsEqual("event".utf8) { return .event }
        if name.elementsEqual("layout".utf8) { return .layout }
        if name.elementsEqual("end".utf8) { return .end }
        return .other
    }
}
