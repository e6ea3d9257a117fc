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
        applyFade(in: rect, stops: stops, vertical: false)
    }

    /// Multiplies the alpha of the pixels in `rect` by a vertical ramp: location 0 is the top edge,
    /// 1 the bottom; otherwise as ``applyHorizontalFade(in:stops:)`` (for bars on the left or right).
    public mutating func applyVerticalFade(in rect: Rect, stops: [FadeStop]) {
        applyFade(in: rect, stops: stops, vertical: true)
    }

    private mutating func applyFade(in rect: Rect, stops: [FadeStop], vertical: Bool) {
        guard rect.width > 0, rect.height > 0, !stops.isEmpty else { return }
        let sorted = stops.sorted { $0.location < $1.location }
        let area = box(rect).intersection(currentClip)
        let columns = PixelBox.centres(area.minX, area.maxX, limit: pixelWidth)
        let rows = PixelBox.centres(area.minY, area.maxY, limit: pixelHeight)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let (start, length) = vertical ? (rect.minY, rect.height) : (rect.minX, rect.width)
        let factors = (vertical ? rows : columns).map { cell -> Float in
            let position = (Double(cell) + 0.5) / scale
            return Float(max(0, min(1, FadeStop.factor(at: (position - start) / length, stops: sorted))))
        }
        let width = pixelWidth
        pixels.withUnsafeMutableBufferPointer { buffer in
            for (rowIndex, row) in rows.enumerated() {
                let rowStart = row * width * 4
                for (columnIndex, column) in columns.enumerated() {
                    let factor = factors[vertical ? rowIndex : columnIndex]
                    guard factor < 1 else { continue }
                    let alphaIndex = rowStart + column * 4 + 3
                    buffer[alphaIndex] = Paint.byte(Float(buffer[alphaIndex]) * factor)
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
