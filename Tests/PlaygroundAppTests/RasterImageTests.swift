import PagerEngine
import Testing

@testable import PlaygroundApp

/// Pixel values worked out by hand from coverage × alpha and the source-over formula
/// `out = C·a + D·(1 − a)` (opaque destination), rounded half up.
struct RasterImageTests {
    static let grey = RGBAColor(red: 128, green: 128, blue: 128)

    @Test func sizeInPointsTimesScale() throws {
        let image = try RasterImage(size: Size(width: 390, height: 844), scale: 2)
        // 390 × 2 = 780, 844 × 2 = 1688.
        #expect(image.pixelWidth == 780)
        #expect(image.pixelHeight == 1688)
        #expect(image.size == Size(width: 390, height: 844))
        #expect(image.pixel(x: 779, y: 1687) == .clear)
    }

    @Test func rejectsBadSizesAndScales() {
        #expect(throws: RasterError.invalidImageSize(pixelWidth: 0, pixelHeight: 5)) {
            try RasterImage(pixelWidth: 0, pixelHeight: 5)
        }
        #expect(throws: RasterError.invalidScale(10)) { try RasterImage(pixelWidth: 5, pixelHeight: 5, scale: 10) }
        #expect(throws: RasterError.invalidImageSize(pixelWidth: 8193, pixelHeight: 1)) {
            try RasterImage(pixelWidth: 8193, pixelHeight: 1)
        }
        #expect(throws: RasterError.invalidPointSize(width: -1, height: 5)) {
            try RasterImage(size: Size(width: -1, height: 5), scale: 1)
        }
    }

    @Test func fillReplacesEveryPixel() throws {
        var image = try RasterImage(pixelWidth: 4, pixelHeight: 3, fill: .systemBlue)
        #expect(image.pixel(x: 3, y: 2) == .systemBlue)
        #expect(image.isOpaque)
        image.fill(with: RGBAColor(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(image.pixel(x: 0, y: 0) == RGBAColor(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(!image.isOpaque)
    }

    @Test func rectWithHalfPixelEdgesCoversEdgePixelsByHalf() throws {
        var image = try RasterImage(pixelWidth: 20, pixelHeight: 10, fill: .black)
        image.fillRect(Rect(x: 10.5, y: 2, width: 5, height: 4), color: .white)
        #expect(image.pixel(x: 12, y: 3) == .white)
        // Left edge x = 10.5: pixel 10 is covered 0.5 → 255 × 0.5 = 127.5 → 128.
        #expect(image.pixel(x: 10, y: 3) == Self.grey)
        // Right edge 10.5 + 5 = 15.5: pixel 15 likewise half covered.
        #expect(image.pixel(x: 15, y: 3) == Self.grey)
        #expect(image.pixel(x: 9, y: 3) == .black)
        #expect(image.pixel(x: 16, y: 3) == .black)
        // Rows 2 ..< 6 are covered, rows 1 and 6 not.
        #expect(image.pixel(x: 12, y: 1) == .black)
        #expect(image.pixel(x: 12, y: 6) == .black)
    }

    @Test func rectCornerPixelCoverageIsProductOfOverlaps() throws {
        var image = try RasterImage(pixelWidth: 10, pixelHeight: 10, fill: .black)
        image.fillRect(Rect(x: 2.5, y: 2.75, width: 3, height: 2), color: .white)
        // Pixel (2, 2): x overlap 0.5, y overlap 0.25 → 0.125 → 255 × 0.125 = 31.875 → 32.
        #expect(image.pixel(x: 2, y: 2) == RGBAColor(red: 32, green: 32, blue: 32))
        // Pixel (3, 4): x overlap 1, y overlap 4.75 − 4 = 0.75 → 191.25 → 191.
        #expect(image.pixel(x: 3, y: 4) == RGBAColor(red: 191, green: 191, blue: 191))
    }

    @Test func rectInPointsAtScaleTwo() throws {
        var image = try RasterImage(size: Size(width: 10, height: 10), scale: 2, fill: .black)
        image.fillRect(Rect(x: 2.25, y: 1, width: 2, height: 1), color: .white)
        // x 2.25 pt = 4.5 px → pixel 4 half covered; y 1 ..< 2 pt = rows 2 and 3.
        #expect(image.pixel(x: 4, y: 2) == Self.grey)
        #expect(image.pixel(x: 5, y: 3) == .white)
        #expect(image.pixel(x: 5, y: 4) == .black)
        #expect(image.pixel(at: Point(x: 3, y: 1.5)) == .white)
    }

    @Test func halfWhiteOverOpaqueBlackIsMidGrey() throws {
        var image = try RasterImage(pixelWidth: 2, pixelHeight: 1, fill: .black)
        image.fillRect(
            Rect(x: 0, y: 0, width: 1, height: 1), color: RGBAColor(red: 255, green: 255, blue: 255, alpha: 128))
        // a = 128 / 255; 255 · a + 0 · (1 − a) = 128.
        #expect(image.pixel(x: 0, y: 0) == Self.grey)
        #expect(image.pixel(x: 1, y: 0) == .black)
    }

    @Test func translucentOverTranslucentUsesStraightAlphaFormula() throws {
        var image = try RasterImage(
            pixelWidth: 1, pixelHeight: 1, fill: RGBAColor(red: 0, green: 0, blue: 255, alpha: 128))
        image.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
        // a = 128/255, d = 128/255, keep = d(1 − a) = 16256/65025, outA = (32640 + 16256)/65025 = 48896/65025.
        // alpha = 48896/255 = 191.75 → 192; R = 255 · 32640/48896 = 170.22 → 170; B = 255 · 16256/48896 = 84.78 → 85.
        #expect(image.pixel(x: 0, y: 0) == RGBAColor(red: 170, green: 0, blue: 85, alpha: 192))
    }

    @Test func halfWhiteOverTransparentKeepsColourAndHalvesAlpha() throws {
        var image = try RasterImage(pixelWidth: 1, pixelHeight: 1)
        image.fillRect(Rect(x: 0.5, y: 0, width: 1, height: 1), color: .white)
        // Coverage 0.5 over transparent: outA = 0.5 → 127.5 → 128, colour (255 · 0.5) / 0.5 = 255.
        #expect(image.pixel(x: 0, y: 0) == RGBAColor(red: 255, green: 255, blue: 255, alpha: 128))
    }

    @Test func horizontalLineCentredOnY() throws {
        var image = try RasterImage(pixelWidth: 10, pixelHeight: 10, fill: .black)
        image.drawHorizontalLine(fromX: 2, toX: 8, y: 5, thickness: 1, color: .white)
        // y 4.5 ..< 5.5: rows 4 and 5 half covered → 128.
        #expect(image.pixel(x: 5, y: 4) == Self.grey)
        #expect(image.pixel(x: 5, y: 5) == Self.grey)
        #expect(image.pixel(x: 8, y: 5) == .black)
        image.drawHorizontalLine(fromX: 8, toX: 2, y: 2, thickness: 2, color: .white)
        #expect(image.pixel(x: 2, y: 1) == .white)
        #expect(image.pixel(x: 7, y: 2) == .white)
        #expect(image.pixel(x: 7, y: 3) == .black)
    }
}
