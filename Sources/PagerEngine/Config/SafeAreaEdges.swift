/// SwiftUI's `Edge.Set` as SwiftUITabPager's `contentIgnoresSafeArea(edges:)` takes it: the safe-area
/// edges the whole pager extends into.
///
/// camosss/SwiftUITabPager 4.1.2, `TabPager.swift`: the `VStack` of bar, separator and pages calls
/// `.ignoresSafeArea(edges: ignoredSafeAreaEdges)` (line 111), and so does each page's hosting view
/// (line 103); the edges default to `.bottom` (line 41), `contentIgnoresSafeArea(edges:)` sets them (lines
/// 242–246) and `contentRespectsSafeArea()` empties them (lines 250–253). Leading and trailing follow the
/// layout direction.
public struct SafeAreaEdges: Sendable, Hashable {
    public var top: Bool
    public var bottom: Bool
    public var leading: Bool
    public var trailing: Bool

    public init(top: Bool = false, bottom: Bool = false, leading: Bool = false, trailing: Bool = false) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    /// The library's default since 4.1: the bottom edge.
    public static let bottom = SafeAreaEdges(bottom: true)
    public static let all = SafeAreaEdges(top: true, bottom: true, leading: true, trailing: true)

    /// `viewport` as the pager sees it: the safe area with the ignored edges at zero.
    func applied(to viewport: Viewport, rightToLeft: Bool) -> Viewport {
        var shown = viewport
        let ignoresLeft = rightToLeft ? trailing : leading
        let ignoresRight = rightToLeft ? leading : trailing
        if top { shown.safeArea.top = 0 }
        if bottom { shown.safeArea.bottom = 0 }
        if ignoresLeft { shown.safeArea.left = 0 }
        if ignoresRight { shown.safeArea.right = 0 }
        return shown
    }
}
