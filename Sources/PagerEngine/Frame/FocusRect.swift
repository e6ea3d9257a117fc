/// A span along the bar's main axis, in logical (left-to-right) content coordinates.
struct Span: Sendable, Hashable {
    var start: Double
    var length: Double

    var mid: Double { start + length / 2 }

    func mixed(with other: Span, _ fraction: Double) -> Span {
        Span(start: start + (other.start - start) * fraction, length: length + (other.length - length) * fraction)
    }
}

extension RowGeometry {
    /// Reference A2 (`BarMath`, `TMHorizontalBarLayout.focusArea`): the neighbouring buttons `lo`
    /// and `hi` of position `p` and the signed fractional part `t`.
    static func neighbours(of position: Double, capacity: Double) -> (lo: Int, hi: Int, t: Double) {
        guard capacity > 0 else { return (0, 0, 0) }
        let lo = Int(max(0, min(capacity, position.rounded(.down))))
        let hi = Int(min(capacity, max(0, position.rounded(.up))))
        return (lo, hi, position - position.rounded(.towardZero))
    }

    /// A2: the focus span interpolated between the buttons either side of `position`.
    ///
    /// - Parameter targets: Interpolate the indicator's targets (its width mode) instead of the buttons.
    func focus(at position: Double, targets: Bool) -> Span {
        guard count > 0 else { return Span(start: 0, length: 0) }
        let starts = targets ? targetStarts : self.starts
        let lengths = targets ? targetLengths : self.lengths
        let (lo, hi, t) = Self.neighbours(of: position, capacity: capacity)
        let low = Span(start: starts[lo], length: lengths[lo])
        guard lo != hi else { return low }
        return low.mixed(with: Span(start: starts[hi], length: lengths[hi]), t)
    }

    /// A3 (`TMBarViewFocusRect`): overscroll and the progressive indicator, left to right.
    ///
    /// `position` is the one the indicator's transition style gives: raw for `.progressive`, rounded for
    /// `.snap` and `.none` (Tabman rounds only the position these tests see, never the focus rect).
    func overscrolled(
        _ focus: Span,
        position: Double,
        behavior: IndicatorConfig.OverscrollBehavior,
        progressive: Bool
    ) -> Span {
        var span = focus
        let capacity = self.capacity
        if progressive {
            span.length += span.start
            span.start = 0
            guard behavior != .none else { return span }
            if position < 0 {
                span.length += span.length * position
            } else if position > capacity, behavior == .bounce {
                span.start += (contentLength - span.length) * (position - capacity)
            }
            return span
        }
        switch behavior {
        case .bounce:
            if position < 0 {
                span.start += span.length * position
            } else if position > capacity {
                span.start += span.length * (position - capacity)
            }
        case .compress:
            if position < 0 {
                span.length += span.length * position
            } else if position > capacity {
                let delta = span.length * (position - capacity)
                span.length -= delta
                span.start += delta
            }
        case .none:
            break
        }
        return span
    }
}
