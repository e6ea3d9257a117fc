/// A button's selection state that Tabman left behind: not one of the two buttons either side of the
/// position, yet partly selected.
public struct LingeringState: Sendable, Hashable {
    public var index: Int
    /// The selection state, between 0 and 1 exclusive.
    public var progress: Double
}

/// Tabman's `TMBarButtonStateController`, which keeps each button's selection state from one bar update
/// to the next: an update between two pages sets only the buttons either side (the lower one `1 − t`, the
/// upper one `t`, promoting the one the scroll heads for to the selected button once its state passes
/// 0.999), and an update at a whole page selects that page's button and unselects the button selected
/// before. Every other button keeps the state it had, so a tab that was one of a pair and is neither in
/// a later pair nor the button unselected stays partly tinted: swipe from page 1 towards page 2 and back
/// past page 1, and tab 2 keeps the state of the last update that touched it (uias/Tabman#495). The
/// frame computes the current pair's states itself; ``lingering`` lists the rest.
struct TabmanButtonStates: Sendable {
    private var states: [Double]
    private var selected: Int
    private var lastPosition: Double
    /// The buttons the last update set, and the selected button after it.
    private var lastPair = (lo: -1, hi: -1, selected: -1)
    /// The partly selected buttons outside the pair of the last update, by index.
    private(set) var lingering: [LingeringState] = []

    /// The buttons as Tabman makes them: all unselected, then the first update selects `selected`.
    init(count: Int, selected: Int) {
        states = Array(repeating: 0, count: max(count, 0))
        self.selected = min(max(selected, 0), max(count - 1, 0))
        lastPosition = Double(self.selected)
        if !states.isEmpty { states[self.selected] = 1 }
    }

    /// One bar update at `position` (the buttons' transition style rounds it unless `.progressive`). The
    /// direction is the position's change since the last update, as Pageboy reports it.
    mutating func update(position: Double, style: TransitionStyle) {
        guard states.count > 1, position.isFinite else { return }
        let tested = style == .progressive ? position : position.rounded()
        let reverse = tested < lastPosition
        lastPosition = tested
        let (lo, hi, t) = RowGeometry.neighbours(of: tested, capacity: Double(states.count - 1))
        if lo == hi {
            select(lo)
        } else {
            // `targetButton` is the one the scroll heads for, `oldTargetButton` the other.
            let (target, other) = reverse ? (lo, hi) : (hi, lo)
            let share = reverse ? 1 - t : t
            states[target] = share
            if 1 - share < 0.001 { select(target) }
            states[other] = 1 - share
        }
        // Only the pair and the selected button change, so the rest stays as listed while those do not.
        guard (lo, hi, selected) != lastPair else { return }
        lastPair = (lo, hi, selected)
        lingering.removeAll(keepingCapacity: true)
        for (index, state) in states.enumerated() where index != lo && index != hi && state > 0 && state < 1 {
            lingering.append(LingeringState(index: index, progress: state))
        }
    }

    /// `selectedButton`'s setter: the button selected before is unselected, the new one selected.
    private mutating func select(_ index: Int) {
        if index != selected { states[selected] = 0 }
        selected = index
        states[index] = 1
    }
}
