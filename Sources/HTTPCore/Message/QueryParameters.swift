/// Decoded `name=value` pairs of a query string, in order (WHATWG URL, `application/x-www-form-urlencoded`).
///
/// `+` decodes to a space and `%XX` to its byte; a pair without `=` has an empty value; a malformed
/// escape is kept literally.
public struct QueryParameters: Sendable, Equatable, Sequence {
    public private(set) var pairs: [(name: String, value: String)]

    public init(_ query: Substring) {
        pairs = []
        guard !query.isEmpty else { return }
        for part in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            if let equals = part.firstIndex(of: UInt8(ascii: "=")) {
                pairs.append(
                    (Self.decode(part[..<equals]), Self.decode(part[part.index(after: equals)...])))
            } else {
                pairs.append((Self.decode(part), ""))
            }
        }
    }

    public static func == (lhs: QueryParameters, rhs: QueryParameters) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { pairs.makeIterator() }

    /// The first value for `name`, or nil.
    public subscript(_ name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// The first name that occurs more than once (`?width=400&width=500` → `width`), or nil.
    ///
    /// The server refuses such a query (``HTTPError/duplicateParameter(_:)``): which of the values a
    /// route would read is a guess, and a cache keyed on one of them can be fooled by the other.
    public var firstRepeatedName: String? {
        var seen = Set<String>()
        for pair in pairs where !seen.insert(pair.name).inserted { return pair.name }
        return nil
    }

    /// Every value for `name`, in order.
    public func values(_ name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    private static func decode(_ bytes: Substring.UTF8View.SubSequence) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                out.append(ASCII.space)
            } else if byte == UInt8(ascii: "%"),
                let high = bytes.index(index, offsetBy: 1, limitedBy: bytes.endIndex), high < bytes.endIndex,
                let low = bytes.index(index, offsetBy: 2, limitedBy: bytes.endIndex), low < bytes.endIndex,
                let h = ASCII.hexValue(bytes[high]), let l = ASCII.hexValue(bytes[low])
            {
                out.append(h << 4 | l)
                index = low
            } else {
                out.append(byte)
            }
            index = bytes.index(after: index)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
