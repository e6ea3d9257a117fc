/// A change of one value over a fixed time along a timing curve; pure, evaluated at any time.
public struct TimedAnimation: Sendable, Hashable {
    public var from: Double
    public var to: Double
    public var start: Double
    public var duration: Double
    public var curve: TimingCurve

    public init(from: Double, to: Double, start: Double, duration: Double, curve: TimingCurve) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    public var end: Double { start + duration }

    /// The value at `time`: `from` before the start, exactly `to` from the end on.
    public func value(at time: Double) -> Double {
        guard duration > 0, time < end else { return to }
        let progress = curve.value(at: (time - start) / duration)
        return from + (to - from) * progress
    }

    public func isFinished(at time: Double) -> Bool { time >= end }
}
