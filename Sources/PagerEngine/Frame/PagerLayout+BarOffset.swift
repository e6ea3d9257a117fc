extension PagerLayout {
    /// The bar's scroll offset at `position` (`UIScrollView.contentOffset`).
    ///
    /// - Tabman (A8): centre the focus rect (buttons, before overscroll) in the bar,
    ///   `target = R.mid − W/2`, clamped to `[−insetStart, (C − (W − P)) + insetEnd + S.end]` (`P` the
    ///   pinned accessories' widths); when the leading
    ///   inset pushes the first button past centre (`insetStart − (W − f)/2 > 0`) the target moves back by
    ///   that much. Transition styles change only whether the move animates (docs/geometry.md).
    /// - SwiftUITabPager: `scrollTo(selected, anchor: .center)`, the committed tab centred in the scroll
    ///   window, clamped to the scrollable range.
    /// - BTabViewController and TabBarController never scroll the bar themselves: it rests at its start.
    ///
    /// - Parameter index: The committed page; nil uses `floor(position)`.
    public func barOffset(at position: Double, index: Int? = nil) -> Point {
        let position = position.isFinite ? position : 0
        return row.physicalOffset(logicalBarOffset(at: position, committed: index ?? floorIndex(position)))
    }

    func logicalBarOffset(at position: Double, committed fallback: Int) -> Double {
        guard itemCount > 0 else { return row.minOffset }
        switch config.bar.behavior {
        case .tabman:
            let focus = row.focus(at: position, targets: false)
            guard row.mirrored, row.physicalScroll else {
                return tabmanTarget(mid: focus.mid, left: row.insetStart, right: row.insetEnd)
            }
            // No right-to-left branch in Tabman: the same sums on the physical focus and insets.
            let physical = tabmanTarget(
                mid: row.contentLength - focus.mid, left: row.insetEnd, right: row.insetStart)
            return row.contentLength - row.viewportLength - physical
        case .swiftUITabPager:
            let selected = committed(for: position, fallback: fallback)
            let mid = row.starts[selected] + row.lengths[selected] / 2
            return max(row.minOffset, min(mid - row.viewportLength / 2, row.maxOffset))
        case .bTabViewController, .tabBarController:
            return row.minOffset
        }
    }

    /// Tabman's `contentOffset.x` for a focus centred at `mid`, with the scroll view's `left` and `right`
    /// content insets (uias/Tabman 4.0.1 `TMBarView.swift` lines 435–456).
    private func tabmanTarget(mid: Double, left: Double, right: Double) -> Double {
        let minimum = -left
        let maximum = (row.contentLength - (row.barLength - row.pinnedLength)) + right + row.safeEnd
        var target = max(minimum, min(mid - row.barLength / 2, maximum))
        let offCentre = left - (row.barLength - row.firstLength) / 2
        if offCentre > 0 {
            target -= offCentre
        }
        return target
    }

    /// Reference A9 (`EdgeFadedView`): with `o` the physical offset, `r = (C − V)/2`,
    /// start `= clamp(o / r, 0, 1)` and end `= clamp(((C − V) − o) / r, 0, 1)`; no fade when the content fits.
    public func edgeFade(barOffset: Point) -> EdgeFade {
        let overflow = row.contentLength - row.viewportLength
        guard overflow > 0 else { return EdgeFade(start: 0, end: 0) }
        let offset = row.physicalMain(barOffset)
        let half = overflow / 2
        return EdgeFade(
            start: min(max(offset / half, 0), 1), end: min(max((overflow - offset) / half, 0), 1))
    }
}
