extension PagerLayout {
    /// The index a behaviour that works from a committed tab (SwiftUITabPager's selection, a tab bar's
    /// selected item) uses at `position`: the position itself when it is a whole page, else `fallback`.
    func committed(for position: Double, fallback: Int) -> Int {
        let last = max(itemCount - 1, 0)
        guard position == position.rounded(), abs(position) < 1e9 else { return min(max(fallback, 0), last) }
        return min(max(Int(position), 0), last)
    }

    /// BTabViewController's selected cell: `floor(offset / width)`, ignored past either end.
    func floorIndex(_ position: Double) -> Int {
        let last = max(itemCount - 1, 0)
        guard position.isFinite else { return 0 }
        return Int(min(max(position.rounded(.down), 0), Double(last)))
    }

    /// The indicator's rectangle at `position`, in bar content coordinates.
    ///
    /// - Parameter index: The committed page (SwiftUITabPager measures progress from it); nil uses
    ///   `floor(position)`.
    public func indicatorRect(at position: Double, index: Int? = nil) -> Rect {
        let position = position.isFinite ? position : 0
        let span = indicatorSpan(at: position, committed: index ?? floorIndex(position))
        return row.rect(
            main: span.start, length: span.length, cross: row.indicatorCrossStart,
            crossLength: row.indicatorCrossLength)
    }

    /// The indicator's final span along the axis (width mode, behaviour, overscroll, inset, shape).
    func indicatorSpan(at position: Double, committed fallback: Int) -> Span {
        guard itemCount > 0, indicator.kind != .none else { return Span(start: 0, length: 0) }
        let indicatorConfig = config.indicator
        var span: Span
        switch config.bar.behavior {
        case .tabman, .tabBarController:
            let focus = row.focus(at: position, targets: true)
            let tested = indicatorConfig.transitionStyle == .progressive ? position : position.rounded()
            span = row.overscrolled(
                focus, position: tested, behavior: indicatorConfig.overscrollBehavior,
                progressive: indicatorConfig.isProgressive)
        case .swiftUITabPager:
            // `TabBarContainer.indicatorFrame`: from the committed tab towards its neighbour by |q|.
            let selected = committed(for: position, fallback: fallback)
            let progress = min(max(position - Double(selected), -1), 1)
            span = target(selected)
            let neighbour = selected + (progress > 0 ? 1 : -1)
            if progress != 0, neighbour >= 0, neighbour < itemCount {
                span = span.mixed(with: target(neighbour), abs(progress))
            }
        case .bTabViewController:
            // The cell's leading edge. Between cells (`isIndicatorSlide` mid-swipe) the same share of the
            // way towards the next cell; past the last one, beyond it by that share of the step from the
            // cell before, as the slide's leading edge goes on growing there.
            let cell = floorIndex(position)
            span = target(cell)
            let share = position - Double(cell)
            if share != 0, let step = BTabSlideStep.from(cell, count: itemCount, start: { row.targetStarts[$0] }) {
                span.start += share * step
            }
        }
        let inset = row.horizontalInset
        span.start += inset
        span.length = max(0, span.length - 2 * inset)
        if let fixed = row.indicatorMainLength {
            span = Span(start: span.mid - fixed / 2, length: fixed)
        }
        return span
    }

    private func target(_ index: Int) -> Span {
        Span(start: row.targetStarts[index], length: row.targetLengths[index])
    }
}
