/// An axis-aligned box in device pixels with fractional edges; the raster's internal coordinate space.
struct PixelBox: Sendable, Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(
            minX: max(minX, other.minX),
            minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY)
        )
    }

    func insetBy(_ amount: Double) -> PixelBox {
        PixelBox(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
    }

    /// The whole pixel columns `floor(minX) ..< ceil(maxX)` the box touches, clamped to `0 ..< limit`.
    func columns(limit: Int) -> Range<Int> {
        PixelBox.cells(minX, maxX, limit: limit)
    }

    /// The whole pixel rows `floor(minY) ..< ceil(maxY)` the box touches, clamped to `0 ..< limit`.
    func rows(limit: Int) -> Range<Int> {
        PixelBox.cells(minY, maxY, limit: limit)
    }

    private static func cells(_ low: Double, _ high: Double, limit: Int) -> Range<Int> {
        guard high > low, low.isFinite, high.isFinite else { return 0..<0 }
        let first = max(0, min(limit, Int(low.rounded(.down))))
        let end = max(first, min(limit, Int(high.rounded(.up))))
        return first..<end
    }

    /// The length of `[cell, cell + 1) ∩ [low, high)`: how much of one pixel a 1-D interval covers.
    @inline(__always)
    static func overlap(_ cell: Int, _ low: Double, _ high: Double) -> Double {
        let start = Swift.max(Double(cell), low)
        let end = Swift.min(Double(cell + 1), high)
        return end > start ? end - start : 0
    }
}
