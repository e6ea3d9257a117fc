/// Pageboy's page updates: what follows `insertPage(at:then:)` and `reloadData()`
/// (uias/Pageboy 5.0.1, `PageboyViewController.swift` lines 285–312, `+Updating.swift` lines 33–132,
/// `+Management.swift` lines 17–53).
extension PagerSimulation {
    /// What an insertion does next when its `then` is not given: Pageboy's `insertPage(at:then:)`
    /// defaults to `.scrollToUpdate` (`PageboyViewController.swift` line 286), under Tabman, which is
    /// built on it; the other libraries have no insertion call, and their selection only follows its
    /// item's id.
    var defaultUpdateBehavior: PagerInput.UpdateBehavior {
        config.bar.behavior == .tabman ? .scrollToUpdate : .doNothing
    }

    /// After a page was inserted at `at` (the items already applied, the selection kept on its item):
    /// Pageboy's index setter reports the current page's new index when the insertion pushed it along
    /// (`currentIndex = index + 1`, with `didScrollToPage`), then `performScrollUpdate` scrolls,
    /// animated, to the new page (`scrollToUpdate`) or to a given one (`scrollTo`), or does nothing.
    ///
    /// - Returns: the page to scroll to, or nil.
    mutating func insertionFollowUp(
        at inserted: Int, then: PagerInput.UpdateBehavior?, from previousIndex: Int, now: Double
    ) -> Int? {
        if index != previousIndex {
            emit(.didScrollToPage, index: index, direction: Self.direction(to: index, from: previousIndex), at: now)
        }
        switch then ?? defaultUpdateBehavior {
        case .doNothing: return nil
        case .scrollToUpdate: return inserted
        case .scrollTo(let page): return (0..<geometry.count).contains(page) ? page : nil
        }
    }

    /// Pageboy's `reloadData()`: any motion ends, the pager shows its default page
    /// (`pager.defaultPage`, `dataSource.defaultPage`) without animation, the index setter reports it
    /// with `didScrollToPage` (its direction from the old index to the new, neutral when equal), then
    /// `didReload` (`didReloadWith(currentViewController, currentPageIndex)`). Tabman reloads its bar.
    mutating func reload(now: Double) {
        sync(at: now)
        let previousIndex = index
        let previousID = selectedItemID
        let target = min(max(config.pager.defaultPage, 0), max(geometry.count - 1, 0))
        jump(to: target, now: now)
        emit(.didScrollToPage, index: index, direction: Self.direction(to: index, from: previousIndex), at: now)
        emit(.didReload, index: index, direction: .neutral, at: now)
        if selectedItemID != previousID {
            outputs.append(
                .event(
                    PagerEvent(name: .tabChanged, index: index, direction: .neutral, time: now, itemID: selectedItemID))
            )
        }
        requestFrame(at: now)
    }

    /// Pageboy's `NavigationDirection.forPosition(_:previous:)` for two page indices.
    static func direction(to page: Int, from previous: Int) -> PagerEvent.Direction {
        page == previous ? .neutral : page > previous ? .forward : .reverse
    }
}
