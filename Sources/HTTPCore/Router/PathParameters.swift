/// The values a route pattern's `{name}` and `{name...}` segments captured.
///
/// Values are stored as sent; the subscript percent-decodes them (`%20` → space), ``raw(_:)`` does not.
public struct PathParameters: Sendable, Equatable {
    private var storage: [(name: String, value: Substring)] = []

    public init() {}

    public static func == (lhs: PathParameters, rhs: PathParameters) -> Bool {
        lhs.storage.elementsEqual(rhs.storage) { $0.name == $1.name && $0.value == $1.value }
    }

    mutating func append(_ name: String, _ value: Substring) {
        storage.append((name, value))
    }

    mutating func removeLast(_ count: Int) {
        storage.removeLast(count)
    }

    var count: Int { storage.count }

    /// The percent-decoded value of `name`, or nil when the pattern has no such parameter or its value
    /// is not valid percent-encoded UTF-8.
    public subscript(_ name: String) -> String? {
        guard let raw = raw(name) else { return nil }
        return PercentDecoding.decode(raw.utf8).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// The value of `name` as it appeared in the path.
    public func raw(_ name: String) -> Substring? {
        storage.first { $0.name == name }?.value
    }
}
