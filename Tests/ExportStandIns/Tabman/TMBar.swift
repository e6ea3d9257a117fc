// Interface stand-in for type-checking only: Tabman's bar protocols and templates, with the signatures of
// uias/Tabman's sources (each declaration names the file it mirrors).

import UIKit

/// uias/Tabman `Sources/Tabman/Bar/TMBar.swift`.
@MainActor public protocol TMBarDataSource: AnyObject {
    func barItem(for bar: any TMBar, at index: Int) -> any TMBarItemable
}

/// uias/Tabman `Sources/Tabman/Bar/TMBar.swift`.
@MainActor public protocol TMBarDelegate: AnyObject {
    func bar(_ bar: any TMBar, didRequestScrollTo index: Int)
}

/// uias/Tabman `Sources/Tabman/Bar/TMBar.swift`.
public enum TMBarReloadContext {
    case full
    case insertion
    case deletion
}

/// uias/Tabman `Sources/Tabman/Bar/TMBar.swift`.
public enum TMBarUpdateDirection {
    case none
    case forward
    case reverse
}

/// uias/Tabman `Sources/Tabman/Bar/TMBar.swift`.
@MainActor public protocol BaseTMBar: AnyObject {}

/// uias/Tabman `Sources/Tabman/Bar/TMBar.swift`.
public protocol TMBar: BaseTMBar where Self: UIView {
    var dataSource: (any TMBarDataSource)? { get set }
    var delegate: (any TMBarDelegate)? { get set }
    var items: [any TMBarItemable]? { get }

    func reloadData(at indexes: ClosedRange<Int>, context: TMBarReloadContext)
    func update(for position: CGFloat, capacity: Int, direction: TMBarUpdateDirection, animation: TMAnimation)
}

/// uias/Tabman `Sources/Tabman/Bar/TMAnimation.swift`.
public struct TMAnimation {
    public let isEnabled: Bool
    public let duration: TimeInterval

    public init(isEnabled: Bool, duration: TimeInterval) {
        self.isEnabled = isEnabled
        self.duration = duration
    }
}

/// uias/Tabman `Sources/Tabman/Bar/TMBar+Templates.swift`.
extension TMBar {
    public typealias ButtonBar = TMBarView<TMHorizontalBarLayout, TMLabelBarButton, TMLineBarIndicator>
    public typealias TabBar = TMBarView<TMConstrainedHorizontalBarLayout, TMTabItemBarButton, TMBarIndicator.None>
    public typealias LineBar = TMBarView<TMBarLayout.None, TMBarButton.None, TMLineBarIndicator>
}

/// uias/Tabman `Sources/Tabman/Bar/TMTransition.swift`.
public enum TMTransitionStyle {
    case progressive
    case snap
    case none
}
