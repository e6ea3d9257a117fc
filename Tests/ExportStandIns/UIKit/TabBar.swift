// Interface stand-in for type-checking only: UITabBar and its appearance as the exported code uses them,
// with Apple's published signatures (https://developer.apple.com/documentation/uikit).
//
// `UITabBarDelegate`'s methods are `@objc optional` in UIKit. Linux Swift has no Objective-C interop, so
// the one the export implements is a requirement with an empty default here: a conforming type may
// implement it or not, as with an optional method, and one that does is checked against its signature.

/// https://developer.apple.com/documentation/uikit/uitabbar
@preconcurrency @MainActor open class UITabBar: UIView {
    open weak var delegate: (any UITabBarDelegate)?
    open var selectedItem: UITabBarItem?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbardelegate
@preconcurrency @MainActor public protocol UITabBarDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:)
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// https://developer.apple.com/documentation/uikit/uibarappearance
@preconcurrency @MainActor open class UIBarAppearance: NSObject {
    public override init() {}

    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}

    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
}

/// https://developer.apple.com/documentation/uikit/uitabbarappearance
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// https://developer.apple.com/documentation/uikit/uitabbaritemappearance
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject {
    public override init() {}

    /// The appearances per state are read-only objects whose properties are set.
    open var normal: UITabBarItemStateAppearance { UITabBarItemStateAppearance() }
    open var selected: UITabBarItemStateAppearance { UITabBarItemStateAppearance() }
    open var disabled: UITabBarItemStateAppearance { UITabBarItemStateAppearance() }
    open var focused: UITabBarItemStateAppearance { UITabBarItemStateAppearance() }
}

/// https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance
@preconcurrency @MainActor open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}
