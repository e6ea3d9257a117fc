/// What happens to a frame's region before the next frame is drawn (APNG `dispose_op`).
public enum APNGDisposal: UInt8, Sendable, Hashable {
    /// `APNG_DISPOSE_OP_NONE`: the canvas is left as it is.
    case none = 0
    /// `APNG_DISPOSE_OP_BACKGROUND`: the region is cleared to transparent black.
    case background = 1
    /// `APNG_DISPOSE_OP_PREVIOUS`: the region reverts to what it was before the frame.
    case previous = 2
}

/// How a frame's pixels combine with the canvas (APNG `blend_op`).
public enum APNGBlending: UInt8, Sendable, Hashable {
    /// `APNG_BLEND_OP_SOURCE`: the frame's pixels replace the region, alpha included.
    case source = 0
    /// `APNG_BLEND_OP_OVER`: the frame is composited over the region.
    case over = 1
}

/// One frame of an animated PNG: a full-canvas image, how long it shows, and its dispose and blend ops.
///
/// The delay is `delayNumerator / delayDenominator` seconds; a denominator of 0 means 100
/// (APNG specification, `fcTL`: https://wiki.mozilla.org/APNG_Specification#.60fcTL.60:_The_Frame_Control_Chunk).
public struct APNGFrame: Sendable {
    public var image: RasterImage
    public var delayNumerator: UInt16
    public var delayDenominator: UInt16
    public var disposal: APNGDisposal
    public var blending: APNGBlending

    public init(
        image: RasterImage,
        delayNumerator: UInt16,
        delayDenominator: UInt16,
        disposal: APNGDisposal = .none,
        blending: APNGBlending = .source
    ) {
        self.image = image
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
        self.disposal = disposal
        self.blending = blending
    }

    /// A frame shown for `delayMilliseconds` (clamped to 0 ... 65 535), written as `ms / 1000`.
    public init(
        image: RasterImage,
        delayMilliseconds: Int,
        disposal: APNGDisposal = .none,
        blending: APNGBlending = .source
    ) {
        self.init(
            image: image,
            delayNumerator: UInt16(max(0, min(Int(UInt16.max), delayMilliseconds))),
            delayDenominator: 1000,
            disposal: disposal,
            blending: blending
        )
    }
}
