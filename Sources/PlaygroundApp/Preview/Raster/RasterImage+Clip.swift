import PagerEngine

extension RasterImage {
    /// The current clip in points.
    public var clipBounds: Rect {
        let box = currentClip
        return Rect(
            x: box.minX / scale,
            y: box.minY / scale,
            width: max(0, box.maxX - box.minX) / scale,
            height: max(0, box.maxY - box.minY) / scale
        )
    }

    var currentClip: PixelBox { clipStack[clipStack.count - 1] }

    /// Restricts drawing to `rect` (intersected with the current clip) until the matching ``popClip()``.
    ///
    /// Fractional clip edges scale coverage by how much of each pixel lies inside, so a clip at
    /// x = 10.5 lets half of pixel 10 be painted.
    public mutating func pushClip(_ rect: Rect) {
        clipStack.append(currentClip.intersection(box(rect)))
    }

    /// Removes the clip added by the last ``pushClip(_:)``; the whole-image clip is never removed.
    public mutating func popClip() {
        if clipStack.count > 1 { clipStack.removeLast() }
    }

    /// Runs `body` with drawing clipped to `rect`, then restores the previous clip.
    public mutating func withClip<Result>(
        _ rect: Rect,
        _ body: (inout RasterImage) throws -> Result
    ) rethrows -> Result {
        pushClip(rect)
        defer { popClip() }
        return try body(&self)
    }

    /// The share of device pixel column `x` inside the clip, per column of `columns`.
    func clipCoverage(columns: Range<Int>, clip: PixelBox) -> [Float] {
        columns.map { Float(PixelBox.overlap($0, clip.minX, clip.maxX)) }
    }
}
