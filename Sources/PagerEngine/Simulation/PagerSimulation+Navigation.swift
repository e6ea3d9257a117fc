/// TabBarController's navigation stacks (arnauddorgans/TabBarController @ 2002808, 1.0.1).
///
/// Each tab's page may be a `UINavigationController`. When it shows a page, `update(viewController:)`
/// sets the bar hidden to that page's `hidesBottomBarWhenPushed` (`TabBarController.swift` line 162),
/// alongside the push or pop (lines 333–358), whatever edge the bar is on. A tap on the selected tab calls
/// the page's `tabBarAction()` (lines 307–318), and a navigation controller's pops to its root when it
/// has more than one page (`UIViewController+TabBarChildControllerProtocol.swift` lines 39–45).
extension PagerSimulation {
    /// Pages pushed over the selected tab's root page.
    var pushedDepth: Int { selectedItemID.flatMap { pushedPages[$0] } ?? 0 }

    /// A push or pop on the selected tab; other behaviours have no navigation stacks and ignore it.
    mutating func navigate(_ action: PagerInput.Navigation, now: Double) {
        guard config.bar.behavior == .tabBarController, let id = selectedItemID else { return }
        switch action {
        case .push:
            pushedPages[id] = pushedDepth + 1
        case .pop:
            guard pushedDepth > 0 else { return }
            pushedPages[id] = pushedDepth - 1
        }
        showTopPage(now: now)
    }

    /// The selected tab tapped again: reported as `tabBarAction`, and a pushed stack pops to its root.
    mutating func tabBarAction(now: Double) {
        outputs.append(
            .event(
                PagerEvent(name: .tabBarAction, index: index, direction: .neutral, time: now, itemID: selectedItemID)))
        guard let id = selectedItemID, pushedDepth > 0 else { return }
        pushedPages[id] = 0
        showTopPage(now: now)
    }

    /// `setTabBarHidden(shown.hidesBottomBarWhenPushed)`: only pushed pages carry the option.
    private mutating func showTopPage(now: Double) {
        setBarHidden(config.bar.hidesBottomBarWhenPushed && pushedDepth > 0, now: now)
    }
}
