import Glibc

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
    ///
    /// Line feeds are found with `memchr` (a frame is a few hundred bytes with three of them), which
    /// made decoding four times cheaper than looking at every byte.
    private static func split(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, _ handle: (SSEMessage) -> Void
    ) -> Int {
        var consumed = 0
        var index = start
        while let found = lineFeed(in: buffer, from: index) {
            index = found
            // An event ends at "\n\n" (or "\n\r\n" with CRLF line ends).
            if buffer[index - 1] == 10 || (index >= 2 && buffer[index - 1] == 13 && buffer[index - 2] == 10) {
                dispatch(UnsafeBufferPointer(rebasing: buffer[consumed..<index]), handle)
                consumed = index + 1
                index = consumed + 1
            } else {
                index += 1
            }
        }
        return consumed
    }

    /// The index of the first LF in `buffer` at or after `start`, found with `memchr`.
    private static func lineFeed(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress,
            let found = memchr(base + start, 10, buffer.count - start)
        else { return nil }
        return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
    }

    private static func dispatch(_ block: UnsafeBufferPointer<UInt8>, _ handle: (SSEMessage) -> Void) {
        var kind = SSEMessage.Kind.other
        var named = false
        var data: UnsafeBufferPointer<UInt8>?
        var start = 0
        while start < block.count {
            let end = lineFeed(in: block, from: start) ?? block.count
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

    private static let eventField: StaticString = "event"
    private static let dataField: StaticString = "data"

    /// The value of `line` if it is the field `name` (`name:value`, one leading space removed).
    private static func value(of name: StaticString, in line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>?
    {
        let length = name.utf8CodeUnitCount
        guard line.count > length, line[length] == 58, let base = line.baseAddress,
            memcmp(base, name.utf8Start, length) == 0
        else { return nil }
        var start = length + 1
        if start < line.count && line[start] == 32 { start += 1 }
        return UnsafeBufferPointer(rebasing: line[start...])
    }

    private static func kind(_ name: UnsafeBufferPointer<UInt8>) -> SSEMessage.Kind {
        if matches(name, "frame") { return .frame }
        if matches(name, "event") { return .event }
        if matches(name, "layout") { return .layout }
        if matches(name, "end") { return .end }
        return .other
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
        return memcmp(base, word.utf8Start, bytes.count) == 0
    }
}
