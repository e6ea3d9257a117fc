// Interface stand-in for type-checking only: SwiftUI's views and values the exported code uses, with
// Apple's published signatures (https://developer.apple.com/documentation/swiftui).

import CoreText

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View {
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: View, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    private let name: String

    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        name = "rgb"
    }

    private init(name: String) { self.name = name }

    public func opacity(_ opacity: Double) -> Color { self }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let clear = Color(name: "clear")
    public static let red = Color(name: "red")
    public static let blue = Color(name: "blue")
    public static let gray = Color(name: "gray")
    public static var accentColor: Color { Color(name: "accent") }

    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        private let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    private let name: String

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(name: "system")
    }

    /// https://developer.apple.com/documentation/swiftui/font/init(_:)-9ro4k (a Core Text font).
    public init(_ font: CTFont) { name = "ctfont" }

    private init(name: String) { self.name = name }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
}
