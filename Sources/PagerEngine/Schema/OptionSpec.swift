/// One option of the config: where it lives, what values it takes, how a designer sees it, and how to
/// read and write it on a `PagerConfig`.
///
/// `OptionSchema.options` holds one `OptionSpec` per option and is the single list that resolution,
/// normalisation, diffing, the schema document and docs/config.md are all derived from.
public struct OptionSpec: Sendable {
    /// The key path in the config, dot-separated: `indicator.weight`.
    public let path: String
    /// A short control label: `Weight`.
    public let label: String
    public let type: OptionType
    /// The allowed values of an `enumeration`, in the order the control lists them.
    public let values: [OptionValue]
    /// The inclusive range, step and unit of a `number` or `integer`.
    public let range: NumberRange?
    /// Names a library uses for particular numbers (`medium` = 4); a config may give the name instead.
    public let namedValues: [NamedValue]
    /// One line a designer understands.
    public let help: String
    public let sources: [SourceLibrary]
    /// Conditions that must all hold for the option to matter; empty means always.
    public let visibleWhen: [VisibilityCondition]
    let accessor: Accessor
    let textProblem: (@Sendable (String) -> String?)?

    public init(
        _ path: String, _ label: String, _ kind: Kind, help: String, source sources: [SourceLibrary],
        visibleWhen: [VisibilityCondition] = []
    ) {
        self.path = path
        self.label = label
        self.type = kind.type
        self.values = kind.values
        self.range = kind.range
        self.namedValues = kind.namedValues
        self.accessor = kind.accessor
        self.textProblem = kind.textProblem
        self.help = help
        self.sources = sources
        self.visibleWhen = visibleWhen
    }

    /// The path's components: `["indicator", "weight"]`.
    public var components: [String] { path.split(separator: ".").map(String.init) }

    /// The option's place in a config document: `/indicator/weight`.
    public var pointer: JSONPointer { JSONPointer(components) }

    /// The id of the group the option belongs to: the first component of its path.
    public var group: String { components.first ?? path }

    /// The global default: the value in `PagerConfig()`.
    public var defaultValue: OptionValue { self.get(PagerConfig()) }

    /// The option's value in `config`.
    public func get(_ config: PagerConfig) -> OptionValue { accessor.get(config) }

    /// Sets the option in `config`; a value of another type than the option's is ignored.
    public func set(_ value: OptionValue, in config: inout PagerConfig) { accessor.set(&config, value) }
}

/// The kind of control and JSON value an option takes.
public enum OptionType: String, Sendable, Hashable {
    case enumeration = "enum"
    case boolean
    case number
    case integer
    case color
    case string
}

/// The inclusive bounds, control step and unit of a numeric option.
public struct NumberRange: Sendable, Hashable {
    public var min: Double
    public var max: Double
    public var step: Double
    public var unit: OptionUnit?

    public init(min: Double, max: Double, step: Double, unit: OptionUnit?) {
        self.min = min
        self.max = max
        self.step = step
        self.unit = unit
    }
}

/// The unit a numeric option is measured in.
public enum OptionUnit: String, Sendable, Hashable {
    /// Points, which are CSS pixels.
    case points = "pt"
    case seconds = "s"
    /// A multiplier.
    case times = "×"
    case percent = "%"

    /// `value` with its unit for a sentence: `40 pt`, `0.3 s`, `1.5×`.
    func format(_ value: String) -> String {
        switch self {
        case .points, .seconds: "\(value) \(rawValue)"
        case .times, .percent: value + rawValue
        }
    }
}

/// A name a library gives a particular value (`TMLineBarIndicator.Weight.medium` = 4 pt).
public struct NamedValue: Sendable, Hashable {
    public var name: String
    public var value: Double

    public init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
    }
}
