/// Encodes frames as an animated PNG (APNG 1.0, https://wiki.mozilla.org/APNG_Specification).
///
/// The file is `IHDR`, `acTL` (frame count and loop count), `sRGB`/`pHYs`, then per frame an `fcTL`
/// followed by its image data: the first frame as `IDAT` (so decoders without APNG support show it
/// as a still), later frames as `fdAT`. `fcTL` and `fdAT` share one sequence counter starting at 0.
///
/// Frames are appended one at a time and compressed at once, so only the previous frame's pixels
/// are kept. With ``Options/cropsToChangedRegion``, a later frame whose blend op is `source` and
/// whose predecessor's dispose op is `none` is written as just the rectangle that changed.
///
/// ```swift
/// var encoder = APNGEncoder(options: .init(loopCount: 0))
/// for image in frames { try encoder.append(APNGFrame(image: image, delayMilliseconds: 33)) }
/// let bytes = try encoder.finish()
/// ```
public struct APNGEncoder: Sendable {
    public struct Options: Sendable, Hashable {
        /// Filters, compression and pixel format for every frame. With `.automatic` the appending
        /// encoder decides from the first frame; ``APNGEncoder/encode(_:options:)`` decides from all.
        public var png: PNGEncoder.Options
        /// How many times the animation plays; 0 loops forever (`acTL` `num_plays`).
        public var loopCount: UInt32
        /// Whether later frames are cropped to the rectangle that differs from the frame before.
        public var cropsToChangedRegion: Bool

        public init(png: PNGEncoder.Options = .init(), loopCount: UInt32 = 0, cropsToChangedRegion: Bool = true) {
            self.png = png
            self.loopCount = loopCount
            self.cropsToChangedRegion = cropsToChangedRegion
        }
    }

    private let options: Options
    private var format: PNGPixelFormat?
    private var previous: APNGFrame?
    /// Whether the canvas after the previous frame equals that frame's image (so a crop is exact).
    private var canvasMatchesPrevious = false
    private var frameCount = 0
    private var sequence: UInt32 = 0
    private var body = PNGChunkWriter(signature: false)

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Bytes of frame data encoded so far (the finished file adds a few dozen): a caller capping the
    /// size of what it makes checks this after each ``append(_:)``.
    public var encodedByteCount: Int { body.bytes.count }

    /// Encodes all `frames` at once; with `.automatic`, RGB is chosen only when every frame is opaque.
    ///
    /// - Throws: ``PNGError/noFrames``,
    ///   ``PNGError/frameSizeMismatch(frameIndex:expectedWidth:expectedHeight:width:height:)``
    ///   or a compression error.
    public static func encode(_ frames: [APNGFrame], options: Options = Options()) throws(PNGError) -> [UInt8] {
        var resolved = options
        resolved.png.pixelFormat = options.png.pixelFormat.resolved(opaque: { frames.allSatisfy(\.image.isOpaque) })
        var encoder = APNGEncoder(options: resolved)
        for frame in frames { try encoder.append(frame) }
        return try encoder.finish()
    }

    /// Compresses `frame` and adds it to the animation.
    ///
    /// - Throws: ``PNGError/frameSizeMismatch(frameIndex:expectedWidth:expectedHeight:width:height:)`` if its
    ///   size differs from the first frame's, ``PNGError/transparentFrameInOpaqueAnimation(frameIndex:)`` if
    ///   `.automatic` chose RGB from an opaque first frame and this one has transparency, or a compression error.
    public mutating func append(_ frame: APNGFrame) throws(PNGError) {
        let index = frameCount
        guard index < Int(UInt32.max / 2) else { throw .tooManyFrames(index + 1) }
        let image = frame.image
        if let first = previous?.image, first.pixelWidth != image.pixelWidth || first.pixelHeight != image.pixelHeight {
            throw .frameSizeMismatch(
                frameIndex: index,
                expectedWidth: first.pixelWidth,
                expectedHeight: first.pixelHeight,
                width: image.pixelWidth,
                height: image.pixelHeight
            )
        }
        let format = try resolveFormat(for: image, index: index)
        let region = regionToWrite(frame)
        var control = [UInt8]()
        for value in [sequence, UInt32(region.width), UInt32(region.height), UInt32(region.x), UInt32(region.y)] {
            PNGChunkWriter.appendBigEndian(value, to: &control)
        }
        PNGChunkWriter.appendBigEndian(frame.delayNumerator, to: &control)
        PNGChunkWriter.appendBigEndian(frame.delayDenominator, to: &control)
        control += [frame.disposal.rawValue, frame.blending.rawValue]
        try body.append("fcTL", control)
        sequence += 1
        let data = try PNGImageData.compress(image, region: region, format: format, options: options.png)
        if index == 0 {
            try body.append("IDAT", data)
        } else {
            var number = [UInt8]()
            PNGChunkWriter.appendBigEndian(sequence, to: &number)
            try body.append("fdAT", prefix: number, data)
            sequence += 1
        }
        canvasMatchesPrevious = frame.blending == .source || index == 0 || image.isOpaque
        previous = frame
        frameCount += 1
    }

    /// The finished file.
    ///
    /// - Throws: ``PNGError/noFrames`` before the first ``append(_:)``.
    public func finish() throws(PNGError) -> [UInt8] {
        guard let format, let image = previous?.image else { throw .noFrames }
        var writer = PNGChunkWriter(reservingCapacity: body.bytes.count)
        try writer.append("IHDR", PNGImageData.header(width: image.pixelWidth, height: image.pixelHeight, format))
        var animation = [UInt8]()
        PNGChunkWriter.appendBigEndian(UInt32(frameCount), to: &animation)
        PNGChunkWriter.appendBigEndian(options.loopCount, to: &animation)
        try writer.append("acTL", animation)
        if options.png.writesColorAndScaleChunks {
            try PNGImageData.appendColorAndScaleChunks(scale: image.scale, to: &writer)
        }
        writer.append(chunksOf: body)
        try writer.append("IEND", [])
        return writer.bytes
    }

    private mutating func resolveFormat(for image: RasterImage, index: Int) throws(PNGError) -> PNGPixelFormat {
        if let format {
            if format == .rgb && options.png.pixelFormat == .automatic && !image.isOpaque {
                throw .transparentFrameInOpaqueAnimation(frameIndex: index)
            }
            return format
        }
        let chosen = options.png.pixelFormat.resolved(opaque: { image.isOpaque })
        format = chosen
        return chosen
    }

    /// The whole canvas, or the changed rectangle when cropping is allowed and exact.
    private func regionToWrite(_ frame: APNGFrame) -> PixelRegion {
        let whole = PixelRegion.whole(frame.image)
        guard options.cropsToChangedRegion, let previous, previous.disposal == .none, canvasMatchesPrevious,
            frame.blending == .source
        else { return whole }
        return PixelRegion.changed(from: previous.image, to: frame.image)
            ?? PixelRegion(x: 0, y: 0, width: 1, height: 1)
    }
}
