extension OptionSpec {
    /// Reads and writes one option on a `PagerConfig`.
    struct Accessor: Sendable {
        let get: @Sendable (PagerConfig) -> OptionValue
        let set: @Sendable (inout PagerConfig, OptionValue) -> Void
    }

    /// An option's type, constraints and accessor, built from the key path of its `PagerConfig` property.
    public struct Kind: Sendable {
        let type: OptionType
        let values: [OptionValue]
        let range: NumberRange?
        let namedValues: [NamedValue]
        let accessor: Accessor
        /// For a `string` option: why a text is not allowed, or nil when it is.
        var textProblem: (@Sendable (String) -> String?)? = nil

        /// A text that `problem` accepts (`text.font`: a font reference).
        public static func text(
            _ keyPath: WritableKeyPath<PagerConfig, String> & Sendable,
            problem: @escaping @Sendable (String) -> String?
        ) -> Kind {
            Kind(
                type: .string, values: [], range: nil, namedValues: [],
                accessor: Accessor(
                    get: { .string($0[keyPath: keyPath]) },
                    set: { config, value in
                        if case .string(let text) = value { config[keyPath: keyPath] = text }
                    }),
                textProblem: problem)
        }

        /// One of the cases of a string-backed enum, in declaration order.
        public static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
            _ keyPath: WritableKeyPath<PagerConfig, Value> & Sendable
        ) -> Kind where Value.RawValue == String {
            Kind(
                type: .enumeration, values: Value.allCases.map { .string($0.rawValue) }, range: nil, namedValues: [],
                accessor: Accessor(
                    get: { .string($0[keyPath: keyPath].rawValue) },
                    set: { config, value in
                        if case .string(let name) = value, let typed = Value(rawValue: name) {
                            config[keyPath: keyPath] = typed
                        }
                    }))
        }

        /// One of a fixed list of integers (`appearance.frameRate`: 30, 60, 120).
        public static func choice(_ keyPath: WritableKeyPath<PagerConfig, Int> & Sendable, among allowed: [Int]) -> Kind
        {
            Kind(
                type: .enumeration, values: allowed.map { .integer($0) }, range: nil, namedValues: [],
                accessor: Accessor(
                    get: { .integer($0[keyPath: keyPath]) },
                    set: { config, value in
                        if case .integer(let integer) = value { config[keyPath: keyPath] = integer }
                    }))
        }

        public static func boolean(_ keyPath: WritableKeyPath<PagerConfig, Bool> & Sendable) -> Kind {
            Kind(
                type: .boolean, values: [], range: nil, namedValues: [],
                accessor: Accessor(
                    get: { .bool($0[keyPath: keyPath]) },
                    set: { config, value in
                        if case .bool(let flag) = value { config[keyPath: keyPath] = flag }
                    }))
        }

        /// A number from `bounds` (inclusive); `step` is the control's step, not a constraint.
        public static func number(
            _ keyPath: WritableKeyPath<PagerConfig, Double> & Sendable, _ bounds: ClosedRange<Double>, step: Double,
            unit: OptionUnit?, named: [NamedValue] = []
        ) -> Kind {
            number(
                get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 }, bounds, step: step, unit: unit,
                named: named)
        }

        /// A number read and written through closures, for values nested in a struct (`EdgeInsets.top`).
        static func number(
            get: @escaping @Sendable (PagerConfig) -> Double,
            set: @escaping @Sendable (inout PagerConfig, Double) -> Void,
            _ bounds: ClosedRange<Double>, step: Double, unit: OptionUnit?, named: [NamedValue] = []
        ) -> Kind {
            Kind(
                type: .number, values: [],
                range: NumberRange(min: bounds.lowerBound, max: bounds.upperBound, step: step, unit: unit),
                namedValues: named,
                accessor: Accessor(
                    get: { .number(get($0)) },
                    set: { config, value in
                        if case .number(let number) = value { set(&config, number) }
                    }))
        }

        /// A whole number from `bounds` (inclusive).
        public static func integer(
            _ keyPath: WritableKeyPath<PagerConfig, Int> & Sendable, _ bounds: ClosedRange<Int>, unit: OptionUnit? = nil
        ) -> Kind {
            Kind(
                type: .integer, values: [],
                range: NumberRange(min: Double(bounds.lowerBound), max: Double(bounds.upperBound), step: 1, unit: unit),
                namedValues: [],
                accessor: Accessor(
                    get: { .integer($0[keyPath: keyPath]) },
                    set: { config, value in
                        if case .integer(let integer) = value { config[keyPath: keyPath] = integer }
                    }))
        }

        public static func color(_ keyPath: WritableKeyPath<PagerConfig, RGBAColor> & Sendable) -> Kind {
            Kind(
                type: .color, values: [], range: nil, namedValues: [],
                accessor: Accessor(
                    get: { .color($0[keyPath: keyPath]) },
                    set: { config, value in
                        if case .color(let color) = value { config[keyPath: keyPath] = color }
                    }))
        }
    }
}
