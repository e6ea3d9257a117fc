import PagerEngine

/// Draws an ``IconShape`` by the distance from each pixel centre to its outline.
///
/// A pixel's stroke coverage is `clamp(w/2 − d + 0.5, 0, 1)` with `d` the distance in device pixels from
/// its centre to the nearest segment and `w` the stroke width, which gives round caps and joins and a
/// one-pixel anti-aliased edge; a filled outline adds `clamp(0.5 ± d, 0, 1)` inside (even-odd) and out.
/// As a canvas `fill('evenodd')` does, a fill closes every subpath of three points or more, open or not.
/// Overlapping strokes take the larger coverage, so joins are never painted twice, and the whole icon is
/// composited once as an ``AlphaMask``.
enum IconRasterizer {
    private struct Segment {
        var ax: Double
        var ay: Double
        var bx: Double
        var by: Double
    }

    /// Draws `shape` scaled from its 24-point box into `box` (points), stroked `strokeWidth` points wide.
    static func draw(
        _ shape: IconShape, in box: Rect, strokeWidth: Double, color: RGBAColor, into image: inout RasterImage
    ) {
        let scale = image.scale
        guard box.width > 0, strokeWidth >= 0, box.x.isFinite, box.y.isFinite else { return }
        let unit = box.width / IconShape.box * scale
        let originX = box.x * scale
        let originY = box.y * scale
        var strokes: [Segment] = []
        var fills: [Segment] = []
        for subpath in shape.subpaths {
            let points = subpath.points.map { (x: originX + $0.x * unit, y: originY + $0.y * unit) }
            guard let first = points.first else { continue }
            var previous = first
            for point in points.dropFirst() {
                strokes.append(Segment(ax: previous.x, ay: previous.y, bx: point.x, by: point.y))
                previous = point
            }
            if subpath.closed {
                strokes.append(Segment(ax: previous.x, ay: previous.y, bx: first.x, by: first.y))
            }
            if points.count == 1 {
                strokes.append(Segment(ax: first.x, ay: first.y, bx: first.x, by: first.y))
            }
        }
        if shape.filled {
            for subpath in shape.subpaths where subpath.points.count > 2 {
                let points = subpath.points.map { (x: originX + $0.x * unit, y: originY + $0.y * unit) }
                for index in points.indices {
                    let a = points[index]
                    let b = points[(index + 1) % points.count]
                    fills.append(Segment(ax: a.x, ay: a.y, bx: b.x, by: b.y))
                }
            }
        }
        let half = strokeWidth * scale / 2
        let all = strokes + fills
        guard let minX = all.map({ min($0.ax, $0.bx) }).min(), let maxX = all.map({ max($0.ax, $0.bx) }).max(),
            let minY = all.map({ min($0.ay, $0.by) }).min(), let maxY = all.map({ max($0.ay, $0.by) }).max()
        else { return }
        let reach = half + 1
        let left = max(0, Int((minX - reach).rounded(.down)))
        let top = max(0, Int((minY - reach).rounded(.down)))
        let right = min(image.pixelWidth, Int((maxX + reach).rounded(.up)))
        let bottom = min(image.pixelHeight, Int((maxY + reach).rounded(.up)))
        guard right > left, bottom > top else { return }
        let width = right - left
        var coverage = [UInt8](repeating: 0, count: width * (bottom - top))
        for row in top..<bottom {
            let y = Double(row) + 0.5
            for column in left..<right {
                let x = Double(column) + 0.5
                var value = 0.0
                if !strokes.isEmpty {
                    value = max(0, min(1, half - nearestDistance(x, y, strokes, within: reach) + 0.5))
                }
                if !fills.isEmpty, value < 1 {
                    let distance = nearestDistance(x, y, fills, within: 1)
                    let inside = isInside(x, y, fills)
                    value = max(value, max(0, min(1, inside ? 0.5 + distance : 0.5 - distance)))
                }
                coverage[(row - top) * width + column - left] = UInt8((value * 255).rounded())
            }
        }
        guard let mask = try? AlphaMask(width: width, height: bottom - top, coverage: coverage) else { return }
        image.drawMask(mask, pixelX: Double(left), pixelY: Double(top), color: color)
    }

    /// The distance from `(x, y)` to the nearest segment, or `limit` when every segment is farther.
    private static func nearestDistance(_ x: Double, _ y: Double, _ segments: [Segment], within limit: Double) -> Double
    {
        var best = limit * limit
        for segment in segments {
            if x < min(segment.ax, segment.bx) - limit || x > max(segment.ax, segment.bx) + limit
                || y < min(segment.ay, segment.by) - limit || y > max(segment.ay, segment.by) + limit
            {
                continue
            }
            let dx = segment.bx - segment.ax
            let dy = segment.by - segment.ay
            let length = dx * dx + dy * dy
            let t = length > 0 ? max(0, min(1, ((x - segment.ax) * dx + (y - segment.ay) * dy) / length)) : 0
            let ex = segment.ax + t * dx - x
            let ey = segment.ay + t * dy - y
            best = min(best, ex * ex + ey * ey)
        }
        return best.squareRoot()
    }

    /// Even-odd inside test against closed outlines given as their edges.
    private static func isInside(_ x: Double, _ y: Double, _ edges: [Segment]) -> Bool {
        var inside = false
        for edge in edges where (edge.ay > y) != (edge.by > y) {
            let crossing = edge.ax + (y - edge.ay) * (edge.bx - edge.ax) / (edge.by - edge.ay)
            if x < crossing { inside.toggle() }
        }
        return inside
    }
}
