/// Accumulates the coverage of one pixel row from spans on sub-scanlines.
///
/// A span `[start, end)` on one of ``subsamples`` lines adds `weight × (its length inside pixel x)`
/// to pixel x: the two end pixels directly, the whole pixels between them through a running sum
/// (`runs`), so a span costs O(1) and the row O(width). Holes (a stroke's inner outline) add with a
/// negative weight.
struct ScanlineRasterizer {
    /// Sub-scanlines per pixel row, at `row + (i + 0.5) / subsamples`.
    static let subsamples = 16

    /// The first device column of the row buffer.
    let origin: Int
    /// Coverage added directly to a pixel (span ends).
    var partial: [Float]
    /// Coverage starting at a pixel and running right (prefix sums give whole-pixel runs).
    var runs: [Float]

    init(columns: Range<Int>) {
        origin = columns.lowerBound
        partial = [Float](repeating: 0, count: columns.count + 1)
        runs = [Float](repeating: 0, count: columns.count + 1)
    }

    mutating func reset() {
        for index in partial.indices {
            partial[index] = 0
            runs[index] = 0
        }
    }

    /// Adds the span `[start, end)` in device x with `weight`, clipped to the row buffer.
    @inline(__always)
    mutating func add(start: Double, end: Double, weight: Float) {
        let limit = Double(partial.count - 1)
        let low = max(0, start - Double(origin))
        let high = min(limit, end - Double(origin))
        guard high > low else { return }
        let first = Int(low)
        let last = Int(high)
        if first == last {
            partial[first] += weight * Float(high - low)
            return
        }
        partial[first] += weight * Float(Double(first + 1) - low)
        runs[first + 1] += weight
        runs[last] -= weight
        partial[last] += weight * Float(high - Double(last))
    }

    /// Calls `body(column, coverage)` for every column of the row with coverage in `(0, 1]`.
    @inline(__always)
    func forEachCoverage(_ body: (Int, Float) -> Void) {
        var running: Float = 0
        for index in 0..<(partial.count - 1) {
            running += runs[index]
            let coverage = min(1, partial[index] + running)
            if coverage > 0.0005 { body(origin + index, coverage) }
        }
    }
}
