import PagerEngine
import Testing

@testable import PlaygroundApp

/// Shapes sampled on 16 lines per pixel row with exact horizontal coverage; expectations worked by hand.
struct RasterImageShapeTests {
    static let red = RGBAColor(red: 255, green: 0, blue: 0)

    @Test func roundedRectLeavesCornerPixelTransparent() throws {
        var image = try RasterImage(pixelWidth: 40, pixelHeight: 40)
        image.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, color: Self.red)
        // Corner arc centre (10, 10), r = 10; pixel (0, 0)'s nearest point (1, 1) lies √162 ≈ 12.7 away.
        #expect(image.pixel(x: 0, y: 0) == .clear)
        #expect(image.pixel(x: 39, y: 39) == .clear)
        #expect(image.pixel(x: 20, y: 20) == Self.red)
        // The straight edges between the arcs are whole pixels.
        #expect(image.pixel(x: 20, y: 0) == Self.red)
        #expect(image.pixel(x: 0, y: 20) == Self.red)
        // Pixel (2, 2) lies between the arc (at 45° it passes 10 − 10/√2 ≈ 2.93) and the corner: partly covered.
        let partial = image.pixel(x: 2, y: 2)
        #expect(partial.alpha > 0 && partial.alpha < 255)
    }

    @Test func perCornerRadii() throws {
        var image = try RasterImage(pixelWidth: 40, pixelHeight: 40)
        let radii = CornerRadii(topLeft: 10, topRight: 0, bottomRight: 10, bottomLeft: 0)
        image.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radii: radii, color: Self.red)
        #expect(image.pixel(x: 0, y: 0) == .clear)
        #expect(image.pixel(x: 39, y: 0) == Self.red)
        #expect(image.pixel(x: 39, y: 39) == .clear)
        #expect(image.pixel(x: 0, y: 39) == Self.red)
    }

    @Test func radiusIsClampedToHalfTheShortSide() throws {
        var capsule = try RasterImage(pixelWidth: 40, pixelHeight: 10)
        capsule.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 10), radius: 100, color: Self.red)
        var expected = try RasterImage(pixelWidth: 40, pixelHeight: 10)
        // Short side 10 → radius 5.
        expected.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 10), radius: 5, color: Self.red)
        #expect(capsule == expected)
        #expect(capsule.pixel(x: 20, y: 0) == Self.red)
        #expect(capsule.pixel(x: 0, y: 0) == .clear)
        var infinite = try RasterImage(pixelWidth: 40, pixelHeight: 10)
        infinite.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 10), radius: .infinity, color: Self.red)
        #expect(infinite == expected)
    }

    @Test func strokedRoundedRectPaintsOnlyTheBand() throws {
        var image = try RasterImage(pixelWidth: 20, pixelHeight: 20)
        image.strokeRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radii: .zero, lineWidth: 2, color: Self.red)
        #expect(image.pixel(x: 0, y: 10) == Self.red)
        #expect(image.pixel(x: 1, y: 10) == Self.red)
        #expect(image.pixel(x: 2, y: 10) == .clear)
        #expect(image.pixel(x: 10, y: 10) == .clear)
        #expect(image.pixel(x: 10, y: 19) == Self.red)
        #expect(image.pixel(x: 19, y: 19) == Self.red)
    }

    @Test func circleCentreFilledOutsideClear() throws {
        var image = try RasterImage(pixelWidth: 21, pixelHeight: 21)
        image.fillCircle(center: Point(x: 10.5, y: 10.5), radius: 8, color: .systemBlue)
        #expect(image.pixel(x: 10, y: 10) == .systemBlue)
        #expect(image.pixel(x: 0, y: 0) == .clear)
        // The top of the circle is y = 2.5: row 1 is untouched.
        #expect(image.pixel(x: 10, y: 1) == .clear)
        // Pixel (10, 2): the area below the arc y = 10.5 − √(64 − (x − 10.5)²) over x ∈ [10, 11] is
        // 0.5 − (1/12)/16 ≈ 0.495; sampling on 16 lines rounds to 8/16 = 0.5 → alpha 127.5 → 128.
        let top = image.pixel(x: 10, y: 2)
        #expect(top.alpha == 128)
        #expect(top.red == 0 && top.green == 122 && top.blue == 255)
        // 8 pixels left of centre along the middle row: x ∈ [2, 3] lies inside from 2.5 → about half.
        let side = image.pixel(x: 2, y: 10)
        #expect(side.alpha >= 120 && side.alpha <= 136)
    }

    @Test func ellipseInRect() throws {
        var image = try RasterImage(pixelWidth: 40, pixelHeight: 20)
        image.fillEllipse(in: Rect(x: 0, y: 0, width: 40, height: 20), color: Self.red)
        #expect(image.pixel(x: 20, y: 10) == Self.red)
        #expect(image.pixel(x: 1, y: 10) == Self.red)
        #expect(image.pixel(x: 0, y: 0) == .clear)
        #expect(image.pixel(x: 39, y: 19) == .clear)
    }

    @Test func upwardTriangleApexAndBase() throws {
        var image = try RasterImage(pixelWidth: 20, pixelHeight: 12, fill: .white)
        image.fillUpwardTriangle(in: Rect(x: 0, y: 0, width: 20, height: 10), color: Self.red)
        // Apex (10, 0); at depth y the triangle spans x ∈ [10 − y, 10 + y]. Pixel (10, 0) is covered
        // min(1, y) on each line: ∫₀¹ y dy = 0.5 (the 16 line samples average to exactly 0.5), so
        // G = B = 255 · 0.5 = 127.5 → 128 over white.
        let halfRed = RGBAColor(red: 255, green: 128, blue: 128)
        #expect(image.pixel(x: 10, y: 0) == halfRed)
        #expect(image.pixel(x: 9, y: 0) == halfRed)
        #expect(image.pixel(x: 11, y: 0) == .white)
        #expect(image.pixel(x: 10, y: 5) == Self.red)
        // Bottom-left pixel (0, 9): left edge x = 10 − y covers (y − 9) of it → again 0.5.
        #expect(image.pixel(x: 0, y: 9) == halfRed)
        #expect(image.pixel(x: 10, y: 10) == .white)
    }

    @Test func triangleWindingDoesNotMatter() throws {
        var clockwise = try RasterImage(pixelWidth: 16, pixelHeight: 16)
        clockwise.fillTriangle(Point(x: 1, y: 1), Point(x: 15, y: 3), Point(x: 6, y: 14), color: Self.red)
        var counter = try RasterImage(pixelWidth: 16, pixelHeight: 16)
        counter.fillTriangle(Point(x: 6, y: 14), Point(x: 15, y: 3), Point(x: 1, y: 1), color: Self.red)
        #expect(clockwise == counter)
        #expect(clockwise.pixel(x: 7, y: 6) == Self.red)
    }
}
