import PagerEngine

extension RasterImage {
    /// Fills a rounded rectangle with one radius per corner; radii are clamped to half the short side.
    public mutating func fillRoundedRect(_ rect: Rect, radii: CornerRadii, color: RGBAColor) {
        let shape = RoundedRectShape(box(rect), radii: radii.scaled(by: scale))
        fillShape(shape, hole: nil as RoundedRectShape?, paint: Paint(color))
    }

    /// Fills a rounded rectangle with the same radius at every corner (`.infinity` gives a capsule).
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: RGBAColor) {
        fillRoundedRect(rect, radii: CornerRadii(all: radius), color: color)
    }

    /// Strokes the inside of a rounded rectangle's outline with a band `lineWidth` points wide.
    ///
    /// The band is the outline minus the outline inset by `lineWidth` with each radius reduced by
    /// `lineWidth`, the way a UIKit layer border is drawn inside the bounds.
    public mutating func strokeRoundedRect(_ rect: Rect, radii: CornerRadii, lineWidth: Double, color: RGBAColor) {
        let outerBox = box(rect)
        let outer = RoundedRectShape(outerBox, radii: radii.scaled(by: scale))
        let inset = max(0, lineWidth * scale)
        let innerRadii = CornerRadii(
            topLeft: max(0, outer.topLeft - inset),
            topRight: max(0, outer.topRight - inset),
            bottomRight: max(0, outer.bottomRight - inset),
            bottomLeft: max(0, outer.bottomLeft - inset)
        )
        let inner = RoundedRectShape(outerBox.insetBy(inset), radii: innerRadii)
        fillShape(outer, hole: inner.bounds.isEmpty ? nil : inner, paint: Paint(color))
    }

    /// Fills the ellipse inscribed in `rect`.
    public mutating func fillEllipse(in rect: Rect, color: RGBAColor) {
        let pixels = box(rect)
        let shape = EllipseShape(
            centerX: (pixels.minX + pixels.maxX) / 2,
            centerY: (pixels.minY + pixels.maxY) / 2,
            radiusX: (pixels.maxX - pixels.minX) / 2,
            radiusY: (pixels.maxY - pixels.minY) / 2
        )
        fillShape(shape, hole: nil as EllipseShape?, paint: Paint(color))
    }

    /// Fills a circle (Tabman's dot indicator).
    public mutating func fillCircle(center: Point, radius: Double, color: RGBAColor) {
        let rect = Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        fillEllipse(in: rect, color: color)
    }

    /// Fills the triangle with corners `a`, `b`, `c` (any winding).
    public mutating func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: RGBAColor) {
        let shape = ConvexPolygonShape(points: [a, b, c].map { (x: $0.x * scale, y: $0.y * scale) })
        fillShape(shape, hole: nil as ConvexPolygonShape?, paint: Paint(color))
    }

    /// Fills the upward triangle inscribed in `rect`: apex at the top centre, base along the bottom
    /// edge (Tabman's chevron indicator).
    public mutating func fillUpwardTriangle(in rect: Rect, color: RGBAColor) {
        fillTriangle(
            Point(x: rect.midX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY),
            Point(x: rect.minX, y: rect.maxY),
            color: color
        )
    }

    /// Composites `paint` over `shape` minus `hole`, clipped, sampling each pixel row on 16 lines.
    mutating func fillShape<Shape: ScanlineShape, Hole: ScanlineShape>(_ shape: Shape, hole: Hole?, paint: Paint) {
        let clip = currentClip
        let area = shape.bounds.intersection(clip)
        guard !area.isEmpty, paint.alpha > 0 else { return }
        let columns = area.columns(limit: pixelWidth)
        let rows = area.rows(limit: pixelHeight)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let clipColumns = clipCoverage(columns: columns, clip: clip)
        var rasterizer = ScanlineRasterizer(columns: columns)
        let samples = ScanlineRasterizer.subsamples
        let weight = 1 / Float(samples)
        let width = pixelWidth
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in rows {
                rasterizer.reset()
                var touched = false
                for sample in 0..<samples {
                    let y = Double(row) + (Double(sample) + 0.5) / Double(samples)
                    guard let span = shape.span(atY: y) else { continue }
                    touched = true
                    rasterizer.add(start: span.start, end: span.end, weight: weight)
                    if let hole, let gap = hole.span(atY: y) {
                        rasterizer.add(start: gap.start, end: gap.end, weight: -weight)
                    }
                }
                guard touched else { continue }
                let rowClip = Float(PixelBox.overlap(row, clip.minY, clip.maxY))
                let rowStart = base + row * width * 4
                rasterizer.forEachCoverage { column, coverage in
                    let clipped = coverage * clipColumns[column - columns.lowerBound] * rowClip
                    paint.blend(into: rowStart + column * 4, coverage: clipped)
                }
            }
        }
    }
}
