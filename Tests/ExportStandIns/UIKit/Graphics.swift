// Interface stand-in for type-checking only: the UIKit declarations the exported code uses, with Apple's
// published signatures (https://developer.apple.com/documentation/uikit). Bodies do nothing. Foundation
// exists on Linux and is re-exported as UIKit does, so CGFloat, CGSize, CGRect, NSObject and NSCoder are
// Foundation's own and are not declared here. UIKit's classes are `@MainActor` as the iOS SDK imports them
// (`NS_SWIFT_UI_ACTOR`, checked as `@preconcurrency`).

import CoreText
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var systemBlue: UIColor { UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }
    open class var systemRed: UIColor { UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1) }
    open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

/// https://developer.apple.com/documentation/uikit/uifont (toll-free bridged with `CTFont`: see the
/// CoreText stand-in).
open class UIFont: CTFont {
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// `init?(name:size:)`: nil when no font has that name.
    public init?(name fontName: String, size fontSize: CGFloat) {}

    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(descriptor: UIFontDescriptor(), size: 0) }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(), size: fontSize)
    }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public override init() {}

    public init(name fontName: String, size: CGFloat) {}

    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor { self }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// https://developer.apple.com/documentation/foundation/nsattributedstring/key (the keys UIKit adds).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
    /// `init?(systemName:)`: an SF Symbol, nil when there is none of that name.
    public init?(systemName name: String) {}
}

/// https://developer.apple.com/documentation/uikit/uiblureffect
open class UIBlurEffect: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiblureffect/style
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
    }

    public init(style: UIBlurEffect.Style) {}
}
