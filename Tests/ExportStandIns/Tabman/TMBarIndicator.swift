// Interface stand-in for type-checking only: Tabman's bar indicators, with the signatures of uias/Tabman's
// sources (each declaration names the file it mirrors).

import UIKit

/// uias/Tabman `Sources/Tabman/Bar/BarIndicator/TMBarIndicator.swift`.
open class TMBarIndicator: UIView {
    public enum DisplayMode {
        case top
        case bottom
        case fill
    }

    public enum OverscrollBehavior {
        case bounce
        case compress
        case none
    }

    /// Read-only: each indicator class overrides it.
    open var displayMode: DisplayMode { fatalError("Return displayMode in subclass") }
    open var overscrollBehavior: OverscrollBehavior = .bounce
    open var isProgressive: Bool = false
    public var transitionStyle: TMTransitionStyle = .progressive

    public required init() {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }
}

/// uias/Tabman `Sources/Tabman/Bar/BarIndicator/Types/TMBarIndicator+None.swift`.
extension TMBarIndicator {
    public final class None: TMBarIndicator {
        public override var displayMode: TMBarIndicator.DisplayMode { .bottom }
    }
}

/// uias/Tabman `Sources/Tabman/Bar/BarIndicator/Types/TMLineBarIndicator.swift`.
open class TMLineBarIndicator: TMBarIndicator {
    public enum Weight {
        case light
        case medium
        case heavy
        case custom(value: CGFloat)
    }

    public enum CornerStyle {
        case square
        case rounded
        case eliptical
    }

    open override var displayMode: TMBarIndicator.DisplayMode { .bottom }
    open var weight: Weight = .medium
    open var cornerStyle: CornerStyle = .square
}

/// uias/Tabman `Sources/Tabman/Bar/BarIndicator/Types/TMDotBarIndicator.swift`.
open class TMDotBarIndicator: TMBarIndicator {
    public enum Size {
        case small
        case medium
        case large
        case custom(size: CGSize)
    }

    open override var displayMode: TMBarIndicator.DisplayMode { .bottom }
    open var size: Size = .medium
}

/// uias/Tabman `Sources/Tabman/Bar/BarIndicator/Types/TMChevronBarIndicator.swift`.
open class TMChevronBarIndicator: TMBarIndicator {
    public enum Size {
        case small
        case medium
        case large
        case custom(size: CGSize)
    }

    open override var displayMode: TMBarIndicator.DisplayMode { .bottom }
    open var size: Size = .medium
}

/// uias/Tabman `Sources/Tabman/Bar/BarIndicator/Types/TMBlockBarIndicator.swift`.
open class TMBlockBarIndicator: TMBarIndicator {
    public enum CornerStyle {
        case square
        case rounded
        case eliptical
    }

    open override var displayMode: TMBarIndicator.DisplayMode { .fill }
    open var cornerStyle: CornerStyle = .square
}
