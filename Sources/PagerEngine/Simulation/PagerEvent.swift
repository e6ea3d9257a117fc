/// A pager event, as Pageboy's delegate reports it (`didReload` included), plus `tabChanged` and `autoScroll`.
public struct PagerEvent: Sendable, Hashable {
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case willScrollToPage
        case didScrollToPage
        case didCancelScrollToPage
        /// The selected item changed (SwiftUITabPager's `onTabChanged`).
        case tabChanged
        /// The auto-scroller fired.
        case autoScroll
        /// Pageboy's `didReloadWith(currentViewController:currentPageIndex:)`, after `reloadData()`.
        case didReload
        /// The selected tab was tapped again: TabBarController calls its page's `tabBarAction()`, which
        /// pops a navigation controller to its root.
        case tabBarAction
    }

    /// Pageboy's `NavigationDirection`.
    public enum Direction: String, Sendable, Hashable {
        case forward, reverse, neutral
    }

    public var name: Name
    public var index: Int
    public var direction: Direction
    public var time: Double
    /// For `didCancelScrollToPage`: the page the pager returns to.
    public var returnIndex: Int?
    /// For `tabChanged`: the selected item's id.
    public var itemID: String?

    public init(
        name: Name, index: Int, direction: Direction, time: Double, returnIndex: Int? = nil, itemID: String? = nil
    ) {
        self.name = name
        self.index = index
        self.direction = direction
        self.time = time
        self.returnIndex = returnIndex
        self.itemID = itemID
    }

    /// `{"type":"event","name":…,"index":…,"direction":…,"t":…}` plus `returnIndex` / `id` when set.
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("type")
        json.string("event")
        json.key("name")
        json.string(name.rawValue)
        json.key("index")
        json.integer(index)
        json.key("direction")
        json.string(direction.rawValue)
        json.key("t")
        json.number(time)
        if let returnIndex {
            json.key("returnIndex")
            json.integer(returnIndex)
        }
        if let itemID {
            json.key("id")
            json.string(itemID)
        }
        json.endObject()
    }
}
