/// The few config values a live session's every tick reads (the frame period, the bar behaviour's
/// rules, reduce motion, infinite scrolling), copied out of the config whenever it changes.
///
/// Read from `PagerSimulation.config` itself, each sat on a cache line of its own in a 528-byte
/// config that nothing else of the tick touches; kept beside the state the tick changes, they cost
/// none (BENCHMARKS.md, eleventh round).
struct TickSettings: Sendable {
    let framePeriod: Double
    let rules: BehaviorRules
    let reduceMotion: Bool
    let infiniteScroll: Bool
    /// Labels dissolve between their two fonts (Tabman, label buttons, a selected font unlike the font).
    let crossfadesFonts: Bool
    /// The buttons keep their selection states from one bar update to the next (Tabman).
    let keepsButtonStates: Bool

    init(_ config: PagerConfig) {
        framePeriod = 1 / Double(max(config.appearance.frameRate, 1))
        rules = BehaviorRules(config)
        reduceMotion = config.appearance.reduceMotion
        infiniteScroll = config.pager.isInfiniteScrollEnabled
        let buttons = config.buttons
        keepsButtonStates = config.bar.behavior == .tabman
        crossfadesFonts =
            config.bar.behavior == .tabman && buttons.kind == .label && buttons.selectedFontEnabled
            && buttons.selectedFont != buttons.font
    }
}
