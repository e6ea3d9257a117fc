extension PagerSimulation {
    /// Whether the bar hides itself: Tabman's `TMHidingBar` with a `.time(duration:)` trigger.
    var autoHides: Bool { config.bar.behavior == .tabman && config.bar.hiding.trigger == .time }

    /// Starts the hide timer again, or stops it when the bar does not hide itself
    /// (`TMAutoHidingTimeTriggerHandler.resetDismissTimer`): when the bar is made, and on every bar update.
    mutating func restartAutoHide(at now: Double) {
        autoHideTime = autoHides ? now + max(config.bar.hiding.duration, 0) : nil
    }

    /// The hide timer fired: the bar hides, animated (`hide(animated: true)`); the next bar update shows it.
    mutating func fireAutoHide(at time: Double) {
        autoHideTime = nil
        setBarHidden(true, now: time)
    }
}
