import HTTPCore
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
    /// `IHDR` data (PNG §11.2.1): width, height, bit depth 8, the colour type, compression method 0
    /// (deflate), filter method 0 (per-row adaptive), no interlace.
    static func header(width: Int, height: Int, _ format: PNGPixelFormat) -> [UInt8] {
        var data = [UInt8]()
        PNGChunkWriter.appendBigEndian(UInt32(width), to: &data)
        PNGChunkWriter.appendBigEndian(UInt32(height), to: &data)
        data += [8, format.colorType, 0, 0, 0]
        return data
    }

    /// Appends `sRGB` (PNG §11.3.2.5, perceptual intent) and `pHYs` (PNG §11.3.5.3: 72 × scale dots per
    /// inch, written in pixels per metre).
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
    ///
    /// Rows are packed, filtered and handed to zlib about 64 KiB at a time, so memory stays small
    /// whatever the image size.
    static func compress(
        _ image: RasterImage,
        region: PixelRegion,
        format: PNGPixelFormat,
        options: PNGEncoder.Options
    ) throws(PNGError) -> [UInt8] {
        let channels = format.channels
        let rowLength = region.width * channels
        let filter = PNGRowFilter(rowLength: rowLength, bytesPerPixel: channels, strategy: options.filter)
        let deflater = Deflater(
            format: .zlib, level: options.compression.level, windowBits: 15, memoryLevel: 9,
            strategy: options.compression.strategy.deflaterStrategy)
        var output: [UInt8] = []
        let batchRows = max(1, 65_536 / (rowLength + 1))
        var rows = [UInt8](repeating: 0, count: rowLength * 2)
        var batch = [UInt8](repeating: 0, count: batchRows * (rowLength + 1))
        var pending = 0
        for row in 0..<region.height {
            rows.withUnsafeMutableBufferPointer { rowBuffer in
                batch.withUnsafeMutableBufferPointer { batchBuffer in
                    image.pixels.withUnsafeBufferPointer { source in
                        guard let rowBase = rowBuffer.baseAddress, let batchBase = batchBuffer.baseAddress,
                            let sourceBase = source.baseAddress
                        else { return }
                        let line = rowBase + (row % 2) * rowLength
                        let above = rowBase + ((row + 1) % 2) * rowLength
                        let start = sourceBase + ((region.y + row) * image.pixelWidth + region.x) * 4
                        pack(start, into: line, pixels: region.width, channels: channels)
                        filter.filter(line, above: above, into: batchBase + pending * (rowLength + 1))
                    }
                }
            }
            pending += 1
            let last = row == region.height - 1
            if pending == batchRows || last {
                let written = batch.withUnsafeBytes { buffer in
                    deflater.compress(
                        UnsafeRawBufferPointer(rebasing: buffer[0..<(pending * (rowLength + 1))]),
                        flush: last ? .finish : .none, into: &output)
                }
                if !written, let failure = deflater.lastFailure {
                    throw .zlib(function: failure.function, code: failure.status, message: failure.message)
                }
                pending = 0
            }
        }
        return output
    }

    /// Copies `pixels` RGBA pixels from `source` to `destination` as RGBA or, with 3 `channels`, RGB.
    @inline(__always)
    private static func pack(
        _ source: UnsafePointer<UInt8>,
        into destination: UnsafeMutablePointer<UInt8>,
        pixels: Int,
        channels: Int
    ) {
        if channels == 4 {
            destination.update(from: source, count: pixels * 4)
            return
        }
        var from = source
        var to = destination
        for _ in 0..<pixels {
            to[0] = from[0]
            to[1] = from[1]
            to[2] = from[2]
            from += 4
            to += 3
        }
    }
}
