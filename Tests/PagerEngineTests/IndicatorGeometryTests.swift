import Testing

@testable import PagerEngine

/// Reference A2–A5 and the per-kind geometry (1.4), on three 100 pt buttons: x = 0, 100, 200; C = 300.
/// The row is 44.4 tall (17 pt label + 24), so a line below it sits at y 44.4.
struct IndicatorGeometryTests {
    private func bar(_ customize: (inout PagerConfig) -> Void = { _ in }) -> PagerLayout {
        layout(
            config(titles: ["Home", "Explore", "Library"]) { config in
                config.bar.contentMode = .fixed
                config.bar.buttonWidth = 100
                config.bar.interButtonSpacing = 0
                customize(&config)
            })
    }

    private func indicator(_ layout: PagerLayout, _ position: Double) -> Rect {
        layout.frame(FrameInput(position: position)).indicator.rect
    }

    @Test(arguments: [(-0.3, 0, 0, 0.0), (0, 0, 0, 0), (1.5, 1, 2, 0.5), (2.4, 2, 2, 0), (-1.5, 0, 0, 0)])
    func neighbours(position: Double, lo: Int, hi: Int, t: Double) {
        let result = RowGeometry.neighbours(of: position, capacity: 2)
        #expect(result.lo == lo && result.hi == hi)
        if lo != hi { #expect(close(result.t, t)) }
    }

    @Test func bounceShiftsByTheButtonWidth() {
        // −0.5: x = 0 + 100 × −0.5 = −50; 2.5: x = 200 + 100 × 0.5 = 250.
        #expect(close(indicator(bar(), -0.5), rect(-50, 44.4, 100, 4)))
        #expect(close(indicator(bar(), 2.5), rect(250, 44.4, 100, 4)))
        #expect(close(indicator(bar(), -1.5), rect(-150, 44.4, 100, 4)))
    }

    @Test func compressShrinksAgainstTheEnd() {
        let layout = bar { $0.indicator.overscrollBehavior = .compress }
        // −0.5: width 100 − 50 = 50, left edge fixed. 2.5: width 50, right edge fixed → x = 250.
        #expect(close(indicator(layout, -0.5), rect(0, 44.4, 50, 4)))
        #expect(close(indicator(layout, 2.5), rect(250, 44.4, 50, 4)))
        // −1.5 would be −50 wide: drawn as nothing.
        #expect(close(indicator(layout, -1.5), rect(0, 44.4, 0, 4)))
    }

    @Test func noneParksOnTheEndButton() {
        let layout = bar { $0.indicator.overscrollBehavior = .none }
        #expect(close(indicator(layout, -0.5), rect(0, 44.4, 100, 4)))
        #expect(close(indicator(layout, 2.5), rect(200, 44.4, 100, 4)))
    }

    @Test func progressiveGrowsFromTheStart() {
        let layout = bar { $0.indicator.isProgressive = true }
        // 1.5: focus (150, 100) → (0, 250). −0.5: (0, 100) → width 100 − 50 = 50.
        #expect(close(indicator(layout, 1.5), rect(0, 44.4, 250, 4)))
        #expect(close(indicator(layout, -0.5), rect(0, 44.4, 50, 4)))
        // 2.5: (0, 300) shifted by (300 − 300) × 0.5 = 0.
        #expect(close(indicator(layout, 2.5), rect(0, 44.4, 300, 4)))
    }

    @Test func progressiveBounceShiftsPastTheEnd() {
        // Fixed 20 pt centred: targets 40, 140, 240. 2.5: (240, 20) → (0, 260) → shift (300 − 260) × 0.5 = 20.
        let bounce = bar { config in
            config.indicator.isProgressive = true
            config.indicator.widthMode = .fixed
        }
        #expect(close(indicator(bounce, 2.5), rect(20, 44.4, 260, 4)))
        // Compress does nothing past the end.
        let compress = bar { config in
            config.indicator.isProgressive = true
            config.indicator.widthMode = .fixed
            config.indicator.overscrollBehavior = .compress
        }
        #expect(close(indicator(compress, 2.5), rect(0, 44.4, 260, 4)))
    }

    @Test func snapRoundsOnlyTheOverscrollTest() {
        // Tabman computes the focus rect from the raw position for every transition style (A5).
        let layout = bar { $0.indicator.transitionStyle = .snap }
        // −0.3 rounds to 0: no bounce. −0.6 rounds to −1: a full-width bounce.
        #expect(close(indicator(layout, -0.3), rect(0, 44.4, 100, 4)))
        #expect(close(indicator(layout, -0.6), rect(-100, 44.4, 100, 4)))
        // 1.3: the raw focus, not the snapped one.
        #expect(close(indicator(layout, 1.3), rect(130, 44.4, 100, 4)))
    }

    @Test func horizontalInsetNarrowsTheLine() {
        // SwiftUITabPager: x + 10, width 100 − 20.
        #expect(close(indicator(bar { $0.indicator.horizontalInset = 10 }, 0), rect(10, 44.4, 80, 4)))
    }

    @Test func labelWidthFollowsTheText() {
        let layout = bar { $0.indicator.widthMode = .label }
        // Home 44.2 centred in 0…100 → 27.9; Explore 77.35 centred in 100…200 → 111.325.
        #expect(close(indicator(layout, 0), rect(27.9, 44.4, 44.2, 4)))
        // 0.5: x = 27.9 + (111.325 − 27.9) × 0.5 = 69.6125; width 44.2 + (77.35 − 44.2) × 0.5 = 60.775.
        #expect(close(indicator(layout, 0.5), rect(69.6125, 44.4, 60.775, 4)))
    }

    @Test func dotAndChevronCentreOnTheFocus() {
        // Dot 8: strip 8 deep under the row; centre 150 → (146, 44.4, 8, 8); bar 44.4 + 8 = 52.4.
        let dot = bar { $0.indicator.kind = .dot }
        #expect(close(indicator(dot, 1), rect(146, 44.4, 8, 8)))
        #expect(close(dot.bar.frame.height, 52.4))
        #expect(dot.indicator.cornerRadius == 4)
        // Chevron 14 × 12 → (143, 44.4, 14, 12), apex up.
        let chevron = bar { $0.indicator.kind = .chevron }
        #expect(close(indicator(chevron, 1), rect(143, 44.4, 14, 12)))
        #expect(chevron.indicator.apex == "top")
    }

    @Test func blockFillsTheButtonAtAQuarterAlpha() {
        let block = bar { config in
            config.indicator.kind = .block
            config.indicator.cornerStyle = .rounded
        }
        // Full content height 44.4 (no strip); radius 44.4 / 6 = 7.4; alpha 255 × 0.25 = 63.75 → 64.
        #expect(close(indicator(block, 1), rect(100, 0, 100, 44.4)))
        #expect(close(block.bar.frame.height, 44.4))
        #expect(close(block.indicator.cornerRadius, 7.4))
        #expect(block.indicator.color == RGBAColor(red: 0, green: 122, blue: 255, alpha: 64))
    }

    @Test(arguments: [(IndicatorConfig.CornerStyle.square, 0.0), (.rounded, 1), (.eliptical, 2), (.custom, 3)])
    func lineCornerRadius(style: IndicatorConfig.CornerStyle, radius: Double) {
        // Weight 4: rounded 4 / 4 = 1, eliptical 4 / 2 = 2, custom takes cornerRadius (3).
        let layout = bar { config in
            config.indicator.cornerStyle = style
            config.indicator.cornerRadius = 3
        }
        #expect(layout.indicator.cornerRadius == radius)
    }

    @Test func overlayDrawsOverTheBottomOfTheRow() {
        let layout = bar { $0.indicator.placement = .overlay }
        // No strip: bar 44.4; line at 44.4 − 4 = 40.4.
        #expect(close(layout.bar.frame.height, 44.4))
        #expect(close(indicator(layout, 0), rect(0, 40.4, 100, 4)))
    }

    @Test func noIndicatorIsInvisible() {
        let frame = bar { $0.indicator.kind = .none }.frame(FrameInput(position: 1))
        #expect(frame.indicator.opacity == 0)
        #expect(frame.indicator.rect == .zero)
    }
}
