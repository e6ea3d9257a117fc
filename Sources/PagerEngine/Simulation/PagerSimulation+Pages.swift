extension PagerSimulation {
    /// Where a page sits when its leading edge is `offset` points along the paging axis from the
    /// pages' origin (right-to-left mirrors horizontal offsets).
    func placement(_ page: Int, offset: Double, opacity: Double = 1) -> PagePlacement {
        switch geometry.orientation {
        case .horizontal:
            PagePlacement(index: page, x: geometry.isRightToLeft ? -offset : offset, y: 0, opacity: opacity)
        case .vertical:
            PagePlacement(index: page, x: 0, y: offset, opacity: opacity)
        }
    }

    /// The pages drawn at `time`, in drawing order.
    func pagePlacements(at time: Double) -> VisiblePages {
        if case .scrolling(let scroll) = motion, !scroll.isFinished(at: time) {
            if scroll.style == .scroll, rules.scrollsThroughPages {
                return scrollPlacements(scroll.position(at: time))
            }
            return transitionPlacements(scroll, at: time)
        }
        return scrollPlacements(virtualPosition)
    }

    /// The system paging scroll: page k at `(k − position)·stride`; the two pages around the position.
    func scrollPlacements(_ virtual: Double) -> VisiblePages {
        guard geometry.count > 0 else { return VisiblePages() }
        let stride = geometry.pageStride
        let low = Int(virtual.rounded(.down))
        let fraction = virtual - Double(low)
        var placements = VisiblePages()
        for candidate in low...(low + 1) where candidate == low || fraction > 1e-9 {
            let shown: Int
            if isInfinite {
                shown = page(candidate)
            } else if (0..<geometry.count).contains(candidate) {
                shown = candidate
            } else {
                continue
            }
            placements.append(placement(shown, offset: (Double(candidate) - virtual) * stride))
        }
        return placements
    }

    /// A programmatic scroll's pages: the outgoing and incoming page under the transition style.
    ///
    /// `scroll` slides both pages one page along the axis with the sweep's curve; Pageboy's custom
    /// transitions are CATransitions, linear in time: `push` slides both, `moveIn` slides the new page
    /// over the old, `reveal` slides the old page off the new, `fade` cross-fades.
    func transitionPlacements(_ scroll: ProgrammaticScroll, at time: Double) -> VisiblePages {
        let sweep = scroll.sweep
        let share = sweep.duration > 0 ? (sweep.value(at: time) - sweep.from) / (sweep.to - sweep.from) : 1
        let stride = geometry.pageStride
        let sign = scroll.direction == .reverse ? -1.0 : 1.0
        let outgoing = page(scroll.from)
        let incoming = page(scroll.to)
        switch scroll.style {
        case .scroll, .push:
            return VisiblePages(
                placement(outgoing, offset: -share * stride * sign),
                placement(incoming, offset: (1 - share) * stride * sign))
        case .moveIn:
            return VisiblePages(
                placement(outgoing, offset: 0), placement(incoming, offset: (1 - share) * stride * sign))
        case .reveal:
            return VisiblePages(placement(incoming, offset: 0), placement(outgoing, offset: -share * stride * sign))
        case .fade:
            return VisiblePages(
                placement(outgoing, offset: 0, opacity: 1 - share), placement(incoming, offset: 0, opacity: share))
        }
    }
}
