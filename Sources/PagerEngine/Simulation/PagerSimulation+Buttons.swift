extension PagerSimulation {
    /// Labels dissolve between their two fonts (Tabman, label buttons, a selected font unlike the font).
    var crossfadesFonts: Bool {
        let buttons = config.buttons
        return config.bar.behavior == .tabman && buttons.kind == .label && buttons.selectedFontEnabled
            && buttons.selectedFont != buttons.font
    }

    /// How the buttons follow a swipe (``follow(at:)``).
    enum SwipeButtons: Equatable {
        /// At the position, at once, a running animation cut (BTabViewController with `isAnimated` off).
        case atOnce
        /// At the position, no animation of their own; one already heading there runs on (no update
        /// handler: SwiftUITabPager).
        case asIs
        /// At `floor(position)`, fading over the duration (BTabViewController's cells).
        case stepToFloor(fade: Double)
        /// At `round(position)`, fading over the duration (Tabman's `snap` buttons).
        case stepToRound(fade: Double)
        /// At the position, animated as the buttons' transition style says (Tabman's other styles).
        case styled
    }

    /// How the buttons follow a swipe under this config: one decision for ``follow(at:)`` and for the
    /// position table's ``swipeButtonsFade``.
    var swipeButtons: SwipeButtons {
        let rules = rules
        let fade = reduceMotion ? 0 : ComponentTrack.defaultDuration
        if rules.buttonsFollowAtOnce { return .atOnce }
        if let cells = rules.cellsFadeToFloor { return .stepToFloor(fade: reduceMotion ? 0 : cells) }
        if !rules.tabmanBarUpdates { return .asIs }
        return config.buttons.transitionStyle == .snap ? .stepToRound(fade: fade) : .styled
    }

    /// How long the buttons fade when a swipe moves their selection (the position table's `buttonsFade`,
    /// so that a browser drawing a drag itself fades them too): Tabman's `snap` buttons and
    /// BTabViewController's animated cells; 0 where they blend with the position or switch at once.
    var swipeButtonsFade: Double {
        switch swipeButtons {
        case .stepToFloor(let fade), .stepToRound(let fade): fade
        case .atOnce, .asIs, .styled: 0
        }
    }

    /// The buttons keep their selection states from one bar update to the next (Tabman).
    var keepsButtonStates: Bool { config.bar.behavior == .tabman }

    /// The button whose label shows Tabman's selected font at `time` (its selection state is exactly
    /// `.selected`), or −1: none, or no cross-dissolve under this config.
    func fontSelection(at time: Double) -> Int {
        guard crossfadesFonts else { return -1 }
        let (value, motion) = buttonsTrack.sample(at: time)
        return SelectionContext.tabmanSelected(
            at: motion.resolved(value).to, style: config.buttons.transitionStyle, count: geometry.count)
    }

    /// Starts the label dissolves that the selection state at `time` calls for (a frame's bar update).
    mutating func updateFontCrossfade(at time: Double) {
        guard crossfadesFonts else { return }
        fontCrossfade.select(fontSelection(at: time), at: time)
    }

    /// New buttons, as Tabman's `reloadData` makes them after a relayout (a config, tab or viewport
    /// change): every label in the font the current state gives it with no dissolve running, and no
    /// button left partly selected.
    mutating func renewButtons() {
        fontCrossfade = FontCrossfade(selected: fontSelection(at: time))
        buttonStates = TabmanButtonStates(count: geometry.count, selected: index)
    }

    /// Tabman's button state controller's update for a bar update at `position`.
    mutating func updateButtonStates(to position: Double) {
        guard keepsButtonStates else { return }
        buttonStates.update(position: position, style: config.buttons.transitionStyle)
    }
}
