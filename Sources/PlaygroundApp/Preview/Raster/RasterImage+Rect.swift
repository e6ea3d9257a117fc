import PagerEngine

extension RasterImage {
    /// Fills `rect` (points) with `color`, anti-aliased by the exact area each pixel shares with it.
    ///
    /// A pixel's coverage is `overlapX × overlapY` of the rectangle intersected with the clip; a
    /// left edge at x = 10.5 device pixels covers pixel 10 by one half.
    public mutating func fillRect(_ rect: Rect, color: RGBAColor) {
        fillBox(box(rect), paint: Paint(color))
    }

    /// Draws a horizontal line from `fromX` to `toX` centred on `y`, `thickness` points tall.
    public mutating func drawHorizontalLine(fromX: Double, toX: Double, y: Double, thickness: Double, color: RGBAColor)
    {
        let rect = Rect(x: min(fromX, toX), y: y - thickness / 2, width: abs(toX - fromX), height: thickness)
        fillRect(rect, color: color)
    }

    /// Composites `paint` over the device-pixel box `shape` (clipped), by exact area coverage.
    mutating func fillBox(_ shape: PixelBox, paint: Paint) {
        let area = shape.intersection(currentClip)
        guard !area.isEmpty, paint.alpha > 0 else { return }
        let columns = area.columns(limit: pixelWidth)
        let rows = area.rows(limit: pixelHeight)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let fullStart = max(columns.lowerBound, Int(area.minX.rounded(.up)))
        let fullEnd = max(fullStart, min(columns.upperBound, Int(area.maxX.rounded(.down))))
        let columnCoverage = columns.map { Float(PixelBox.overlap($0, area.minX, area.maxX)) }
        let edges = [columns.lowerBound..<fullStart, fullEnd..<columns.upperBound]
        let width = pixelWidth
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in rows {
                let rowCoverage = Float(PixelBox.overlap(row, area.minY, area.maxY))
                let rowStart = base + row * width * 4
                if rowCoverage >= 1 && paint.isOpaque {
                    for edge in edges {
                        for column in edge {
                            let coverage = columnCoverage[column - columns.lowerBound]
                            paint.blend(into: rowStart + column * 4, coverage: coverage)
                        }
                    }
                    RasterImage.write(paint.bytes, to: rowStart + fullStart * 4, count: fullEnd - fullStart)
                } else {
                    for column in columns {
                        let coverage = columnCoverage[column - columns.lowerBound] * rowCoverage
                        paint.blend(into: rowStart + column * 4, coverage: coverage)
                    }
                }
            }
        }
    }
}
