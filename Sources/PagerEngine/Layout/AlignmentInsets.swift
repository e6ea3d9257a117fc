/// Tabman's scroll-view content insets along the bar's axis (reference A7,
/// `TMBarView.updateScrollViewContentInset`).
///
/// With `W` the bar's length, `S` its safe-area insets, `CI` the layout's `contentInset`, `f`/`l` the
/// first/last button lengths and `G` the content length:
///
/// | alignment | start | end |
/// |---|---|---|
/// | leading | 0 | 0 |
/// | center | `W/2 − (CI.start − S.start) − f/2` | `W/2 − (CI.end − S.end) − l/2` |
/// | trailing | `(W − S.start) − f` | 0 |
/// | centerDistributed | `max(0, (W/2 − S.start) − G/2)` | 0 |
///
/// and `CI.start`/`CI.end` are then added to each side.
///
/// The centre row adds the safe area: uias/Tabman 4.0.1 `Sources/Tabman/Bar/BarView/TMBarView.swift`
/// lines 279–287 compute `width -= contentInset.left - safeAreaInsets.left` (so since Tabman 3.0.0
/// `S` is added, not taken away), the others take it away (lines 288–296).
struct AlignmentInsets: Sendable, Hashable {
    var start: Double
    var end: Double

    static func make(
        alignment: BarConfig.Alignment,
        barLength: Double,
        safeStart: Double,
        safeEnd: Double,
        contentInsetStart: Double,
        contentInsetEnd: Double,
        firstLength: Double,
        lastLength: Double,
        contentLength: Double
    ) -> AlignmentInsets {
        let alignStart: Double
        let alignEnd: Double
        switch alignment {
        case .leading:
            alignStart = 0
            alignEnd = 0
        case .center:
            alignStart = barLength / 2 - (contentInsetStart - safeStart) - firstLength / 2
            alignEnd = barLength / 2 - (contentInsetEnd - safeEnd) - lastLength / 2
        case .trailing:
            alignStart = (barLength - safeStart) - firstLength
            alignEnd = 0
        case .centerDistributed:
            alignStart = max(0, (barLength / 2 - safeStart) - contentLength / 2)
            alignEnd = 0
        }
        return AlignmentInsets(start: alignStart + contentInsetStart, end: alignEnd + contentInsetEnd)
    }
}
