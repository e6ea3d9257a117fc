/// What a frame shows: the pager's position and, when the simulation animates parts separately, where
/// each part is.
///
/// With only `position` set, every part follows it (an interactive drag). The simulation drives
/// animations through the other fields:
///
/// - `indicator`, `buttons`, `bar`: a part can show another position (`.at`), or be part-way through a
///   UIKit-style animation between the geometry of two positions (`.blend`): the geometry at `from`
///   and `to` is computed and mixed by `fraction` (already eased).
/// - `indicatorRect`, `barOffset`, `buttonProgress`, `pages`: explicit values that win over everything
///   (an interrupted animation whose start is not a position).
/// - `barVisibility`: 1 shown … 0 hidden, for the 0.2 s hide and show animations.
public struct FrameInput: Sendable {
    /// How one part of the bar moves.
    public enum Motion: Sendable, Hashable {
        /// Shows `position`.
        case follow
        /// Shows this position.
        case at(Double)
        /// Geometry mixed between two positions: `from` at 0, `to` at 1.
        case blend(from: Double, to: Double, fraction: Double)
    }

    /// Pageboy's `currentPosition`: fractional, below 0 or above `count − 1` when overscrolling.
    public var position: Double
    /// The committed page (Pageboy's `currentIndex`, SwiftUITabPager's selection). Nil: `floor(position)`
    /// clamped to the pages.
    public var index: Int?
    public var indicator: Motion = .follow
    public var buttons: Motion = .follow
    public var bar: Motion = .follow
    /// Where the pages are, when it differs from `position` (infinite scrolling reports a wrapped
    /// position while the pages keep moving). Nil: `position`.
    public var pagePosition: Double?
    /// The indicator's rectangle in bar content coordinates, as drawn (overrides `indicator`).
    public var indicatorRect: Rect?
    /// The bar's scroll offset (overrides `bar`).
    public var barOffset: Point?
    /// Each button's selection progress, 0…1, one per button (overrides `buttons`).
    public var buttonProgress: [Double]?
    /// Explicit page placements (custom transitions).
    public var pages: VisiblePages?
    /// 1 shown … 0 hidden. Nil: the layout's state.
    public var barVisibility: Double?
    /// The labels part-way through Tabman's font cross-dissolve; the others show the font their
    /// `selected` state gives, whole.
    public var fontCrossfade = FontCrossfade.Sample()
    /// Buttons Tabman left partly selected between bar updates: each shows at least this selection state.
    public var lingeringStates = LingeringStates()

    public init(position: Double, index: Int? = nil) {
        self.position = position
        self.index = index
    }
}
