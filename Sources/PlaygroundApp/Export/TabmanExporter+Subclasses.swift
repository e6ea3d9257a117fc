import PagerEngine

/// Tabman options that are not properties but overrides: the exported file declares small subclasses.
extension TabmanExporter {
    /// An indicator whose display mode is not its class's own. `TMBarIndicator.displayMode` is a read-only
    /// `open var` each class overrides (uias/Tabman 4.0.1 `Sources/Tabman/Bar/BarIndicator/TMBarIndicator.swift`
    /// lines 35–38), so the export subclasses the indicator: `TopLineBarIndicator: TMLineBarIndicator`.
    var indicatorSubclass: (name: String, base: String, mode: String)? {
        let indicator = config.indicator
        let mode = indicator.effectiveDisplayMode
        guard mode != indicator.ownDisplayMode, indicator.displayModeConflict == nil else { return nil }
        let base: String
        switch indicator.kind {
        case .line: base = "TMLineBarIndicator"
        case .dot: base = "TMDotBarIndicator"
        case .chevron: base = "TMChevronBarIndicator"
        case .block, .none: return nil
        }
        let prefix = mode.rawValue.prefix(1).uppercased() + mode.rawValue.dropFirst()
        return (prefix + base.dropFirst(2), base, mode.rawValue)
    }

    /// The subclasses the bar type names, after the view controller.
    func writeSubclasses(_ out: inout SwiftSource) {
        guard let indicator = indicatorSubclass else { return }
        out.line()
        out.line("/// \(indicator.base) drawn with displayMode .\(indicator.mode) (a read-only property: override it).")
        out.block("final class \(indicator.name): \(indicator.base) {") { out in
            out.line("override var displayMode: TMBarIndicator.DisplayMode { .\(indicator.mode) }")
        }
    }
}
