import PagerEngine
import Testing
import TextMetrics

@testable import PlaygroundApp

/// Renders every preset and a few configs that use the other indicator kinds, badges, icons, dark mode,
/// right-to-left and vertical bars, encodes them as PNG, decodes them with the test decoder and checks
/// pixels at places computed from the layout and frame.
struct PreviewRendererTests {
    /// Configs beyond the presets; the page colour each one rests on is worked out in the comments.
    static let extraConfigs: [(name: String, json: String, pageColor: RGBAColor)] = [
        // Page 3 in dark mode: hue (3 × 137.508 + 210) mod 360 = 262.524 → 263; hsl(263, 35 %, 22 %):
        // a = 0.35 × 0.22 = 0.077, k = (n + 263/30) mod 12: R k = 8.767 → 0.22 − 0.077 × 0.233 = 0.2020 → 52;
        // G k = 4.767 → 0.22 − 0.077 = 0.143 → 36; B k = 0.767 → 0.22 + 0.077 = 0.297 → 76.
        (
            "dark rtl chevron fade badges",
            #"{"items":[{"id":"a","title":"Featured","badge":"3"},{"id":"b","title":"Notifications","badge":""},"#
                + #"{"id":"c","title":"Library"},{"id":"d","title":"Profile"},{"id":"e","title":"Settings"},"#
                + #"{"id":"f","title":"Favourites"},{"id":"g","title":"Archive"}],"bar":{"fadesContentEdges":true},"#
                + #""indicator":{"kind":"chevron"},"pager":{"defaultPage":3},"#
                + #""appearance":{"colorScheme":"dark","layoutDirection":"rightToLeft"}}"#,
            RGBAColor(red: 52, green: 36, blue: 76)
        ),
        // Page 1 in light mode: hue 137.508 + 210 = 347.508 → 348; hsl(348, 70 %, 88 %): a = 0.7 × 0.12 = 0.084,
        // k = (n + 11.6) mod 12: R k = 11.6 → 0.88 + 0.084 = 0.964 → 246; G k = 7.6 → 0.796 → 203;
        // B k = 3.6 → 0.88 − 0.084 × 0.6 = 0.8296 → 212.
        (
            "tab items with a rounded block and badges",
            #"{"preset":"tabman.tabBar","items":[{"id":"a","title":"Home","badge":"12","icon":"heart"},"#
                + #"{"id":"b","title":"Cart","icon":"cart"},{"id":"c","title":"Chat","icon":"message","badge":""},"#
                + #"{"id":"d","title":"Play","icon":"play"},{"id":"e","title":"Map","icon":"map"}],"#
                + #""indicator":{"kind":"block","cornerStyle":"rounded"},"pager":{"defaultPage":1}}"#,
            RGBAColor(red: 246, green: 203, blue: 212)
        ),
        ("dot under a bottom bar", #"{"indicator":{"kind":"dot"},"bar":{"location":"bottom"}}"#, Self.firstPage),
        (
            "vertical rail with a line", #"{"preset":"tabBarController.left","indicator":{"kind":"line","weight":3}}"#,
            Self.firstPage
        ),
        (
            "navigation item with a block", #"{"bar":{"location":"navigationItem"},"indicator":{"kind":"block"}}"#,
            Self.firstPage
        ),
    ]

    /// Page 0 in light mode: hsl(210, 70 %, 88 %); a = 0.084, k = (n + 7) mod 12: R k = 7 → 0.88 − 0.084 =
    /// 0.796 → 202.98 → 203; G k = 3 → 0.88 → 224.4 → 224; B k = 11 → 0.964 → 245.8 → 246.
    static let firstPage = RGBAColor(red: 203, green: 224, blue: 246)

    static var allConfigs: [String] { Preset.all.map(\.id) + extraConfigs.map(\.name) }

    let measurer: TextMeasurer
    let renderer: PagerRenderer

    init() throws {
        measurer = try TextMeasurer()
        renderer = PagerRenderer(measurer: measurer)
    }

    static func config(named name: String) throws -> (config: PagerConfig, page: RGBAColor) {
        if let preset = Preset.named(name) { return (preset.config, firstPage) }
        let entry = try #require(extraConfigs.first { $0.name == name })
        return (try ConfigResolver().resolve(bytes: Array(entry.json.utf8)), entry.pageColor)
    }

    struct Rendered {
        var layout: PagerLayout
        var frame: PagerFrame
        var png: PNGTestDecoder
        var scale: Double

        /// The decoded pixel under `point` (viewport points).
        func pixel(_ point: Point) -> RGBAColor {
            png.pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
        }

        /// Where bar content point (0, 0) is drawn.
        var contentOrigin: Point {
            Point(
                x: layout.bar.scrollFrame.x - frame.barOffset.x + frame.barTransform.x,
                y: layout.bar.scrollFrame.y - frame.barOffset.y + frame.barTransform.y)
        }
    }

    func render(_ config: PagerConfig, scale: Double = 2) throws -> Rendered {
        let (layout, frame) = PreviewScene(config: config, width: 393, measurer: measurer).resting()
        let image = try renderer.render(layout, frame: frame, scale: scale)
        return Rendered(
            layout: layout, frame: frame, png: try PNGTestDecoder(try PNGEncoder.encode(image)), scale: scale)
    }

    /// `color` composited over an opaque `background`: `C·a + B·(1 − a)` per channel.
    static func over(_ color: RGBAColor, _ background: RGBAColor) -> RGBAColor {
        let a = Double(color.alpha) / 255
        func mix(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(c) * a + Double(b) * (1 - a)).rounded()) }
        return RGBAColor(
            red: mix(color.red, background.red), green: mix(color.green, background.green),
            blue: mix(color.blue, background.blue))
    }

    static func isClose(_ a: RGBAColor, _ b: RGBAColor, tolerance: Int = 1) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    @Test(arguments: allConfigs)
    func rendersTheViewportWithManyColours(name: String) throws {
        let rendered = try render(try Self.config(named: name).config)
        // 393 × 852 points at scale 2.
        #expect(rendered.png.width == 786)
        #expect(rendered.png.height == 1704)
        #expect(rendered.png.colorType == 2)
        var colours = Set<UInt32>()
        for index in stride(from: 0, to: rendered.png.pixels.count, by: 4 * 7) {
            let p = rendered.png.pixels
            colours.insert(UInt32(p[index]) << 16 | UInt32(p[index + 1]) << 8 | UInt32(p[index + 2]))
        }
        #expect(colours.count > 30, "\(name): only \(colours.count) colours")
    }

    @Test(arguments: allConfigs)
    func pageShowsItsColour(name: String) throws {
        let (config, expected) = try Self.config(named: name)
        let rendered = try render(config)
        // In the page's right margin, halfway down its safe area: no title, card, bar or device furniture.
        let page = rendered.layout.pages
        let inner = page.frame.inset(by: page.safeArea)
        let sample = Point(x: inner.maxX - 8, y: inner.midY)
        #expect(rendered.pixel(sample) == expected, "\(name) at \(sample)")
    }

    @Test(arguments: allConfigs)
    func indicatorIsDrawnWhereTheFrameSays(name: String) throws {
        var config = try Self.config(named: name).config
        let rendered = try render(config)
        let appearance = rendered.layout.indicator
        guard appearance.kind != .none else { return }
        let origin = rendered.contentOrigin
        let rect = rendered.frame.indicator.rect.offsetBy(origin.x, origin.y)
        #expect(rect.width > 0 && rect.height > 0)
        let sample: Point
        switch appearance.kind {
        case .chevron:
            // The triangle's centroid: a third of the way from the base to the apex.
            let points = PagerRenderer.chevronPoints(rect, apex: appearance.apex)
            sample = Point(x: (points.0.x + points.1.x + points.2.x) / 3, y: (points.0.y + points.1.y + points.2.y) / 3)
        case .block:
            // Inside the top-left corner, clear of its radius and above the centred label (a block as wide
            // as its label has glyphs at its left edge).
            sample = Point(
                x: rect.minX + appearance.cornerRadius + 1.5,
                y: rect.minY + min(appearance.cornerRadius + 1.5, rect.height / 4))
        default:
            sample = Point(x: rect.midX, y: rect.midY)
        }
        // The same scene without the indicator gives what lies under it.
        config.indicator.kind = .none
        let background = try render(config).pixel(sample)
        let expected = Self.over(appearance.color.withOpacity(rendered.frame.indicator.opacity), background)
        let actual = rendered.pixel(sample)
        #expect(Self.isClose(actual, expected), "\(name): \(actual) at \(sample), expected \(expected)")
        #expect(actual != background || appearance.color.alpha == 0)
    }

    @Test(arguments: allConfigs)
    func selectedLabelGlyphsAreInTheSelectedColourWithinTheMeasuredSpan(name: String) throws {
        let rendered = try render(try Self.config(named: name).config)
        let layout = rendered.layout
        guard layout.config.buttons.kind != .none else { return }
        let index = rendered.frame.index
        let button = layout.buttons[index]
        let state = try #require(rendered.frame.buttons.first { $0.index == index })
        guard button.visible, !button.clipped else { return }
        let selected = state.selected && layout.selectedFont != nil
        let font = selected ? layout.selectedFont ?? layout.font : layout.font
        let textWidth = selected ? button.selectedLabelWidth : button.labelWidth
        let origin = rendered.contentOrigin
        let box = button.labelFrame.offsetBy(origin.x, origin.y)
        let textX: Double
        switch layout.textAlignment {
        case "left": textX = box.x
        case "right": textX = box.maxX - textWidth
        default: textX = box.midX - textWidth / 2
        }
        let baseline = box.y + (selected ? layout.selectedBaseline : layout.baseline)
        let capHeight = font.size * 1493 / 2048  // DejaVu's capital height, 1493 units
        let background = rendered.pixel(Point(x: box.midX, y: box.minY + 0.5))
        let expected = Self.over(state.color.withOpacity(state.opacity), background)
        // Full-coverage stem pixels inside the measured span carry exactly the label colour.
        var inked = 0
        var y = baseline - capHeight
        while y < baseline {
            var x = textX
            while x < textX + textWidth {
                if Self.isClose(rendered.pixel(Point(x: x, y: y)), expected) { inked += 1 }
                x += 0.5
            }
            y += 0.5
        }
        #expect(inked > 10, "\(name): \(inked) pixels of \(expected) in \(button.title)'s span")
        // Just left of the span (still in the label box) there is no ink.
        if textX - 1.5 > box.minX {
            var y = baseline - capHeight
            while y < baseline {
                let pixel = rendered.pixel(Point(x: textX - 1.5, y: y))
                #expect(Self.isClose(pixel, background, tolerance: 2), "\(name): ink left of the text at \(y)")
                y += 0.5
            }
        }
    }

    @Test func badgeCapsuleAndItsTextAreDrawn() throws {
        let config = try Self.config(named: "tab items with a rounded block and badges").config
        let rendered = try render(config)
        let origin = rendered.contentOrigin
        let badge = try #require(rendered.layout.buttons[0].badge).frame.offsetBy(origin.x, origin.y)
        // Just inside the capsule's left end, halfway down (left of the text, which starts 4 pt in): the badge
        // red; across the middle, white text strokes.
        let red = rendered.pixel(Point(x: badge.minX + 1.5, y: badge.midY))
        #expect(Self.isClose(red, .red), "\(red)")
        var white = 0
        var x = badge.minX
        while x < badge.maxX {
            if Self.isClose(rendered.pixel(Point(x: x, y: badge.midY)), .white, tolerance: 8) { white += 1 }
            x += 0.5
        }
        #expect(white > 2)
    }

    /// Tabman's `TMBarButton.backgroundView` (uias/Tabman 4.0.1 `TMBarButton.swift` lines 116–126) fills the
    /// button's frame, not the 16 pt gaps between buttons.
    @Test func aButtonBackgroundFillsEachButtonsFrame() throws {
        var config = Preset.tabmanButtonBar.config
        config.buttons.background.style = .flat
        config.buttons.background.color = .red
        let rendered = try render(config)
        let origin = rendered.contentOrigin
        let second = rendered.layout.buttons[1].frame.offsetBy(origin.x, origin.y)
        // Just inside the button's left edge, near its top (clear of the title): red.
        let inside = rendered.pixel(Point(x: second.minX + 1, y: second.minY + 2))
        #expect(Self.isClose(inside, .red), "\(inside)")
        // In the gap before it: not red.
        let gap = rendered.pixel(Point(x: second.minX - 8, y: second.minY + 2))
        #expect(!Self.isClose(gap, .red, tolerance: 40), "\(gap)")
    }

    @Test func tabItemIconsAreInkedInTheirFrames() throws {
        let rendered = try render(try Self.config(named: "tabBarController.bottom").config)
        let origin = rendered.contentOrigin
        for button in rendered.layout.buttons {
            let state = try #require(rendered.frame.buttons.first { $0.index == button.index })
            let frame = try #require(button.image).frame.offsetBy(origin.x, origin.y)
            var inked = 0
            var y = frame.minY
            while y < frame.maxY {
                var x = frame.minX
                while x < frame.maxX {
                    if Self.isClose(rendered.pixel(Point(x: x, y: y)), state.color, tolerance: 2) { inked += 1 }
                    x += 0.5
                }
                y += 0.5
            }
            #expect(inked > 40, "\(button.title): \(inked) icon pixels in \(state.color)")
        }
    }

    @Test func edgeFadeTakesTheContentAwayAtTheWindowEdges() throws {
        // The dark right-to-left config rests on page 3 of 7 with the bar scrolled: both edges fade, so
        // the outermost device column of the scroll window shows only the bar background (alpha 0 there).
        let faded = try render(try Self.config(named: "dark rtl chevron fade badges").config)
        let fade = try #require(faded.frame.fade)
        #expect(fade.start > 0 && fade.end > 0)
        let window = faded.layout.bar.scrollFrame
        let edge = faded.pixel(Point(x: window.minX + 0.25, y: window.midY))
        let background = Self.over(PreviewPalette.material(.extraLight, .dark), RGBAColor(red: 52, green: 36, blue: 76))
        #expect(Self.isClose(edge, background), "\(edge) vs \(background)")
    }

    @Test func scaleOneAndThreeHaveTheirPixelSizes() throws {
        let config = try #require(Preset.named("tabman.buttonBar")).config
        #expect(try render(config, scale: 1).png.width == 393)
        let three = try render(config, scale: 3)
        #expect(three.png.width == 1179 && three.png.height == 2556)
    }
}
