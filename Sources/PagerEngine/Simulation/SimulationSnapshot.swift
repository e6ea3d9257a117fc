/// Where one page is drawn in a frame, relative to the pages' area, and how opaque: the frame's own
/// page type, so a snapshot's pages go into the frame without being converted (which allocated an array
/// for every frame of every live session).
public typealias PagePlacement = PageState

/// The simulation's state at one instant: everything a frame is drawn from.
///
/// `position` is Pageboy's `currentPosition` (with its infinite-scroll mapping); the three component
/// positions are what the indicator, the buttons' selection and the bar's scroll follow under their
/// transition styles and animations (`ComponentTrack`).
public struct SimulationSnapshot: Sendable, Hashable {
    public var time: Double
    public var seq: Int
    public var rev: Int
    public var position: Double
    public var index: Int
    public var indicatorPosition: Double
    public var buttonsPosition: Double
    public var barPosition: Double
    /// What the frame function draws for each component (a position, or two positions' geometry mixed).
    public var indicatorMotion: FrameInput.Motion
    public var buttonsMotion: FrameInput.Motion
    public var barMotion: FrameInput.Motion
    /// The indicator animation's start when that was itself part-way through an animation.
    public var indicatorOrigin: ComponentTrack.Origin?
    /// The bar's scroll offset along its axis when the user moved it by hand (or it is animating away
    /// from such an offset); nil when it follows `barPosition`.
    public var barOffset: Double?
    /// How far `barOffset` has blended back into the followed offset (0 = all manual, 1 = followed).
    public var barOffsetBlend: Double
    /// Pages to draw, in drawing order (later on top).
    public var pages: VisiblePages
    /// 0 with the bar shown, 1 with it hidden; in between while it slides.
    public var barHiddenProgress: Double
    /// The labels part-way through Tabman's font cross-dissolve.
    public var fontCrossfade = FontCrossfade.Sample()
    /// Buttons Tabman left partly selected outside the current pair (``TabmanButtonStates``).
    public var lingeringStates = LingeringStates()
}

/// One thing the simulation produced, in time order.
public enum SimulationOutput: Sendable, Hashable {
    /// The layout changed (config, items, viewport, bar visibility); `rev` is the new revision.
    case layout(rev: Int)
    case frame(SimulationSnapshot)
    case event(PagerEvent)
}
