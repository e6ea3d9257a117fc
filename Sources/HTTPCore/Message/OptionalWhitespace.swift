// String and Substring: their UTF-8 views are bidirectional, which `lastIndex(where:)` needs.
extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Without leading and trailing spaces and tabs: HTTP's optional whitespace (RFC 9110 §5.6.3)
    /// around a field value or list element, and the same around command-line and setting values.
    ///
    /// Scans UTF-8 bytes, not characters: spaces and tabs are single bytes, and the bounds found are
    /// scalar boundaries (a space or tab, or either end), so the slice is exact.
    public var trimmingSpaces: SubSequence {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) })
        else { return self[endIndex..<endIndex] }
        return self[first..<utf8.index(after: last)]
    }
}
