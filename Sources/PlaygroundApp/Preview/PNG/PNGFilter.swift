/// The five PNG row filters (PNG §9.2, https://www.w3.org/TR/png/#9Filter-types).
public enum PNGFilter: UInt8, Sendable, Hashable, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
}

/// How the encoder picks a filter for each row.
public enum PNGFilterStrategy: Sendable, Hashable {
    /// Per row, the filter whose output has the smallest sum of absolute values, each byte read as
    /// signed (the "minimum sum of absolute differences" heuristic of PNG §12.8).
    case adaptive
    /// The same filter on every row.
    case fixed(PNGFilter)
}

/// Filters packed image rows into PNG's filtered stream: per row, the filter type byte then the row.
///
/// Bytes are treated per PNG §9.2 with `a` the byte one pixel to the left, `b` the byte above and
/// `c` the byte above and to the left, all zero outside the image.
struct PNGRowFilter {
    let rowLength: Int
    let bytesPerPixel: Int
    let strategy: PNGFilterStrategy

    /// Filters `rows` rows; `packRow(row, destination)` writes row `row`'s `rowLength` bytes.
    func filter(rows: Int, packRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let stride = rowLength + 1
        var previous = [UInt8](repeating: 0, count: rowLength)
        var current = [UInt8](repeating: 0, count: rowLength)
        return [UInt8](unsafeUninitializedCapacity: rows * stride) { output, count in
            guard let outputBase = output.baseAddress else {
                count = 0
                return
            }
            previous.withUnsafeMutableBufferPointer { previousBuffer in
                current.withUnsafeMutableBufferPointer { currentBuffer in
                    guard var above = previousBuffer.baseAddress, var line = currentBuffer.baseAddress else { return }
                    for row in 0..<rows {
                        packRow(row, line)
                        let filter = choose(line, above)
                        let destination = outputBase + row * stride
                        destination.pointee = filter.rawValue
                        apply(filter, line, above, destination + 1)
                        swap(&above, &line)
                    }
                }
            }
            count = rows * stride
        }
    }

    private func choose(_ line: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>) -> PNGFilter {
        switch strategy {
        case .fixed(let filter): return filter
        case .adaptive: break
        }
        var sums = (none: 0, sub: 0, up: 0, average: 0, paeth: 0)
        for index in 0..<rowLength {
            let x = line[index]
            let b = above[index]
            let a: UInt8 = index >= bytesPerPixel ? line[index - bytesPerPixel] : 0
            let c: UInt8 = index >= bytesPerPixel ? above[index - bytesPerPixel] : 0
            sums.none += PNGRowFilter.magnitude(x)
            sums.sub += PNGRowFilter.magnitude(x &- a)
            sums.up += PNGRowFilter.magnitude(x &- b)
            sums.average += PNGRowFilter.magnitude(x &- UInt8((Int(a) + Int(b)) >> 1))
            sums.paeth += PNGRowFilter.magnitude(x &- PNGRowFilter.paeth(a, b, c))
        }
        var best = (filter: PNGFilter.none, sum: sums.none)
        for candidate in [
            (PNGFilter.up, sums.up), (PNGFilter.sub, sums.sub), (PNGFilter.paeth, sums.paeth),
            (PNGFilter.average, sums.average),
        ] where candidate.1 < best.sum {
            best = candidate
        }
        return best.filter
    }

    private func apply(
        _ filter: PNGFilter,
        _ line: UnsafePointer<UInt8>,
        _ above: UnsafePointer<UInt8>,
        _ output: UnsafeMutablePointer<UInt8>
    ) {
        let lead = min(bytesPerPixel, rowLength)
        switch filter {
        case .none:
            output.update(from: line, count: rowLength)
        case .sub:
            for index in 0..<lead { output[index] = line[index] }
            for index in lead..<rowLength { output[index] = line[index] &- line[index - bytesPerPixel] }
        case .up:
            for index in 0..<rowLength { output[index] = line[index] &- above[index] }
        case .average:
            for index in 0..<lead { output[index] = line[index] &- (above[index] >> 1) }
            for index in lead..<rowLength {
                let mean = UInt8((Int(line[index - bytesPerPixel]) + Int(above[index])) >> 1)
                output[index] = line[index] &- mean
            }
        case .paeth:
            for index in 0..<lead { output[index] = line[index] &- above[index] }
            for index in lead..<rowLength {
                let predictor = PNGRowFilter.paeth(
                    line[index - bytesPerPixel],
                    above[index],
                    above[index - bytesPerPixel]
                )
                output[index] = line[index] &- predictor
            }
        }
    }

    /// A filtered byte read as signed, made positive: `min(v, 256 − v)`.
    @inline(__always)
    static func magnitude(_ value: UInt8) -> Int {
        value < 128 ? Int(value) : 256 - Int(value)
    }

    /// The Paeth predictor (PNG §9.4): whichever of `a`, `b`, `c` is closest to `a + b − c`, ties to a, then b.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let estimate = Int(a) + Int(b) - Int(c)
        let distanceA = abs(estimate - Int(a))
        let distanceB = abs(estimate - Int(b))
        let distanceC = abs(estimate - Int(c))
        if distanceA <= distanceB && distanceA <= distanceC { return a }
        if distanceB <= distanceC { return b }
        return c
    }
}
