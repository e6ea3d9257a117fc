/// One stop of a horizontal alpha fade: at `location` across the faded rectangle, alpha is multiplied by `alpha`.
///
/// `location` runs from 0 at the rectangle's left edge to 1 at its right edge, like the locations of a
/// `CAGradientLayer` mask or the stops of a CSS `linear-gradient`; between stops the factor is
/// linear, and before the first or after the last stop it holds that stop's value.
public struct FadeStop: Sendable, Hashable {
    public var location: Double
    public var alpha: Double

    public init(location: Double, alpha: Double) {
        self.location = location
        self.alpha = alpha
    }

    /// The factor at `location` along `stops` (sorted by location).
    static func factor(at location: Double, stops: [FadeStop]) -> Double {
        guard let first = stops.first, let last = stops.last else { return 1 }
        if location <= first.location { return first.alpha }
        if location >= last.location { return last.alpha }
        for index in 1..<stops.count where location <= stops[index].location {
            let low = stops[index - 1]
            let high = stops[index]
            let span = high.location - low.location
            guard span > 0 else { return high.alpha }
            return low.alpha + (high.alpha - low.alpha) * (location - low.location) / span
        }
        return last.alpha
    }
}
