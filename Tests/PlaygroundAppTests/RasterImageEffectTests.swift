import PagerEngine
import Testing

@testable import PlaygroundApp

/// Clip, edge fade, glyph masks and layer compositing, worked by hand.
struct RasterImageEffectTests {
    static let grey = RGBAColor(red: 128, green: 128, blue: 128)

    @Test func clipRestrictsAndRestores() throws {
        var image = try RasterImage(pixelWidth: 10, pixelHeight: 4, fill: .black)
        image.withClip(Rect(x: 0, y: 0, width: 2.5, height: 4)) { clipped in
            #expect(clipped.clipBounds == Rect(x: 0, y: 0, width: 2.5, height: 4))
            clipped.fillRect(Rect(x: 0, y: 0, width: 10, height: 4), color: .white)
            clipped.fillCircle(center: Point(x: 5, y: 2), radius: 2, color: .white)
        }
        #expect(image.pixel(x: 1, y: 1) == .white)
        // The clip edge at 2.5 leaves pixel 2 half painted.
        #expect(image.pixel(x: 2, y: 1) == Self.grey)
        #expect(image.pixel(x: 5, y: 2) == .black)
        #expect(image.clipBounds == Rect(x: 0, y: 0, width: 10, height: 4))
        image.fillCircle(center: Point(x: 5, y: 2), radius: 2, color: .white)
        #expect(image.pixel(x: 5, y: 2) == .white)
    }

    @Test func nestedClipsIntersect() throws {
        var image = try RasterImage(pixelWidth: 10, pixelHeight: 10, fill: .black)
        image.pushClip(Rect(x: 0, y: 0, width: 6, height: 10))
        image.pushClip(Rect(x: 4, y: 0, width: 6, height: 10))
        image.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
        image.popClip()
        image.popClip()
        image.popClip()
        #expect(image.pixel(x: 3, y: 5) == .black)
        #expect(image.pixel(x: 4, y: 5) == .white)
        #expect(image.pixel(x: 5, y: 5) == .white)
        #expect(image.pixel(x: 6, y: 5) == .black)
        #expect(image.clipBounds == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func horizontalFadeMultipliesAlphaOnly() throws {
        var layer = try RasterImage(pixelWidth: 100, pixelHeight: 2, fill: .white)
        let stops = [
            FadeStop(location: 0, alpha: 0), FadeStop(location: 0.2, alpha: 1),
            FadeStop(location: 0.8, alpha: 1), FadeStop(location: 1, alpha: 0),
        ]
        layer.applyHorizontalFade(in: Rect(x: 0, y: 0, width: 100, height: 1), stops: stops)
        // Pixel 0: centre 0.5 → location 0.005 → factor 0.005 / 0.2 = 0.025 → 255 · 0.025 = 6.375 → 6.
        #expect(layer.pixel(x: 0, y: 0) == RGBAColor(red: 255, green: 255, blue: 255, alpha: 6))
        // Pixel 10: centre 10.5 → 0.105 / 0.2 = 0.525 → 133.875 → 134.
        #expect(layer.pixel(x: 10, y: 0) == RGBAColor(red: 255, green: 255, blue: 255, alpha: 134))
        #expect(layer.pixel(x: 50, y: 0) == .white)
        // Pixel 99: centre 99.5 → (1 − 0.995) / 0.2 = 0.025 → 6.
        #expect(layer.pixel(x: 99, y: 0).alpha == 6)
        // Row 1 lies outside the faded rect.
        #expect(layer.pixel(x: 0, y: 1) == .white)

        var page = try RasterImage(pixelWidth: 100, pixelHeight: 2, fill: .black)
        try page.composite(layer, at: .zero)
        // White at alpha 134 over black: 255 · 134/255 = 134.
        #expect(page.pixel(x: 10, y: 0) == RGBAColor(red: 134, green: 134, blue: 134))
    }

    @Test func fadeStopsOutOfOrderAreSorted() throws {
        var layer = try RasterImage(pixelWidth: 10, pixelHeight: 1, fill: .white)
        layer.applyHorizontalFade(
            in: Rect(x: 0, y: 0, width: 10, height: 1),
            stops: [FadeStop(location: 1, alpha: 1), FadeStop(location: 0, alpha: 0)]
        )
        // Pixel 4: centre 4.5 → 0.45 → 114.75 → 115.
        #expect(layer.pixel(x: 4, y: 0).alpha == 115)
    }

