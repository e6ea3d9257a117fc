import PagerEngine

/// A colour prepared for blending: float components for partial coverage, bytes for opaque copies.
struct Paint: Sendable {
    var red: Float
    var green: Float
    var blue: Float
    /// Opacity in `0...1`.
    var alpha: Float
    var bytes: (UInt8, UInt8, UInt8, UInt8)

    init(_ color: RGBAColor) {
        red = Float(color.red)
        green = Float(color.green)
        blue = Float(color.blue)
        alpha = Float(color.alpha) / 255
        bytes = (color.red, color.green, color.blue, color.alpha)
    }

    /// Whether full coverage replaces the destination pixel outright.
    var isOpaque: Bool { alpha >= 1 }

    /// Source-over of this paint at `coverage` onto the straight-alpha RGBA pixel at `pixel`.
    ///
    /// With `a = alpha × coverage` and destination alpha `d`: `outA = a + d(1 − a)` and
    /// `outC = (C·a + D·d(1 − a)) / outA` (Porter & Duff 1984, "A over B", in straight alpha), each
    /// channel rounded half up to 8 bits. An opaque destination skips the division.
    @inline(__always)
    func blend(into pixel: UnsafeMutablePointer<UInt8>, coverage: Float) {
        let a = alpha * coverage
        if a <= 0 { return }
        if a >= 1 {
            pixel[0] = bytes.0
            pixel[1] = bytes.1
            pixel[2] = bytes.2
            pixel[3] = 255
            return
        }
        let destinationAlpha = pixel[3]
        if destinationAlpha == 255 {
            let keep = 1 - a
            pixel[0] = UInt8(red * a + Float(pixel[0]) * keep + 0.5)
            pixel[1] = UInt8(green * a + Float(pixel[1]) * keep + 0.5)
            pixel[2] = UInt8(blue * a + Float(pixel[2]) * keep + 0.5)
            return
        }
        let keep = Float(destinationAlpha) / 255 * (1 - a)
        let outAlpha = a + keep
        let inverse = 1 / outAlpha
        pixel[0] = Paint.byte((red * a + Float(pixel[0]) * keep) * inverse)
        pixel[1] = Paint.byte((green * a + Float(pixel[1]) * keep) * inverse)
        pixel[2] = Paint.byte((blue * a + Float(pixel[2]) * keep) * inverse)
        pixel[3] = Paint.byte(outAlpha * 255)
    }

    /// Rounds half up and clamps to `0...255`.
    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        let rounded = value + 0.5
        if rounded >= 255 { return 255 }
        if rounded <= 0 { return 0 }
        return UInt8(rounded)
    }
}
