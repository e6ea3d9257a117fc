import Testing

@testable import PagerEngine

/// Issue 47 item 12. Tabman's bar background is `TMBarBackgroundView(style: .blur(style: .extraLight))`
/// (uias/Tabman 4.0.1 `Sources/Tabman/Bar/BarView/TMBarView.swift` line 64); `UIBlurEffect.Style.extraLight`
/// is one of the fixed styles, not an adaptive material. `TMLabelBarButton` tints titles `.label`
/// (`Sources/Tabman/Bar/BarButton/Types/TMLabelBarButton.swift` lines 168–170), white in dark mode. Nothing in
/// Tabman switches either for dark mode (`TMBarBackgroundView.swift` lines 85–93 make the effect view as
/// given). So the default ButtonBar in dark mode really is white on a light blur, and the warning strip says
/// so and offers the adaptive `.systemMaterial`.
struct DarkModeWarningTests {
    @Test func theDefaultTabmanBarInDarkModeWarnsAndOffersTheAdaptiveBlur() throws {
        let dark = buttonBarLayout { $0.appearance.colorScheme = .dark }
        let warning = try #require(dark.warnings.first { $0.code == "dark-mode-light-bar" })
        #expect(warning.index == nil)
        #expect(warning.message.contains(".extraLight"))
        let fix = try #require(warning.fix)
        #expect(fix.options == [WarningFix.Setting(key: "bar.background.blurStyle", value: .string("systemMaterial"))])
        // The white of `.label` in dark mode is what the titles show.
        #expect(dark.config.buttons.tintColor == RGBAColor(red: 255, green: 255, blue: 255))
    }

    @Test func noWarningInLightModeWithTheFixOrWithDarkTitles() {
        #expect(buttonBarLayout { _ in }.warnings.isEmpty)
        let fixed = buttonBarLayout {
            $0.appearance.colorScheme = .dark
            $0.bar.background.blurStyle = .systemMaterial
        }
        #expect(fixed.warnings.isEmpty)
        // A designer's own dark title colour reads on the light blur.
        let darkTitles = buttonBarLayout {
            $0.appearance.colorScheme = .dark
            $0.buttons.tintColor = RGBAColor(red: 51, green: 51, blue: 51)
        }
        #expect(darkTitles.warnings.isEmpty)
        // Other libraries' presets choose their own backgrounds.
        var swiftUI = Preset.swiftUITabPagerScrollable.config
        swiftUI.appearance.colorScheme = .dark
        #expect(!layout(swiftUI).warnings.contains { $0.code == "dark-mode-light-bar" })
    }

    @Test func theFixIsWrittenWithTheWarning() {
        let text = buttonBarLayout { $0.appearance.colorScheme = .dark }.json(rev: 1)
        #expect(
            text.contains(
                #""fix":{"label":"Use the .systemMaterial blur, which turns dark in dark mode","options":{"bar.background.blurStyle":"systemMaterial"}}"#
            ))
    }

    @Test func luminanceFollowsWCAG() {
        #expect(close(LayoutWarning.relativeLuminance(RGBAColor(red: 255, green: 255, blue: 255)), 1))
        #expect(close(LayoutWarning.relativeLuminance(RGBAColor(red: 0, green: 0, blue: 0)), 0))
        // sRGB 128 → ((128/255 + 0.055)/1.055)^2.4 = 0.2158605 for every channel.
        #expect(abs(LayoutWarning.relativeLuminance(RGBAColor(red: 128, green: 128, blue: 128)) - 0.2158605) < 1e-6)
    }
}
