/// A convex shape in device pixels that the rasterizer samples one horizontal line at a time.
///
/// Each pixel row is sampled on ``ScanlineRasterizer/subsamples`` lines; on each line the shape
/// gives one span `[start, end)` whose horizontal coverage of every pixel is exact, so edges get
/// analytic coverage across x and 16-level coverage down y.
protocol ScanlineShape: Sendable {
    /// A box that contains the shape.
    var bounds: PixelBox { get }
    /// The span the shape covers on the horizontal line at `y`, or `nil` if the line misses it.
    func span(atY y: Double) -> (start: Double, end: Double)?
}

/// A rounded rectangle with its own radius per corner, already clamped to half the short side.
struct RoundedRectShape: ScanlineShape {
    var bounds: PixelBox
    var topLeft: Double
    var topRight: Double
    var bottomRight: Double
    var bottomLeft: Double

    init(_ box: PixelBox, radii: CornerRadii) {
        bounds = box
        let limit = max(0, min(box.maxX - box.minX, box.maxY - box.minY) / 2)
        func clamp(_ radius: Double) -> Double { radius.isNaN ? 0 : max(0, min(radius, limit)) }
        topLeft = clamp(radii.topLeft)
        topRight = clamp(radii.topRight)
        bottomRight = clamp(radii.bottomRight)
        bottomLeft = clamp(radii.bottomLeft)
    }

    func span(atY y: Double) -> (start: Double, end: Double)? {
        guard y >= bounds.minY, y < bounds.maxY, bounds.maxX > bounds.minX else { return nil }
        let fromTop = y - bounds.minY
        let fromBottom = bounds.maxY - y
        let start = bounds.minX + RoundedRectShape.indent(fromTop, topLeft, fromBottom, bottomLeft)
        let end = bounds.maxX - RoundedRectShape.indent(fromTop, topRight, fromBottom, bottomRight)
        return end > start ? (start, end) : nil
    }

    /// How far a side's edge moves inwards at a line `fromTop` below the top and `fromBottom` above the bottom.
    @inline(__always)
    private static func indent(_ fromTop: Double, _ top: Double, _ fromBottom: Double, _ bottom: Double) -> Double {
        if fromTop < top {
            let dy = top - fromTop
            return top - (top * top - dy * dy).squareRoot()
        }
        if fromBottom < bottom {
            let dy = bottom - fromBottom
            return bottom - (bottom * bottom - dy * dy).squareRoot()
        }
        return 0
    }
}

/// An axis-aligned ellipse.
struct EllipseShape: ScanlineShape {
    var centerX: Double
    var centerY: Double
    var radiusX: Double
    var radiusY: Double

    var bounds: PixelBox {
        PixelBox(minX: centerX - radiusX, minY: centerY - radiusY, maxX: centerX + radiusX, maxY: centerY + radiusY)
    }

    func span(atY y: Double) -> (start: Double, end: Double)? {
        guard radiusX > 0, radiusY > 0 else { return nil }
        let dy = (y - centerY) / radiusY
        let rest = 1 - dy * dy
        guard rest > 0 else { return nil }
        let half = radiusX * rest.squareRoot()
        return (centerX - half, centerX + half)
    }
}

/// A convex polygon (a triangle, for the chevron indicator); concave outlines are not supported.
struct ConvexPolygonShape: ScanlineShape {
    var xs: [Double]
    var ys: [Double]
    var bounds: PixelBox

    init(points: [(x: Double, y: Double)]) {
        xs = points.map(\.x)
        ys = points.map(\.y)
        bounds = PixelBox(
            minX: xs.min() ?? 0,
            minY: ys.min() ?? 0,
            maxX: xs.max() ?? 0,
            maxY: ys.max() ?? 0
        )
    }

    func span(atY y: Double) -> (start: Double, end: Double)? {
        var start = Double.infinity
        var end = -Double.infinity
        var previous = xs.count - 1
        for index in 0..<xs.count {
            let y0 = ys[previous]
            let y1 = ys[index]
            if (y0 <= y && y < y1) || (y1 <= y && y < y0) {
                let x0 = xs[previous]
                let x = x0 + (y - y0) * (xs[index] - x0) / (y1 - y0)
                start = min(start, x)
                end = max(end, x)
            }
            previous = index
        }
        return end > start ? (start, end) : nil
    }
}
