/// The bar content along its main axis, in logical (left-to-right, top-to-bottom) coordinates.
///
/// Frames are computed from these numbers alone, so the per-frame work never touches the
/// `LaidOutButton` values. "Main" is x for horizontal bars and y for vertical ones; "cross" is the other
/// axis. Right-to-left bars are computed left to right and mirrored at the end
/// (`x' = contentLength − x − width`, offsets `o' = contentLength − viewportLength − o`).
struct RowGeometry: Sendable, Hashable {
    var axis: BarAxis
    var mirrored: Bool
    /// Button starts and lengths (equal slices for `TMBarLayout.None`).
    var starts: [Double]
    var lengths: [Double]
    /// What the indicator spans for each button under its width mode (button, label or fixed width).
    var targetStarts: [Double]
    var targetLengths: [Double]
    /// Tabman's `C`: the scroll content's length.
    var contentLength: Double
    /// The scroll view's visible length (`V`).
    var viewportLength: Double
    /// What pinned accessory views take of the bar's length beside the scroll view.
    var pinnedLength: Double
    /// Tabman's `W`: the bar view's length (`bounds.width` for horizontal bars).
    var barLength: Double
    /// The bar's safe-area insets along the axis (`S.left`, `S.right`).
    var safeStart: Double
    var safeEnd: Double
    /// The scroll view's content insets along the axis (alignment plus `contentInset`).
    var insetStart: Double
    var insetEnd: Double
    /// First and last button lengths as Tabman's alignment sees them (zero for invisible buttons).
    var firstLength: Double
    var lastLength: Double
    /// The content's size across the axis.
    var contentCross: Double
    /// Where the indicator sits across the axis, and how thick it is.
    var indicatorCrossStart: Double
    var indicatorCrossLength: Double
    /// A dot's or chevron's length along the axis; nil when the indicator spans the focus rect.
    var indicatorMainLength: Double?
    var horizontalInset: Double
    /// The scroll view keeps UIKit's physical origin in right-to-left: Tabman pins its content to the
    /// scroll view's edges and computes insets, offsets and their clamps with no right-to-left branch
    /// (uias/Tabman 4.0.1 `TMBarView.swift` lines 229–233, 268–308, 435–458; Tabman issue #608), so
    /// content shorter than the window stays at the left edge. Only the button order is mirrored.
    var physicalScroll = false

    var count: Int { starts.count }
    var capacity: Double { Double(max(count - 1, 0)) }

    /// The least offset a user can scroll to (the leading inset shows). A physically scrolled mirrored
    /// row clamps short content to the physical left (``physicalScroll``): the logical end.
    var minOffset: Double {
        guard mirrored, physicalScroll else { return -insetStart }
        return min(-insetStart, contentLength + insetEnd - viewportLength)
    }
    /// The greatest offset a user can scroll to.
    var maxOffset: Double {
        guard mirrored, physicalScroll else { return max(minOffset, contentLength + insetEnd - viewportLength) }
        return contentLength + insetEnd - viewportLength
    }

    /// A content rectangle from logical main/cross extents, mapped onto the bar's axis and mirrored.
    func rect(main: Double, length: Double, cross: Double, crossLength: Double) -> Rect {
        switch axis {
        case .horizontal:
            let x = mirrored ? contentLength - main - length : main
            return Rect(x: x, y: cross, width: length, height: crossLength)
        case .vertical:
            return Rect(x: cross, y: main, width: crossLength, height: length)
        }
    }

    /// Mirrors a rectangle laid out left to right, for right-to-left horizontal bars.
    func mirror(_ rect: Rect) -> Rect {
        guard mirrored, axis == .horizontal else { return rect }
        return Rect(x: contentLength - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }

    /// The scroll view's `contentOffset` for a logical offset along the axis.
    func physicalOffset(_ logical: Double) -> Point {
        switch axis {
        case .horizontal:
            return Point(x: mirrored ? contentLength - viewportLength - logical : logical, y: 0)
        case .vertical:
            return Point(x: 0, y: logical)
        }
    }

    /// The offset along the axis, physical (as a scroll view reports it).
    func physicalMain(_ offset: Point) -> Double {
        axis == .horizontal ? offset.x : offset.y
    }
}
