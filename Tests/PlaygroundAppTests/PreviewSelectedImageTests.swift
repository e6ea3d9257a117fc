import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// `buttons.selectedImageFilled`: each tab item's icon gets its filled symbol as a selected image, which
/// Tabman's tab items cross-fade to by selection progress.
struct PreviewSelectedImageTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer()
    }

    private func tabBar(filled: Bool) -> PagerConfig {
        var config = Preset.tabmanTabBar.config
        config.items = [
            PagerItem(id: "a", title: "Likes", badge: nil, icon: "heart"),
            PagerItem(id: "b", title: "Search", badge: nil, icon: "magnifyingglass"),
            PagerItem(id: "c", title: "Saved", badge: nil, icon: "bookmark"),
        ]
        config.buttons.selectedImageFilled = filled
        return config
    }

    @Test func theLayoutNamesTheFilledSymbolWhereOneExists() throws {
        let layout = PagerLayout(config: tabBar(filled: true), viewport: .iPhone15Pro, measurer: measurer)
        #expect(layout.buttons.map { $0.image?.selectedName } == ["heart.fill", nil, "bookmark.fill"])
        let plain = PagerLayout(config: tabBar(filled: false), viewport: .iPhone15Pro, measurer: measurer)
        #expect(plain.buttons.allSatisfy { $0.image?.selectedName == nil })
        var json = JSONWriter()
        layout.writeJSON(rev: 1, into: &json)
        let text = String(decoding: json.bytes, as: UTF8.self)
        #expect(text.contains(#""image":{"name":"heart","selectedName":"heart.fill","frame":"#))
        #expect(text.contains(#""image":{"name":"magnifyingglass","selectedName":null,"frame":"#))
    }

    /// The centre of the heart (inside the outline, away from its stroke) in the rendered image.
    private func heartCentre(filled: Bool, progress: Double) throws -> (pixel: RGBAColor, ink: RGBAColor) {
        let renderer = PagerRenderer(measurer: measurer)
        let (layout, resting) = PreviewScene(config: tabBar(filled: filled), width: 393, measurer: measurer).resting()
        var frame = resting
        let slot = try #require(frame.buttons.firstIndex { $0.index == 0 })
        frame.buttons[slot].progress = progress
        let png = try PNGTestDecoder(try PNGEncoder.encode(try renderer.render(layout, frame: frame, scale: 2)))
        let icon = try #require(layout.buttons[0].image).frame
        let x = layout.bar.scrollFrame.x - frame.barOffset.x + icon.midX
        // The heart's outline runs from y 3.5 to 20.5 of its 24-point box: 12 is well inside.
        let y = layout.bar.scrollFrame.y - frame.barOffset.y + icon.midY
        return (png.pixel(x: Int(x * 2), y: Int(y * 2)), frame.buttons[slot].color)
    }

    @Test func theSelectedTabsIconIsFilledAndAHalfSelectedOneHalfFilled() throws {
        let selected = try heartCentre(filled: true, progress: 1)
        #expect(PreviewRendererTests.isClose(selected.pixel, selected.ink, tolerance: 2), "\(selected)")
        let outline = try heartCentre(filled: false, progress: 1)
        #expect(!PreviewRendererTests.isClose(outline.pixel, outline.ink, tolerance: 40), "\(outline)")
        let unselected = try heartCentre(filled: true, progress: 0)
        #expect(unselected.pixel == outline.pixel)
        // Half-way: the fill at half the colour's opacity over what lies under the outline.
        let half = try heartCentre(filled: true, progress: 0.5)
        let expected = PreviewRendererTests.over(half.ink.withOpacity(0.5), outline.pixel)
        #expect(PreviewRendererTests.isClose(half.pixel, expected, tolerance: 2), "\(half.pixel) vs \(expected)")
    }

    /// The outline's stroke is inked by both images, and a cross-dissolve keeps it whole half-way (drawing the
    /// filled image over the outline at half opacity each would leave three quarters of it).
    @Test func theStrokeBothImagesInkStaysWholeHalfWay() throws {
        let renderer = PagerRenderer(measurer: measurer)
        let (layout, resting) = PreviewScene(config: tabBar(filled: true), width: 393, measurer: measurer).resting()
        let slot = try #require(resting.buttons.firstIndex { $0.index == 0 })
        func render(progress: Double) throws -> PNGTestDecoder {
            var frame = resting
            frame.buttons[slot].progress = progress
            return try PNGTestDecoder(try PNGEncoder.encode(try renderer.render(layout, frame: frame, scale: 2)))
        }
        let (outline, filled, half) = (try render(progress: 0), try render(progress: 1), try render(progress: 0.5))
        let icon = try #require(layout.buttons[0].image).frame.offsetBy(
            layout.bar.scrollFrame.x - resting.barOffset.x, layout.bar.scrollFrame.y - resting.barOffset.y)
        let background = outline.pixel(x: Int(icon.minX * 2) - 2, y: Int(icon.midY * 2))
        let ink = PreviewRendererTests.over(resting.buttons[slot].color, background)
        var strokePixels = 0
        for y in Int(icon.minY * 2)..<Int(icon.maxY * 2) {
            for x in Int(icon.minX * 2)..<Int(icon.maxX * 2) {
                let a = outline.pixel(x: x, y: y)
                guard PreviewRendererTests.isClose(a, ink, tolerance: 0),
                    PreviewRendererTests.isClose(filled.pixel(x: x, y: y), ink, tolerance: 0)
                else { continue }
                strokePixels += 1
                #expect(PreviewRendererTests.isClose(half.pixel(x: x, y: y), ink, tolerance: 1), "(\(x), \(y))")
            }
        }
        #expect(strokePixels > 20)
    }
}
