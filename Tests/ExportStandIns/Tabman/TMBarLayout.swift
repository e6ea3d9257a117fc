// Interface stand-in for type-checking only: Tabman's bar layouts, with the signatures of uias/Tabman's
// sources (each declaration names the file it mirrors).

import UIKit

/// uias/Tabman `Sources/Tabman/Bar/BarLayout/TMBarLayout.swift`.
@MainActor open class TMBarLayout {
    public enum ContentMode {
        case intrinsic
        case fit
    }

    public enum Alignment {
        case leading
        case center
        case centerDistributed
        case trailing
    }

    public let view = UIView()
    public var contentMode: ContentMode = .intrinsic
    open var contentInset: UIEdgeInsets = .zero
    public var transitionStyle: TMTransitionStyle = .progressive
    public var alignment: Alignment = .leading

    public required init() {}
}

/// uias/Tabman `Sources/Tabman/Bar/BarLayout/Types/TMBarLayout+None.swift`.
extension TMBarLayout {
    /// Its `contentMode` is an `@available(*, unavailable)` override.
    public final class None: TMBarLayout {
        @available(*, unavailable)
        public override var contentMode: TMBarLayout.ContentMode {
            get { super.contentMode }
            set {}
        }
    }
}

/// uias/Tabman `Sources/Tabman/Bar/BarLayout/Types/TMHorizontalBarLayout.swift` (separators in
/// `TMHorizontalBarLayout+Separator.swift`).
open class TMHorizontalBarLayout: TMBarLayout {
    open override var contentMode: TMBarLayout.ContentMode {
        get { super.contentMode }
        set { super.contentMode = newValue }
    }

    open var interButtonSpacing: CGFloat = 16.0
    open var showSeparators: Bool = false
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets?
    open var separatorWidth: CGFloat?
}

/// uias/Tabman `Sources/Tabman/Bar/BarLayout/Types/TMConstrainedHorizontalBarLayout.swift`: its
/// `contentMode` and `interButtonSpacing` are `@available(*, unavailable)` overrides.
open class TMConstrainedHorizontalBarLayout: TMHorizontalBarLayout {
    @available(*, unavailable)
    open override var contentMode: TMBarLayout.ContentMode {
        get { super.contentMode }
        set {}
    }

    @available(*, unavailable)
    open override var interButtonSpacing: CGFloat {
        get { super.interButtonSpacing }
        set {}
    }

    open var visibleButtonCount: Int = 5
}
