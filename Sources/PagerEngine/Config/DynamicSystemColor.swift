/// The iOS system colours the seed libraries use as defaults, which UIKit resolves differently in
/// dark mode: Tabman's labels are `.label` and `.systemBlue`, its indicator takes the inherited tint
/// (system blue), SwiftUITabPager's unselected titles are `.secondary`, UITabBarItem's and SwiftUI's
/// badges `.systemRed` (Tabman's are `.red`, the same in both modes).
///
/// A config holds literal `#RRGGBBAA` colours (DESIGN.md), so the preset stores each default in its
/// light value. ``PagerConfig/showingColorScheme()`` gives the colours as a device shows them: in dark
/// mode an option still at its preset's value, when that value is one of these light values, takes
/// the dark one. A colour the designer chose stays as chosen, in both modes.
public enum DynamicSystemColor {
    /// (light, dark), UIKit's values.
    public static let pairs: [(light: RGBAColor, dark: RGBAColor)] = [
        // .label
        (RGBAColor(red: 0, green: 0, blue: 0), RGBAColor(red: 255, green: 255, blue: 255)),
        // .secondaryLabel (SwiftUI's .secondary): #3C3C43 / #EBEBF5 at 60 %
        (RGBAColor(red: 60, green: 60, blue: 67, alpha: 153), RGBAColor(red: 235, green: 235, blue: 245, alpha: 153)),
        // .systemBlue
        (RGBAColor(red: 0, green: 122, blue: 255), RGBAColor(red: 10, green: 132, blue: 255)),
        // .systemRed
        (RGBAColor(red: 255, green: 59, blue: 48), RGBAColor(red: 255, green: 69, blue: 58)),
    ]

    /// The dark value of `color` when it is a dynamic colour's light value.
    public static func dark(for color: RGBAColor) -> RGBAColor? {
        pairs.first { $0.light == color }?.dark
    }
}

extension PagerConfig {
    /// The config with its colours as shown in `appearance.colorScheme` (see ``DynamicSystemColor``):
    /// unchanged in light mode and for options a designer set.
    public func showingColorScheme() -> PagerConfig {
        guard appearance.colorScheme == .dark else { return self }
        let preset = Preset.named(self.preset)?.config ?? PagerConfig()
        var shown = self
        func adapt(_ value: inout RGBAColor, _ presetValue: RGBAColor) {
            if value == presetValue, let dark = DynamicSystemColor.dark(for: value) { value = dark }
        }
        adapt(&shown.buttons.tintColor, preset.buttons.tintColor)
        adapt(&shown.buttons.selectedTintColor, preset.buttons.selectedTintColor)
        adapt(&shown.buttons.badge.backgroundColor, preset.buttons.badge.backgroundColor)
        adapt(&shown.indicator.color, preset.indicator.color)
        adapt(&shown.bar.buttonSeparators.color, preset.bar.buttonSeparators.color)
        adapt(&shown.bar.accessories.tintColor, preset.bar.accessories.tintColor)
        return shown
    }
}
