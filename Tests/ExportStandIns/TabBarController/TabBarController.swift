// Interface stand-in for type-checking only: the TabBarController 1.0.1 declarations the exported code
// uses, with the signatures of arnauddorgans/TabBarController's sources (each declaration names the file it
// mirrors). Bodies do nothing.
//
// The library's protocols and `TabBarAnchor` are `@objc`, and three of `TabBarProtocol`'s members are
// `@objc optional`. Linux Swift has no Objective-C interop: the protocols here are plain protocols refining
// Foundation's `NSObjectProtocol` (as upstream), the enum is an `Int` enum (as upstream), and the optional
// member the export implements, `additionalInset`, is a requirement with a default of 0 (a conforming bar
// may leave it out, as with an optional member; one that declares it is checked against its type).

import UIKit

/// arnauddorgans/TabBarController `TabBarController/Classes/TabBar.swift`.
public typealias TabBar = UIView & TabBarProtocol

/// arnauddorgans/TabBarController `TabBarController/Classes/TabBar.swift`.
public protocol TabBarProtocol: NSObjectProtocol {
    var delegate: (any TabBarDelegate)? { get set }
    /// `@objc optional` upstream.
    var additionalInset: CGFloat { get }

    func setSelectedItem(_ item: UITabBarItem?, animated: Bool)
    func setItems(_ items: [UITabBarItem]?, animated: Bool)
}

extension TabBarProtocol {
    /// Stands in for the `@objc optional` member being absent: `TabBarAnimator` reads it as `?? 0`.
    public var additionalInset: CGFloat { 0 }
}

/// arnauddorgans/TabBarController `TabBarController/Classes/TabBar.swift`.
public protocol TabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: TabBar, didSelect item: UITabBarItem)
}

/// arnauddorgans/TabBarController `TabBarController/Classes/TabBarAnchor.swift`.
public enum TabBarAnchor: Int {
    case top
    case bottom
    case left
    case right

    public static let `default`: TabBarAnchor = .bottom
}

/// arnauddorgans/TabBarController `TabBarController/Classes/TabBarController.swift`.
open class TabBarController: UIViewController {
    public var viewControllers: [UIViewController]?
    public var selectedIndex: Int = 0
    public var tabBarAnchor: TabBarAnchor = .default
    public var isTabBarHidden: Bool = false

    public convenience init(
        viewControllers: [UIViewController]?, tabBar: TabBar? = nil, anchor: TabBarAnchor = .default
    ) {
        self.init(nibName: nil, bundle: nil)
    }

    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {}

    public func setTabBarAnchor(_ anchor: TabBarAnchor) {}

    public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}
