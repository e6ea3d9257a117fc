extension LayoutWarning {
    /// A button whose title is cut where it is drawn (``LabelClipping``); `whenSelected`: only in the
    /// selected font.
    static func labelClipped(index: Int, title: String, needs: Double, has: Double, whenSelected: Bool = false)
        -> LayoutWarning
    {
        let state = whenSelected ? " when selected" : ""
        return LayoutWarning(
            code: "label-clipped", index: index,
            message:
                "\"\(title)\" needs \(points(needs)) pt\(state) but each fixed tab has \(points(has)) pt, so it is clipped"
        )
    }

    /// The bar has no room left for buttons once spacing and insets are taken.
    static func barTooNarrow(available: Double, needed: Double) -> LayoutWarning {
        LayoutWarning(
            code: "bar-too-narrow", index: nil,
            message:
                "the bar has \(points(available)) pt for buttons but spacing and insets take \(points(needed)) pt, "
                + "so the buttons have no width")
    }

    /// A number of points with at most one decimal and no trailing zero: `118.3`, `78`.
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((abs(value) * 10).rounded())
        let sign = value < 0 && tenths != 0 ? "-" : ""
        let whole = "\(sign)\(tenths / 10)"
        return tenths % 10 == 0 ? whole : "\(whole).\(tenths % 10)"
    }
}
