import PagerEngine
import Testing

@testable import PlaygroundApp

/// PNG files decoded by ``PNGTestDecoder`` (own CRC, zlib inflate, all five filters).
struct PNGEncoderTests {
    @Test func roundTripsRGBAExactly() throws {
        let image = try PreviewTestScene.noise(width: 37, height: 23, opaque: false)
        let png = try PNGEncoder.encode(image)
        let decoded = try PNGTestDecoder(png)
        #expect(decoded.width == 37)
        #expect(decoded.height == 23)
        #expect(decoded.colorType == 6)
        #expect(pixelMismatch(decoded.pixels, image.pixels) == nil)
        #expect(decoded.chunkTypes == ["IHDR", "sRGB", "pHYs", "IDAT", "IEND"])
    }

    @Test func fileStartsWithSignatureAndEndsWithKnownIEND() throws {
        let png = try PNGEncoder.encode(try RasterImage(pixelWidth: 1, pixelHeight: 1))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // An empty IEND chunk: length 0, "IEND", CRC-32("IEND") = 0xAE426082 (PNG §11.2.5).
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func opaqueImageIsWrittenAsRGB() throws {
        let image = try PreviewTestScene.noise(width: 16, height: 9, opaque: true)
        let decoded = try PNGTestDecoder(try PNGEncoder.encode(image))
        #expect(decoded.colorType == 2)
        #expect(decoded.channels == 3)
        #expect(pixelMismatch(decoded.pixels, image.pixels) == nil)
        let forced = try PNGTestDecoder(try PNGEncoder.encode(image, options: .init(pixelFormat: .rgba)))
        #expect(forced.colorType == 6)
        #expect(pixelMismatch(forced.pixels, image.pixels) == nil)
    }

    @Test func headerAndScaleChunks() throws {
        let image = try RasterImage(size: Size(width: 10, height: 5), scale: 2, fill: .white)
        let decoded = try PNGTestDecoder(try PNGEncoder.encode(image))
        let header = try #require(decoded.chunks.first { $0.type == "IHDR" })
        // Width 20, height 10, depth 8, colour type 2 (opaque), deflate, filter method 0, no interlace.
        #expect(header.data == [0, 0, 0, 20, 0, 0, 0, 10, 8, 2, 0, 0, 0])
        let physical = try #require(decoded.chunks.first { $0.type == "pHYs" })
        // 144 dpi = 144 / 0.0254 m = 5669.29 → 5669 = 0x1625 pixels per metre on both axes, unit metre.
        #expect(physical.data == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
        #expect(decoded.chunks.first { $0.type == "sRGB" }?.data == [0])
        let bare = try PNGTestDecoder(
            try PNGEncoder.encode(image, options: .init(writesColorAndScaleChunks: false))
        )
        #expect(bare.chunkTypes == ["IHDR", "IDAT", "IEND"])
    }

    @Test(arguments: PNGFilter.allCases)
    func everyFixedFilterRoundTrips(filter: PNGFilter) throws {
        let image = try PreviewTestScene.noise(width: 29, height: 17, opaque: false, seed: 7)
        let decoded = try PNGTestDecoder(try PNGEncoder.encode(image, options: .init(filter: .fixed(filter))))
        #expect(decoded.rowFilters == [UInt8](repeating: filter.rawValue, count: 17))
        #expect(pixelMismatch(decoded.pixels, image.pixels) == nil)
        let rgb = try PreviewTestScene.noise(width: 29, height: 17, opaque: true, seed: 9)
        let decodedRGB = try PNGTestDecoder(try PNGEncoder.encode(rgb, options: .init(filter: .fixed(filter))))
        #expect(pixelMismatch(decodedRGB.pixels, rgb.pixels) == nil)
    }

    @Test func adaptiveFilterPicksSubThenUpOnAFlatImage() throws {
        let image = try RasterImage(pixelWidth: 8, pixelHeight: 4, fill: RGBAColor(red: 200, green: 100, blue: 50))
        let decoded = try PNGTestDecoder(try PNGEncoder.encode(image, options: .init(pixelFormat: .rgba)))
        // Row 0 (nothing above): None sums |signed bytes| = (56 + 100 + 50 + 1) × 8; Sub and Paeth leave
        // only the first pixel (207) and Sub is tried first. Later rows: Up gives all zeros, sum 0.
        #expect(decoded.rowFilters == [1, 2, 2, 2])
        #expect(pixelMismatch(decoded.pixels, image.pixels) == nil)
    }

    @Test(arguments: [
        PNGCompression.fast, .balanced, .smallest, PNGCompression(level: 0, strategy: .default),
        PNGCompression(level: 6, strategy: .filtered), PNGCompression(level: 3, strategy: .runLength),
    ])
    func everyCompressionSettingRoundTrips(compression: PNGCompression) throws {
        let image = try PreviewTestScene.pager(scale: 1)
        let decoded = try PNGTestDecoder(try PNGEncoder.encode(image, options: .init(compression: compression)))
        #expect(pixelMismatch(decoded.pixels, image.pixels) == nil)
    }

    @Test func pagerSceneDecodesWithExpectedColours() throws {
        let image = try PreviewTestScene.pager(scale: 2)
        let decoded = try PNGTestDecoder(try PNGEncoder.encode(image))
        #expect(decoded.width == 780 && decoded.height == 1688)
        #expect(decoded.colorType == 2)
        // The indicator: x 16 ..< 80 pt, y 59 + 45 ..< 59 + 48 pt; device (100, 210) = (50, 105) pt is inside.
        #expect(decoded.pixel(x: 100, y: 210) == PreviewTestScene.barTint)
        // A card circle centre: (52, 120 + 42) pt → (104, 324) px.
        #expect(decoded.pixel(x: 104, y: 324) == PreviewTestScene.barTint)
        // The page background between cards: y 210 pt (120 + 84 = 204 ..< 216) → row 420.
        #expect(decoded.pixel(x: 400, y: 420) == .white)
        // Status area fill.
        #expect(decoded.pixel(x: 400, y: 10) == RGBAColor(red: 242, green: 242, blue: 247))
        // The bar's left edge is faded to nothing: pixel 0 of the bar row shows the white page.
        #expect(decoded.pixel(x: 0, y: 150) == .white)
    }
}
