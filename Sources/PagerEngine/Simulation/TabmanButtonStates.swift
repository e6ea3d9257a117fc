/// The buttons Tabman left partly selected outside the pair of the last bar update
/// (``TabmanButtonStates``): up to four, the most selected, held inline so that every snapshot and frame
/// carries them without an allocation (more than four at once takes several swipes that reverse past
/// a page, each sampled coarsely).
public struct LingeringStates: Sendable, Hashable {
    private struct Entry: Sendable, Hashable {
        var index = -1
        var progress = 0.0
    }

    private var first = Entry()
    private var second = Entry()
    private var third = Entry()
    private var fourth = Entry()

    public init() {}

    /// Whether no button lingers.
    public var isEmpty: Bool { first.index < 0 }

    /// `button`'s lingering selection state, or 0.
    public func progress(of button: Int) -> Double {
        if button == first.index { return first.progress }
        if button == second.index { return second.progress }
        if button == third.index { return third.progress }
        return button == fourth.index ? fourth.progress : 0
    }

    /// Adds `button` at `progress`; when four are held, it replaces the least selected if it is more.
    mutating func add(_ button: Int, progress: Double) {
        let entry = Entry(index: button, progress: progress)
        if first.index < 0 {
            first = entry
        } else if second.index < 0 {
            second = entry
        } else if third.index < 0 {
            third = entry
        } else if fourth.index < 0 {
            fourth = entry
        } else {
            let least = min(first.progress, second.progress, third.progress, fourth.progress)
            guard progress > least else { return }
            if first.progress == least {
                first = entry
            } else if second.progress == least {
                second = entry
            } else if third.progress == least {
                third = entry
            } else {
                fourth = entry
            }
        }
    }
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
    /// The partly selected buttons outside the pair of the last update.
    private(set) var lingering = LingeringStates()

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
        let reverse = position < lastPosition
        lastPosition = position
        let (lo, hi, t) = SelectionContext.tabmanNeighbours(at: position, style: style, count: states.count)
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
        lingering = LingeringStates()
        for (index, state) in states.enumerated() where index != lo && index != hi && state > 0 && state < 1 {
            lingering.add(index, progress: state)
        }
    }

    /// `selectedButton`'s setter: the button selected before is unselected, the new one selected.
    private mutating func select(_ index: Int) {
        if index != selected { states[selected] = 0 }
        selected = index
        states[index] = 1
    }
}
