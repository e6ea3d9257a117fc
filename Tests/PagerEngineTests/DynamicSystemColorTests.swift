import Testing

@testable import PagerEngine

/// Library defaults that are iOS dynamic colours follow the colour scheme; colours a designer set do
/// not. Dark values are UIKit's (`.label` white, `.secondaryLabel` #EBEBF5 at 60 %, `.systemBlue`
/// #0A84FF, `.systemRed` #FF453A).
struct DynamicSystemColorTests {
    private func dark(_ preset: Preset) -> PagerConfig {
        var config = preset.config
        config.appearance.colorScheme = .dark
        return config
    }

    @Test func tabmanDefaultsTakeTheirDarkValues() {
        let shown = dark(.tabmanButtonBar).showingColorScheme()
        #expect(shown.buttons.tintColor == RGBAColor(red: 255, green: 255, blue: 255))
        #expect(shown.buttons.selectedTintColor == RGBAColor(red: 10, green: 132, blue: 255))
        #expect(shown.indicator.color == RGBAColor(red: 10, green: 132, blue: 255))
        // Literal colours of the library stay: the badge's .red fill and its white text.
        #expect(shown.buttons.badge.backgroundColor == .red)
        #expect(shown.buttons.badge.textColor == .white)
    }

    @Test func swiftUITabPagerSecondaryTitlesBecomeReadableOnBlack() {
        let shown = dark(.swiftUITabPagerFixed).showingColorScheme()
        #expect(shown.buttons.tintColor == RGBAColor(red: 235, green: 235, blue: 245, alpha: 153))
    }

    @Test func lightModeAndLiteralLibraryColoursAreUnchanged() {
        #expect(Preset.tabmanButtonBar.config.showingColorScheme() == Preset.tabmanButtonBar.config)
        // BTabViewController's rgb(64, 64, 64) is a literal colour in the library: the same in dark mode.
        let bTab = dark(.bTabViewController)
        #expect(bTab.showingColorScheme().buttons.tintColor == bTab.buttons.tintColor)
    }

    @Test func tabmanBadgesAreRedInBothModesAndTabBarBadgesSystemRed() {
        // TMBadgeView's tint is UIColor.red; UITabBarItem's badge is .systemRed, which dark mode lightens.
        #expect(dark(.tabmanButtonBar).showingColorScheme().buttons.badge.backgroundColor == .red)
        #expect(Preset.tabmanButtonBar.config.buttons.badge.backgroundColor == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(
            dark(.tabBarControllerBottom).showingColorScheme().buttons.badge.backgroundColor
                == RGBAColor(red: 255, green: 69, blue: 58))
        #expect(Preset.swiftUITabPagerFixed.config.buttons.badge.backgroundColor == .systemRed)
    }

    @Test func aColourTheDesignerSetStaysAsSet() {
        var config = dark(.tabmanButtonBar)
        config.buttons.tintColor = RGBAColor(red: 255, green: 0, blue: 0)
        // Black chosen on a preset whose default is not black is the designer's black, kept in dark mode.
        var swiftUI = dark(.swiftUITabPagerFixed)
        swiftUI.buttons.tintColor = .black
        #expect(config.showingColorScheme().buttons.tintColor == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(swiftUI.showingColorScheme().buttons.tintColor == .black)
    }

    @Test func theLayoutAndItsFramesCarryTheShownColours() {
        let layout = PagerLayout(
            config: dark(.tabmanButtonBar), viewport: .iPhone15Pro, measurer: FixedAdvanceMeasurer())
        #expect(layout.indicator.color == RGBAColor(red: 10, green: 132, blue: 255))
        var json = JSONWriter(capacity: 4_096)
        layout.writeJSON(rev: 1, into: &json)
        #expect(json.string.contains(##""tintColor":"#FFFFFFFF""##), "\(json.string.prefix(400))")
        var frame = PagerFrame()
        layout.frame(FrameInput(position: 0), into: &frame)
        // The selected button's colour is the dark system blue, the others white.
        #expect(frame.buttons.first?.color == RGBAColor(red: 10, green: 132, blue: 255))
        #expect(frame.buttons.last?.color == RGBAColor(red: 255, green: 255, blue: 255))
    }
}
