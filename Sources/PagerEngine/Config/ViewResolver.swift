/// Reads a `view` object — the viewing conditions a pager is looked at under — onto
/// `PagerConfig.appearance`, or lists every problem with it.
///
/// The view is not the design: colour scheme, layout direction, text size, reduce motion and frame rate
/// come beside a config (`POST /api/sessions {"config", "view"}`, `render --view`), are not saved with
/// it, and do not count as edits (docs/config.md "The view", decision 0022). Its keys are the paths of
/// ``OptionSchema/viewOptions``; an absent or `null` key keeps the base's value.
///
/// ```swift
/// var config = try ConfigResolver().resolve(document)          // `appearance` of an old config applied
/// config.appearance = try ViewResolver().resolve(view, over: config.appearance)
/// ```
public struct ViewResolver: Sendable {
    /// Put in front of every problem's pointer (`/view`).
    public var pointerPrefix: JSONPointer

    public init(pointerPrefix: JSONPointer = JSONPointer(["view"])) {
        self.pointerPrefix = pointerPrefix
    }

    /// `view` applied over `base`; nil or `null` is no change.
    ///
    /// - Throws: `ConfigProblems` listing every problem, pointers under `pointerPrefix`.
    public func resolve(_ view: JSONValue?, over base: AppearanceConfig = AppearanceConfig()) throws(ConfigProblems)
        -> AppearanceConfig
    {
        var problems = ProblemList(prefix: pointerPrefix, limit: 100)
        var config = PagerConfig()
        config.appearance = base
        Self.apply(view, at: JSONPointer(), to: &config, problems: &problems)
        guard problems.isEmpty else { throw problems.error }
        return config.appearance
    }

    /// Validates `view` and sets each valid key in `config.appearance`; problems at `pointer` (relative
    /// to the list's prefix). `ConfigResolver` uses it for the `appearance` of an old config.
    static func apply(
        _ view: JSONValue?, at pointer: JSONPointer, to config: inout PagerConfig, problems: inout ProblemList
    ) {
        guard let view, !view.isNull else { return }
        let names = OptionSchema.viewOptions.map(\.path)
        guard case .object(let object) = view else {
            problems.add(
                pointer, .wrongType,
                "expected a view object with \(NameSuggestion.list(names, conjunction: "or")), "
                    + "got \(view.plainDescription)")
            return
        }
        for member in object {
            let memberPointer = pointer.appending(member.key)
            guard let option = OptionSchema.viewOptions.first(where: { $0.path == member.key }) else {
                let hint = NameSuggestion.closest(to: member.key, among: names).map {
                    "did you mean \(JSONValue.quoted($0, limit: 80))?"
                }
                problems.add(
                    memberPointer, .unknownKey,
                    "unknown key \(JSONValue.quoted(member.key, limit: 40)) in a view; "
                        + (hint ?? "the keys are \(NameSuggestion.list(names, conjunction: "and"))"))
                continue
            }
            if member.value.isNull { continue }
            switch option.validate(member.value) {
            case .success(let value): option.set(value, in: &config)
            case .failure(let rejection): problems.add(memberPointer, rejection.code, rejection.message)
            }
        }
    }

    /// Every view key with its value in `appearance`, in schema order.
    public static func json(_ appearance: AppearanceConfig) -> JSONObject {
        changes(appearance, from: nil)
    }

    /// The view keys whose value in `appearance` differs from `base` (all of them when `base` is nil).
    public static func changes(_ appearance: AppearanceConfig, from base: AppearanceConfig?) -> JSONObject {
        var config = PagerConfig()
        config.appearance = appearance
        var baseConfig = PagerConfig()
        if let base { baseConfig.appearance = base }
        var object = JSONObject()
        for option in OptionSchema.viewOptions where base == nil || option.get(config) != option.get(baseConfig) {
            object.appendUnchecked(option.path, option.get(config).json)
        }
        return object
    }
}
