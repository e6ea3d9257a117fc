// Interface stand-in for type-checking only: the SwiftUITabPager 4.1.2 declarations the exported code
// uses, with the signatures of camosss/SwiftUITabPager's sources (each declaration names the file it
// mirrors). The view draws nothing here; the modifiers keep their values so their signatures are the
// library's.

import SwiftUI

/// camosss/SwiftUITabPager `Sources/SwiftUITabPager/TabPager.swift`.
public struct TabPager<Item, Content, Label>: View
where Item: Identifiable & Equatable, Content: View, Label: View {
    private let selection: Binding<Item.ID?>
    private let items: [Item]
    private let content: (Item) -> Content
    private let label: (Item, TabState) -> Label
    private var onTabChanged: ((Item) -> Void)? = nil
    private var layoutStyle: TabLayoutStyle = .fixed
    private var layoutConfig: TabBarLayoutConfig = .default
    private var indicatorStyle: TabIndicatorStyle = .default
    private var isSwipeEnabled: Bool = true
    private var separatorStyle: TabBarSeparatorStyle = .none
    private var ignoredSafeAreaEdges: Edge.Set = .bottom

    public init(
        selection: Binding<Item.ID?>,
        items: [Item],
        @ViewBuilder content: @escaping (Item) -> Content,
        @ViewBuilder label: @escaping (Item, TabState) -> Label
    ) {
        self.selection = selection
        self.items = items
        self.content = content
        self.label = label
    }

    public var body: Never { fatalError() }
}

/// camosss/SwiftUITabPager `Sources/SwiftUITabPager/TabPager.swift`: the modifiers.
extension TabPager {
    public func tabBarLayoutStyle(_ style: TabLayoutStyle) -> Self {
        var new = self
        new.layoutStyle = style
        return new
    }

    public func tabBarLayoutConfig(buttonSpacing: CGFloat = 0, sidePadding: CGFloat = 0) -> Self {
        var new = self
        new.layoutConfig = TabBarLayoutConfig(buttonSpacing: buttonSpacing, sidePadding: sidePadding)
        return new
    }

    public func tabIndicatorStyle(_ style: TabIndicatorStyle) -> Self {
        var new = self
        new.indicatorStyle = style
        return new
    }

    public func tabIndicatorStyle(
        height: CGFloat? = nil,
        color: Color? = nil,
        horizontalInset: CGFloat? = nil,
        cornerRadius: CGFloat? = nil,
        animationDuration: Double? = nil
    ) -> Self {
        var new = self
        new.indicatorStyle = TabIndicatorStyle(
            height: height, color: color, horizontalInset: horizontalInset, cornerRadius: cornerRadius,
            animationDuration: animationDuration)
        return new
    }

    public func onTabChanged(_ action: @escaping (Item) -> Void) -> Self {
        var new = self
        new.onTabChanged = action
        return new
    }

    public func contentIgnoresSafeArea(edges: Edge.Set = .bottom) -> Self {
        var new = self
        new.ignoredSafeAreaEdges = edges
        return new
    }

    public func contentRespectsSafeArea() -> Self {
        var new = self
        new.ignoredSafeAreaEdges = []
        return new
    }

    public func contentSwipeEnabled(_ enabled: Bool) -> Self {
        var new = self
        new.isSwipeEnabled = enabled
        return new
    }

    public func tabBarSeparator(
        color: Color = .gray.opacity(0.2),
        height: CGFloat = 1,
        horizontalPadding: CGFloat = 0,
        isHidden: Bool = false
    ) -> Self {
        var new = self
        new.separatorStyle = TabBarSeparatorStyle(
            color: color, height: height, horizontalPadding: horizontalPadding, isHidden: isHidden)
        return new
    }
}
