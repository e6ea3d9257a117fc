/// Where pages go relative to the bar.
///
/// Tabman and TabBarController put the pages under the bar across the whole screen and give each page
/// extra safe area on the bar's edge: `max(0, distance from screen edge to the bar's inner edge −
/// safeArea[edge])`. For a Tabman bar inside the safe area that is the bar's height (its
/// `additionalSafeAreaInsets`); for TabBarController it is `max(0, max(0, barSize + additionalInset) −
/// safeArea[edge])`.
/// SwiftUITabPager (a `VStack`) and BTabViewController (a scroll view pinned under the tabs) stack the
/// pages after the bar and its separator instead. SwiftUITabPager keeps the whole pager inside the safe
/// area but for the edges of `pager.contentIgnoresSafeArea` (the bottom by default), which the layout has
/// already taken out of `viewport`'s safe area (``SafeAreaEdges``).
enum PageAreaLayout {
    static func make(
        config: PagerConfig,
        viewport: Viewport,
        placement: BarPlacement,
        separator: Rect?,
        hidden: Bool
    ) -> PageArea {
        let behavior = config.bar.behavior
        let safe = viewport.safeArea
        let width = viewport.width
        let height = viewport.height
        let location = config.bar.location
        let frame: Rect
        var insets = EdgeInsets.zero
        switch behavior {
        case .tabman, .tabBarController:
            frame = Rect(x: 0, y: 0, width: width, height: height)
            if !(hidden && behavior == .tabBarController) {
                let outer = placement.navigationBar ?? placement.region
                // TabBarController: max(0, size + additionalInset), then less the safe area
                // (TabBarAnimator.swift lines 67–82).
                let extra = behavior == .tabBarController ? config.bar.additionalInset : 0
                func inset(_ size: Double, _ safe: Double) -> Double { max(0, max(0, size + extra) - safe) }
                switch location {
                case .top, .navigationItem: insets.top = inset(outer.maxY, safe.top)
                case .bottom: insets.bottom = inset(height - outer.minY, safe.bottom)
                case .left: insets.left = inset(outer.maxX, safe.left)
                case .right: insets.right = inset(width - outer.minX, safe.right)
                }
            }
        case .swiftUITabPager, .bTabViewController:
            frame = stackedFrame(
                config: config, viewport: viewport, placement: placement, separator: separator, hidden: hidden)
        }
        var pageSafe = EdgeInsets(
            top: max(0, safe.top - frame.minY),
            left: max(0, safe.left - frame.minX),
            bottom: max(0, frame.maxY - (height - safe.bottom)),
            right: max(0, frame.maxX - (width - safe.right)))
        pageSafe.top += insets.top
        pageSafe.left += insets.left
        pageSafe.bottom += insets.bottom
        pageSafe.right += insets.right
        return PageArea(
            frame: frame, count: config.items.count, orientation: config.pager.orientation, insets: insets,
            safeArea: pageSafe, interPageSpacing: config.pager.interPageSpacing)
    }

    private static func stackedFrame(
        config: PagerConfig,
        viewport: Viewport,
        placement: BarPlacement,
        separator: Rect?,
        hidden: Bool
    ) -> Rect {
        let safe = viewport.safeArea
        let swiftUI = config.bar.behavior == .swiftUITabPager && config.bar.safeAreaBehavior != .ignore
        // The area the pager as a whole occupies: SwiftUI keeps the safe areas it does not ignore clear.
        let minX = swiftUI ? safe.left : 0
        let maxX = viewport.width - (swiftUI ? safe.right : 0)
        let minY = swiftUI ? safe.top : 0
        let maxY = viewport.height - (swiftUI ? safe.bottom : 0)
        guard !hidden else {
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        let outer = placement.navigationBar ?? placement.region
        let line = separator.map { placement.axis == .horizontal ? $0.height : $0.width } ?? 0
        switch config.bar.location {
        case .top, .navigationItem:
            let top = outer.maxY + line
            return Rect(x: minX, y: top, width: maxX - minX, height: max(0, maxY - top))
        case .bottom:
            return Rect(x: minX, y: minY, width: maxX - minX, height: max(0, outer.minY - line - minY))
        case .left:
            let left = outer.maxX + line
            return Rect(x: left, y: minY, width: max(0, maxX - left), height: maxY - minY)
        case .right:
            return Rect(x: minX, y: minY, width: max(0, outer.minX - line - minX), height: maxY - minY)
        }
    }
}
