/// UIScrollView's resistance past the ends of its content.
///
/// An overshoot of `x` points against a dimension `d` shows as `(1 − 1 / (x·c/d + 1))·d` with
/// `c = 0.55`: close to 1:1 at first (slope `c` at 0), then ever stiffer, never reaching `d`. The same
/// formula is applied to negative overshoots with the sign kept.
public enum RubberBand {
    public static let coefficient = 0.55

    /// The displayed overshoot for a finger overshoot of `distance` against `dimension`.
    public static func resisted(_ distance: Double, dimension: Double, coefficient: Double = coefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(distance)
        let shown = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        return distance < 0 ? -shown : shown
    }

    /// The finger overshoot that displays as `shown` (the inverse of `resisted`), so a drag that starts
    /// while the content is already overscrolled continues without a jump.
    public static func unresisted(_ shown: Double, dimension: Double, coefficient: Double = coefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = min(abs(shown), dimension * 0.999_999)
        let distance = (1 / (1 - magnitude / dimension) - 1) * dimension / coefficient
        return shown < 0 ? -distance : distance
    }
}
