// Interface stand-in for type-checking only: SwiftUITabPager's state and style values, with the signatures
// of camosss/SwiftUITabPager's sources (each declaration names the file it mirrors).

import SwiftUI

/// camosss/SwiftUITabPager `Sources/SwiftUITabPager/Models/TabState.swift`.
public struct TabState: Equatable, Sendable {
    public let isSelected: Bool
    public let selectionProgress: CGFloat

    public init(isSelected: Bool, selectionProgress: CGFloat) {
        self.isSelected = isSelected
        self.selectionProgress = selectionProgress
    }
}

/// camosss/SwiftUITabPager `Sources/SwiftUITabPager/Styles/TabLayoutStyle.swift`.
public enum TabLayoutStyle {
    case fixed
    case scrollable
}

/// camosss/SwiftUITabPager `Sources/SwiftUITabPager/Styles/TabBarLayoutConfig.swift`.
public struct TabBarLayoutConfig: Sendable {
    public let buttonSpacing: CGFloat
    public let sidePadding: CGFloat

    public static let `default` = TabBarLayoutConfig(buttonSpacing: 0, sidePadding: 0)
}

/// camosss/SwiftUITabPager `Sources/SwiftUITabPager/Styles/TabBarSeparatorStyle.swift`.
public struct TabBarSeparatorStyle: Sendable {
    let color: Color
    let height: CGFloat
    let horizontalPadding: CGFloat
    let isHidden: Bool

    public static let none = TabBarSeparatorStyle(color: .clear, height: 0, horizontalPadding: 0, isHidden: true)

    public init(
        color: Color = .gray.opacity(0.2), height: CGFloat = 1, horizontalPadding: CGFloat = 0, isHidden: Bool = false
    ) {
        self.color = color
        self.height = height
        self.horizontalPadding = horizontalPadding
        self.isHidden = isHidden
    }
}

/// camosss/SwiftUITabPager `Sources/SwiftUITabPager/Styles/TabIndicatorStyle.swift`.
public struct TabIndicatorStyle: Sendable {
    public let height: CGFloat
    public let color: Color
    public let horizontalInset: CGFloat
    public let cornerRadius: CGFloat
    public let animationDuration: Double

    public static let `default` = TabIndicatorStyle(
        height: 2, color: .accentColor, horizontalInset: 0, cornerRadius: 0, animationDuration: 0.3)

    public static let hidden = TabIndicatorStyle(
        height: 0, color: .clear, horizontalInset: 0, cornerRadius: 0, animationDuration: 0.3)

    public init(
        height: CGFloat? = nil,
        color: Color? = nil,
        horizontalInset: CGFloat? = nil,
        cornerRadius: CGFloat? = nil,
        animationDuration: Double? = nil
    ) {
        self.height = height ?? 2
        self.color = color ?? .accentColor
        self.horizontalInset = horizontalInset ?? 0
        self.cornerRadius = cornerRadius ?? 0
        self.animationDuration = animationDuration ?? 0.3
    }
}
