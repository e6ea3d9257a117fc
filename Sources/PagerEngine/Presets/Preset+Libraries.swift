// The values each preset sets are filled in with the layout work (issue 2); until then every preset
// is the global default under its own id.

extension Preset {
    private static func placeholder(_ id: String, _ title: String, _ library: String) -> Preset {
        var config = PagerConfig()
        config.preset = id
        return Preset(id: id, title: title, library: library, description: "", config: config)
    }

    public static let tabmanButtonBar = placeholder("tabman.buttonBar", "Tabman · ButtonBar", "Tabman")
    public static let tabmanTabBar = placeholder("tabman.tabBar", "Tabman · TabBar", "Tabman")
    public static let tabmanLineBar = placeholder("tabman.lineBar", "Tabman · LineBar", "Tabman")
    public static let swiftUITabPagerFixed = placeholder(
        "swiftUITabPager.fixed", "SwiftUITabPager · fixed", "SwiftUITabPager")
    public static let swiftUITabPagerScrollable = placeholder(
        "swiftUITabPager.scrollable", "SwiftUITabPager · scrollable", "SwiftUITabPager")
    public static let bTabViewController = placeholder(
        "bTabViewController", "BTabViewController", "BTabViewController")
    public static let tabBarControllerBottom = placeholder(
        "tabBarController.bottom", "TabBarController · bottom", "TabBarController")
    public static let tabBarControllerTop = placeholder(
        "tabBarController.top", "TabBarController · top", "TabBarController")
    public static let tabBarControllerLeft = placeholder(
        "tabBarController.left", "TabBarController · left", "TabBarController")
    public static let tabBarControllerRight = placeholder(
        "tabBarController.right", "TabBarController · right", "TabBarController")
}
