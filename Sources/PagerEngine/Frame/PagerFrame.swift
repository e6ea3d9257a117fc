/// The pager at one instant: small enough to compute and send 60 times a second.
///
/// A `PagerFrame` is meant to be reused: `PagerLayout.frame(_:into:)` overwrites it in place and keeps
/// the storage of its arrays, so steady-state frames allocate nothing.
public struct PagerFrame: Sendable, Hashable {
    public var position: Double = 0
    public var index: Int = 0
    /// In bar content coordinates.
    public var indicator = IndicatorState()
    /// The bar's scroll offset (`UIScrollView.contentOffset`).
    public var barOffset: Point = .zero
    /// How far the bar has moved towards its hidden place, and its opacity.
    public var barTransform = BarTransform()
    /// Edge fades of the bar content (A9), when `fadesContentEdges` is on.
    public var fade: EdgeFade?
    public var buttons: [ButtonState] = []
    public var pages: [PageState] = []
    /// While the bar slides in or out: where the pages are and the safe area they get, part-way between
    /// the shown and the hidden layout (nil at rest: the layout's `pages`).
    public var pageArea: PageArea?

    public init() {}
}

/// The indicator's rectangle and opacity.
public struct IndicatorState: Sendable, Hashable {
    public var x: Double = 0
    public var y: Double = 0
    public var width: Double = 0
    public var height: Double = 0
    public var opacity: Double = 0

    public init() {}

    public init(_ rect: Rect, opacity: Double) {
        x = rect.x
        y = rect.y
        width = rect.width
        height = rect.height
        self.opacity = opacity
    }

    public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}

/// The bar's translation from its laid-out frame, and its opacity.
public struct BarTransform: Sendable, Hashable {
    public var x: Double = 0
    public var y: Double = 0
    public var opacity: Double = 1

    public init() {}
}

/// How strongly each end of the bar content fades (0 none … 1 full). `start` is the left (horizontal)
/// or top (vertical) edge of the scroll window.
public struct EdgeFade: Sendable, Hashable {
    public var start: Double
    public var end: Double

    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }
}

/// One button's selection state and the colours it draws with.
public struct ButtonState: Sendable, Hashable {
    public var index: Int
    /// Selection progress 0…1 (Tabman's `selectionState.rawValue`, SwiftUITabPager's
    /// `selectionProgress`).
    public var progress: Double
    /// Whether the selected font applies (Tabman: progress exactly 1; SwiftUITabPager: `isSelected`).
    public var selected: Bool
    /// How much of the label is drawn in the selected font, 0…1; the rest is drawn in the normal font.
    /// `selected` as 0 or 1, except while Tabman's 0.25 s cross-dissolve runs (``FontCrossfade``).
    public var selectedFontOpacity: Double
    /// `tintColor` mixed towards `selectedTintColor` by `progress`.
    public var color: RGBAColor
    /// `0.5 + 0.5 · progress` with `adjustsAlphaOnSelection`, else 1.
    public var opacity: Double
    /// A tab item's image scale (0.9 unselected when `shrinksImageWhenUnselected`), else 1.
    public var imageScale: Double

    public init(
        index: Int, progress: Double, selected: Bool, selectedFontOpacity: Double? = nil, color: RGBAColor,
        opacity: Double, imageScale: Double
    ) {
        self.index = index
        self.progress = progress
        self.selected = selected
        self.selectedFontOpacity = selectedFontOpacity ?? (selected ? 1 : 0)
        self.color = color
        self.opacity = opacity
        self.imageScale = imageScale
    }
}

/// A page's offset from the page area's origin, and its opacity.
public struct PageState: Sendable, Hashable {
    public var index: Int
    public var x: Double
    public var y: Double
    public var opacity: Double

    public init(index: Int, x: Double, y: Double, opacity: Double = 1) {
        self.index = index
        self.x = x
        self.y = y
        self.opacity = opacity
    }
}
