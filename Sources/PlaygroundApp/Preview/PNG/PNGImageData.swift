/// A rectangle of device pixels: the whole image or an APNG frame's changed region.
struct PixelRegion: Sendable, Hashable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static func whole(_ image: RasterImage) -> PixelRegion {
        PixelRegion(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
    }
}

/// The pieces shared by the PNG and APNG encoders: header bytes and compressed pixel data.
enum PNGImageData {
    /// `IHDR` data (PNG §11.2.1): width, height, bit depth 8, the colour type, deflate, adaptive filtering, no interlace.
    static func header(width: Int, height: Int, _ format: PNGPixelFormat) -> [UInt8] {
        var data = [UInt8]()
        PNGChunkWriter.appendBigEndian(UInt32(width), to: &data)
        PNGChunkWriter.appendBigEndian(UInt32(height), to: &data)
        data += [8, format.colorType, 0, 0, 0]
        return data
    }

    /// Appends `sRGB` (PNG §11.3.2.5, perceptual intent) and `pHYs` (PNG §11.3.5.3, 72 × scale dpi in pixels per metre).
    static func appendColorAndScaleChunks(scale: Double, to writer: inout PNGChunkWriter) throws(PNGError) {
        try writer.append("sRGB", [0])
        let perMetre = UInt32((72 * scale / 0.0254).rounded())
        var physical = [UInt8]()
        PNGChunkWriter.appendBigEndian(perMetre, to: &physical)
        PNGChunkWriter.appendBigEndian(perMetre, to: &physical)
        physical.append(1)
        try writer.append("pHYs", physical)
    }

    /// The zlib stream of `region`'s rows of `image`, packed to `format` and filtered.
    static func compress(
        _ image: RasterImage,
        region: PixelRegion,
        format: PNGPixelFormat,
        options: PNGEncoder.Options
    ) throws(PNGError) -> [UInt8] {
        let channels = format.channels
        let filter = PNGRowFilter(rowLength: region.width * channels, bytesPerPixel: channels, strategy: options.filter)
        let filtered = image.pixels.withUnsafeBufferPointer { source in
            filter.filter(rows: region.height) { row, destination in
                guard let base = source.baseAddress else { return }
                let start = base + ((region.y + row) * image.pixelWidth + region.x) * 4
                if channels == 4 {
                    destination.update(from: start, count: region.width * 4)
                } else {
                    var from = start
                    var to = destination
                    for _ in 0..<region.width {
                        to[0] = from[0]
                        to[1] = from[1]
                        to[2] = from[2]
                        from += 4
                        to += 3
                    }
                }
            }
        }
        return try ZlibDeflate.compress(filtered, level: options.compression.level, strategy: options.compression.strategy)
    }
}
