/// Evenly spaced times frames may take, `phase + k × step` seconds: a display's refresh, which the
/// live session shares with its loop's timer slots so that a frame is due exactly when its slot ends.
public struct FrameGrid: Sendable, Hashable {
    /// Seconds between grid times.
    public var step: Double
    /// A grid time, in `0..<step`.
    public var phase: Double

    /// Times within this much past a grid time count as on it (rounding in the callers' arithmetic).
    static let tolerance = 1e-6

    public init(step: Double, phase: Double) {
        self.step = step
        self.phase = phase
    }

    /// The first grid time at or after `time` (or less than ``tolerance`` before it).
    public func time(atOrAfter time: Double) -> Double {
        guard step > 0, time.isFinite else { return time }
        let steps = ((time - phase - Self.tolerance) / step).rounded(.up)
        return phase + steps * step
    }

    /// Whether `period` is a whole number of steps (to a millionth of a step).
    public func divides(_ period: Double) -> Bool {
        guard step > 0 else { return false }
        let ratio = period / step
        return ratio >= 1 && abs(ratio - ratio.rounded()) < 1e-6
    }
}
