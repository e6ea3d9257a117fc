extension TransitionStyle {
    /// Whether an update of a part with this style animates (Tabman's `TMBarViewUpdateHandler`).
    ///
    /// `.progressive` animates only when the caller's update does (a tap or a programmatic scroll, with
    /// the page transition's duration, 0.25 s by default); `.snap` always animates, with the caller's
    /// duration; `.none` never does. The geometry itself is the same for all three: the focus rect comes
    /// from the raw position (docs/geometry.md, "Transition styles").
    public func animates(whenCallerAnimates callerAnimates: Bool) -> Bool {
        switch self {
        case .progressive: return callerAnimates
        case .snap: return true
        case .none: return false
        }
    }
}
