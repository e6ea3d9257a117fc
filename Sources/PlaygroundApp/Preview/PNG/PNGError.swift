/// Why a PNG or APNG could not be encoded.
public enum PNGError: Error, Sendable, Hashable {
    /// zlib returned `code` from `function` (`deflateInit2`, `deflate`, ...), with zlib's message if any.
    case zlib(function: String, code: Int32, message: String)
    /// An animation needs at least one frame.
    case noFrames
    /// An animation frame whose pixel size differs from the first frame's.
    case frameSizeMismatch(frameIndex: Int, expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// A frame with transparency appended after the encoder chose opaque RGB from the first frame.
    case transparentFrameInOpaqueAnimation(frameIndex: Int)
    /// More frames than the 32-bit frame and sequence counters of APNG allow.
    case tooManyFrames(Int)
    /// A chunk whose data exceeds PNG's limit of 2³¹ − 1 bytes (PNG §5.3).
    case chunkTooLarge(type: String, byteCount: Int)
}
