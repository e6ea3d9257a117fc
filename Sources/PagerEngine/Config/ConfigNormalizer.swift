/// Writes a `PagerConfig` back as a config document: in full (the normalised form that is stored and
/// exported), or only where it differs from a base (the compact form for URLs and presets).
///
/// Keys come in schema order: `schemaVersion`, `preset`, `items`, then the groups with their options in
/// `OptionSchema.options` order. Numbers are exact, colours `#RRGGBBAA` in upper case, so the normalised
/// document resolves back to an identical `PagerConfig` and equal configs give equal bytes.
///
/// ```swift
/// let stored = ConfigNormalizer.normalized(config).jsonBytes
/// let url = ConfigNormalizer.compact(config)   // {"schemaVersion":1,"preset":"…","indicator":{"weight":3}}
/// ```
public enum ConfigNormalizer {
    /// Every key with its value: `{"schemaVersion":1,"preset":…,"items":[…],"bar":{…},…}`.
    public static func normalized(_ config: PagerConfig) -> JSONValue {
        var document = header(config)
        document["items"] = items(config.items)
        for member in options(config, in: ConfigTree.root, where: { _ in true }) {
            document[member.key] = member.value
        }
        return .object(document)
    }

    /// `normalized(config)` as compact JSON bytes.
    public static func normalizedBytes(_ config: PagerConfig) -> [UInt8] { normalized(config).jsonBytes }

    /// The items and options of `config` that differ from `base`, nested as in a config document; no
    /// `schemaVersion` or `preset`. Items are listed whole when any of them differ.
    public static func diff(_ config: PagerConfig, from base: PagerConfig) -> JSONObject {
        var document = JSONObject()
        if config.items != base.items { document["items"] = items(config.items) }
        for member in options(config, in: ConfigTree.root, where: { $0.get(config) != $0.get(base) }) {
            document[member.key] = member.value
        }
        return document
    }

    /// `schemaVersion` and `preset`, then only what differs from that preset: the smallest document
    /// that resolves to `config`. A preset id the registry does not know is diffed against the global default.
    public static func compact(_ config: PagerConfig) -> JSONValue {
        var document = header(config)
        let base = Preset.named(config.preset)?.config ?? PagerConfig()
        for member in diff(config, from: base) { document[member.key] = member.value }
        return .object(document)
    }

    /// The items as a config lists them, every field present.
    /// A `style` is written only when the tab has one (with only the fields it sets), so tabs
    /// without one read as before.
    public static func items(_ items: [PagerItem]) -> JSONValue {
        .array(
            items.map { item in
                var object: JSONObject = [
                    "id": .string(item.id), "title": .string(item.title),
                    "badge": item.badge.map { .string($0) } ?? .null, "icon": item.icon.map { .string($0) } ?? .null,
                    "accessibilityLabel": item.accessibilityLabel.map { .string($0) } ?? .null,
                ]
                if let style = item.style { object["style"] = style.json }
                return .object(object)
            })
    }

    private static func header(_ config: PagerConfig) -> JSONObject {
        ["schemaVersion": .number(Double(PagerConfig.schemaVersion)), "preset": .string(config.preset)]
    }

    /// The options of `tree` that `include` selects, as nested objects; objects left empty are dropped.
    private static func options(
        _ config: PagerConfig, in tree: ConfigTree, where include: (OptionSpec) -> Bool
    ) -> JSONObject {
        var object = JSONObject()
        for child in tree.children {
            switch child.node {
            case .option(let index):
                let option = OptionSchema.options[index]
                if include(option) { object.appendUnchecked(child.name, option.get(config).json) }
            case .object(let subtree):
                let nested = options(config, in: subtree, where: include)
                if !nested.isEmpty { object.appendUnchecked(child.name, .object(nested)) }
            }
        }
        return object
    }
}
