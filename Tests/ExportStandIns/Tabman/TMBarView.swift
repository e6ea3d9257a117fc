// Interface stand-in for type-checking only: Tabman's bar view, with the signatures of uias/Tabman
// `Sources/Tabman/Bar/BarView/TMBarView.swift`.

import UIKit

/// uias/Tabman `Sources/Tabman/Bar/BarView/TMBarView.swift`.
open class TMBarView<Layout: TMBarLayout, Button: TMBarButton, Indicator: TMBarIndicator>: UIView {
    public typealias BarButtonCustomization = (Button) -> Void

    public enum ScrollMode: Int {
        case interactive
        case swipe
        case none
    }

    public private(set) lazy var layout = Layout()
    public let buttons = TMBarButtonCollection<Button>()
    public let indicator = Indicator()
    public let backgroundView = TMBarBackgroundView(style: .blur(style: .extraLight))

    open private(set) var items: [any TMBarItemable]?
    open weak var dataSource: (any TMBarDataSource)?
    open weak var delegate: (any TMBarDelegate)?

    open var leftAccessoryView: UIView?
    open var leftPinnedAccessoryView: UIView?
    open var rightAccessoryView: UIView?
    open var rightPinnedAccessoryView: UIView?

    open var scrollMode: ScrollMode = .interactive
    open var fadesContentEdges: Bool = false
    open var spacing: CGFloat = 8

    public required init() {
        super.init(frame: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("Interface Builder is not supported")
    }
}

/// uias/Tabman `Sources/Tabman/Bar/BarView/TMBarView.swift`.
extension TMBarView: TMBar {
    public func reloadData(at indexes: ClosedRange<Int>, context: TMBarReloadContext) {}

    public func update(for position: CGFloat, capacity: Int, direction: TMBarUpdateDirection, animation: TMAnimation) {}
}

/// uias/Tabman `Sources/Tabman/Bar/BarBackgroundView/TMBarBackgroundView.swift`.
open class TMBarBackgroundView: UIView {
    public enum Style {
        case clear
        case flat(color: UIColor)
        case blur(style: UIBlurEffect.Style)
        case custom(view: UIView)
    }

    open var style: Style

    public init(style: Style = .clear) {
        self.style = style
        super.init(frame: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("Interface Builder is not supported")
    }
}

/// uias/Tabman `Sources/Tabman/Bar/BarExtensions/AutoHidingBar/TMHidingBar.swift`.
extension TMBar {
    public func hiding(trigger: TMHidingBar.Trigger) -> TMHidingBar {
        TMHidingBar(for: self, trigger: trigger)
    }
}

/// uias/Tabman `Sources/Tabman/Bar/BarExtensions/AutoHidingBar/TMHidingBar.swift`.
open class TMHidingBar: UIView {
    public enum Trigger {
        case time(duration: TimeInterval)
        case manual
    }

    public enum Transition {
        case drawer
        case fade
    }

    public let bar: any TMBar
    public let trigger: Trigger
    open var hideTransition: Transition = .drawer

    internal init(for bar: any TMBar, trigger: Trigger) {
        self.bar = bar
        self.trigger = trigger
        super.init(frame: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("Interface Builder is not supported")
    }

    open func hide(animated: Bool, completion: ((Bool) -> Void)?) {}

    open func show(animated: Bool, completion: ((Bool) -> Void)?) {}
}

/// uias/Tabman `Sources/Tabman/Bar/BarExtensions/AutoHidingBar/TMHidingBar.swift`.
extension TMHidingBar: TMBar {
    public var dataSource: (any TMBarDataSource)? {
        get { bar.dataSource }
        set { bar.dataSource = newValue }
    }

    public var delegate: (any TMBarDelegate)? {
        get { bar.delegate }
        set { bar.delegate = newValue }
    }

    public var items: [any TMBarItemable]? { bar.items }

    public func reloadData(at indexes: ClosedRange<Int>, context: TMBarReloadContext) {}

    public func update(for position: CGFloat, capacity: Int, direction: TMBarUpdateDirection, animation: TMAnimation) {}
}
