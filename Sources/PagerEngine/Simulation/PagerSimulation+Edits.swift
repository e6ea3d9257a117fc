extension PagerSimulation {
    /// Applies an item edit with SwiftUITabPager's id-based selection: the selection follows its item's
    /// id; when that item is gone, the first item is selected. An insertion then follows its
    /// `then` behaviour (``insertionFollowUp(at:then:from:now:)``).
    ///
    /// - Returns: the page to scroll to next, animated (an insertion's `scrollToUpdate` or `scrollTo`).
    @discardableResult
    mutating func edit(_ change: PagerInput.ItemEdit, now: Double) -> Int? {
        var items = config.items
        let previousIndex = index
        var inserted: (at: Int, then: PagerInput.UpdateBehavior?)?
        switch change {
        case .append(let item, let then):
            guard !items.contains(where: { $0.id == item.id }) else { return nil }
            inserted = (items.count, then)
            items.append(item)
        case .insert(let item, let at, let then):
            guard !items.contains(where: { $0.id == item.id }), (0...items.count).contains(at) else { return nil }
            inserted = (at, then)
            items.insert(item, at: at)
        case .remove(let id):
            guard items.count > 1, let found = items.firstIndex(where: { $0.id == id }) else { return nil }
            items.remove(at: found)
        case .reorder(let ids):
            guard ids.count == items.count, Set(ids) == Set(items.map(\.id)) else { return nil }
            let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            items = ids.compactMap { byID[$0] }
        case .rename(let id, let title):
            guard let found = items.firstIndex(where: { $0.id == id }) else { return nil }
            items[found].title = title
        case .badge(let id, let badge):
            guard let found = items.firstIndex(where: { $0.id == id }) else { return nil }
            items[found].badge = badge
        }
        var newConfig = config
        newConfig.items = items
        let before = layout
        apply(config: newConfig, now: now)
        switch change {
        case .rename, .badge:
            // Tabman re-populates the button and re-lays the bar out inside a 0.2 s ease-in
            // (`TMBarView.itemNeedsUpdate`); adding, removing or reordering reloads without animation.
            guard config.bar.behavior == .tabman, !reduceMotion else { break }
            itemUpdate = ItemUpdate(
                from: before,
                progress: TimedAnimation(from: 0, to: 1, start: now, duration: Self.itemUpdateDuration, curve: .easeIn))
        case .append, .insert, .remove, .reorder:
            break
        }
        guard let inserted else { return nil }
        return insertionFollowUp(at: inserted.at, then: inserted.then, from: previousIndex, now: now)
    }

    /// Tabman's item update animation, seconds.
    static var itemUpdateDuration: Double { 0.2 }

    /// Applies a new config (a validated patch, or items edited): relayout, with the selection
    /// following its item's id and a running motion kept when the selected page did not move.
    mutating func apply(config newConfig: PagerConfig, now: Double) {
        sync(at: now)
        let previousID = selectedItemID
        let previousIndex = index
        let oldCount = geometry.count
        let oldConfig = config
        let oldGeometry = geometry
        config = newConfig
        itemUpdate = nil
        if newConfig.bar.hidden != oldConfig.bar.hidden { startBarSlide(hidden: newConfig.bar.hidden, now: now) }
        if newConfig.bar.hiding != oldConfig.bar.hiding || newConfig.bar.behavior != oldConfig.bar.behavior {
            // A new hiding bar: its timer starts now.
            restartAutoHide(at: now)
        }
        relayout()
        keepHandScrolledBar(from: oldGeometry, now: now)
        let newIndex: Int
        if let previousID, let found = config.items.firstIndex(where: { $0.id == previousID }) {
            newIndex = found
        } else {
            newIndex = 0
        }
        let wasInfinite = oldConfig.pager.isInfiniteScrollEnabled && oldCount > 1
        if newIndex != previousIndex || geometry.count != oldCount || wasInfinite != isInfinite {
            jump(to: newIndex, now: now)
        }
        if newConfig.indicator.transitionStyle != oldConfig.indicator.transitionStyle {
            indicatorTrack = ComponentTrack(style: newConfig.indicator.transitionStyle, position: position)
        }
        if newConfig.buttons.transitionStyle != oldConfig.buttons.transitionStyle {
            buttonsTrack = ComponentTrack(style: newConfig.buttons.transitionStyle, position: position)
        }
        if newConfig.bar.transitionStyle != oldConfig.bar.transitionStyle {
            barTrack = ComponentTrack(style: newConfig.bar.transitionStyle, position: position)
        }
        if newConfig.pager.autoScroll != oldConfig.pager.autoScroll {
            autoScroller.update(options: newConfig.pager.autoScroll, now: now)
        }
        emitRelayout()
        if selectedItemID != previousID {
            outputs.append(
                .event(
                    PagerEvent(name: .tabChanged, index: index, direction: .neutral, time: now, itemID: selectedItemID))
            )
        }
        requestFrame(at: now)
    }

    /// After a relayout, a bar scrolled by hand keeps its offset where the new bar can show it: clamped
    /// into the new range (a smaller font, fewer or narrower buttons), or dropped — the bar follows the
    /// selection again — when the bar changed axis, stopped scrolling or went away. A fling or bounce
    /// aimed with the old range stops where it is; a drag in progress goes on (its release bounces back
    /// into the new range).
    mutating func keepHandScrolledBar(from old: SimulationGeometry, now: Double) {
        guard barManual != nil || barBlend != nil else { return }
        guard geometry.barFrame != nil, geometry.barIsScrollable, geometry.barIsVertical == old.barIsVertical else {
            barManual = nil
            barBlend = nil
            return
        }
        let range = geometry.barOffsetRange
        func clamped(_ value: Double) -> Double { min(max(value, range.lowerBound), range.upperBound) }
        if let manual = barManual, manual.end != nil || manual.mode == .resting {
            barManual = BarManual(offset: clamped(manual.value(at: now)), mode: .resting)
        }
        if var blend = barBlend {
            blend.from = clamped(blend.from)
            barBlend = blend
        }
    }

    /// Moves to `page` at once, ending any motion (used when a relayout moves the selected page).
    mutating func jump(to page: Int, now: Double) {
        motion = .idle
        scrubbing = false
        if pointer?.phase == .draggingPages { pointer?.phase = .ignored }
        index = min(max(page, 0), max(geometry.count - 1, 0))
        virtualIndex = index
        virtualPosition = Double(index)
        indicatorTrack.reset(to: virtualPosition)
        buttonsTrack.reset(to: virtualPosition)
        barTrack.reset(to: virtualPosition)
        barManual = nil
        barBlend = nil
    }

    /// A new viewport: relayout, keeping the position (fractions of a page stay fractions of a page).
    mutating func apply(viewport newViewport: Viewport, now: Double) {
        sync(at: now)
        viewport = newViewport
        itemUpdate = nil
        relayout()
        barManual = nil
        barBlend = nil
        emitRelayout()
        requestFrame(at: now)
    }

    /// TabBarController's `setTabBarHidden(_:animated:)`: the bar slides out over its edge in 0.2 s
    /// (instantly under reduce motion) and the pages' insets follow. Showing Tabman's hiding bar also
    /// restarts a `.time` trigger's timer (`show(animated:)` goes through the trigger handler).
    mutating func setBarHidden(_ hidden: Bool, now: Double) {
        guard hidden != barHidden else { return }
        if !hidden { restartAutoHide(at: now) }
        sync(at: now)
        startBarSlide(hidden: hidden, now: now)
        relayout()
        emitRelayout()
        requestFrame(at: now)
    }

    /// Tabman's hiding bar shows itself again on every bar update once its hide has finished
    /// (`TMHidingBar.update(for:…)` → its trigger handler's `invalidate()` → `performShow`, which does
    /// nothing unless the bar is fully hidden): when the pages move, or a tap or `scrollTo` starts a
    /// page change. `bar.hidden` in the config stays as it was (docs/simulation.md).
    mutating func showHidingBar(at now: Double) {
        // Every bar update also restarts a `.time` trigger's timer.
        restartAutoHide(at: now)
        guard config.bar.behavior == .tabman, barHidden else { return }
        if let slide = barSlide, !slide.isFinished(at: now) { return }
        startBarSlide(hidden: false, now: now)
        relayout()
        emitRelayout()
    }

    /// The bar's hide and show animation, seconds (TabBarController; Tabman's drawer).
    static var barSlideDuration: Double { 0.2 }
    /// Tabman's drawer shows the bar after this pause (`TMHidingBar`).
    static var tabmanShowDelay: Double { 0.05 }

    /// Starts hiding or showing the bar: Tabman's drawer hides with an ease-out and shows with an
    /// ease-in after 0.05 s; TabBarController (and the rest) slide with UIKit's ease-in-out.
    mutating func startBarSlide(hidden: Bool, now: Double) {
        let current = barSlide?.value(at: now) ?? (barHidden ? 1 : 0)
        barHidden = hidden
        let duration = reduceMotion ? 0 : Self.barSlideDuration
        var start = now
        var curve = TimingCurve.easeInOut
        if config.bar.behavior == .tabman && duration > 0 {
            // The fade is `UIView.animate(withDuration: 0.2)`, UIKit's ease-in-out both ways.
            if config.bar.hiding.transition == .drawer { curve = hidden ? .easeOut : .easeIn }
            if !hidden { start += Self.tabmanShowDelay }
        }
        barSlide = TimedAnimation(from: current, to: hidden ? 1 : 0, start: start, duration: duration, curve: curve)
    }
}
