/// Why a raster image or alpha mask could not be made or combined.
public enum RasterError: Error, Sendable, Hashable {
    /// The size in device pixels is empty or over ``RasterImage/maximumSide`` or ``RasterImage/maximumPixelCount``.
    case invalidImageSize(pixelWidth: Int, pixelHeight: Int)
    /// The scale factor is not finite or outside ``RasterImage/scaleRange``.
    case invalidScale(Double)
    /// A size in points that is negative or not finite.
    case invalidPointSize(width: Double, height: Double)
    /// An alpha mask whose byte count is not `width × height`.
    case invalidMaskSize(width: Int, height: Int, byteCount: Int)
    /// A layer drawn onto an image with a different scale factor.
    case scaleMismatch(expected: Double, actual: Double)
}
