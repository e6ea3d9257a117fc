extension PixelRegion {
    /// The smallest rectangle holding every pixel that differs between two images of one size, or
    /// `nil` when they are identical.
    static func changed(from old: RasterImage, to new: RasterImage) -> PixelRegion? {
        let width = new.pixelWidth
        let height = new.pixelHeight
        return old.pixels.withUnsafeBytes { oldBytes in
            new.pixels.withUnsafeBytes { newBytes in
                func differs(_ x: Int, _ y: Int) -> Bool {
                    let offset = (y * width + x) * 4
                    return oldBytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        != newBytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                }
                func rowDiffers(_ y: Int) -> Bool {
                    let start = y * width * 4
                    let rowBytes = width * 4
                    return !oldBytes[start..<(start + rowBytes)].elementsEqual(newBytes[start..<(start + rowBytes)])
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers) ?? top
                var left = width
                var right = -1
                for y in top...bottom {
                    if let first = (0..<min(left, width)).first(where: { differs($0, y) }) { left = first }
                    if let last = ((right + 1)..<width).last(where: { differs($0, y) }) { right = last }
                }
                guard right >= left else { return nil }
                return PixelRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
