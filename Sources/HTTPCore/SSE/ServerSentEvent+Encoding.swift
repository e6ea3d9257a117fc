import Glibc

extension ServerSentEvent {
    /// Appends the event in `text/event-stream` form, ending with the empty line that dispatches it.
    ///
    /// `id` and `event` lose any CR, LF and NUL (a browser would split or ignore them); data is split
    /// at CR, LF and CRLF into `data:` lines (WHATWG HTML, "Parsing an event stream"). Each field is
    /// written as `name: value` so a value that starts with a space keeps it (the parser removes one
    /// space after the colon).
    public func encode(into out: inout [UInt8]) {
        if let retry { Self.field("retry", Array(String(max(retry, 0)).utf8), into: &out) }
        data.withUnsafeBufferPointer { Self.encode(id: id, event: event, data: $0, into: &out) }
    }

    /// Appends an event with these fields (no `retry`) in `text/event-stream` form, as
    /// ``encode(into:)`` does, reading the data from lent bytes: a caller that writes its data into a
    /// reused buffer sends it without building an array per event.
    public static func encode(id: String?, event: String?, data: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        if let id { sanitisedField("id", id, into: &out) }
        if let event { sanitisedField("event", event, into: &out) }
        guard let base = data.baseAddress, Self.hasLineBreak(data) else {
            // One line, the case of every frame and pager event: copied whole.
            field("data", data, into: &out)
            return out.append(ASCII.lf)
        }
        var lineStart = 0
        var index = 0
        while index < data.count {
            let byte = base[index]
            if byte == ASCII.cr || byte == ASCII.lf {
                field("data", UnsafeBufferPointer(rebasing: data[lineStart..<index]), into: &out)
                if byte == ASCII.cr && index + 1 < data.count && base[index + 1] == ASCII.lf { index += 1 }
                lineStart = index + 1
            }
            index += 1
        }
        field("data", UnsafeBufferPointer(rebasing: data[lineStart..<data.count]), into: &out)
        out.append(ASCII.lf)
    }

    /// The encoded event.
    public var encoded: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 32)
        encode(into: &out)
        return out
    }

    /// A comment line (`: text`), which browsers ignore; used as a heartbeat that keeps proxies and
    /// idle timers from closing the stream.
    public static func comment(_ text: String) -> [UInt8] {
        var out: [UInt8] = [ASCII.colon, ASCII.space]
        out.append(contentsOf: sanitised(text))
        out.append(ASCII.lf)
        out.append(ASCII.lf)
        return out
    }

    private static func field<C: Collection<UInt8>>(_ name: StaticString, _ value: C, into out: inout [UInt8]) {
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(ASCII.colon)
        out.append(ASCII.space)
        out.append(contentsOf: value)
        out.append(ASCII.lf)
    }

    /// `name: text` without the CR, LF and NUL of `text` (ids and event names are short and nearly
    /// always clean: then copied whole).
    private static func sanitisedField(_ name: StaticString, _ text: String, into out: inout [UInt8]) {
        if text.utf8.contains(where: { $0 == ASCII.cr || $0 == ASCII.lf || $0 == 0 }) {
            field(name, sanitised(text), into: &out)
        } else {
            field(name, text.utf8, into: &out)
        }
    }

    /// Whether `data` holds a CR or LF (libc's `memchr`, which reads many bytes at a time).
    static func hasLineBreak(_ data: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = data.baseAddress else { return false }
        return memchr(base, Int32(ASCII.lf), data.count) != nil || memchr(base, Int32(ASCII.cr), data.count) != nil
    }

    private static func sanitised(_ text: String) -> [UInt8] {
        text.utf8.filter { $0 != ASCII.cr && $0 != ASCII.lf && $0 != 0 }
    }
}
