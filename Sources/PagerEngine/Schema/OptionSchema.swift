/// Every option of the current schema version (2), in the order a designer should see them.
///
/// This table is the single source of truth: `ConfigResolver` validates against it, `ConfigNormalizer`
/// writes and diffs through it, `OptionSchema.document()` publishes it (`GET /api/schema`), and a test
/// checks docs/config.md against it. The options of one group live in `OptionSchema+<Group>.swift`.
///
/// Options sharing a path prefix (`bar.background.*`) are listed together, so the nested JSON a config
/// is written in keeps the table's order.
public enum OptionSchema {
    public static let groups: [OptionGroup] = [
        OptionGroup(
            id: "bar", title: "Bar",
            help: "The strip of tabs: where it sits, how its buttons are laid out, its background."),
        OptionGroup(id: "buttons", title: "Buttons", help: "Each tab's label or icon: font, colours, insets, badges."),
        OptionGroup(
            id: "indicator", title: "Indicator", help: "The mark that shows the current tab and follows the swipe."),
        OptionGroup(
            id: "pager", title: "Pages", help: "How the pages scroll: direction, bouncing, transitions, auto-scroll."),
        OptionGroup(id: "text", title: "Text", help: "The typeface the tab titles are set in."),
    ]

    public static let options: [OptionSpec] =
        barOptions + buttonsOptions + indicatorOptions + pagerOptions + ignoredSafeAreaOptions
        + textOptions

    /// The option at a dot-separated path (`indicator.weight`), or nil.
    public static func option(path: String) -> OptionSpec? {
        optionsByPath[path].map { options[$0] }
    }

    private static let optionsByPath: [String: Int] = Dictionary(
        options.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })

    /// The keys a config document may have at its top level besides the groups.
    public static let documentKeys = ["schemaVersion", "preset", "items"]
}
