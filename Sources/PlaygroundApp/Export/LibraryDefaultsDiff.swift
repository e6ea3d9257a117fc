import PagerEngine

/// An option a target library cannot set, checked against the config of that library's own preset: it is
/// listed as not expressible only when the config differs there, so a preset's own values never are.
struct UnexpressedOption: Sendable {
    let name: String
    let value: @Sendable (PagerConfig) -> AnyHashable
    /// What to say after the value ("the bar sits above the pages."), or nil.
    var reason: String?

    init(_ name: String, _ reason: String? = nil, _ value: @escaping @Sendable (PagerConfig) -> AnyHashable) {
        self.name = name
        self.reason = reason
        self.value = value
    }

    /// `bar.behavior`: the preview follows the rules of the library it names; on the phone, `library`'s.
    static func behavior(on library: String) -> UnexpressedOption {
        UnexpressedOption("bar.behavior", "the preview follows that library's rules; on the phone \(library)'s apply.")
        {
            $0.bar.behavior
        }
    }

    /// The bar options of the other libraries for a library that has none of them: `bar.behavior`,
    /// `bar.safeAreaBehavior` (with what `library` offers instead) and TabBarController's own.
    static func otherLibrariesBarOptions(library: String, safeAreaReason: String) -> [UnexpressedOption] {
        [behavior(on: library), UnexpressedOption("bar.safeAreaBehavior", safeAreaReason) { $0.bar.safeAreaBehavior }]
            + tabBarControllerBarOptions
    }

    /// TabBarController's own bar options, which the other libraries cannot set.
    static let tabBarControllerBarOptions: [UnexpressedOption] = [
        UnexpressedOption("bar.additionalInset", "TabBarController's.") { $0.bar.additionalInset },
        UnexpressedOption("bar.hidesBottomBarWhenPushed", "TabBarController's.") { $0.bar.hidesBottomBarWhenPushed },
    ]

    /// The notes for the options whose value in `config` differs from `reference`, in list order.
    static func notes(_ options: [UnexpressedOption], config: PagerConfig, reference: PagerConfig) -> [String] {
        options.compactMap { option in
            let value = option.value(config)
            guard value != option.value(reference) else { return nil }
            var note = option.name
            if let shown = describe(value) { note += " = " + shown }
            return note + (option.reason.map { ": " + $0 } ?? ".")
        }
    }

    /// A value as a note shows it: enum cases by name, numbers without `.0`, booleans; nil for others.
    private static func describe(_ value: AnyHashable) -> String? {
        switch value.base {
        case let number as Double: SwiftLiteral.number(number)
        case let flag as Bool: flag ? "true" : "false"
        case let number as Int: String(number)
        case let named as any RawRepresentable<String>: named.rawValue
        default: nil
        }
    }
}
