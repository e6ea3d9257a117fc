/// A named starting point that reproduces one seed library's defaults.
///
/// A designer's config names a preset; every key the config leaves out takes the preset's value.
public struct Preset: Sendable, Hashable {
    /// The id a config names (`tabman.buttonBar`).
    public var id: String
    public var title: String
    public var library: String
    public var description: String
    /// Every option's value under this preset.
    public var config: PagerConfig

    public init(id: String, title: String, library: String, description: String, config: PagerConfig) {
        self.id = id
        self.title = title
        self.library = library
        self.description = description
        self.config = config
    }

    /// Every preset, in the order the front end lists them. The first is the default.
    public static let all: [Preset] = [
        .tabmanButtonBar, .tabmanTabBar, .tabmanLineBar, .swiftUITabPagerFixed, .swiftUITabPagerScrollable,
        .bTabViewController, .tabBarControllerBottom, .tabBarControllerTop, .tabBarControllerLeft,
        .tabBarControllerRight,
    ]

    /// The preset with `id`, or nil.
    public static func named(_ id: String) -> Preset? { all.first { $0.id == id } }
}
