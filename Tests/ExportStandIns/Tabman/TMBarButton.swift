// Interface stand-in for type-checking only: Tabman's bar buttons, with the signatures of uias/Tabman's
// sources (each declaration names the file it mirrors).

import UIKit

/// uias/Tabman `Sources/Tabman/Bar/BarButton/TMBarButton.swift`.
open class TMBarButton: UIControl {
    public enum SelectionState {
        case unselected
        case partial(delta: CGFloat)
        case selected
    }

    public let item: any TMBarItemable
    public let backgroundView = TMBarBackgroundView()
    open var contentInset: UIEdgeInsets = .zero
    public let badge = TMBadgeView(frame: .zero)
    open var adjustsAlphaOnSelection: Bool = true
    public var selectionState: SelectionState = .unselected

    public required init(for item: any TMBarItemable, intrinsicSuperview: UIView?) {
        self.item = item
        super.init(frame: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("Not supported - Use init(for item)")
    }
}

/// uias/Tabman `Sources/Tabman/Bar/BarButton/Types/TMBarButton+None.swift`.
extension TMBarButton {
    public final class None: TMBarButton {}
}

/// uias/Tabman `Sources/Tabman/Bar/BarButton/Types/TMLabelBarButton.swift`.
open class TMLabelBarButton: TMBarButton {
    public enum VerticalAlignment {
        case center
        case top
        case bottom
    }

    open override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set { super.contentInset = newValue }
    }

    open var text: String?
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }
    open var selectedTintColor: UIColor!
    open var font: UIFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    open var selectedFont: UIFont?
    open var verticalAlignment: VerticalAlignment = .center
}

/// uias/Tabman `Sources/Tabman/Bar/BarButton/Types/TMTabItemBarButton.swift`.
open class TMTabItemBarButton: TMBarButton {
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }
    open var selectedTintColor: UIColor!
    open var imageViewSize: CGSize = CGSize(width: 25, height: 25)
    open var font: UIFont!
    open var imageContentMode: UIView.ContentMode = .scaleAspectFit
    open var shrinksImageWhenUnselected: Bool = true
}

/// uias/Tabman `Sources/Tabman/Bar/BarButton/TMBarButtonCollection.swift` (main-actor through its
/// internal `TMTransitionStyleable` conformance).
@MainActor public final class TMBarButtonCollection<BarButton: TMBarButton> {
    public typealias Customization = (BarButton) -> Void

    public internal(set) var all = [BarButton]()
    public var transitionStyle: TMTransitionStyle = .progressive

    internal init() {}

    public func customize(_ customize: @escaping Customization) {}
}

/// uias/Tabman `Sources/Tabman/Bar/BarButton/Badge/TMBadgeView.swift`.
open class TMBadgeView: UIView {
    open var font: UIFont = UIFont.systemFont(ofSize: 11, weight: .bold)
    open var textColor: UIColor = .white
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }
    open var contentInset: UIEdgeInsets = .zero
}
