import PagerEngine

extension RasterImage {
    /// Multiplies the alpha of the pixels in `rect` by a horizontal piecewise-linear ramp (an edge fade).
    ///
    /// Affects the device pixels whose centres lie in `rect` and in the clip; colour channels are
    /// untouched (straight alpha). The factor for a pixel is ``FadeStop`` interpolation at its centre's
    /// position across `rect`, `((x + 0.5) / scale − rect.minX) / rect.width`. Draw the faded content
    /// into its own transparent layer, fade it, then ``composite(_:at:opacity:)`` it onto the page,
    /// as Tabman masks its bar's scroll view when `fadesContentEdges` is on.
    ///
    /// ```swift
    /// bar.applyHorizontalFade(in: barRect, stops: [
    ///     FadeStop(location: 0, alpha: 0), FadeStop(location: 0.1, alpha: 1),
    ///     FadeStop(location: 0.9, alpha: 1), FadeStop(location: 1, alpha: 0),
    /// ])
    /// ```
    public mutating func applyHorizontalFade(in rect: Rect, stops: [FadeStop]) {
        guard rect.width > 0, rect.height > 0, !stops.isEmpty else { return }
        let sorted = stops.sorted { $0.location < $1.location }
        let area = box(rect).intersection(currentClip)
        let columns = PixelBox.centres(area.minX, area.maxX, limit: pixelWidth)
        let rows = PixelBox.centres(area.minY, area.maxY, limit: pixelHeight)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let factors = columns.map { column -> Float in
            let x = (Double(column) + 0.5) / scale
            return Float(max(0, min(1, FadeStop.factor(at: (x - rect.minX) / rect.width, stops: sorted))))
        }
        let width = pixelWidth
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in rows {
                let rowStart = row * width * 4
                for (index, column) in columns.enumerated() where factors[index] < 1 {
                    let alphaIndex = rowStart + column * 4 + 3
                    buffer[alphaIndex] = Paint.byte(Float(buffer[alphaIndex]) * factors[index])
                }
            }
        }
    }
}

extension PixelBox {
    /// The cells whose centres `cell + 0.5` lie in `[low, high)`, clamped to `0 ..< limit`.
    static func centres(_ low: Double, _ high: Double, limit: Int) -> Range<Int> {
        guard high > low, low.isFinite, high.isFinite else { return 0..<0 }
        let first = max(0, min(limit, Int((low - 0.5).rounded(.up))))
        let end = max(first, min(limit, Int((high - 0.5).rounded(.up))))
        return first..<end
    }
}
