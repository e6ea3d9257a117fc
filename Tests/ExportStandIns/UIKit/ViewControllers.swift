// Interface stand-in for type-checking only: UIKit's view controllers and bar items as the exported code
// uses them, with Apple's published signatures (https://developer.apple.com/documentation/uikit).

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@preconcurrency @MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    /// `UIViewController()`: NSObject's `init()`, no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView! = nil
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var tabBarItem: UITabBarItem! = nil
    open var hidesBottomBarWhenPushed = false

    open func viewDidLoad() {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    public convenience init(rootViewController: UIViewController) { self.init(nibName: nil, bundle: nil) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uipageviewcontroller
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@preconcurrency @MainActor open class UINavigationItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uibaritem
@preconcurrency @MainActor open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.init() }

    open var selectedImage: UIImage?
    open var badgeValue: String?
}

/// The UIAccessibility informal protocol's `accessibilityLabel`, which UIKit adds to every NSObject
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel).
extension NSObject {
    public var accessibilityLabel: String? {
        get { nil }
        set {}
    }
}
