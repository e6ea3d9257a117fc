import PagerEngine
import Testing

@testable import PlaygroundApp

/// The pieces the renderer is built from, checked against hand-worked values.
struct PreviewRenderingPartsTests {
    @Test func pageColoursAreTheFrontEndsHSLValues() {
        // Worked by hand in PreviewRendererTests.
        #expect(PreviewPalette.page(0, .light) == RGBAColor(red: 203, green: 224, blue: 246))
        #expect(PreviewPalette.page(1, .light) == RGBAColor(red: 246, green: 203, blue: 212))
        #expect(PreviewPalette.page(3, .dark) == RGBAColor(red: 52, green: 36, blue: 76))
        // hsl(0, 100 %, 50 %) is pure red; hsl(120, 100 %, 25 %) is #008000 (CSS "green").
        #expect(PreviewPalette.hsl(hue: 0, saturation: 1, lightness: 0.5) == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(PreviewPalette.hsl(hue: 120, saturation: 1, lightness: 0.25) == RGBAColor(red: 0, green: 128, blue: 0))
    }

    @Test func opacityScalesAlphaOnly() {
        let blue = RGBAColor(red: 0, green: 122, blue: 255, alpha: 200)
        #expect(blue.withOpacity(0.5) == RGBAColor(red: 0, green: 122, blue: 255, alpha: 100))
        #expect(blue.withOpacity(1) == blue)
        #expect(blue.withOpacity(-1).alpha == 0)
        // rgba(0, 0, 0, 0.85) → alpha round(216.75) = 217.
        #expect(PreviewPalette.rgba(0, 0, 0, 0.85).alpha == 217)
    }

    @Test func truncationKeepsWholeCharactersAndAnEllipsis() {
        // Every character (and "…") is 10 pt wide.
        let measure: (String) -> Double = { Double($0.count) * 10 }
        #expect(TextTruncation.fit("Home", width: 40, measure: measure) == "Home")
        #expect(TextTruncation.fit("Home", width: 39.5, measure: measure) == "Home")  // 0.5 pt of slack
        #expect(TextTruncation.fit("Favourites", width: 50, measure: measure) == "Favo…")
        #expect(TextTruncation.fit("ab cd", width: 35, measure: measure) == "ab…")
        #expect(TextTruncation.fit("Settings", width: 5, measure: measure) == "…")
    }

    @Test func chevronApexPointsTheWayTheLayoutSays() {
        let rect = Rect(x: 10, y: 20, width: 14, height: 12)
        #expect(PagerRenderer.chevronPoints(rect, apex: "top").0 == Point(x: 17, y: 20))
        #expect(PagerRenderer.chevronPoints(rect, apex: "bottom").2 == Point(x: 17, y: 32))
        #expect(PagerRenderer.chevronPoints(rect, apex: "left").0 == Point(x: 10, y: 26))
        #expect(PagerRenderer.chevronPoints(rect, apex: "right").0 == Point(x: 24, y: 26))
    }

    @Test func fadeStopsFollowTabmansMask() {
        let stops = PagerRenderer.fadeStops(EdgeFade(start: 1, end: 0.5))
        #expect(stops.map(\.location) == [0, 0.02, 0.05, 1 - 0.025, 1 - 0.01, 1])
        #expect(stops.map(\.alpha) == [0, 0, 1, 1, 0, 0])
    }

    @Test func everySchemaIconHasItsOwnShape() {
        for name in ItemSchema.icons {
            let shape = IconShape.named(name)
            #expect(!shape.subpaths.isEmpty, "\(name)")
            #expect(IconShape.all[name] != nil, "\(name) falls back to the placeholder")
        }
        #expect(IconShape.named("no-such-icon").subpaths.count == 1)
    }

    @Test func iconsStayInsideTheirBoxPlusHalfTheStroke() throws {
        // A 24 pt box at scale 2 with a 1.8 pt stroke: ink may reach 0.9 pt (1.8 px) outside the box, plus the
        // one-pixel anti-aliasing ramp, and never further.
        for name in ItemSchema.icons {
            var image = try RasterImage(pixelWidth: 96, pixelHeight: 96, scale: 2)
            let box = Rect(x: 12, y: 12, width: 24, height: 24)
            IconRasterizer.draw(IconShape.named(name), in: box, strokeWidth: 1.8, color: .black, into: &image)
            var inside = 0
            for y in 0..<96 {
                for x in 0..<96 where image.pixel(x: x, y: y).alpha > 0 {
                    let outside = max(
                        24 - Double(x) - 0.5, Double(x) + 0.5 - 72, 24 - Double(y) - 0.5, Double(y) + 0.5 - 72)
                    #expect(outside < 1.8 + 1, "\(name) inks (\(x), \(y))")
                    inside += 1
                }
            }
            #expect(inside > 100, "\(name): \(inside) pixels")
        }
    }

    @Test func strokeCoverageRampsOverOnePixel() throws {
        // A horizontal segment from (0, 12) to (24, 12) in a 24 pt box at scale 1, stroked 2 pt: pixel rows
        // whose centres are 0.5 px from the line are fully covered (1 − 0.5 + 0.5 = 1), rows 1.5 px away get
        // 1 − 1.5 + 0.5 = 0 coverage. Row 11 and 12 (centres 11.5 and 12.5, 0.5 from y = 12) are solid.
        var image = try RasterImage(pixelWidth: 24, pixelHeight: 24, scale: 1)
        var path = IconPath()
        path.move(0, 12)
        path.line(24, 12)
        IconRasterizer.draw(
            IconShape(subpaths: path.finished()), in: Rect(x: 0, y: 0, width: 24, height: 24), strokeWidth: 2,
            color: .black, into: &image)
        #expect(image.pixel(x: 12, y: 11).alpha == 255)
        #expect(image.pixel(x: 12, y: 12).alpha == 255)
        #expect(image.pixel(x: 12, y: 10).alpha == 0)
        #expect(image.pixel(x: 12, y: 13).alpha == 0)
    }
}
