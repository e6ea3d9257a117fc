/// How each library drives its bar over time, beyond what the options say (`bar.behavior`).
///
/// - Tabman (and the TabBarController imitation): every part follows the position on every tick; a
///   programmatic scroll sends the bar to the target once, animated (A10).
/// - SwiftUITabPager: the indicator follows the swipe's progress; the bar scrolls to centre the selected
///   tab with a 0.35 s ease-in-out only when the selection changes; taps animate the indicator over
///   `indicator.animationDuration` (0.3 s) and the labels over SwiftUI's default 0.35 s. A tap or programmatic change sets the selection binding
///   first (`onTabChanged` fires, the bar starts centring), and the pages follow it.
/// - BTabViewController: the selected cell is `floor(offset / width)`, highlighted at once; the
///   indicator springs to a cell (0.2 s, damping 0.7, velocity 0.5: ``TimingCurve/bTabSpring``) when its
///   tab is tapped and when the pages stop after a swipe, and stays put during the swipe; a tap selects
///   its tab at once and slides the one scroll view of every page over 0.4 s ease-in-out, so the pages
///   between slide through; the bar never scrolls by itself (the frame function keeps it put).
/// - TabBarController: a tab switch is instant (UITabBarController has no page slide).
struct BehaviorRules: Sendable, Hashable {
    /// The indicator follows the position; false: it moves only when a tab is tapped and when the pages
    /// stop after a swipe (BTabViewController's `attachIndicator`).
    var indicatorFollowsPosition = true
    /// A new selection shows at once, not animated (BTabViewController reloads the selected cell).
    var buttonsSwitchAtOnce = false
    /// The indicator jumps between whole pages (BTabViewController) with this animation.
    var indicatorSwitchDuration: Double?
    var barFollowsPosition = true
    /// The buttons follow a swipe through Tabman's `TMBarViewUpdateHandler` (`snap` buttons step to the
    /// rounded position, animated); false: the library recomputes its labels from the position on every
    /// render, without animation (SwiftUITabPager's `displayIndex`, BTabViewController's
    /// `scrollViewDidScroll`), whatever `buttons.transitionStyle` says.
    var tabmanBarUpdates = true
    /// During a swipe the selected cell is `floor(position)` and the old and new cells fade to their
    /// states over this long (BTabViewController's `selectedTabItem` didSet: `reloadItems` inside
    /// `performBatchUpdates` when `isAnimated`; UIKit does not publish the batch update's duration, and
    /// the playground keeps Tabman's 0.25 s for it).
    var cellsFadeToFloor: Double?
    /// The indicator and buttons animate to a new selection over this long (SwiftUITabPager's
    /// `tabIndicatorStyle` `animationDuration`, 0.3 s).
    var selectionDuration: Double?
    /// The buttons animate to a new selection over this long, when it differs from
    /// ``selectionDuration``: SwiftUITabPager's labels change inside the tap's
    /// `withAnimation(.easeInOut) { selectedIndex = index }` (camosss/SwiftUITabPager 4.1.2,
    /// `Components/TabBar/TabButtons.swift`), SwiftUI's default 0.35 s; only the indicator has its own
    /// `.animation(.easeInOut(duration: animationDuration), value: selectedIndex)` (`TabBarContainer.swift`).
    var buttonsSelectionDuration: Double?
    /// The bar scrolls to centre a new selection over this long, when it differs from
    /// ``selectionDuration`` (SwiftUITabPager's `scrollTo` in `withAnimation(.easeInOut)`: SwiftUI's
    /// default 0.35 s).
    var barSelectionDuration: Double?
    /// An animated programmatic page change selects its target when it starts, not when the pages arrive
    /// (SwiftUITabPager's selection binding).
    var selectsAtStart = false
    /// An animated programmatic `scroll` slides one scroll view holding every page from the old offset
    /// to the new, drawing the pages between (BTabViewController's `scrollTab`), rather than
    /// UIPageViewController's outgoing and incoming page only.
    var scrollsThroughPages = false
    /// The page slide of an animated programmatic scroll with the `scroll` transition.
    var pageScrollDuration = 0.3
    /// The bar's animation for an animated programmatic scroll with the `scroll` transition.
    var barScrollDuration = ComponentTrack.defaultDuration
    var tapsAnimate = true
    /// The buttons show each new selection at once, also while a swipe moves the pages
    /// (BTabViewController with `isAnimated` off reloads its cells without animation).
    var buttonsFollowAtOnce = false
    /// With `pager.isScrollEnabled` off, taps and keys switch pages instantly too (SwiftUITabPager's
    /// `contentSwipeEnabled(false)`). Elsewhere it only stops the swipe: Pageboy's `isScrollEnabled` is
    /// the scroll view's, and a tap still calls `scrollToPage(_:animated: true)` (A10).
    var swipeOffMakesSwitchesInstant = false
    /// What a tap, key or `scrollTo` does while the pages still move (docs/decisions/0035).
    var tapsWhileMoving = TapsWhileMoving.refused

