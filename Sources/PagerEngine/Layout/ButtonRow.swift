/// Buttons along the bar's main axis: Tabman's stack view (A1), SwiftUITabPager's equal shares,
/// BTabViewController's fixed cells.
struct ButtonRow: Sendable, Hashable {
    var starts: [Double]
    var lengths: [Double]
    var contentLength: Double
    /// Where each button separator's line starts (one after every button but the last).
    var separatorStarts: [Double]
    /// Whether the buttons are Tabman's equal slices for a layout without buttons.
    var slices: Bool

    /// Separator geometry along the main axis: the line's thickness and the padding either side of it.
    struct Separators: Sendable, Hashable {
        var visible: Bool
        var thickness: Double
        var paddingStart: Double
        var paddingEnd: Double

        /// The separator view's length: its line plus its insets (`TMHorizontalBarLayout+Separator`).
        var viewLength: Double { visible ? thickness + paddingStart + paddingEnd : 0 }
    }

    /// Lays out `intrinsic` main-axis lengths.
    ///
    /// - Parameters:
    ///   - available: Tabman's content guide `L`: the bar minus its safe area and `contentInset` on the axis.
    ///   - spacing: `interButtonSpacing` (forced to 0 by the constrained layout).
    static func make(
        bar: BarConfig,
        intrinsic: [Double],
        available: Double,
        separators: Separators
    ) -> ButtonRow {
        let count = intrinsic.count
        guard bar.layout != .none else {
            let slice = count > 0 ? available / Double(count) : 0
            return ButtonRow(
                starts: (0..<count).map { Double($0) * slice },
                lengths: Array(repeating: slice, count: count),
                contentLength: available,
                separatorStarts: [],
                slices: true)
        }
        let spacing = bar.layout == .constrained ? 0 : bar.interButtonSpacing
        let gap = spacing + separators.viewLength
        let gaps = Double(max(count - 1, 0)) * gap
        let lengths: [Double]
        switch (bar.layout, bar.contentMode) {
        case (.constrained, _):
            // TabBarController's bar is a `UITabBar` given every item (tbc, SystemTabBar.swift:
            // `setItems(_:animated:)` → `tabBar.setItems(items, animated:)`), which in a compact width
            // "spreads items across the entire space" (UITabBar.ItemPositioning.automatic): no scrolling,
            // and no More item, which only UITabBarController adds.
            let shown = bar.behavior == .tabBarController ? count : bar.visibleButtonCount
            let visible = Double(max(1, min(shown, count)))
            let width = available / visible - (separators.visible ? separators.thickness : 0)
            lengths = Array(repeating: max(0, width), count: count)
        case (_, .fit):
            let width = count > 0 ? (available - gaps) / Double(count) : 0
            lengths = Array(repeating: max(0, width), count: count)
        case (_, .fixed):
            lengths = Array(repeating: bar.buttonWidth, count: count)
        case (_, .intrinsic):
            lengths = intrinsic
        }
        var starts: [Double] = []
        var separatorStarts: [Double] = []
        starts.reserveCapacity(count)
        var cursor = 0.0
        for (index, length) in lengths.enumerated() {
            starts.append(cursor)
            cursor += length
            if index < count - 1 {
                if separators.visible {
                    separatorStarts.append(cursor + spacing / 2 + separators.paddingStart)
                }
                cursor += gap
            }
        }
        let contentLength = bar.layout == .horizontal && bar.contentMode == .fit ? available : cursor
        return ButtonRow(
            starts: starts, lengths: lengths, contentLength: contentLength, separatorStarts: separatorStarts,
            slices: false)
    }

    /// The row inside the bar's scroll content with `start` points before it and `end` after (Tabman's
    /// unpinned accessory views and the spacing beside them).
    func placed(after start: Double, before end: Double) -> ButtonRow {
        guard start != 0 || end != 0 else { return self }
        var row = self
        row.starts = starts.map { $0 + start }
        row.separatorStarts = separatorStarts.map { $0 + start }
        row.contentLength = contentLength + start + end
        return row
    }
}
