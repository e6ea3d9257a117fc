/// Encodes a ``RasterImage`` as a PNG file (https://www.w3.org/TR/png/).
///
/// The file holds the signature, `IHDR` (8-bit RGBA, colour type 6, or RGB, colour type 2, when
/// the image is opaque and ``Options/pixelFormat`` allows), an `sRGB` chunk, a `pHYs` chunk giving
/// 72 × scale pixels per inch, one `IDAT` of filtered rows deflated by zlib, and `IEND`.
///
/// ```swift
/// let bytes = try PNGEncoder.encode(image)                                  // adaptive filters, level 6
/// let quick = try PNGEncoder.encode(image, options: .init(compression: .fast))
/// ```
public enum PNGEncoder {
    /// Encoding choices; the defaults suit previews served over HTTP.
    public struct Options: Sendable, Hashable {
        public var pixelFormat: PNGPixelFormat
        public var filter: PNGFilterStrategy
        public var compression: PNGCompression
        /// Whether to write `sRGB` (perceptual intent) and `pHYs` (72 × scale pixels per inch) chunks.
        public var writesColorAndScaleChunks: Bool

        public init(
            pixelFormat: PNGPixelFormat = .automatic,
            filter: PNGFilterStrategy = .adaptive,
            compression: PNGCompression = .balanced,
            writesColorAndScaleChunks: Bool = true
        ) {
            self.pixelFormat = pixelFormat
            self.filter = filter
            self.compression = compression
            self.writesColorAndScaleChunks = writesColorAndScaleChunks
        }
    }

    /// The PNG file for `image`.
    ///
    /// - Throws: ``PNGError/zlib(function:code:message:)`` if compression fails, or
    ///   ``PNGError/chunkTooLarge(type:byteCount:)``.
    public static func encode(_ image: RasterImage, options: Options = Options()) throws(PNGError) -> [UInt8] {
        let format = options.pixelFormat.resolved(opaque: { image.isOpaque })
        let data = try PNGImageData.compress(image, region: .whole(image), format: format, options: options)
        var writer = PNGChunkWriter(reservingCapacity: data.count)
        try writer.append("IHDR", PNGImageData.header(width: image.pixelWidth, height: image.pixelHeight, format))
        if options.writesColorAndScaleChunks {
            try PNGImageData.appendColorAndScaleChunks(scale: image.scale, to: &writer)
        }
        try writer.append("IDAT", data)
        try writer.append("IEND", [])
        return writer.bytes
    }
}

/// Which PNG colour type the encoder writes.
public enum PNGPixelFormat: Sendable, Hashable {
    /// RGB when every pixel is opaque, otherwise RGBA.
    case automatic
    /// Colour type 6: 8-bit RGBA (straight alpha).
    case rgba
    /// Colour type 2: 8-bit RGB; alpha is dropped, so use it only for opaque images.
    case rgb

    /// Bytes per pixel after resolving `.automatic` with `opaque`.
    func resolved(opaque: () -> Bool) -> PNGPixelFormat {
        switch self {
        case .automatic: opaque() ? .rgb : .rgba
        case .rgba, .rgb: self
        }
    }

    var channels: Int { self == .rgb ? 3 : 4 }
    var colorType: UInt8 { self == .rgb ? 2 : 6 }
}
