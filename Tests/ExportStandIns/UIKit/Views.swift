// Interface stand-in for type-checking only: UIKit's views and Auto Layout anchors as the exported code
// uses them, with Apple's published signatures (https://developer.apple.com/documentation/uikit).

/// https://developer.apple.com/documentation/uikit/uiresponder
@preconcurrency @MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiview
@preconcurrency @MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    /// `UIView()`: NSObject's `init()`, a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    open var tintColor: UIColor! = nil
    open var backgroundColor: UIColor? = nil
    open var isHidden = false
    open var translatesAutoresizingMaskIntoConstraints = true
    open var intrinsicContentSize: CGSize { .zero }

    open func addSubview(_ view: UIView) {}
    open func layoutSubviews() {}
    open func tintColorDidChange() {}

    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@preconcurrency @MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state
    public struct State: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@preconcurrency @MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@preconcurrency @MainActor open class UIScrollView: UIView {
    open var isScrollEnabled = true
    open var bounces = true
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    open var isActive = false

    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
