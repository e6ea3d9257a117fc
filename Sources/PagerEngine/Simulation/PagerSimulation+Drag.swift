extension PagerSimulation {
    /// Whether the pages rubber-band past the ends: Pageboy's `bounces = false` clamps the horizontal
    /// offset only, so vertical pages keep the page view controller's bounce.
    var pagesBounce: Bool { config.pager.bounces || geometry.orientation == .vertical }

    /// The shown position for a finger position `raw` (pages): 1:1 inside the pages, rubber-banded past
    /// the ends when the pages bounce, stopped at the ends when they do not or when the pages have no
    /// room to stretch (a viewport that leaves them a stride of 0: the band's points per page would be
    /// 0 / 0).
    func displayed(_ raw: Double) -> Double {
        guard !isInfinite else { return raw }
        let upper = Double(max(geometry.count - 1, 0))
        let stride = geometry.pageStride
        let bands = pagesBounce && stride > 0
        if raw < 0 {
            return bands ? RubberBand.resisted(raw * stride, dimension: stride) / stride : 0
        }
        if raw > upper {
            return bands ? upper + RubberBand.resisted((raw - upper) * stride, dimension: stride) / stride : upper
        }
        return raw
    }

    /// The finger position that shows as `shown` (inverse of `displayed`).
    func unresisted(_ shown: Double) -> Double {
        guard !isInfinite, pagesBounce, geometry.pageStride > 0 else { return shown }
        let upper = Double(max(geometry.count - 1, 0))
        let stride = geometry.pageStride
        if shown < 0 { return RubberBand.unresisted(shown * stride, dimension: stride) / stride }
        if shown > upper { return upper + RubberBand.unresisted((shown - upper) * stride, dimension: stride) / stride }
        return shown
    }

    /// How far the finger moved along the paging axis, in pages forward; none while the pages have no
    /// room (a stride of 0), as a scroll view of no size cannot be scrolled.
    func pageDelta(from start: Point, to point: Point) -> Double {
        guard geometry.pageStride > 0 else { return 0 }
        let stride = max(geometry.pageStride, 1)
        switch geometry.orientation {
        case .horizontal:
            let dx = point.x - start.x
            return (geometry.isRightToLeft ? dx : -dx) / stride
        case .vertical:
            return -(point.y - start.y) / stride
        }
    }

    mutating func beginPageDrag(at point: Point, now: Double) {
        var drag = PageDrag(startRaw: unresisted(virtualPosition), startPoint: point)
        drag.tracker.add(time: now, value: drag.startRaw)
        motion = .dragging(drag)
        autoScroller.userDidBeginDragging()
    }

    mutating func updatePageDrag(to point: Point, now: Double) {
        guard case .dragging(var drag) = motion else { return }
        let raw = drag.startRaw + pageDelta(from: drag.startPoint, to: point)
        drag.tracker.add(time: now, value: raw)
        virtualPosition = displayed(raw)
        if drag.then != nil {
            dragWithSlideQueued(drag, now: now)
            return
        }
        // Pageboy commits a page as soon as the drag reaches it (pager-behaviour.md 3.2.5).
        let upper = geometry.count - 1
        while virtualPosition >= Double(virtualIndex + 1), isInfinite || virtualIndex + 1 <= upper {
            drag.expected = nil
            commit(virtualIndex + 1, direction: pageDirection(to: virtualIndex + 1), at: now)
        }
        while virtualPosition <= Double(virtualIndex - 1), isInfinite || virtualIndex - 1 >= 0 {
            drag.expected = nil
            commit(virtualIndex - 1, direction: pageDirection(to: virtualIndex - 1), at: now)
        }
        let offset = virtualPosition - Double(virtualIndex)
        var wanted: Int?
        if offset > 1e-9 { wanted = virtualIndex + 1 } else if offset < -1e-9 { wanted = virtualIndex - 1 }
        if let wanted, wanted != drag.expected, isInfinite || (0...upper).contains(wanted) {
            drag.expected = wanted
            emit(.willScrollToPage, index: page(wanted), direction: pageDirection(to: wanted), at: now)
        }
        motion = .dragging(drag)
        follow(at: now)
        if !rules.indicatorFollowsPosition, config.indicator.slidesWhileSwiping {
            slideIndicator(velocity: drag.tracker.velocity(at: now), at: now)
        }
        requestFrame(at: now)
    }

    /// Lets go of the pages: UIScrollView paging picks the page from position and velocity.
    mutating func releasePageDrag(now: Double, velocity: Double? = nil) {
        guard case .dragging(let drag) = motion else { return }
        let speed = velocity ?? drag.tracker.velocity(at: now)
        let bound = Int.max / 4
        let range = isInfinite ? -bound...bound : 0...max(geometry.count - 1, 0)
        let target = PagingDecision.targetPage(
            position: virtualPosition, velocity: speed, startPage: virtualIndex, range: range)
        startSettle(to: target, velocity: speed, expected: drag.expected, then: drag.then, now: now)
    }

    /// SwiftUITabPager, a drag of pages caught mid-glide while a tapped tab's slide waits in
    /// UIPageViewController's queue: the pages follow the finger, but `isProgrammaticTransition` is still
    /// set, so the scroll progress stays 0 and the bar keeps showing the tapped tab
    /// (`PageTabViewController.swift` lines 84–91), and nothing reports the pages passed: the selection
    /// is the tab's. The page counted as reached moves with the pages, silently.
    private mutating func dragWithSlideQueued(_ drag: PageDrag, now: Double) {
        let upper = max(geometry.count - 1, 0)
        while virtualPosition >= Double(virtualIndex + 1), virtualIndex + 1 <= upper { virtualIndex += 1 }
        while virtualPosition <= Double(virtualIndex - 1), virtualIndex - 1 >= 0 { virtualIndex -= 1 }
        motion = .dragging(drag)
        requestFrame(at: now)
    }

    // MARK: - The bar's own scrolling

    /// The bar offset for a finger offset `raw`, rubber-banded past the bar's scroll range.
    func displayedBarOffset(_ raw: Double) -> Double {
        let range = geometry.barOffsetRange
        let length = max(geometry.barLength, 1)
        if raw < range.lowerBound {
            return range.lowerBound + RubberBand.resisted(raw - range.lowerBound, dimension: length)
        }
        if raw > range.upperBound {
            return range.upperBound + RubberBand.resisted(raw - range.upperBound, dimension: length)
        }
        return raw
    }

    func unresistedBarOffset(_ shown: Double) -> Double {
        let range = geometry.barOffsetRange
        let length = max(geometry.barLength, 1)
        if shown < range.lowerBound {
            return range.lowerBound + RubberBand.unresisted(shown - range.lowerBound, dimension: length)
        }
        if shown > range.upperBound {
            return range.upperBound + RubberBand.unresisted(shown - range.upperBound, dimension: length)
        }
        return shown
    }

    func barDelta(from start: Point, to point: Point) -> Double {
        geometry.barIsVertical ? point.y - start.y : point.x - start.x
    }

    mutating func beginBarDrag(at point: Point, now: Double) {
        let current = barOffset(at: now)
        barBlend = nil
        var tracker = VelocityTracker()
        let startRaw = unresistedBarOffset(current)
        tracker.add(time: now, value: startRaw)
        barManual = BarManual(offset: current, mode: .dragging(startRaw: startRaw, startPoint: point, tracker: tracker))
    }

    mutating func updateBarDrag(to point: Point, now: Double) {
        guard var manual = barManual, case .dragging(let startRaw, let startPoint, var tracker) = manual.mode else {
            return
        }
        let raw = startRaw - barDelta(from: startPoint, to: point)
        tracker.add(time: now, value: raw)
        manual.offset = displayedBarOffset(raw)
        manual.mode = .dragging(startRaw: startRaw, startPoint: startPoint, tracker: tracker)
        barManual = manual
        requestFrame(at: now)
    }

    /// Lets go of the bar: it decelerates, and springs back when it rests past an end.
    mutating func releaseBarDrag(now: Double, velocity: Double? = nil) {
        guard var manual = barManual, case .dragging(_, _, let tracker) = manual.mode else { return }
        let speed = velocity ?? tracker.velocity(at: now)
        let range = geometry.barOffsetRange
        let offset = manual.offset
        if offset < range.lowerBound || offset > range.upperBound {
            let bound = offset < range.lowerBound ? range.lowerBound : range.upperBound
            manual.mode = .bouncing(SettleCurve(from: offset, to: bound, velocity: speed, start: now, duration: 0.4))
        } else {
            let fling = Deceleration(from: offset, velocity: speed, start: now)
            let rest = fling.restingOffset
            if fling.duration > 0, rest < range.lowerBound || rest > range.upperBound {
                let bound = rest < range.lowerBound ? range.lowerBound : range.upperBound
                manual.mode = .bouncing(SettleCurve(from: offset, to: bound, velocity: speed, start: now))
            } else {
                manual.mode = fling.duration > 0 ? .decelerating(fling) : .resting
            }
        }
        barManual = manual
        requestFrame(at: now)
    }
}
