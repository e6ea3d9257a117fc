import PagerEngine

extension RasterImage {
    /// A transparent image at this scale over the whole device pixels under `rect` that lie inside this
    /// image, and its top-left corner in points: draw on it moved by `−origin`, then
    /// ``composite(_:at:opacity:)`` it back at `origin`. Nil when `rect` covers no pixel of the image.
    public func layer(covering rect: Rect) throws(RasterError) -> (layer: RasterImage, origin: Point)? {
        let left = max(0, Int((rect.minX * scale).rounded(.down)))
        let top = max(0, Int((rect.minY * scale).rounded(.down)))
        let right = min(pixelWidth, Int((rect.maxX * scale).rounded(.up)))
        let bottom = min(pixelHeight, Int((rect.maxY * scale).rounded(.up)))
        guard right > left, bottom > top else { return nil }
        let layer = try RasterImage(pixelWidth: right - left, pixelHeight: bottom - top, scale: scale)
        return (layer, Point(x: Double(left) / scale, y: Double(top) / scale))
    }

    /// Composites `layer` source-over onto this image with its top-left corner at `origin` (points).
    ///
    /// The layer must have this image's scale; its origin is rounded to the nearest device pixel,
    /// and the clip applies. `opacity` scales the layer's alpha. A layer placed entirely off the image
    /// (or at a non-finite origin) draws nothing.
    ///
    /// - Throws: ``RasterError/scaleMismatch(expected:actual:)`` when the scales differ.
    public mutating func composite(_ layer: RasterImage, at origin: Point, opacity: Double = 1) throws(RasterError) {
        guard layer.scale == scale else { throw .scaleMismatch(expected: scale, actual: layer.scale) }
        let limit = Double(RasterImage.maximumSide * 2)
        guard abs(origin.x * scale) < limit, abs(origin.y * scale) < limit else { return }
        let offsetX = Int((origin.x * scale).rounded())
        let offsetY = Int((origin.y * scale).rounded())
        let clip = currentClip
        let area = PixelBox(
            minX: Double(offsetX),
            minY: Double(offsetY),
            maxX: Double(offsetX + layer.pixelWidth),
            maxY: Double(offsetY + layer.pixelHeight)
        ).intersection(clip)
        let columns = area.columns(limit: pixelWidth)
        let rows = area.rows(limit: pixelHeight)
        guard !area.isEmpty, !columns.isEmpty, !rows.isEmpty, opacity > 0 else { return }
        let clipColumns = clipCoverage(columns: columns, clip: clip)
        let width = pixelWidth
        let layerWidth = layer.pixelWidth
        let strength = Float(min(1, opacity))
        layer.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for row in rows {
                    let rowClip = Float(PixelBox.overlap(row, clip.minY, clip.maxY)) * strength
                    let sourceRow = (row - offsetY) * layerWidth
                    for column in columns {
                        let index = (sourceRow + column - offsetX) * 4
                        let alpha = source[index + 3]
                        guard alpha > 0 else { continue }
                        let paint = Paint(
                            RGBAColor(
                                red: source[index], green: source[index + 1], blue: source[index + 2], alpha: alpha)
                        )
                        let coverage = rowClip * clipColumns[column - columns.lowerBound]
                        paint.blend(into: base + (row * width + column) * 4, coverage: coverage)
                    }
                }
            }
        }
    }
}
