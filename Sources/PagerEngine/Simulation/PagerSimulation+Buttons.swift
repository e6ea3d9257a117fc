extension PagerSimulation {
    /// Labels dissolve between their two fonts (Tabman, label buttons, a selected font unlike the font).
    var crossfadesFonts: Bool {
        let buttons = config.buttons
        return config.bar.behavior == .tabman && buttons.kind == .label && buttons.selectedFontEnabled
            && buttons.selectedFont != buttons.font
    }

    /// How long the buttons fade when a swipe moves their selection (``follow(at:)``; the position
    /// table's `buttonsFade`, so that a browser drawing a drag itself fades them too): Tabman's `snap`
    /// buttons and BTabViewController's animated cells; 0 where they blend with the position or switch
    /// at once.
    var swipeButtonsFade: Double {
        let rules = rules
        if reduceMotion || rules.buttonsFollowAtOnce { return 0 }
        if let fade = rules.cellsFadeToFloor { return fade }
        guard rules.tabmanBarUpdates, config.buttons.transitionStyle == .snap else { return 0 }
        return ComponentTrack.defaultDuration
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
