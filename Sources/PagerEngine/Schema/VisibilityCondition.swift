/// One condition of an option's `visibleWhen`: the option at `path` has one of `values`.
///
/// An option matters only when all of its conditions hold; the front end hides it otherwise.
public struct VisibilityCondition: Sendable, Hashable {
    public var path: String
    public var values: [OptionValue]

    public init(_ path: String, in values: [OptionValue]) {
        self.path = path
        self.values = values
    }

    /// `path` is one of the enumeration cases `names`.
    public static func when(_ path: String, is names: String...) -> VisibilityCondition {
        VisibilityCondition(path, in: names.map { .string($0) })
    }

    /// The boolean option at `path` is on.
    public static func whenOn(_ path: String) -> VisibilityCondition {
        VisibilityCondition(path, in: [.bool(true)])
    }

    /// Whether the condition holds for `config`; a path that names no option never holds.
    public func holds(in config: PagerConfig) -> Bool {
        guard let option = OptionSchema.option(path: path) else { return false }
        return values.contains(option.get(config))
    }
}