    @Test func verticalFadeRunsTopToBottom() throws {
        var layer = try RasterImage(size: Size(width: 2, height: 10), scale: 2, fill: .white)
        layer.applyVerticalFade(
            in: Rect(x: 0, y: 0, width: 1, height: 10),
            stops: [FadeStop(location: 0, alpha: 0), FadeStop(location: 1, alpha: 1)]
        )
        // Row 3 (scale 2): centre 3.5 px = 1.75 pt → 0.175 → 255 · 0.175 = 44.625 → 45.
        #expect(layer.pixel(x: 0, y: 3).alpha == 45)
        #expect(layer.pixel(x: 1, y: 3).alpha == 45)
        // Columns 2 and 3 (x 1 ..< 2 pt) lie outside the rect.
        #expect(layer.pixel(x: 2, y: 3) == .white)
        // Row 19: centre 19.5 px = 9.75 pt → 0.975 → 248.6 → 249.
        #expect(layer.pixel(x: 0, y: 19).alpha == 249)
    }

    @Test func maskAtIntegerOffset() throws {
        var image = try RasterImage(pixelWidth: 8, pixelHeight: 5, fill: .black)
        let mask = try AlphaMask(width: 3, height: 2, coverage: [0, 128, 255, 255, 64, 0])
        image.drawMask(mask, at: Point(x: 2, y: 1), color: .white)
        #expect(image.pixel(x: 2, y: 1) == .black)
        #expect(image.pixel(x: 3, y: 1) == Self.grey)
        #expect(image.pixel(x: 4, y: 1) == .white)
        #expect(image.pixel(x: 2, y: 2) == .white)
        // 64/255 · 255 = 64.
        #expect(image.pixel(x: 3, y: 2) == RGBAColor(red: 64, green: 64, blue: 64))
        #expect(image.pixel(x: 5, y: 1) == .black)
    }

    @Test func maskAtFractionalOffsetSpreadsByArea() throws {
        let dot = try AlphaMask(width: 1, height: 1, coverage: [255])
        var image = try RasterImage(pixelWidth: 6, pixelHeight: 4, fill: .black)
        image.drawMask(dot, at: Point(x: 2.5, y: 1), color: .white)
        // Half of the dot on pixel 2 and half on pixel 3 → 127.5 → 128 each.
        #expect(image.pixel(x: 2, y: 1) == Self.grey)
        #expect(image.pixel(x: 3, y: 1) == Self.grey)
        #expect(image.pixel(x: 2, y: 2) == .black)
        var quarter = try RasterImage(pixelWidth: 6, pixelHeight: 4, fill: .black)
        quarter.drawMask(dot, at: Point(x: 2.5, y: 1.5), color: .white)
        // A quarter on each of four pixels: 63.75 → 64.
        let quarterGrey = RGBAColor(red: 64, green: 64, blue: 64)
        #expect(quarter.pixel(x: 2, y: 1) == quarterGrey)
        #expect(quarter.pixel(x: 3, y: 2) == quarterGrey)
    }

    @Test func maskOriginIsInPoints() throws {
        let dot = try AlphaMask(width: 1, height: 1, coverage: [255])
        var image = try RasterImage(size: Size(width: 4, height: 4), scale: 2, fill: .black)
        image.drawMask(dot, at: Point(x: 1, y: 0.5), color: .white)
        #expect(image.pixel(x: 2, y: 1) == .white)
    }

    @Test func maskFromPitchedRows() throws {
        let mask = try AlphaMask(width: 2, height: 2, rows: [1, 2, 9, 3, 4, 9], pitch: 3)
        #expect(mask.coverage == [1, 2, 3, 4])
        #expect(throws: RasterError.invalidMaskSize(width: 2, height: 2, byteCount: 3)) {
            try AlphaMask(width: 2, height: 2, coverage: [1, 2, 3])
        }
    }

    @Test func layerCompositeWithOffsetAndOpacity() throws {
        var layer = try RasterImage(pixelWidth: 2, pixelHeight: 2)
        layer.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: .white)
        var page = try RasterImage(pixelWidth: 5, pixelHeight: 5, fill: .black)
        try page.composite(layer, at: Point(x: 3, y: 3), opacity: 0.5)
        // White at opacity 0.5 over black: 127.5 → 128. The layer's transparent pixel changes nothing.
        #expect(page.pixel(x: 3, y: 3) == Self.grey)
        #expect(page.pixel(x: 4, y: 4) == .black)
        #expect(page.pixel(x: 2, y: 3) == .black)
        let other = try RasterImage(pixelWidth: 2, pixelHeight: 2, scale: 2)
        #expect(throws: RasterError.scaleMismatch(expected: 1, actual: 2)) { try page.composite(other, at: .zero) }
    }
}
