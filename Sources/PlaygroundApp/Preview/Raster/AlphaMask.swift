/// An 8-bit coverage bitmap in device pixels, such as a glyph rendered by FreeType.
///
/// Rows run top to bottom with no padding: byte `y × width + x` is the coverage of pixel `(x, y)`,
/// 0 transparent to 255 fully covered. Copy FreeType's `FT_Bitmap` rows (which may carry a `pitch`
/// larger than `width`) with ``init(width:height:rows:pitch:)``.
public struct AlphaMask: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let coverage: [UInt8]

    /// Makes a mask from tightly packed rows.
    ///
    /// - Throws: ``RasterError/invalidMaskSize(width:height:byteCount:)`` unless
    ///   `coverage.count == width × height` with both sides at least 0.
    public init(width: Int, height: Int, coverage: [UInt8]) throws(RasterError) {
        guard width >= 0, height >= 0, width <= RasterImage.maximumSide, height <= RasterImage.maximumSide,
            coverage.count == width * height
        else { throw .invalidMaskSize(width: width, height: height, byteCount: coverage.count) }
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// Makes a mask from rows `pitch` bytes apart (top-down, `pitch ≥ width`), dropping the padding.
    ///
    /// - Throws: ``RasterError/invalidMaskSize(width:height:byteCount:)`` if `rows` is shorter than
    ///   `pitch × (height − 1) + width` or `pitch < width`.
    public init(width: Int, height: Int, rows: [UInt8], pitch: Int) throws(RasterError) {
        guard width >= 0, height >= 0, pitch >= width, width <= RasterImage.maximumSide,
            height <= RasterImage.maximumSide, height == 0 || rows.count >= pitch * (height - 1) + width
        else { throw .invalidMaskSize(width: width, height: height, byteCount: rows.count) }
        var packed = [UInt8]()
        packed.reserveCapacity(width * height)
        for row in 0..<height {
            packed.append(contentsOf: rows[(row * pitch)..<(row * pitch + width)])
        }
        try self.init(width: width, height: height, coverage: packed)
    }
}
