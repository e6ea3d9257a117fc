/// A tap, key or `scrollTo` while the pages still move: a programmatic scroll under way, or the glide
/// after a swipe (docs/decisions/0035). Pageboy refuses it; SwiftUITabPager and BTabViewController take
/// it (``BehaviorRules/TapsWhileMoving``).
extension PagerSimulation {
    /// What the library does with the request while the pages move: true when taken, false when
    /// refused; nil when the pages rest and the ordinary rule applies.
    mutating func scrollWhileMoving(to target: PagerInput.ScrollTarget, animated: Bool, now: Double) -> Bool? {
        switch motion {
        case .scrolling, .settling: break
        case .idle, .dragging: return nil
        }
        // Infinite scrolling is Pageboy's alone: neither library has it, and its pages keep Pageboy's rule.
        guard !scrubbing, !isInfinite, geometry.count > 0, let destination = requestedPage(target) else {
            return false
        }
        switch rules.tapsWhileMoving {
        case .refused: return false
        case .retarget: return retarget(to: destination, animated: animated, now: now)
        case .queue: return animated && selectWhileMoving(destination, now: now)
        }
    }

    /// The page `target` names, counted from the selected tab (both libraries select a tab at the tap,
    /// so `next` after a tap on tab 2 is tab 3 wherever the pages are); nil past the ends.
    private func requestedPage(_ target: PagerInput.ScrollTarget) -> Int? {
        let count = geometry.count
        let page: Int
        switch target {
        case .next: page = index + 1
        case .previous: page = index - 1
        case .first: page = 0
        case .last: page = count - 1
        case .index(let requested): page = requested
        }
        return (0..<count).contains(page) ? page : nil
    }

    /// BTabViewController's `didSelectItemAt` while the pages move (`BTabViewController.swift` lines
    /// 463–477): the tab is selected and the indicator re-attached at once, and `scrollTab` (lines
    /// 413–432) sets the paging scroll view's offset inside a 0.4 s ease-in-out `UIView.animate`. UIKit
    /// adds that animation to the one running (a glide's deceleration, which sets the offset frame by
    /// frame, stops), so the pages go on from where they are, without a jump.
    private mutating func retarget(to destination: Int, animated: Bool, now: Double) -> Bool {
        let style = reduceMotion ? PageTransition.Style.fade : config.pager.transition.style
        // Only the library's own slide is added to; a cross-fade (reduce motion) or a custom transition
        // keeps Pageboy's rule.
        guard style == .scroll || !animated else { return false }
        var carried: [TimedAnimation] = []
        var from = Double(virtualIndex)
        switch motion {
        case .scrolling(let running):
            // The tab already selected: the same offset again adds nothing, and nothing else happens
            // (`selectedTabItem` is unchanged, so no `tabSwitched` and no new `attachIndicator`).
            guard destination != index, running.style == .scroll else { return false }
            carried = running.carried.filter { !$0.isFinished(at: now) } + [running.sweep]
            from = Double(running.to)
            virtualPosition = running.position(at: now)
        case .settling(let settle):
            virtualPosition = settle.curve.value(at: now)
            from = virtualPosition
        case .idle, .dragging:
            return false
        }
        let announced = Self.direction(to: destination, from: index)
        emit(.willScrollToPage, index: destination, direction: announced, at: now)
        guard animated else {
            // `isAnimated` off: `scrollTab` sets the offset at once.
            motion = .idle
            virtualPosition = Double(destination)
            commit(destination, direction: announced, at: now)
            sendBar(to: virtualPosition, at: now, animated: false, duration: 0)
            requestFrame(at: now)
            return true
        }
        let sweep = TimedAnimation(
            from: from, to: Double(destination), start: now, duration: rules.pageScrollDuration, curve: .easeInOut)
        motion = .scrolling(
            ProgrammaticScroll(
                from: virtualIndex, to: destination,
                direction: Double(destination) >= virtualPosition ? .forward : .reverse,
                eventDirection: announced, sweep: sweep, style: .scroll, selectedAtStart: true, carried: carried))
        sendBar(to: Double(destination), at: now, animated: true, duration: rules.barScrollDuration)
        select(destination, direction: announced, at: now)
        requestFrame(at: now)
        return true
    }

    /// SwiftUITabPager's button while the pages move (`TabButtons.swift` lines 26–29): the selection
    /// binding changes at once, so `onTabChanged` fires, the indicator animates to the tab over its
    /// `animationDuration` from where it is, and the labels and the bar's centring over SwiftUI's
    /// 0.35 s, as for a tap at rest. The pages end what they are doing and then slide to the tab
    /// (``slideOn(from:to:at:)``).
    private mutating func selectWhileMoving(_ destination: Int, now: Double) -> Bool {
        // Setting the binding to the tab it holds changes nothing.
        guard destination != index else { return false }
        let announced = Self.direction(to: destination, from: index)
        emit(.willScrollToPage, index: destination, direction: announced, at: now)
        sendBar(
            to: Double(destination), at: now, animated: !reduceMotion,
            duration: rules.selectionDuration ?? rules.barScrollDuration,
            buttonsDuration: rules.buttonsSelectionDuration, barDuration: rules.barSelectionDuration)
        select(destination, direction: announced, at: now)
        switch motion {
        case .scrolling(var running):
            running.then = destination == running.to ? nil : destination
            motion = .scrolling(running)
        case .settling(var settle):
            settle.then = destination
            motion = .settling(settle)
        case .idle, .dragging:
            break
        }
        requestFrame(at: now)
        return true
    }

    /// SwiftUITabPager's pages, once a slide or glide ends on `arrived` while the selection is on
    /// `selected`: `updateIndex(to:)` called `setViewControllers(_:direction:animated: true)` again
    /// during it, and UIPageViewController's queuing scroll view runs that transition after the one under
    /// way (`_UIQueuingScrollView` queues its transitions: its "Duplicate states in queue" assertion,
    /// rdar://20302671). The slide starts at `time`, from the page reached; the selection was announced
    /// at the tap, so only its arrival (`didScrollToPage`) is left.
    mutating func slideOn(from arrived: Int, to selected: Int, at time: Double) {
        virtualIndex = arrived
        virtualPosition = Double(arrived)
        let style = reduceMotion ? PageTransition.Style.fade : config.pager.transition.style
        let (duration, curve) = slideTiming(style)
        let direction = Self.direction(to: selected, from: arrived)
        motion = .scrolling(
            ProgrammaticScroll(
                from: arrived, to: selected, direction: direction, eventDirection: direction,
                sweep: TimedAnimation(
                    from: Double(arrived), to: Double(selected), start: time, duration: duration, curve: curve),
                style: style, selectedAtStart: true))
    }
}
