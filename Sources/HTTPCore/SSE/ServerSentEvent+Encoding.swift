extension ServerSentEvent {
    /// Appends the event in `text/event-stream` form, ending with the empty line that dispatches it.
    ///
    /// `id` and `event` lose any CR, LF and NUL (a browser would split or ignore them); data is split
    /// at CR, LF and CRLF into `data:` lines. Each field is written as `name: value` so a value that
    /// starts with a space keeps it (the parser removes one space after the colon).
    public func encode(into out: inout [UInt8]) {
        if let retry { Self.field("retry", Array(String(max(retry, 0)).utf8), into: &out) }
        data.withUnsafeBufferPointer { Self.encode(id: id, event: event, data: $0, into: &out) }
    }

    /// Appends an event with these fields (no `retry`) in `text/event-stream` form, as
    /// ``encode(into:)`` does, reading the data from lent bytes: a caller that writes its data into a
    /// reused buffer sends it without building an array per event.
    public static func encode(id: String?, event: String?, data: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        if encodeInOnePiece(id: id, event: event, data: data, into: &out) { return }
        if let id { sanitisedField("id", id, into: &out) }
        if let event { sanitisedField("event", event, into: &out) }
        // Every frame of every stream passes here: data without line breaks (every frame and pager
        // event) is found 16 bytes at a time and copied in one go.
        if !containsLineBreak(data) {
            field("data", data, into: &out)
        } else {
            var lineStart = 0
            var index = 0
            while index < data.count {
                let byte = data[index]
                if byte == ASCII.cr || byte == ASCII.lf {
                    field("data", UnsafeBufferPointer(rebasing: data[lineStart..<index]), into: &out)
                    if byte == ASCII.cr && index + 1 < data.count && data[index + 1] == ASCII.lf { index += 1 }
                    lineStart = index + 1
                }
                index += 1
            }
            field("data", UnsafeBufferPointer(rebasing: data[lineStart..<data.count]), into: &out)
        }
        out.append(ASCII.lf)
    }

    /// Events with at most this many bytes of data may be built whole on the stack
    /// (``encodeInOnePiece(id:event:data:into:)``).
    static let onePieceLimit = 896
    /// Room on the stack for the fields before the data (`id: …`, `event: …`, `data: `).
    private static let onePieceHeader = 96

    /// Builds the event in a buffer on the stack and appends it with one copy: the common case of every
    /// frame, whose id and event name need no cleaning and whose data is one line. The data is copied
    /// 16 bytes at a time and checked for CR and LF on the way.
    ///
    /// Field by field, about a dozen appends and two passes over the data cost some 1 400 instructions
    /// a frame; in one piece about 1 000.
    ///
    /// The vector test is written out here as in ``containsLineBreak(_:)``: moved into a shared helper,
    /// the compiler no longer turned it into two vector compares but tested byte by byte.
    ///
    /// - Returns: false, with nothing appended, when `id` or `event` holds a CR, LF or NUL, when they
    ///   are too long for the buffer, or when the data has a line break: the caller then writes the
    ///   event field by field.
    static func encodeInOnePiece(
        id: String?, event: String?, data: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]
    ) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: onePieceHeader + onePieceLimit + 2) { buffer in
            guard let base = buffer.baseAddress, data.count <= onePieceLimit else { return false }
            var used = 0
            if let id, !put("id", id, at: base, &used) { return false }
            if let event, !put("event", event, at: base, &used) { return false }
            guard put("data", text: nil, at: base, &used) else { return false }
            guard copyUnlessLineBreak(data, to: base + used) else { return false }
            used += data.count
            base[used] = ASCII.lf
            base[used + 1] = ASCII.lf
            out.append(contentsOf: UnsafeBufferPointer(start: base, count: used + 2))
            return true
        }
    }

    /// Writes `name: text` and a LF (or, without `text`, `name: ` alone) at `base + used`, within the
    /// header's room; false when `text` holds a CR, LF or NUL or does not fit.
    private static func put(
        _ name: StaticString, _ text: String, at base: UnsafeMutablePointer<UInt8>, _ used: inout Int
    )
        -> Bool
    {
        text.utf8.withContiguousStorageIfAvailable { put(name, text: $0, at: base, &used) } ?? false
    }

    private static func put(
        _ name: StaticString, text: UnsafeBufferPointer<UInt8>?, at base: UnsafeMutablePointer<UInt8>,
        _ used: inout Int
    ) -> Bool {
        let length = name.utf8CodeUnitCount + 2 + (text.map { $0.count + 1 } ?? 0)
        guard used + length <= onePieceHeader else { return false }
        var at = base + used
        at.update(from: name.utf8Start, count: name.utf8CodeUnitCount)
        at += name.utf8CodeUnitCount
        at[0] = ASCII.colon
        at[1] = ASCII.space
        at += 2
        if let text {
            for byte in text where byte == ASCII.cr || byte == ASCII.lf || byte == 0 { return false }
            if let source = text.baseAddress { at.update(from: source, count: text.count) }
            at[text.count] = ASCII.lf
        }
        used += length
        return true
    }

    /// Copies `data` to `destination` 16 bytes at a time, stopping at the first CR or LF; true when
    /// there was none and everything was copied.
    private static func copyUnlessLineBreak(
        _ data: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>
    )
        -> Bool
    {
        guard let base = data.baseAddress else { return true }
        let crs = SIMD16<UInt8>(repeating: ASCII.cr)
        let lfs = SIMD16<UInt8>(repeating: ASCII.lf)
        let source = UnsafeRawPointer(base)
        let target = UnsafeMutableRawPointer(destination)
        var index = 0
        while index &+ 16 <= data.count {
            let chunk = source.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            if any((chunk .== crs) .| (chunk .== lfs)) { return false }
            target.storeBytes(of: chunk, toByteOffset: index, as: SIMD16<UInt8>.self)
            index &+= 16
        }
        if index < data.count && data.count >= 16 {
            // The tail as the last 16 bytes, overlapping what was copied, instead of byte by byte.
            let last = data.count - 16
            let chunk = source.loadUnaligned(fromByteOffset: last, as: SIMD16<UInt8>.self)
            if any((chunk .== crs) .| (chunk .== lfs)) { return false }
            target.storeBytes(of: chunk, toByteOffset: last, as: SIMD16<UInt8>.self)
            return true
        }
        while index < data.count {
            let byte = data[index]
            if byte == ASCII.cr || byte == ASCII.lf { return false }
            destination[index] = byte
            index += 1
        }
        return true
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

    /// Whether `bytes` holds a CR or LF, testing 16 bytes at a time with vector compares (a frame's
    /// 300 bytes in about 20 steps; a word-at-a-time bit trick took 900 instructions per frame).
    static func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let crs = SIMD16<UInt8>(repeating: ASCII.cr)
        let lfs = SIMD16<UInt8>(repeating: ASCII.lf)
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 16 <= bytes.count {
            let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            if any((chunk .== crs) .| (chunk .== lfs)) { return true }
            index += 16
        }
        while index < bytes.count {
            if bytes[index] == ASCII.cr || bytes[index] == ASCII.lf { return true }
            index += 1
        }
        return false
    }

    /// `name: text` without the CR, LF and NUL of `text`, appended without building an array.
    private static func sanitisedField(_ name: StaticString, _ text: String, into out: inout [UInt8]) {
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(ASCII.colon)
        out.append(ASCII.space)
        // Ids and event names are short and clean: checked over their contiguous bytes (a generic walk
        // of `String.UTF8View` cost more than the rest of the event's fields), then copied in one go.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte == ASCII.cr || byte == ASCII.lf || byte == 0 { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if copied != true {
            for byte in text.utf8 where byte != ASCII.cr && byte != ASCII.lf && byte != 0 { out.append(byte) }
        }
        out.append(ASCII.lf)
    }

    private static func sanitised(_ text: String) -> [UInt8] {
        text.utf8.filter { $0 != ASCII.cr && $0 != ASCII.lf && $0 != 0 }
    }
}
