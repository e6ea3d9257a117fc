/// A set of button indices kept as bits: indices 0–63 (every bar a designer builds) in one word, any
/// others in an ordinary set.
///
/// Frame deltas collect the buttons that changed for every frame of every stream; a `Set<Int>` hashed
/// each index and allocated its storage every time.
public struct ButtonIndexSet: Sendable, Hashable, ExpressibleByArrayLiteral {
    private var low: UInt64 = 0
    private var others: Set<Int> = []

    public init() {}

    public init(arrayLiteral elements: Int...) {
        for element in elements { insert(element) }
    }

    public var isEmpty: Bool { low == 0 && others.isEmpty }

    public mutating func insert(_ index: Int) {
        if index >= 0 && index < 64 {
            low |= 1 << UInt64(index)
        } else {
            others.insert(index)
        }
    }

    public func contains(_ index: Int) -> Bool {
        index >= 0 && index < 64 ? low & (1 << UInt64(index)) != 0 : others.contains(index)
    }
}
