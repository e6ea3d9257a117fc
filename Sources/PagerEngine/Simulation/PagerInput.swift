/// One input to the simulation: what the designer did, already validated.
///
/// Config patches arrive resolved (the session merges the JSON patch and validates it first), so the
/// simulation only ever sees a complete `PagerConfig`.
public enum PagerInput: Sendable, Hashable {
    case pointerDown(Point, pointer: Int)
    case pointerMove(Point, pointer: Int)
    case pointerUp(Point, pointer: Int)
    case pointerCancel(pointer: Int)
    /// A tap on tab `index`, as a pointer down and up on it would be.
    case tap(index: Int)
    case key(Key)
    case scrollTo(ScrollTarget, animated: Bool)
    /// Sets the position directly, for inspecting the interpolation frame by frame.
    case scrub(position: Double)
    /// Ends scrubbing and settles on the nearest page.
    case scrubEnd
    case items(ItemEdit)
    case config(PagerConfig)
    case viewport(Viewport)
    case barHidden(Bool)
    /// Pageboy's `reloadData()`: the pages are fetched again and the pager goes back to its default page.
    case reload
    /// Pushes a page on the selected tab's navigation stack, or pops its top page (TabBarController).
    case navigation(Navigation)

    /// A push or pop on the selected tab's `UINavigationController`.
    public enum Navigation: String, Sendable, Hashable, CaseIterable {
        case push, pop
    }

    /// Keys the focused preview reacts to.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        case arrowLeft = "ArrowLeft"
        case arrowRight = "ArrowRight"
        case arrowUp = "ArrowUp"
        case arrowDown = "ArrowDown"
        case home = "Home"
        case end = "End"
    }

    /// Pageboy's `Page`.
    public enum ScrollTarget: Sendable, Hashable {
        case next, previous, first, last
        case index(Int)

        /// The targets a `scrollTo`'s `page` names in words (an index is a number).
        public static let named: [String: ScrollTarget] = [
            "next": .next, "previous": .previous, "first": .first, "last": .last,
        ]
    }

    /// Pageboy's `PageUpdateBehavior`, what an inserted page does next (`insertPage(at:then:)`).
    public enum UpdateBehavior: Sendable, Hashable {
        case doNothing
        /// Scroll to the inserted page, animated (Pageboy's default).
        case scrollToUpdate
        /// Scroll to this page of the new pages, animated.
        case scrollTo(Int)
    }

    /// An edit of the items; selection follows the selected item's id.
    public enum ItemEdit: Sendable, Hashable {
        /// A tab added at the end: `insert` at the count.
        case append(PagerItem, then: UpdateBehavior? = nil)
        /// Pageboy's `insertPage(at:then:)`; `then` nil takes the library's default
        /// (``PagerSimulation/defaultUpdateBehavior``).
        case insert(PagerItem, at: Int, then: UpdateBehavior? = nil)
        case remove(id: String)
        /// The ids in their new order (a permutation of the current ids).
        case reorder(ids: [String])
        case rename(id: String, title: String)
        case badge(id: String, badge: String?)
    }
}

/// An input with the time it happened, seconds on the simulation's clock.
public struct TimedInput: Sendable, Hashable {
    public var time: Double
    public var input: PagerInput

    public init(time: Double, input: PagerInput) {
        self.time = time
        self.input = input
    }
}
