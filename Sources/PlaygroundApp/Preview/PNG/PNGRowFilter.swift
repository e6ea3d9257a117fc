/// Filters one packed image row at a time into PNG's filtered form: the filter type byte, then the row.
///
/// Bytes follow PNG §9.2 with `a` the byte one pixel to the left, `b` the byte above and `c` the
/// byte above and to the left, all zero outside the image.
struct PNGRowFilter {
    let rowLength: Int
    let bytesPerPixel: Int
    let strategy: PNGFilterStrategy

    /// Writes the filter type and `rowLength` filtered bytes of `line` (with `above`, zeros for the first row) to `output`.
    func filter(
        _ line: UnsafePointer<UInt8>,
        above: UnsafePointer<UInt8>,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let filter = choose(line, above)
        output.pointee = filter.rawValue
        apply(filter, line, above, output + 1)
    }

    private func choose(_ line: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>) -> PNGFilter {
        switch strategy {
        case .fixed(let filter): return filter
        case .adaptive: break
        }
        // A row equal to the one above filters to zeros with Up: no filter can do better.
        if rowLength > 0 && (0..<rowLength).allSatisfy({ line[$0] == above[$0] }) { return .up }
        var none = 0
        var sub = 0
        var up = 0
        var average = 0
        var paeth = 0
        let lead = min(bytesPerPixel, rowLength)
        for index in 0..<lead {
            let x = line[index]
            let b = above[index]
            none += PNGRowFilter.magnitude(x)
            sub += PNGRowFilter.magnitude(x)
            up += PNGRowFilter.magnitude(x &- b)
            average += PNGRowFilter.magnitude(x &- (b >> 1))
            paeth += PNGRowFilter.magnitude(x &- b)
        }
        for index in lead..<rowLength {
            let x = line[index]
            let a = line[index - bytesPerPixel]
            let b = above[index]
            let c = above[index - bytesPerPixel]
            none += PNGRowFilter.magnitude(x)
            sub += PNGRowFilter.magnitude(x &- a)
            up += PNGRowFilter.magnitude(x &- b)
            average += PNGRowFilter.magnitude(x &- UInt8((UInt16(a) + UInt16(b)) >> 1))
            paeth += PNGRowFilter.magnitude(x &- PNGRowFilter.paeth(a, b, c))
        }
        var best = (filter: PNGFilter.none, sum: none)
        if up < best.sum { best = (.up, up) }
        if sub < best.sum { best = (.sub, sub) }
        if paeth < best.sum { best = (.paeth, paeth) }
        if average < best.sum { best = (.average, average) }
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
                let mean = UInt8((UInt16(line[index - bytesPerPixel]) + UInt16(above[index])) >> 1)
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
        let signed = Int(Int8(bitPattern: value))
        return signed < 0 ? -signed : signed
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
