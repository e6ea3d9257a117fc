import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// Tabman's accessory views in the server's PNG: a scrolling `plus` before the buttons and a pinned
/// `ellipsis` at the trailing edge, both red, drawn into the icon squares the layout gives.
struct PreviewAccessoryTests {
    let measurer: TextMeasurer
    static let red = RGBAColor(red: 255, green: 0, blue: 0)

    init() throws {
        measurer = try TextMeasurer()
    }

    private func scene(accessories: Bool) -> (PagerLayout, PagerFrame) {
        var config = Preset.tabmanButtonBar.config
        if accessories {
            config.bar.accessories.left = .plus
            config.bar.accessories.rightPinned = .ellipsis
            config.bar.accessories.tintColor = Self.red
        }
        return PreviewScene(config: config, width: 393, measurer: measurer).resting()
    }

    private func render(_ layout: PagerLayout, _ frame: PagerFrame) throws -> PNGTestDecoder {
        try PNGTestDecoder(
            try PNGEncoder.encode(try PagerRenderer(measurer: measurer).render(layout, frame: frame, scale: 2)))
    }

    /// The pixel at `(u, v)` of a 24-point glyph box laid over `box` (viewport points), at scale 2.
    private func pixel(_ png: PNGTestDecoder, _ box: Rect, _ u: Double, _ v: Double) -> RGBAColor {
        png.pixel(x: Int((box.x + u / 24 * box.width) * 2), y: Int((box.y + v / 24 * box.height) * 2))
    }

    private func scrolled(_ accessory: BarAccessory, _ layout: PagerLayout, _ frame: PagerFrame) -> Rect {
        accessory.iconFrame.offsetBy(
            layout.bar.scrollFrame.x - frame.barOffset.x, layout.bar.scrollFrame.y - frame.barOffset.y)
    }

    @Test func bothAccessoriesShowTheirSymbolInTheirTint() throws {
        let (layout, frame) = scene(accessories: true)
        let png = try render(layout, frame)
        let plus = scrolled(layout.bar.accessories[0], layout, frame)
        let ellipsis = layout.bar.accessories[1].iconFrame
        // The plus's two strokes cross at the box's centre; its corners stay clear.
        #expect(PreviewRendererTests.isClose(pixel(png, plus, 12, 12), Self.red, tolerance: 8))
        #expect(!PreviewRendererTests.isClose(pixel(png, plus, 3, 3), Self.red, tolerance: 120))
        // The ellipsis: three filled dots on the middle line, nothing between them.
        for u in [5.5, 12, 18.5] {
            #expect(PreviewRendererTests.isClose(pixel(png, ellipsis, u, 12), Self.red, tolerance: 8), "\(u)")
        }
        #expect(!PreviewRendererTests.isClose(pixel(png, ellipsis, 8.75, 12), Self.red, tolerance: 120))
        let plain = try render(scene(accessories: false).0, scene(accessories: false).1)
        #expect(!PreviewRendererTests.isClose(pixel(plain, ellipsis, 12, 12), Self.red, tolerance: 120))
    }

    @Test func theScrollingAccessoryMovesWithTheBarAndThePinnedOneStays() throws {
        let (layout, resting) = scene(accessories: true)
        var frame = resting
        frame.barOffset = Point(x: 20, y: 0)
        let png = try render(layout, frame)
        let plus = scrolled(layout.bar.accessories[0], layout, frame)
        #expect(PreviewRendererTests.isClose(pixel(png, plus, 12, 12), Self.red, tolerance: 8))
        // Where the plus was before the bar moved 20 pt, its vertical stroke is gone.
        let before = scrolled(layout.bar.accessories[0], layout, resting)
        #expect(!PreviewRendererTests.isClose(pixel(png, before, 12, 6), Self.red, tolerance: 120))
        let ellipsis = layout.bar.accessories[1].iconFrame
        #expect(PreviewRendererTests.isClose(pixel(png, ellipsis, 12, 12), Self.red, tolerance: 8))
    }
}
