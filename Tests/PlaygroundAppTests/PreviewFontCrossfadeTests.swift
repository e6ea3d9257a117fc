import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// The rendered preview draws a label part-way through Tabman's font cross-dissolve in both fonts, each
/// at its share of the label's opacity.
struct PreviewFontCrossfadeTests {
    @Test func aHalfDissolvedLabelShowsBothFontsAtHalfStrength() throws {
        let measurer = try TextMeasurer()
        let renderer = PagerRenderer(measurer: measurer)
        var config = PagerConfig()
        config.buttons.font = FontConfig(size: 15, weight: .regular)
        config.buttons.selectedFontEnabled = true
        config.buttons.selectedFont = FontConfig(size: 22, weight: .bold)
        let (layout, resting) = PreviewScene(config: config, width: 393, measurer: measurer).resting()
        let index = resting.index
        let slot = try #require(resting.buttons.firstIndex { $0.index == index })
        #expect(resting.buttons[slot].selectedFontOpacity == 1)
        func render(share: Double) throws -> PNGTestDecoder {
            var frame = resting
            frame.buttons[slot].selectedFontOpacity = share
            return try PNGTestDecoder(try PNGEncoder.encode(try renderer.render(layout, frame: frame, scale: 1)))
        }
        let normal = try render(share: 0)
        let selected = try render(share: 1)
        let half = try render(share: 0.5)
        let state = resting.buttons[slot]
        let box = layout.buttons[index].labelFrame
        let origin = Point(
            x: layout.bar.scrollFrame.x - resting.barOffset.x, y: layout.bar.scrollFrame.y - resting.barOffset.y)
        let background = normal.pixel(x: Int(origin.x + box.x) - 1, y: Int(origin.y + box.minY))
        let ink = PreviewRendererTests.over(state.color.withOpacity(state.opacity), background)
        let halfInk = PreviewRendererTests.over(state.color.withOpacity(state.opacity * 0.5), background)
        #expect(ink != background)
        // Where one font's glyphs cover a pixel fully and the other's leave it bare, the half-way frame
        // has the label colour at half opacity.
        var onlyNormal = 0
        var onlySelected = 0
        for y in Int(origin.y + box.minY)..<Int(origin.y + box.maxY) {
            for x in Int(origin.x + box.minX)..<Int(origin.x + box.maxX) {
                let (a, b) = (normal.pixel(x: x, y: y), selected.pixel(x: x, y: y))
                let aInked = PreviewRendererTests.isClose(a, ink)
                let bInked = PreviewRendererTests.isClose(b, ink)
                let aBare = PreviewRendererTests.isClose(a, background, tolerance: 0)
                let bBare = PreviewRendererTests.isClose(b, background, tolerance: 0)
                guard (aInked && bBare) || (bInked && aBare) else { continue }
                if aInked { onlyNormal += 1 } else { onlySelected += 1 }
                let pixel = half.pixel(x: x, y: y)
                #expect(PreviewRendererTests.isClose(pixel, halfInk), "(\(x), \(y)): \(pixel), expected \(halfInk)")
            }
        }
        #expect(onlyNormal > 5)
        #expect(onlySelected > 5)
    }
}
