import PagerEngine

extension RasterImage {
    /// Paints `color` through `mask`, the mask's top-left corner at `origin` in points.
    ///
    /// The mask is in device pixels (render glyphs at `size × scale`), so it lands on the pixel grid
    /// at `origin × scale`. A fractional position shifts it by box-filter resampling: each device
    /// pixel takes the area-weighted mean of the up to four mask pixels it overlaps, so a mask pixel
    /// of 255 drawn half a pixel right covers two device pixels by one half each.
    public mutating func drawMask(_ mask: AlphaMask, at origin: Point, color: RGBAColor) {
        drawMask(mask, pixelX: origin.x * scale, pixelY: origin.y * scale, color: color)
    }

    /// Paints `color` through `mask` with its top-left corner at device pixel position `(pixelX, pixelY)`.
    public mutating func drawMask(_ mask: AlphaMask, pixelX: Double, pixelY: Double, color: RGBAColor) {
        let limit = Double(RasterImage.maximumSide * 2)
        guard mask.width > 0, mask.height > 0, abs(pixelX) < limit, abs(pixelY) < limit else { return }
        let paint = Paint(color)
        guard paint.alpha > 0 else { return }
        let whole = (x: Int(pixelX.rounded(.down)), y: Int(pixelY.rounded(.down)))
        let fraction = (x: Float(pixelX - Double(whole.x)), y: Float(pixelY - Double(whole.y)))
        let extra = (x: fraction.x > 0 ? 1 : 0, y: fraction.y > 0 ? 1 : 0)
        let clip = currentClip
        let area = PixelBox(
            minX: Double(whole.x),
            minY: Double(whole.y),
            maxX: Double(whole.x + mask.width + extra.x),
            maxY: Double(whole.y + mask.height + extra.y)
        ).intersection(clip)
        let columns = area.columns(limit: pixelWidth)
        let rows = area.rows(limit: pixelHeight)
        guard !area.isEmpty, !columns.isEmpty, !rows.isEmpty else { return }
        let clipColumns = clipCoverage(columns: columns, clip: clip)
        let weights = (
            here: (1 - fraction.x) * (1 - fraction.y),
            left: fraction.x * (1 - fraction.y),
            up: (1 - fraction.x) * fraction.y,
            upLeft: fraction.x * fraction.y
        )
        let width = pixelWidth
        mask.coverage.withUnsafeBufferPointer { source in
            func sample(_ x: Int, _ y: Int) -> Float {
                guard x >= 0, y >= 0, x < mask.width, y < mask.height else { return 0 }
                return Float(source[y * mask.width + x])
            }
            pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for row in rows {
                    let rowClip = Float(PixelBox.overlap(row, clip.minY, clip.maxY)) / 255
                    let maskY = row - whole.y
                    let rowStart = base + row * width * 4
                    for column in columns {
                        let maskX = column - whole.x
                        let value =
                            weights.here * sample(maskX, maskY) + weights.left * sample(maskX - 1, maskY)
                            + weights.up * sample(maskX, maskY - 1) + weights.upLeft * sample(maskX - 1, maskY - 1)
                        guard value > 0 else { continue }
                        let coverage = value * rowClip * clipColumns[column - columns.lowerBound]
                        paint.blend(into: rowStart + column * 4, coverage: coverage)
                    }
                }
            }
        }
    }
}
