/// One condition of an option's `visibleWhen`: the option at `path` has one of `values` (or, negated, none
/// of them); an `anyOf` condition holds when any of its tests does.
///
/// An option matters only when all of its conditions hold; the front end hides it otherwise. In the schema
/// document a test is `{"path", "in"}` or `{"path", "notIn"}`, and a condition of several tests
/// `{"anyOf": [tests…]}` (docs/schema-format.md).
public struct VisibilityCondition: Sendable, Hashable {
    /// One test: the option at `path` has one of `values`, or with `negated` none of them.
    public struct Test: Sendable, Hashable {
        public var path: String
        public var values: [OptionValue]
        public var negated: Bool

        public init(_ path: String, in values: [OptionValue], negated: Bool = false) {
            self.path = path
            self.values = values
            self.negated = negated
        }

        /// Whether the test holds for `config`; a path that names no option never holds.
        public func holds(in config: PagerConfig) -> Bool {
            guard let option = OptionSchema.option(path: path) else { return false }
            return values.contains(option.get(config)) != negated
        }

        /// The test as the schema document writes it.
        var json: JSONValue {
            .object(["path": .string(path), (negated ? "notIn" : "in"): .array(values.map(\.json))])
        }
    }

    /// The tests, any of which makes the condition hold: one for most conditions.
    public var tests: [Test]

    public init(_ path: String, in values: [OptionValue]) {
        tests = [Test(path, in: values)]
    }

    /// A condition that holds when any of `tests` does.
    public init(anyOf tests: [Test]) {
        self.tests = tests
    }

    /// `path` is one of the enumeration cases `names`.
    public static func when(_ path: String, is names: String...) -> VisibilityCondition {
        VisibilityCondition(path, in: names.map { .string($0) })
    }

    /// The boolean option at `path` is on.
    public static func whenOn(_ path: String) -> VisibilityCondition {
        VisibilityCondition(path, in: [.bool(true)])
    }

    /// At least one of the enumerations at `paths` is other than `name` (an accessory is chosen).
    public static func whenAny(of paths: [String], isNot name: String) -> VisibilityCondition {
        VisibilityCondition(anyOf: paths.map { Test($0, in: [.string(name)], negated: true) })
    }

    /// Whether the condition holds for `config`: any of its tests does.
    public func holds(in config: PagerConfig) -> Bool {
        tests.contains { $0.holds(in: config) }
    }

    /// The condition as the schema document writes it: a lone test as it is, several under `anyOf`.
    var json: JSONValue {
        tests.count == 1 ? tests[0].json : .object(["anyOf": .array(tests.map(\.json))])
    }
}
