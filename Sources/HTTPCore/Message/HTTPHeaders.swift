/// An ordered list of header fields with case-insensitive lookup (RFC 9110 §5).
///
/// Names keep the case they were given; lookups compare ASCII case-insensitively. Repeated fields stay
/// separate entries, in order; ``subscript(_:)`` returns the first, ``values(_:)`` all of them.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field]

    public init() { fields = [] }

    public init(_ fields: [(String, String)]) {
        self.fields = fields.map { Field(name: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    public var count: Int { fields.count }
    public var isEmpty: Bool { fields.isEmpty }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// The first value of the field `name`, or nil.
    public subscript(_ name: String) -> String? {
        for field in fields where Self.equalsIgnoringCase(field.name, name) {
            return field.value
        }
        return nil
    }

    /// Every value of the field `name`, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { Self.equalsIgnoringCase($0.name, name) }.map(\.value)
    }

    /// Whether the field `name` is present.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// Appends a field, keeping any earlier one of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces every field `name` with one field carrying `value`.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.equalsIgnoringCase($0.name, name) }
    }

    mutating func reserveCapacity(_ count: Int) { fields.reserveCapacity(count) }

    mutating func appendField(_ field: Field) { fields.append(field) }

    /// Whether a comma-separated field (`Connection`, `Accept-Encoding`) lists `token`, ignoring case
    /// and parameters.
    public func hasToken(_ token: String, in name: String) -> Bool {
        for value in values(name) {
            for item in value.utf8.split(separator: UInt8(ascii: ",")) {
                let bare = item.prefix { $0 != UInt8(ascii: ";") }
                if ASCII.equalsIgnoringCase(ASCII.trimmed(bare), token.utf8) { return true }
            }
        }
        return false
    }

    static func equalsIgnoringCase(_ a: String, _ b: String) -> Bool {
        ASCII.equalsIgnoringCase(a.utf8, b.utf8)
    }
}
