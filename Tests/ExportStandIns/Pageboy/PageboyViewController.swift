// Interface stand-in for type-checking only: the Pageboy 5 declarations the exported code uses, with the
// signatures of uias/Pageboy's sources (each declaration names the file it mirrors). Bodies do nothing.

import UIKit

/// uias/Pageboy `Sources/Pageboy/PageboyViewController.swift`.
@MainActor open class PageboyViewController: UIViewController {
    public var navigationOrientation: UIPageViewController.NavigationOrientation = .horizontal
    public var interPageSpacing: CGFloat = 0.0
    open weak var dataSource: (any PageboyViewControllerDataSource)?
    open var bounces: Bool = true
    open var isScrollEnabled: Bool = true
    open var isInfiniteScrollEnabled: Bool = false
    open var transition: Transition?
    public let autoScroller = PageboyAutoScroller()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

/// uias/Pageboy `Sources/Pageboy/Model/Page.swift`.
extension PageboyViewController {
    public typealias PageIndex = Int

    @MainActor
    public enum Page {
        case next
        case previous
        case first
        case last
        case at(index: PageIndex)
    }
}

/// uias/Pageboy `Sources/Pageboy/Transitioning/PageboyViewController+Transitioning.swift`.
extension PageboyViewController {
    public final class Transition {
        public enum Style: String {
            case push
            case fade
            case moveIn
            case reveal
        }

        public let style: Style
        public let duration: TimeInterval

        public init(style: Style, duration: TimeInterval) {
            self.style = style
            self.duration = duration
        }
    }
}

/// uias/Pageboy `Sources/Pageboy/Protocols/PageboyViewControllerDataSource.swift`.
@MainActor
public protocol PageboyViewControllerDataSource: AnyObject {
    func numberOfViewControllers(in pageboyViewController: PageboyViewController) -> Int

    func viewController(
        for pageboyViewController: PageboyViewController,
        at index: PageboyViewController.PageIndex
    ) -> UIViewController?

    func defaultPage(for pageboyViewController: PageboyViewController) -> PageboyViewController.Page?
}
