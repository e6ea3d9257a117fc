/// Where the bar sits in the viewport for its location and safe-area behaviour.
///
/// `region` is the part of the bar that holds content (`thickness` deep); `frame` adds the background
/// extended into the safe area. `safeStart`/`safeEnd` are the bar's own safe-area insets along its axis,
/// which keep buttons clear of a landscape notch (Tabman pins its content to the bar's safe area).
struct BarPlacement: Sendable, Hashable {
    /// `UINavigationBar`'s content height and the title view's margin on each side.
    static let navigationBarHeight = 44.0
    static let navigationTitleMargin = 16.0

    var axis: BarAxis
    var frame: Rect
    var region: Rect
    var scrollFrame: Rect
    var safeStart: Double
    var safeEnd: Double
    var navigationBar: Rect?
    /// The pinned accessories' widths on the physical left and right of the scroll window (``pin(left:right:)``).
    var pinnedLeft = 0.0
    var pinnedRight = 0.0
    /// The viewport's height: where the screen ends below the bar.
    var screenHeight = 0.0

    /// The bar's length along its axis (Tabman's `bounds.width`).
    var barLength: Double { axis == .horizontal ? frame.width : frame.height }
    /// The scroll window's length with the pinned accessories' share given back: Tabman's content guide
    /// is the bar's safe area (less `contentInset`), whatever the pinned accessories take.
    var guideLength: Double {
        axis == .horizontal ? scrollFrame.width + pinnedLeft + pinnedRight : scrollFrame.height
    }

    /// Gives pinned accessories `left` and `right` points of a horizontal bar's scroll window (Tabman's
    /// root stack: `[leading pinned] [scroll view] [trailing pinned]`).
    mutating func pin(left: Double, right: Double) {
        guard axis == .horizontal, left + right > 0 else { return }
        pinnedLeft = left
        pinnedRight = right
        scrollFrame.x += left
        scrollFrame.width = max(0, scrollFrame.width - left - right)
    }

    /// A pinned accessory's frame: `width` wide at the left or right end of the bar's safe area, as tall
    /// as the scroll window (the root stack between the bar's top and bottom content insets).
    func pinnedFrame(left: Bool, width: Double) -> Rect {
        let x = left ? scrollFrame.x - pinnedLeft : scrollFrame.maxX + pinnedRight - width
        return Rect(x: x, y: scrollFrame.y, width: width, height: scrollFrame.height)
    }

    static func make(bar: BarConfig, behavior: BarConfig.Behavior, viewport: Viewport, thickness: Double)
        -> BarPlacement
    {
        let width = viewport.width
        let height = viewport.height
        let safe = viewport.safeArea
        let mode = bar.safeAreaBehavior
        let ignore = mode == .ignore
        let extend = mode == .extendBackground
        // SwiftUI lays the whole pager out inside the side safe areas; UIKit bars span the screen.
        let sidesInFrame = behavior == .swiftUITabPager && !ignore
        let axis: BarAxis = bar.location == .left || bar.location == .right ? .vertical : .horizontal
        var navigationBar: Rect?
        var frame: Rect
        var region: Rect
        var safeStart = 0.0
        var safeEnd = 0.0
        switch bar.location {
        case .top, .bottom:
            let left = sidesInFrame ? safe.left : 0
            let span = width - left - (sidesInFrame ? safe.right : 0)
            if !ignore && !sidesInFrame {
                safeStart = safe.left
                safeEnd = safe.right
            }
            if bar.location == .top {
                let top = ignore ? 0 : safe.top
                region = Rect(x: left, y: top, width: span, height: thickness)
                frame = extend ? Rect(x: left, y: 0, width: span, height: top + thickness) : region
            } else {
                let bottom = ignore ? 0 : safe.bottom
                region = Rect(x: left, y: height - bottom - thickness, width: span, height: thickness)
                frame = extend ? Rect(x: left, y: region.y, width: span, height: thickness + bottom) : region
            }
        case .left, .right:
            let top = sidesInFrame ? safe.top : 0
            let span = height - top - (sidesInFrame ? safe.bottom : 0)
            if !ignore && !sidesInFrame {
                safeStart = safe.top
                safeEnd = safe.bottom
            }
            if bar.location == .left {
                let inset = ignore ? 0 : safe.left
                region = Rect(x: inset, y: top, width: thickness, height: span)
                frame = extend ? Rect(x: 0, y: top, width: inset + thickness, height: span) : region
            } else {
                let inset = ignore ? 0 : safe.right
                region = Rect(x: width - inset - thickness, y: top, width: thickness, height: span)
                frame = extend ? Rect(x: region.x, y: top, width: thickness + inset, height: span) : region
            }
        case .navigationItem:
            let navigationHeight = max(navigationBarHeight, thickness)
            let top = ignore ? 0 : safe.top
            let sides = ignore ? 0 : safe.left + safe.right
            navigationBar = Rect(x: 0, y: top, width: width, height: navigationHeight)
            region = Rect(
                x: (ignore ? 0 : safe.left) + navigationTitleMargin,
                y: top + (navigationHeight - thickness) / 2,
                width: max(0, width - sides - 2 * navigationTitleMargin),
                height: thickness)
            frame = region
        }
        let inset = bar.contentInset
        let scrollFrame: Rect
        switch axis {
        case .horizontal:
            scrollFrame = Rect(
                x: region.x + safeStart, y: region.y + inset.top,
                width: max(0, region.width - safeStart - safeEnd),
                height: max(0, thickness - inset.top - inset.bottom))
        case .vertical:
            scrollFrame = Rect(
                x: region.x + inset.left, y: region.y + safeStart,
                width: max(0, thickness - inset.left - inset.right),
                height: max(0, region.height - safeStart - safeEnd))
        }
        return BarPlacement(
            axis: axis, frame: frame, region: region, scrollFrame: scrollFrame, safeStart: safeStart,
            safeEnd: safeEnd, navigationBar: navigationBar, screenHeight: height)
    }

