import PagerEngine

/// An 8-bit RGBA image in sRGB with straight (not premultiplied) alpha, drawn on in points.
///
/// Drawing calls take points; the image holds `points × scale` device pixels, so a 390 × 844 point
/// preview at scale 2 is 780 × 1688 pixels. Every shape is anti-aliased by its exact (rectangles) or
/// sampled (curves, triangles) coverage of each pixel and composited source-over. Alpha stays
/// straight because PNG stores it straight (PNG §4.3.2): the bytes go to the encoder as they are,
/// and an edge fade only scales the alpha channel.
///
/// ```swift
/// var image = try RasterImage(size: Size(width: 390, height: 844), scale: 2, fill: .white)
/// image.fillRoundedRect(Rect(x: 16, y: 60, width: 120, height: 36), radius: 18, color: .systemBlue)
/// let png = try PNGEncoder.encode(image)
/// ```
public struct RasterImage: Sendable {
    /// The largest width or height in device pixels.
    public static let maximumSide = 8192
    /// The largest pixel count (64 MiB of RGBA).
    public static let maximumPixelCount = 16 * 1024 * 1024
    /// The scale factors accepted (device pixels per point).
    public static let scaleRange: ClosedRange<Double> = 0.25...4

    /// Width in device pixels.
    public let pixelWidth: Int
    /// Height in device pixels.
    public let pixelHeight: Int
    /// Device pixels per point.
    public let scale: Double
    /// Rows top to bottom, each `pixelWidth × 4` bytes of R, G, B, A (straight alpha, sRGB).
    public internal(set) var pixels: [UInt8]
    /// The clip in device pixels; the last entry applies. Never empty: the first entry is the whole image.
    var clipStack: [PixelBox]

    /// Makes an image of `pixelWidth × pixelHeight` device pixels, every pixel set to `fill`.
    ///
    /// - Throws: ``RasterError/invalidImageSize(pixelWidth:pixelHeight:)`` or
    ///   ``RasterError/invalidScale(_:)`` outside the limits.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, fill: RGBAColor = .clear) throws(RasterError) {
        guard scale.isFinite, RasterImage.scaleRange.contains(scale) else { throw .invalidScale(scale) }
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= RasterImage.maximumSide,
            pixelHeight <= RasterImage.maximumSide, pixelWidth * pixelHeight <= RasterImage.maximumPixelCount
        else { throw .invalidImageSize(pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        clipStack = [PixelBox(minX: 0, minY: 0, maxX: Double(pixelWidth), maxY: Double(pixelHeight))]
        if fill != .clear { self.fill(with: fill) }
    }

    /// Makes an image `size` points large at `scale`; each side is `(points × scale)` rounded to nearest.
    public init(size: Size, scale: Double, fill: RGBAColor = .clear) throws(RasterError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            size.width <= Double(RasterImage.maximumSide), size.height <= Double(RasterImage.maximumSide)
        else { throw .invalidPointSize(width: size.width, height: size.height) }
        guard scale.isFinite, RasterImage.scaleRange.contains(scale) else { throw .invalidScale(scale) }
        try self.init(
            pixelWidth: Int((size.width * scale).rounded()),
            pixelHeight: Int((size.height * scale).rounded()),
            scale: scale,
            fill: fill
        )
    }

    /// The image's size in points.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// The colour of the device pixel at column `x`, row `y` (both must be inside the image).
    public func pixel(x: Int, y: Int) -> RGBAColor {
        precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel (\(x), \(y)) outside the image")
        let offset = (y * pixelWidth + x) * 4
        return RGBAColor(
            red: pixels[offset],
            green: pixels[offset + 1],
            blue: pixels[offset + 2],
            alpha: pixels[offset + 3]
        )
    }

    /// The colour of the device pixel under the point `point` (the pixel whose area contains it).
    public func pixel(at point: Point) -> RGBAColor {
        pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
    }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var index = 3
            while index < buffer.count {
                if buffer[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// Sets every pixel to `color`, replacing what was there (no blending, ignores the clip).
    public mutating func fill(with color: RGBAColor) {
        let pattern = (color.red, color.green, color.blue, color.alpha)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            RasterImage.write(pattern, to: base, count: buffer.count / 4)
        }
    }

    /// Writes `count` copies of one RGBA pixel starting at `start`.
    @inline(__always)
    static func write(_ pattern: (UInt8, UInt8, UInt8, UInt8), to start: UnsafeMutablePointer<UInt8>, count: Int) {
        var pixel = start
        for _ in 0..<count {
            pixel[0] = pattern.0
            pixel[1] = pattern.1
            pixel[2] = pattern.2
            pixel[3] = pattern.3
            pixel += 4
        }
    }

    /// A rectangle in points mapped to device pixels.
    func box(_ rect: Rect) -> PixelBox {
        PixelBox(
            minX: rect.minX * scale,
            minY: rect.minY * scale,
            maxX: rect.maxX * scale,
            maxY: rect.maxY * scale
        )
    }
}

extension RasterImage: CustomStringConvertible {
    public var description: String { "RasterImage(\(pixelWidth)×\(pixelHeight) px @\(scale)x)" }
}

extension RasterImage: Equatable {
    /// Images are equal when their size, scale and pixels are; the clip is drawing state, not content.
    public static func == (lhs: RasterImage, rhs: RasterImage) -> Bool {
        lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight && lhs.scale == rhs.scale
            && lhs.pixels == rhs.pixels
    }
}
