/// The bar content's depth across its axis: the button row, the indicator strip, the bar's thickness.
struct ContentShape: Sendable, Hashable {
    var axis: BarAxis
    var intrinsicMain: [Double]
    var rowCross: Double
    var strip: Double
    /// The indicator's own thickness (line weight, dot size, chevron height).
    var indicatorThickness: Double
    var thickness: Double
    var crossInsetStart: Double
    var crossInsetEnd: Double
    var mainInsetStart: Double
    var mainInsetEnd: Double
    var buttonsVisible: Bool
    /// Tabman's `displayMode` `.top`: the indicator's strip is stacked above the buttons (the start of the
    /// cross axis; the outer edge of a left bar, the inner edge of a right one).
    var indicatorOnTop: Bool

    init(config: PagerConfig, metrics: [ButtonMetrics]) {
        let bar = config.bar
        axis = bar.location == .left || bar.location == .right ? .vertical : .horizontal
        let inset = bar.contentInset
        let horizontal = axis == .horizontal
        mainInsetStart = horizontal ? inset.left : inset.top
        mainInsetEnd = horizontal ? inset.right : inset.bottom
        crossInsetStart = horizontal ? inset.top : inset.left
        crossInsetEnd = horizontal ? inset.bottom : inset.right
        buttonsVisible = bar.layout != .none && config.buttons.kind != .none
        intrinsicMain = metrics.map { horizontal ? $0.intrinsic.width : $0.intrinsic.height }
        let indicatorConfig = config.indicator
        switch indicatorConfig.kind {
        case .line: indicatorThickness = indicatorConfig.weight
        case .dot: indicatorThickness = indicatorConfig.dotSize
        case .chevron: indicatorThickness = indicatorConfig.chevronHeight
        case .block, .none: indicatorThickness = 0
        }
        // `TMBarView.container(for:)` (uias/Tabman 4.0.1 `TMBarView.swift` lines 490–495) inserts a `.top`
        // indicator's container above the buttons in the grid's vertical stack and adds a `.bottom` one below.
        let strippable =
            indicatorConfig.kind == .line || indicatorConfig.kind == .dot || indicatorConfig.kind == .chevron
        indicatorOnTop = bar.behavior == .tabman && strippable && indicatorConfig.drawnDisplayMode == .top
        // Without a button row there is nothing to overlay: the indicator gets its own strip.
        let stacked = indicatorOnTop || indicatorConfig.placement == .below || !buttonsVisible
        strip = stacked && !config.items.isEmpty ? indicatorThickness : 0
        switch bar.sizing {
        case .automatic where bar.location == .navigationItem:
            // Tabman only asks for what the navigation bar gives: its title-view container's intrinsic
            // size is `UIView.layoutFittingExpandedSize` and the bar is pinned to the container's edges
            // (uias/Tabman 4.0.1 `Sources/Tabman/Bar/Generic/ViewTitleViewContainer.swift` lines 17–19 and
            // 39–44), so the bar is as tall as UIKit's navigation bar content, 44 pt, whatever its buttons ask.
            thickness = BarPlacement.navigationBarHeight
            rowCross = max(0, thickness - crossInsetStart - crossInsetEnd - strip)
        case .automatic:
            let crosses = metrics.map { horizontal ? $0.intrinsic.height : $0.intrinsic.width }
            rowCross = buttonsVisible ? (crosses.max() ?? 0) : 0
            thickness = crossInsetStart + rowCross + strip + crossInsetEnd
        case .fixed:
            thickness = bar.height
            rowCross = max(0, bar.height - crossInsetStart - crossInsetEnd - strip)
        }
    }
}
