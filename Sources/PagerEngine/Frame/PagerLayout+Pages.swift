extension PagerLayout {
    /// Appends the pages visible at `position` under the plain scroll transition.
    ///
    /// Page `i` sits `(i − p) · (pageSize + interPageSpacing)` along the orientation from the page area's
    /// origin (negated for right-to-left horizontal paging). A page is visible while that distance is
    /// under one page; past either end there is no page unless infinite scrolling wraps to the other end.
    func appendScrollPages(at position: Double, into pages: inout [PageState]) {
        let count = itemCount
        guard count > 0 else { return }
        let horizontal = config.pager.orientation == .horizontal
        let size = horizontal ? self.pages.frame.width : self.pages.frame.height
        guard size > 0 else { return }
        let stride = size + config.pager.interPageSpacing
        let wraps = config.pager.isInfiniteScrollEnabled && count > 1
        let rightToLeft = config.appearance.layoutDirection == .rightToLeft
        let first = position.rounded(.down)
        for step in 0..<2 {
            let slot = first + Double(step)
            let distance = (slot - position) * stride
            guard abs(distance) < size, abs(slot) < 1e9 else { continue }
            var index = Int(slot)
            if index < 0 || index >= count {
                guard wraps else { continue }
                index = ((index % count) + count) % count
            }
            let along = horizontal && rightToLeft ? -distance : distance
            pages.append(
                PageState(index: index, x: horizontal ? along : 0, y: horizontal ? 0 : along, opacity: 1))
        }
    }
}
