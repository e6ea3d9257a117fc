import PagerEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Builds an icon outline in the icons' 24-point box: straight lines, Bézier curves flattened into short
/// segments, circles and rounded rectangles as polygons.
struct IconPath {
    /// One connected run of points; a closed one also joins its last point to its first.
    struct Subpath: Sendable {
        var points: [Point]
        var closed: Bool
    }

    /// Line segments per Bézier curve.
    static let curveSegments = 12
    /// Segments per full circle (a chord is off the arc by r·(1 − cos(π/48)) ≈ 0.2 % of the radius).
    static let circleSegments = 48

    private(set) var subpaths: [Subpath] = []
    private var current: [Point] = []

    mutating func move(_ x: Double, _ y: Double) {
        finish(closed: false)
        current = [Point(x: x, y: y)]
    }

    mutating func line(_ x: Double, _ y: Double) {
        current.append(Point(x: x, y: y))
    }

    mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        guard let start = current.last else { return move(x, y) }
        for step in 1...Self.curveSegments {
            let t = Double(step) / Double(Self.curveSegments)
            let u = 1 - t
            current.append(
                Point(x: u * u * start.x + 2 * u * t * cx + t * t * x, y: u * u * start.y + 2 * u * t * cy + t * t * y))
        }
    }

    mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
        guard let start = current.last else { return move(x, y) }
        for step in 1...Self.curveSegments {
            let t = Double(step) / Double(Self.curveSegments)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            current.append(
                Point(x: a * start.x + b * c1x + c * c2x + d * x, y: a * start.y + b * c1y + c * c2y + d * y))
        }
    }

    mutating func close() {
        finish(closed: true)
    }

    /// A circle as its own closed subpath.
    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double) {
        finish(closed: false)
        let points = (0..<Self.circleSegments).map { step in
            let angle = Double(step) / Double(Self.circleSegments) * 2 * Double.pi
            return Point(x: cx + r * cos(angle), y: cy + r * sin(angle))
        }
        subpaths.append(Subpath(points: points, closed: true))
    }

    /// A rounded rectangle (radius clamped to half the short side) as its own closed subpath.
    mutating func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        finish(closed: false)
        let radius = max(0, min(r, w / 2, h / 2))
        let quarter = Self.circleSegments / 4
        var points: [Point] = []
        let corners = [
            (x + w - radius, y + radius, -Double.pi / 2), (x + w - radius, y + h - radius, 0.0),
            (x + radius, y + h - radius, Double.pi / 2), (x + radius, y + radius, Double.pi),
        ]
        for (cx, cy, start) in corners {
            for step in 0...quarter {
                let angle = start + Double(step) / Double(quarter) * Double.pi / 2
                points.append(Point(x: cx + radius * cos(angle), y: cy + radius * sin(angle)))
            }
        }
        subpaths.append(Subpath(points: points, closed: true))
    }

    /// A star or gear outline: `points` tips alternating between the outer and inner radius, the first
    /// tip straight up turned by `rotation` radians.
    mutating func radial(_ cx: Double, _ cy: Double, outer: Double, inner: Double, points: Int, rotation: Double = 0) {
        finish(closed: false)
        let outline = (0..<(points * 2)).map { index in
            let radius = index % 2 == 0 ? outer : inner
            let angle = rotation + Double(index) * Double.pi / Double(points) - Double.pi / 2
            return Point(x: cx + radius * cos(angle), y: cy + radius * sin(angle))
        }
        subpaths.append(Subpath(points: outline, closed: true))
    }

    /// The subpaths, with any open run finished.
    func finished() -> [Subpath] {
        var copy = self
        copy.finish(closed: false)
        return copy.subpaths
    }

    private mutating func finish(closed: Bool) {
        if !current.isEmpty { subpaths.append(Subpath(points: current, closed: closed)) }
        current = []
    }
}
