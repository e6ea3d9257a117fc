/// What the simulation needs to know of the layout: where pages and bar buttons are, and how far pages
/// and the bar can move.
///
/// Built from a `PagerLayout` for the session; tests build it directly.
public struct SimulationGeometry: Sendable, Hashable {
    /// Number of pages (= items).
    public var count: Int
    /// The pages' area in viewport coordinates.
    public var pagesFrame: Rect
    /// Pages move along this axis.
    public var orientation: PagerOptions.Orientation
    /// Right-to-left: horizontal drags and page placement are mirrored.
    public var isRightToLeft: Bool
    /// Distance from one page to the next: the page size along the axis plus the inter-page spacing.
    public var pageStride: Double
    /// The bar's visible frame in viewport coordinates, or nil when the bar is hidden or absent.
    public var barFrame: Rect?
    /// Whether the bar's content scrolls vertically (left and right bars).
    public var barIsVertical: Bool
    /// Every button's frame in the bar's content coordinates (before the bar's scroll offset).
    public var buttonFrames: [Rect]
    /// The range of the bar's scroll offset along its axis (A7's insets and the content size).
    public var barOffsetRange: ClosedRange<Double>
    /// Whether the bar's content is larger than the bar, so that it can be dragged.
    public var barIsScrollable: Bool

    public init(
        count: Int,
        pagesFrame: Rect,
        orientation: PagerOptions.Orientation,
        isRightToLeft: Bool,
        pageStride: Double,
        barFrame: Rect?,
        barIsVertical: Bool,
        buttonFrames: [Rect],
        barOffsetRange: ClosedRange<Double>,
        barIsScrollable: Bool
    ) {
        self.count = count
        self.pagesFrame = pagesFrame
        self.orientation = orientation
        self.isRightToLeft = isRightToLeft
        self.pageStride = pageStride
        self.barFrame = barFrame
        self.barIsVertical = barIsVertical
        self.buttonFrames = buttonFrames
        self.barOffsetRange = barOffsetRange
        self.barIsScrollable = barIsScrollable
    }

    /// The length of the bar's visible area along its scroll axis.
    public var barLength: Double {
        guard let barFrame else { return 0 }
        return barIsVertical ? barFrame.height : barFrame.width
    }
}
