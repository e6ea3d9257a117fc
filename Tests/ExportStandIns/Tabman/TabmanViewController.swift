// Interface stand-in for type-checking only: the Tabman 4 declarations the exported code uses, with the
// signatures of uias/Tabman's sources (each declaration names the file it mirrors). Bodies do nothing.

import Pageboy
import UIKit

/// uias/Tabman `Sources/Tabman/TabmanViewController.swift`.
@MainActor open class TabmanViewController: PageboyViewController, TMBarDelegate {
    public enum BarLocation {
        case top
        case bottom
        case navigationItem(item: UINavigationItem)
        case custom(view: UIView, layout: ((UIView) -> Void)?)
    }

    public private(set) var bars = [any TMBar]()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open func bar(_ bar: any TMBar, didRequestScrollTo index: PageboyViewController.PageIndex) {}

    public func addBar(_ bar: any TMBar, dataSource: any TMBarDataSource, at location: BarLocation) {}

    public func removeBar(_ bar: any TMBar) {}
}
