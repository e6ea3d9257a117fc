extension PagerSimulation {
    var reduceMotion: Bool { config.appearance.reduceMotion }

    /// The behaviour rules of the configured library.
    var rules: BehaviorRules { BehaviorRules(config) }

    /// Brings the position up to `time` from the running motion and lets the bar components follow.
    mutating func sync(at time: Double) {
        switch motion {
        case .settling(let settle):
            virtualPosition = settle.curve.value(at: time)
            // SwiftUITabPager after a tap during the glide: the programmatic transition keeps its scroll
            // progress at 0, so the bar shows the tapped tab, not the gliding pages.
            if settle.then != nil { return }
        case .dragging(let drag):
            // The same while a touch holds pages caught mid-glide with that slide still queued.
            if drag.then != nil { return }
        case .scrolling(let scroll):
            virtualPosition = scroll.position(at: time)
            // Tabman ignores animated ticks (the bar was sent to the target once), and so does
            // BTabViewController (its indicator and selected cell went to the target at the tap).
            return
        case .idle: break
        }
        follow(at: time)
    }

    /// The interactive bar update (Tabman A10): every component follows the reported position, not
    /// animated (`snap` lag-follows); the bar's scroll offset goes back to following the position.
    mutating func follow(at time: Double) {
        let reported = reportedPosition(virtualPosition)
        let duration = reduceMotion ? 0 : ComponentTrack.defaultDuration
        followIndicator(at: time)
        switch swipeButtons {
        case .atOnce:
            buttonsTrack.reset(to: reported)
        case .asIs:
            // No update handler: the labels show the position as it is (an animation already heading
            // there, a tap's, runs on).
            buttonsTrack.update(to: reported, at: time, animated: false, duration: 0)
        case .stepToFloor(let fade):
            // BTabViewController: the selected cell is floor(offset / width) in `scrollViewDidScroll`,
            // and the animated `reloadItems` of the old and new cells fades them: the selection moves
            // when the position crosses a page, not later.
            let cell = (reported * 1e6).rounded() / 1e6
            buttonsTrack.update(to: cell.rounded(.down), at: time, animated: true, duration: fade)
        case .stepToRound(let fade):
            // TMBarViewUpdateHandler gives `snap` buttons round(p) (`makePosition`, half away from zero)
            // inside `UIView.animate(withDuration: 0.25)` on every tick: the selection moves when the
            // position crosses the half and fades over 0.25 s; the ticks after it set the same state.
            buttonsTrack.update(to: reported.rounded(), at: time, animated: true, duration: fade)
        case .styled:
            buttonsTrack.update(to: reported, at: time, animated: false, duration: duration)
        }
        updateButtonStates(to: reported)
        guard rules.barFollowsPosition else { return }
        let barBefore = barTrack.value(at: time)
        barTrack.update(to: reported, at: time, animated: false, duration: duration)
        if barTrack.value(at: time) != barBefore {
            barManual = nil
            barBlend = nil
        }
    }

    /// The indicator's interactive update: the position itself. BTabViewController's indicator does not
    /// follow a swipe: it moves only in ``attachIndicator(to:at:)``.
    mutating func followIndicator(at time: Double) {
        guard rules.indicatorFollowsPosition else { return }
        let duration = reduceMotion ? 0 : ComponentTrack.defaultDuration
        indicatorTrack.update(to: reportedPosition(virtualPosition), at: time, animated: false, duration: duration)
    }

    /// BTabViewController's `isIndicatorSlide` (`scrollViewDidScroll`): while the pan moves forward
    /// (`velocity`, pages a second, above 0) the indicator's leading edge is its cell's plus the cell's
    /// width times `(Int(offset) % Int(width)) / width`, the share of the page under the offset in whole
    /// points; otherwise it stays where it is. Nothing happens with the offset before the first page or
    /// past the last. The leading edge is set without animation, as a position between the cell and the
    /// next one (the indicator's width is fixed, so its rectangle moves by the same share).
    mutating func slideIndicator(velocity: Double, at time: Double) {
        guard velocity > 0, geometry.pageStride >= 1 else { return }
        // The scroll view's offset is in points; the position is kept in pages, so an offset of exactly
        // 100 pt comes back as 99.99999999999999 and `Int` would make it 99. The offset is snapped to a
        // millionth of a point (far below a touch's precision) before the library's truncation.
        let offset = (reportedPosition(virtualPosition) * geometry.pageStride * 1e6).rounded() / 1e6
        let pageIndex = Int((offset / geometry.pageStride).rounded(.down))
        guard pageIndex >= 0, pageIndex < geometry.count else { return }
        let frames = geometry.buttonFrames
        let cell = Int(indicatorTrack.target.rounded(.down))
        let vertical = geometry.barIsVertical
        let step = BTabSlideStep.from(cell, count: frames.count) { vertical ? frames[$0].y : frames[$0].x }
        guard let step, step > 0 else { return }
        let length = vertical ? frames[cell].height : frames[cell].width
        let share = Double(Int(offset) % Int(geometry.pageStride)) / geometry.pageStride
        indicatorTrack.update(to: Double(cell) + share * length / step, at: time, animated: false, duration: 0)
    }

    /// BTabViewController's `attachIndicator`: the indicator springs to `page`'s cell (0.2 s, damping
    /// 0.7), when a tab is tapped and when the pages stop after a swipe (`scrollViewDidEndDecelerating`).
    mutating func attachIndicator(to page: Double, at time: Double) {
        let last = Double(max(geometry.count - 1, 0))
        let cell = min(max(page.rounded(.down), 0), last)
        guard cell != indicatorTrack.target else { return }
        let duration = reduceMotion ? 0 : rules.indicatorSwitchDuration ?? ComponentTrack.defaultDuration
        indicatorTrack.update(to: cell, at: time, animated: true, duration: duration, curve: .bTabSpring)
    }

    /// Sends every bar component to `target` with one animated update (a programmatic scroll).
    ///
    /// - Parameters:
    ///   - buttonsDuration: the buttons' own duration when it differs from `duration`.
    ///   - barDuration: the bar scroll's own duration when it differs from `duration`.
    mutating func sendBar(
        to target: Double, at time: Double, animated: Bool, duration: Double, buttonsDuration: Double? = nil,
        barDuration: Double? = nil
    ) {
        let length = reduceMotion || !animated ? 0 : duration
        let buttonsLength = reduceMotion || !animated ? 0 : buttonsDuration ?? duration
        let barLength = reduceMotion || !animated ? 0 : barDuration ?? duration
        if let manual = barManual {
            barBlend = BarBlend(
                from: manual.value(at: time),
                progress: TimedAnimation(from: 0, to: 1, start: time, duration: barLength, curve: .easeInOut))
            barManual = nil
        }
        if rules.indicatorFollowsPosition {
            indicatorTrack.update(to: target, at: time, animated: animated, duration: length)
        } else {
            attachIndicator(to: target, at: time)
        }
        if rules.buttonsSwitchAtOnce {
            // BTabViewController reloads the tapped cell as selected at once (`selectedTabItem`'s didSet).
            buttonsTrack.reset(to: target)
        } else {
            buttonsTrack.update(to: target, at: time, animated: animated, duration: buttonsLength)
        }
        updateButtonStates(to: target)
        barTrack.update(to: target, at: time, animated: animated, duration: barLength)
    }

    /// Commits a new page: Pageboy's index setter (`didScrollToPage`) and SwiftUITabPager's `onTabChanged`.
    ///
    /// `alreadySelected`: the page was selected when its scroll started (``select(_:direction:at:)``),
    /// so only `didScrollToPage` is left.
    mutating func commit(
        _ virtual: Int, direction: PagerEvent.Direction, at time: Double, alreadySelected: Bool = false
    ) {
        let previousID = selectedItemID
        virtualIndex = virtual
        index = page(virtual)
        emit(.didScrollToPage, index: index, direction: direction, at: time)
        if !alreadySelected { selectionChanged(from: previousID, direction: direction, at: time) }
    }

    /// The direction Pageboy reports with `willScrollToPage` and `didScrollToPage` for a move from the
    /// current page to `virtual`: from the page numbers alone, so an infinite pager's wrap from the last
    /// page to the first is `reverse` and from the first to the last `forward`
    /// (uias/Pageboy 5.0.1, `Model/NavigationDirection.swift` `forPage(_:previousPage:)`, used by
    /// `PageboyViewController+ScrollDetection.swift` `willTransitionTo` and by the index setter's
    /// `update(forNew:from:)` in `PageboyViewController.swift`).
    func pageDirection(to virtual: Int) -> PagerEvent.Direction {
        Self.direction(to: page(virtual), from: index)
    }

    /// Selects `page` ahead of the pages (SwiftUITabPager: a tap sets the selection binding, the pages
    /// follow); the scroll's end commits it without announcing it again.
    mutating func select(_ page: Int, direction: PagerEvent.Direction, at time: Double) {
        let previousID = selectedItemID
        index = page
        selectionChanged(from: previousID, direction: direction, at: time)
    }

    /// What follows a new selection: SwiftUITabPager centres the selected tab with an animation, and
    /// `tabChanged` reports an id that changed.
    private mutating func selectionChanged(from previousID: String?, direction: PagerEvent.Direction, at time: Double) {
        if let duration = rules.barSelectionDuration ?? rules.selectionDuration {
            barTrack.update(to: Double(index), at: time, animated: true, duration: reduceMotion ? 0 : duration)
        }
        if selectedItemID != previousID {
            outputs.append(
                .event(
                    PagerEvent(
                        name: .tabChanged, index: index, direction: direction, time: time, itemID: selectedItemID)))
        }
    }

    /// The selected item's id.
    var selectedItemID: String? {
        config.items.indices.contains(index) ? config.items[index].id : nil
    }

    /// Moves an infinite pager's virtual indices back next to the real ones once it rests.
    mutating func normaliseVirtual() {
        let shift = virtualIndex - index
        guard shift != 0 else { return }
        virtualIndex -= shift
        virtualPosition -= Double(shift)
    }

    /// Handles every motion that ends at or before `time`: events, relayouts, a final frame.
    mutating func finishMotions(at time: Double) {
        switch motion {
        case .settling(let settle) where settle.curve.isFinished(at: time):
            virtualPosition = Double(settle.target)
            motion = .idle
            if let then = settle.then, then != settle.target {
                slideOn(from: settle.target, to: then, at: settle.curve.end)
            } else if settle.then != nil {
                // Tapped the tab the pages glide to: they arrive at the selection.
                let direction = Self.direction(to: page(settle.target), from: page(virtualIndex))
                commit(settle.target, direction: direction, at: settle.curve.end, alreadySelected: true)
            } else if settle.target != virtualIndex {
                commit(settle.target, direction: pageDirection(to: settle.target), at: settle.curve.end)
            } else if let expected = settle.expected, expected != virtualIndex {
                emit(
                    .didCancelScrollToPage, index: page(expected), direction: .neutral, at: settle.curve.end,
                    returnIndex: index)
            }
            guard case .idle = motion else { break }  // sliding on to a tab tapped meanwhile
            follow(at: time)
            if !rules.indicatorFollowsPosition { attachIndicator(to: reportedPosition(virtualPosition), at: time) }
            normaliseVirtual()
            autoScroller.scrollDidEnd(now: settle.curve.end)
        case .scrolling(let scroll) where scroll.isFinished(at: time):
            virtualPosition = Double(scroll.to)
            motion = .idle
            if let then = scroll.then, then != scroll.to {
                slideOn(from: scroll.to, to: then, at: scroll.end)
                break
            }
            commit(
                scroll.to, direction: scroll.eventDirection, at: scroll.end,
                alreadySelected: scroll.selectedAtStart)
            sendBar(to: reportedPosition(virtualPosition), at: time, animated: false, duration: 0)
            normaliseVirtual()
            autoScroller.scrollDidEnd(now: scroll.end)
        default: break
        }
        if let slide = barSlide, slide.isFinished(at: time) { barSlide = nil }
        if let blend = barBlend, blend.progress.isFinished(at: time) { barBlend = nil }
        if let update = itemUpdate, update.progress.isFinished(at: time) { itemUpdate = nil }
        if var manual = barManual, let end = manual.end, end <= time {
            manual.offset = manual.value(at: end)
            manual.mode = .resting
            barManual = manual
        }
        indicatorTrack.settle(at: time)
        buttonsTrack.settle(at: time)
        barTrack.settle(at: time)
        requestFrame(at: time)
    }

    /// Pageboy's `scrollToPage(_:animated:)`; false when refused (while dragging or moving, off the end,
    /// or already there).
    ///
    /// - Parameter whileMoving: a tap, key or `scrollTo`, which the library may take while the pages still
    ///   move (``BehaviorRules/TapsWhileMoving``); the auto-scroller and an insertion's scroll are
    ///   Pageboy's own and keep its rule.
    @discardableResult
    mutating func scroll(
        to target: PagerInput.ScrollTarget, animated: Bool, now: Double, whileMoving: Bool = false
    ) -> Bool {
        if whileMoving, let taken = scrollWhileMoving(to: target, animated: animated, now: now) { return taken }
        guard case .idle = motion, !scrubbing, geometry.count > 0 else { return false }
        if let pointer, pointer.phase == .draggingPages { return false }
        guard virtualPosition == Double(virtualIndex) else { return false }
        let count = geometry.count
        var destination: Int
        var direction: PagerEvent.Direction?
        switch target {
        case .next:
            if isInfinite {
                destination = virtualIndex + 1
                direction = .forward
            } else {
                guard index + 1 < count else { return false }
                destination = virtualIndex + 1
            }
        case .previous:
            if isInfinite {
                destination = virtualIndex - 1
                direction = .reverse
            } else {
                guard index > 0 else { return false }
                destination = virtualIndex - 1
            }
        case .first: destination = virtualIndex - index
        case .last: destination = virtualIndex - index + count - 1
        case .index(let requested):
            guard (0..<count).contains(requested) else { return false }
            destination = virtualIndex - index + requested
        }
        guard destination != virtualIndex else { return false }
        // The slide's direction: `.next` / `.previous` force it when infinite (`forPageScroll`); the
        // events take theirs from the page numbers (``pageDirection(to:)``).
        let resolved = direction ?? (destination > virtualIndex ? .forward : .reverse)
        let announced = pageDirection(to: destination)
        emit(.willScrollToPage, index: page(destination), direction: announced, at: now)
        // Tabman updates its bar for the target at `willScrollToPage`.
        showHidingBar(at: now)
        let style = reduceMotion ? PageTransition.Style.fade : config.pager.transition.style
        guard animated else {
            virtualPosition = Double(destination)
            commit(destination, direction: announced, at: now)
            sendBar(to: reportedPosition(virtualPosition), at: now, animated: false, duration: 0)
            normaliseVirtual()
            requestFrame(at: now)
            return true
        }
        let (duration, curve) = slideTiming(style)
        let sweepEnd = Double(destination)
        motion = .scrolling(
            ProgrammaticScroll(
                from: virtualIndex, to: destination, direction: resolved, eventDirection: announced,
                sweep: TimedAnimation(
                    from: Double(virtualIndex), to: sweepEnd, start: now, duration: duration, curve: curve),
                style: style, selectedAtStart: rules.selectsAtStart))
        // SwiftUITabPager animates its indicator for the new selection over its own 0.3 s, and its labels
        // and the bar's centring over SwiftUI's 0.35 s, however long the pages take.
        let barDuration = rules.selectionDuration ?? (style == .scroll ? rules.barScrollDuration : duration)
        sendBar(
            to: reportedPosition(sweepEnd), at: now, animated: !reduceMotion, duration: barDuration,
            buttonsDuration: rules.buttonsSelectionDuration, barDuration: rules.barSelectionDuration)
        if rules.selectsAtStart { select(page(destination), direction: announced, at: now) }
        requestFrame(at: now)
        return true
    }

    /// How long an animated programmatic page change takes, and on what curve, under `style`.
    func slideTiming(_ style: PageTransition.Style) -> (duration: Double, curve: TimingCurve) {
        switch style {
        case .scroll: (rules.pageScrollDuration, .easeInOut)
        case .push, .fade, .moveIn, .reveal:
            (reduceMotion ? Self.reducedMotionFade : config.pager.transition.duration, .linear)
        }
    }

    /// The cross-fade that replaces page slides under reduce motion, seconds.
    static var reducedMotionFade: Double { 0.2 }

    /// A tap on tab `index` (Tabman A10: `scrollToPage(.at(index), animated: true)`); instant where
    /// the library never animates a switch, or (SwiftUITabPager's `contentSwipeEnabled(false)`) with
    /// scrolling disabled.
    mutating func tap(index tapped: Int, now: Double) {
        if tapped == index, config.bar.behavior == .tabBarController {
            tabBarAction(now: now)
            return
        }
        scroll(to: .index(tapped), animated: switchesAnimate, now: now, whileMoving: true)
    }

    /// Whether a tap or key animates its page switch (see ``tap(index:now:)``).
    var switchesAnimate: Bool {
        rules.tapsAnimate && (config.pager.isScrollEnabled || !rules.swipeOffMakesSwitchesInstant)
    }

    /// Arrow keys page (mirrored for right-to-left); Home and End go to the ends.
    mutating func press(_ key: PagerInput.Key, now: Double) {
        let rtl = config.appearance.layoutDirection == .rightToLeft
        let target: PagerInput.ScrollTarget
        switch key {
        case .arrowRight: target = rtl ? .previous : .next
        case .arrowLeft: target = rtl ? .next : .previous
        case .arrowDown: target = .next
        case .arrowUp: target = .previous
        case .home: target = .first
        case .end: target = .last
        }
        scroll(to: target, animated: switchesAnimate, now: now, whileMoving: true)
    }

    /// The auto-scroller's timer: asks for the next page; announces itself when the scroll starts.
    mutating func fireAutoScroll(at time: Double) {
        guard autoScroller.fire(now: time) else { return }
        let before = outputs.count
        if scroll(to: .next, animated: autoScroller.options.animated, now: time) {
            outputs.insert(
                .event(PagerEvent(name: .autoScroll, index: index, direction: .forward, time: time)),
                at: before)
        }
    }

    /// Sets the position directly (the scrubber); no events until it ends.
    mutating func scrub(to scrubbed: Double, now: Double) {
        guard scrubbed.isFinite else { return }
        if case .scrolling = motion { return }
        motion = .idle
        scrubbing = true
        virtualPosition = scrubbed
        follow(at: now)
        requestFrame(at: now)
    }

    /// Ends scrubbing: settles on the nearest page.
    mutating func endScrub(now: Double) {
        guard scrubbing else { return }
        scrubbing = false
        var target = Int(virtualPosition.rounded(.toNearestOrAwayFromZero))
        if !isInfinite { target = min(max(target, 0), geometry.count - 1) }
        startSettle(to: target, velocity: 0, expected: nil, now: now)
    }

    /// Starts the glide to `target` (virtual), or finishes at once when already there.
    mutating func startSettle(to target: Int, velocity: Double, expected: Int?, then: Int? = nil, now: Double) {
        let curve = SettleCurve(from: virtualPosition, to: Double(target), velocity: velocity, start: now)
        motion = .settling(Settle(curve: curve, target: target, expected: expected, then: then))
        if curve.from == curve.to {
            finishMotions(at: now)
        }
        requestFrame(at: now)
    }
}