    /// What a `UITabBar`'s content (TabBarController) is clipped to, in viewport coordinates. Nothing of
    /// UIKit's clips it (a `UIView`'s `clipsToBounds` is false unless set; TabBarController sets none and
    /// puts its bar over the pages), so a title too tall for the items shows where it runs: below them.
    /// A top or bottom bar's content is clipped from the bar's top edge to the screen's bottom edge across
    /// its width, so the overflow shows over a bottom bar's home-indicator band and over the pages under a
    /// top bar alike (decisions 0047, 0051); a side rail grows its items to fit and keeps its frame.
    var tabBarContentClip: Rect {
        guard axis == .horizontal, screenHeight > frame.maxY else { return frame }
        return Rect(x: frame.x, y: frame.y, width: frame.width, height: screenHeight - frame.y)
    }

    /// The line along the bar's inner edge, just outside it, with `horizontalPadding` at both ends.
    func separator(_ config: BarSeparator, location: BarConfig.Location) -> Rect? {
        guard config.visible else { return nil }
        let pad = config.horizontalPadding
        let outer = navigationBar ?? region
        switch location {
        case .top, .navigationItem:
            return Rect(x: frame.x + pad, y: outer.maxY, width: max(0, frame.width - 2 * pad), height: config.height)
        case .bottom:
            return Rect(
                x: frame.x + pad, y: outer.minY - config.height, width: max(0, frame.width - 2 * pad),
                height: config.height)
        case .left:
            return Rect(x: outer.maxX, y: frame.y + pad, width: config.height, height: max(0, frame.height - 2 * pad))
        case .right:
            return Rect(
                x: outer.minX - config.height, y: frame.y + pad, width: config.height,
                height: max(0, frame.height - 2 * pad))
        }
    }

    /// Where the bar goes when hidden, and its opacity there.
    ///
    /// TabBarController moves the bar fully past its edge; Tabman's drawer slides the bar up by its
    /// height while fading it out, its fade only fades it; SwiftUITabPager and BTabViewController have no
    /// hiding, so the bar is simply not drawn.
    func hidden(
        behavior: BarConfig.Behavior, location: BarConfig.Location, transition: BarHiding.Transition,
        viewport: Viewport
    ) -> (offset: Point, opacity: Double) {
        switch behavior {
        case .tabBarController:
            switch location {
            case .top, .navigationItem: return (Point(x: 0, y: -frame.maxY), 1)
            case .bottom: return (Point(x: 0, y: viewport.height - frame.minY), 1)
            case .left: return (Point(x: -frame.maxX, y: 0), 1)
            case .right: return (Point(x: viewport.width - frame.minX, y: 0), 1)
            }
        case .tabman where transition == .fade:
            return (.zero, 0)
        case .tabman:
            switch location {
            case .left: return (Point(x: -region.width, y: 0), 0)
            case .right: return (Point(x: region.width, y: 0), 0)
            case .top, .bottom, .navigationItem: return (Point(x: 0, y: -region.height), 0)
            }
        case .swiftUITabPager, .bTabViewController:
            return (.zero, 0)
        }
    }
}
