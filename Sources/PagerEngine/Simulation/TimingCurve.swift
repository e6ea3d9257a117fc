/// A CSS/Core Animation timing function: maps the share of time elapsed to the share of the change done.
///
/// `easeInOut` is `cubic-bezier(0.42, 0, 0.58, 1)` (UIKit's `.curveEaseInOut`, also SwiftUI's
/// `.easeInOut`), `easeOut` is `cubic-bezier(0, 0, 0.58, 1)`, `easeIn` is `cubic-bezier(0.42, 0, 1, 1)`.
/// `bTabSpring` is BTabViewController's indicator: `UIView.animate(withDuration: 0.2, delay: 0,
/// usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5)`, which overshoots by about 4.6 %.
public enum TimingCurve: String, Sendable, Hashable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    case bTabSpring

    /// The progress (0…1) at `fraction` (0…1) of the duration; clamped outside that range.
    public func value(at fraction: Double) -> Double {
        let u = min(max(fraction, 0), 1)
        switch self {
        case .linear: return u
        case .easeIn: return Self.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: u)
        case .easeOut: return Self.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: u)
        case .easeInOut: return Self.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: u)
        case .bTabSpring: return u >= 1 ? 1 : Self.spring(damping: 0.7, velocity: 0.5 * 0.2, at: u)
        }
    }

    /// A damped spring from 0 to 1 over a duration of 1: damping ratio `damping` (under 1), initial
    /// velocity `velocity` in changes per duration (UIKit's `initialSpringVelocity` is per second, so
    /// times the duration).
    ///
    /// UIKit does not publish how it turns a duration into a stiffness; this one makes the motion settle
    /// to within 0.1 % of the change at the duration (the envelope `e^(−ζωt)` = 0.001 at t = 1), where the
    /// value is then set to exactly 1.
    static func spring(damping: Double, velocity: Double, at u: Double) -> Double {
        let omega = naturalLog(1000) / damping
        let damped = omega * (1 - damping * damping).squareRoot()
        // Distance left: y(0) = 1, y'(0) = −velocity.
        let b = (damping * omega - velocity) / damped
        let y = exponential(-damping * omega * u) * (cosine(damped * u) + b * sine(damped * u))
        return 1 - y
    }

    /// Solves the Bézier's x(s) = `x` for s (Newton's method, then bisection if it strays) and returns y(s).
    static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
            let derivative = slope(s, x1, x2)
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}
