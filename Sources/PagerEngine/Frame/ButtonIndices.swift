/// The indices of the buttons a frame delta carries: a set of non-negative integers held as bits, the
/// first 64 inline.
///
/// Most animating frames change a button, so a delta's set is made, filled and read once per frame of
/// every stream; a `Set<Int>` allocated and hashed for it (docs/decisions/0031-cheaper-frames-and-inputs.md).
public struct ButtonIndices: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Bit `i` stands for index `i` < 64.
    private var first: UInt64 = 0
    /// Word `w` holds indices `64 (w + 1)` to `64 (w + 1) + 63`; its last word is never zero.
    private var more: [UInt64] = []

    public init() {}

    public init(arrayLiteral indices: Int...) {
        for index in indices { insert(index) }
    }

    public var isEmpty: Bool { first == 0 && more.isEmpty }

    public func contains(_ index: Int) -> Bool {
        guard index >= 0 else { return false }
        if index < 64 { return first & (1 << UInt64(index)) != 0 }
        let word = index / 64 - 1
        return word < more.count && more[word] & (1 << UInt64(index % 64)) != 0
    }

    /// Adds `index`, which must not be negative.
    public mutating func insert(_ index: Int) {
        precondition(index >= 0, "a button index is never negative")
        if index < 64 {
            first |= 1 << UInt64(index)
            return
        }
        let word = index / 64 - 1
        if word >= more.count { more.append(contentsOf: repeatElement(0, count: word - more.count + 1)) }
        more[word] |= 1 << UInt64(index % 64)
    }
}
