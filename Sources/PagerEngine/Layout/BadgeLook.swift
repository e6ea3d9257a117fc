/// Whose badge a behaviour draws: each library's own, or none where the library has no badge
/// (docs/decisions/0039).
enum BadgeLook: Sendable, Hashable {
    /// Tabman's `TMBadgeView` (uias/Tabman 4.0.1 `Bar/BarButton/Badge/TMBadgeView.swift` lines 15–20,
    /// 108–116, 133): 11 pt bold text inset 2/4/2/4, a capsule at least as wide as it is tall.
    case tabman
    /// `UITabBarItem.badgeValue` on the `UITabBar` TabBarController shows (`SystemTabBar.swift` 29–42):
    /// 13 pt regular text on an 18 pt tall capsule, at least 18 pt wide, its text 5 pt from either end;
    /// its leading edge 12 pt in from the icon's trailing edge and its top 6 pt above the icon's. UIKit
    /// documents none of these numbers (only the `.systemRed` fill and "the upper-right corner of the
    /// item"): they are the playground's reading of the system badge, see decision 0039.
    case tabBar
    /// SwiftUITabPager (no badge API under `Sources/SwiftUITabPager/`) and BTabViewController
    /// (`BTabItemModel` has none): no badge is measured or drawn.
    case none

    static func of(_ behavior: BarConfig.Behavior) -> BadgeLook {
        switch behavior {
        case .tabman: .tabman
        case .tabBarController: .tabBar
        case .swiftUITabPager, .bTabViewController: .none
        }
    }

    /// The badge text's size and weight; Dynamic Type leaves both (TMBadgeView's font is a fixed
    /// `systemFont(ofSize: 11, weight: .bold)`; the tab bar's badge does not follow the text size either).
    var fontSize: Double { self == .tabBar ? 13 : 11 }
    var fontWeight: FontConfig.Weight { self == .tabBar ? .regular : .bold }

    /// `UITabBarItem`'s badge: height, least width, text inset at either end, and where it sits against
    /// the icon (leading edge `iconOverlap` in from the icon's trailing edge, top `rise` above its top).
    static let tabBarHeight = 18.0
    static let tabBarTextInset = 5.0
    static let tabBarIconOverlap = 12.0
    static let tabBarRise = 6.0

    /// The capsule around a text `textWidth` wide whose font's line box is `lineHeight` tall.
    func size(textWidth: Double, lineHeight: Double) -> Size {
        switch self {
        case .tabman, .none:
            let insets = ButtonStyle.badgeInsets
            let height = lineHeight + insets.top + insets.bottom
            return Size(width: max(textWidth + insets.left + insets.right, height), height: height)
        case .tabBar:
            let height = Self.tabBarHeight
            return Size(width: max(textWidth + 2 * Self.tabBarTextInset, height), height: height)
        }
    }

    /// A `UITabBarItem` badge of `size` against the item's icon frame.
    static func tabBarFrame(size: Size, icon: Rect) -> Rect {
        Rect(
            x: icon.maxX - tabBarIconOverlap, y: icon.minY - tabBarRise, width: size.width, height: size.height)
    }
}
