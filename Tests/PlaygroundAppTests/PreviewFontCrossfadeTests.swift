import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// The rendered preview draws a label part-way through Tabman's font cross-dissolve in both fonts, each
/// at its share of the label's opacity.
struct PreviewFontCrossfadeTests {
    /// The resting preview of a bar whose labels use `font` and `selectedFont`, rendered at `scale` with the
    /// selected label's `selectedFontOpacity` at 0, 1 and ½, and that label's layout and state.
    private func renders(font: FontConfig, selectedFont: FontConfig, scale: Double) throws -> (
        normal: PNGTestDecoder, selected: PNGTestDecoder, half: PNGTestDecoder, layout: PagerLayout, frame: PagerFrame,
        slot: Int
    ) {
        let measurer = try TextMeasurer()
        let renderer = PagerRenderer(measurer: measurer)
        var config = PagerConfig()
        // DejaVu's regular and bold differ more than Roboto's, so the two fonts ink more pixels apart.
        config.text.font = FontFace.dejaVuFamily
        config.buttons.font = font
        config.buttons.selectedFontEnabled = true
        config.buttons.selectedFont = selectedFont
        let (layout, resting) = PreviewScene(config: config, width: 393, measurer: measurer).resting()
        let slot = try #require(resting.buttons.firstIndex { $0.index == resting.index })
        #expect(resting.buttons[slot].selectedFontOpacity == 1)
        func render(share: Double) throws -> PNGTestDecoder {
            var frame = resting
            frame.buttons[slot].selectedFontOpacity = share
            return try PNGTestDecoder(try PNGEncoder.encode(try renderer.render(layout, frame: frame, scale: scale)))
        }
        return (try render(share: 0), try render(share: 1), try render(share: 0.5), layout, resting, slot)
    }

    @Test func aHalfDissolvedLabelShowsBothFontsAtHalfStrength() throws {
        let (normal, selected, half, layout, resting, slot) = try renders(
            font: FontConfig(size: 15, weight: .regular), selectedFont: FontConfig(size: 22, weight: .bold), scale: 1)
        let index = resting.index
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

    /// UIKit's cross-dissolve blends the two looks, so over an opaque bar each pixel half-way is the mean
    /// of the two ends, and where both fonts ink a pixel fully it stays the label colour (drawing one font
    /// over the other at half opacity each would leave it at three quarters).
    @Test func aHalfDissolvedLabelIsTheMeanOfTheTwoFontsPixelByPixel() throws {
        let (normal, selected, half, layout, resting, slot) = try renders(
            font: FontConfig(size: 17, weight: .regular), selectedFont: FontConfig(size: 17, weight: .bold), scale: 2)
        let state = resting.buttons[slot]
        let box = layout.buttons[resting.index].labelFrame.offsetBy(
            layout.bar.scrollFrame.x - resting.barOffset.x, layout.bar.scrollFrame.y - resting.barOffset.y)
        let background = normal.pixel(x: Int(box.minX * 2) - 2, y: Int(box.midY * 2))
        let ink = PreviewRendererTests.over(state.color.withOpacity(state.opacity), background)
        var inkedInBoth = 0
        for y in Int(box.minY * 2)..<Int(box.maxY * 2) {
            for x in Int(box.minX * 2)..<Int(box.maxX * 2) {
                let (a, b, pixel) = (normal.pixel(x: x, y: y), selected.pixel(x: x, y: y), half.pixel(x: x, y: y))
                let mean = RGBAColor(
                    red: UInt8((Int(a.red) + Int(b.red) + 1) / 2), green: UInt8((Int(a.green) + Int(b.green) + 1) / 2),
                    blue: UInt8((Int(a.blue) + Int(b.blue) + 1) / 2), alpha: 255)
                #expect(PreviewRendererTests.isClose(pixel, mean, tolerance: 2), "(\(x), \(y)): \(pixel), mean \(mean)")
                if PreviewRendererTests.isClose(a, ink, tolerance: 0)
                    && PreviewRendererTests.isClose(b, ink, tolerance: 0)
                {
                    inkedInBoth += 1
                    #expect(PreviewRendererTests.isClose(pixel, ink, tolerance: 1), "(\(x), \(y)): \(pixel)")
                }
            }
        }
        #expect(inkedInBoth > 20)
    }
}
