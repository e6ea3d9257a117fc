extension IndicatorConfig {
    /// The display mode Tabman's indicator class returns (uias/Tabman 4.0.1 `Sources/Tabman/Bar/BarIndicator/
    /// Types/`): `TMLineBarIndicator`, `TMDotBarIndicator` and `TMChevronBarIndicator` `.bottom`,
    /// `TMBlockBarIndicator` and `TMBarIndicator.None` `.fill`.
    public var ownDisplayMode: DisplayMode {
        switch kind {
        case .line, .dot, .chevron: .bottom
        case .block, .none: .fill
        }
    }

    /// The display mode drawn: `displayMode`, or the class's own when `automatic`.
    public var effectiveDisplayMode: DisplayMode {
        displayMode == .automatic ? ownDisplayMode : displayMode
    }

    /// The display mode the playground draws: ``effectiveDisplayMode``, or the class's own when Tabman
    /// cannot lay that mode out with this kind (``displayModeConflict``; the layout warns).
    public var drawnDisplayMode: DisplayMode {
        displayModeConflict == nil ? effectiveDisplayMode : ownDisplayMode
    }

    /// Why `displayMode` cannot be drawn with `kind`, or nil.
    ///
    /// `TMBarView.container(for:)` (`TMBarView.swift` lines 488–507) stacks the indicator's container above
    /// or below the buttons for `.top`/`.bottom`, and pins it to the scroll view's four edges for `.fill`.
    /// A line, dot or chevron has a required fixed height (`TMLineBarIndicator.swift` lines 77–79,
    /// `TMDotBarIndicator.swift` 57–64, `TMChevronBarIndicator.swift` 64–71) that a filled container
    /// contradicts: Auto Layout breaks a constraint of its choosing. A block has no height of its own, so
    /// stacked its height is ambiguous. The playground does not guess either layout: it draws the class's
    /// own mode and says so (docs/decisions/0011-tabman-indicator-display-mode.md).
    public var displayModeConflict: String? {
        switch (kind, effectiveDisplayMode) {
        case (.line, .fill), (.dot, .fill), (.chevron, .fill):
            return "a \(kind.rawValue) indicator has a fixed height, so Tabman cannot fill the bar with it (its "
                + "constraints conflict); it is drawn at the bottom: use top or bottom, or the block indicator"
        case (.block, .top), (.block, .bottom):
            return "a block indicator has no height of its own, so Tabman cannot stack it "
                + "\(displayMode == .top ? "above" : "below") the buttons (its height is ambiguous); it is drawn "
                + "filling the bar: use fill or automatic"
        default:
            return nil
        }
    }
}