    /// A tap, key or `scrollTo` while a programmatic scroll or a swipe's settle moves the pages.
    enum TapsWhileMoving: Sendable, Hashable {
        /// Refused, no event: Pageboy's `isSafeToScrollToANewPage` (uias/Pageboy 5.0.1,
        /// `PageboyViewController.swift`), under Tabman and the TabBarController imitation.
        case refused
        /// BTabViewController: `didSelectItemAt` runs whatever moves (`BTabViewController.swift` lines
        /// 463–477): the tab is selected, the indicator re-attached, and `scrollTab` animates the one
        /// paging scroll view to the new offset (lines 413–432), added to the running animation.
        case retarget
        /// SwiftUITabPager: the button sets the selection at once (`TabButtons.swift` lines 26–29), so
        /// the event, indicator, labels and bar go to the new tab; the pages end the slide or glide
        /// they are in, then slide to it (`PageTabViewController.updateIndex`, lines 155–180, calls
        /// `setViewControllers` again, which UIPageViewController queues).
        case queue
    }

    /// The rules of `config`'s `bar.behavior`, with the durations its options set: SwiftUITabPager's
    /// indicator takes `indicator.animationDuration` (`.tabIndicatorStyle(.hidden)`, with no indicator,
    /// keeps 0.3 s); its labels keep SwiftUI's 0.35 s.
    init(_ config: PagerConfig) {
        self.init(config.bar.behavior)
        if config.bar.behavior == .swiftUITabPager, config.indicator.kind != .none {
            selectionDuration = config.indicator.animationDuration
        }
        // BTabViewController's `isAnimated` off: `scrollTab` sets the offset outside an animation and
        // `selectedTabItem`'s didSet calls `reloadData()` instead of animated `reloadItems`
        // (`BTabViewController.swift` lines 17–37, 413–432).
        if config.bar.behavior == .bTabViewController, !config.pager.isAnimated {
            tapsAnimate = false
            buttonsFollowAtOnce = true
        }
    }

    init(_ behavior: BarConfig.Behavior) {
        switch behavior {
        case .tabman:
            break
        case .tabBarController:
            tapsAnimate = false
        case .swiftUITabPager:
            barFollowsPosition = false
            tabmanBarUpdates = false
            selectionDuration = 0.3
            buttonsSelectionDuration = 0.35
            barSelectionDuration = 0.35
            selectsAtStart = true
            barScrollDuration = 0.3
            swipeOffMakesSwitchesInstant = true
            tapsWhileMoving = .queue
        case .bTabViewController:
            indicatorFollowsPosition = false
            tabmanBarUpdates = false
            cellsFadeToFloor = ComponentTrack.defaultDuration
            buttonsSwitchAtOnce = true
            indicatorSwitchDuration = 0.2
            selectsAtStart = true
            scrollsThroughPages = true
            pageScrollDuration = 0.4
            barScrollDuration = 0.4
            tapsWhileMoving = .retarget
        }
    }
}
