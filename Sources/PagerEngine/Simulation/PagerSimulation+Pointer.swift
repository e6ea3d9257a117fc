extension PagerSimulation {
    /// What a touch at `point` lands on: a bar button, the bar, the pages or nothing.
    func hitTest(_ point: Point, at time: Double) -> PointerState.Target {
        if let bar = geometry.barFrame, !barHidden, bar.contains(point) {
            let offset = barOffset(at: time)
            let content =
                geometry.barIsVertical
                ? Point(x: point.x - bar.x, y: point.y - bar.y + offset)
                : Point(x: point.x - bar.x + offset, y: point.y - bar.y)
            if let hit = geometry.buttonFrames.firstIndex(where: { $0.contains(content) }) { return .button(hit) }
            return .bar
        }
        if geometry.pagesFrame.contains(point) { return .pages }
        return .outside
    }

    /// A button's frame in viewport coordinates at `time`.
    func buttonFrameInViewport(_ button: Int, at time: Double) -> Rect? {
        guard let bar = geometry.barFrame, geometry.buttonFrames.indices.contains(button) else { return nil }
        var frame = geometry.buttonFrames[button]
        let offset = barOffset(at: time)
        if geometry.barIsVertical {
            frame.x += bar.x
            frame.y += bar.y - offset
        } else {
            frame.x += bar.x - offset
            frame.y += bar.y
        }
        return frame
    }

    mutating func pointerDown(at point: Point, id: Int, now: Double) {
        guard pointer == nil else { return }  // Pageboy's pan takes one touch
        var target = hitTest(point, at: now)
        if case .scrolling = motion {
            // Pageboy turns interaction off during an animated scroll. SwiftUITabPager's and
            // BTabViewController's bars stay live (their pages' animation does not reach them), so a
            // second tap can change the tab (docs/decisions/0035); their pages still take no touch.
            guard rules.tapsWhileMoving != .refused, target != .pages, target != .outside else { return }
        }
        if case .button = target, let manual = barManual, let end = manual.end, now < end {
            // A touch on a bar that is still gliding or springing back only stops it: UIScrollView takes
            // that touch itself and never passes it to its content, so it is no tap on a button
            // (docs/decisions/0028-a-touch-stops-a-moving-bar.md). Moved on, it drags the bar.
            target = .bar
        }
        pointer = PointerState(id: id, downTime: now, downPoint: point, target: target)
        switch target {
        case .pages:
            if case .settling(let settle) = motion {
                // A touch stops the glide where it is (UIScrollView catches decelerating content). A slide
                // SwiftUITabPager queued meanwhile stays queued (docs/decisions/0048).
                virtualPosition = settle.curve.value(at: now)
                motion = .dragging(
                    PageDrag(
                        startRaw: unresisted(virtualPosition), startPoint: point,
                        expected: settle.expected, then: settle.then))
                pointer?.phase = .draggingPages
                requestFrame(at: now)
            }
        case .bar, .button:
            if let manual = barManual, manual.end != nil {
                barManual = BarManual(offset: manual.value(at: now), mode: .resting)
                requestFrame(at: now)
            }
        case .outside: break
        }
    }

    mutating func pointerMove(to point: Point, id: Int, now: Double) {
        guard var state = pointer, state.id == id else { return }
        switch state.phase {
        case .pending:
            let moved = distance(state.downPoint, point)
            if case .button = state.target, moved <= GestureThresholds.slop,
                now - state.downTime >= GestureThresholds.contentTouchDelay
            {
                state.phase = .buttonHeld
            }
            guard moved > GestureThresholds.slop else {
                pointer = state
                return
            }
            switch state.target {
            case .pages:
                if config.pager.isScrollEnabled {
                    state.phase = .draggingPages
                    pointer = state
                    beginPageDrag(at: point, now: now)
                    return
                }
                state.phase = .ignored
            case .bar, .button:
                let early = now - state.downTime < GestureThresholds.contentTouchDelay
                let canScroll = config.bar.scrollMode == .interactive && geometry.barIsScrollable
                if canScroll, state.target == .bar || early {
                    state.phase = .draggingBar
                    pointer = state
                    beginBarDrag(at: point, now: now)
                    return
                }
                if config.bar.scrollMode == .swipe { break }  // decided on release
                if case .button = state.target { state.phase = .buttonHeld } else { state.phase = .ignored }
            case .outside:
                state.phase = .ignored
            }
            pointer = state
        case .draggingPages:
            updatePageDrag(to: point, now: now)
        case .draggingBar:
            updateBarDrag(to: point, now: now)
        case .buttonHeld, .ignored:
            break
        }
    }

    mutating func pointerUp(at point: Point, id: Int, now: Double) {
        guard let state = pointer, state.id == id else { return }
        pointer = nil
        switch state.phase {
        case .draggingPages:
            if case .dragging = motion { updatePageDrag(to: point, now: now) }
            releasePageDrag(now: now)
        case .draggingBar:
            updateBarDrag(to: point, now: now)
            releaseBarDrag(now: now)
        case .pending, .buttonHeld:
            if config.bar.scrollMode == .swipe, state.target != .pages, swipe(from: state, to: point, now: now) {
                return
            }
            if case .button(let tapped) = state.target, let frame = buttonFrameInViewport(tapped, at: now) {
                let tolerance = GestureThresholds.tapTolerance
                let inside = Rect(
                    x: frame.x - tolerance, y: frame.y - tolerance,
                    width: frame.width + 2 * tolerance, height: frame.height + 2 * tolerance)
                if inside.contains(point) { tap(index: tapped, now: now) }
            }
            if state.target == .pages, case .dragging = motion { releasePageDrag(now: now) }
        case .ignored:
            break
        }
    }

    mutating func pointerCancel(id: Int, now: Double) {
        guard let state = pointer, state.id == id else { return }
        pointer = nil
        switch state.phase {
        case .draggingPages: releasePageDrag(now: now, velocity: 0)
        case .draggingBar: releaseBarDrag(now: now, velocity: 0)
        case .pending, .buttonHeld, .ignored:
            if state.target == .pages, case .dragging = motion { releasePageDrag(now: now, velocity: 0) }
        }
    }

    /// Tabman's `.swipe` scroll mode: a quick swipe along the bar asks for the neighbouring page
    /// (swipe left → `min(n−1, Int(pos)+1)`, swipe right → `max(0, Int(pos)−1)`; not mirrored for RTL).
    mutating func swipe(from state: PointerState, to point: Point, now: Double) -> Bool {
        let along = geometry.barIsVertical ? point.y - state.downPoint.y : point.x - state.downPoint.x
        let across = geometry.barIsVertical ? point.x - state.downPoint.x : point.y - state.downPoint.y
        guard abs(along) >= GestureThresholds.swipeDistance, abs(along) > abs(across),
            now - state.downTime <= GestureThresholds.swipeDuration
        else { return false }
        let current = Int(position.rounded(.towardZero))
        let requested = along < 0 ? min(geometry.count - 1, current + 1) : max(0, current - 1)
        scroll(to: .index(requested), animated: true, now: now)
        return true
    }

    func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
