extension PagerConfig {
    /// Tabman's tab-item font on an iPad: `TMTabItemBarButton.defaultFont` is `.caption1` (12 pt) there and
    /// `.caption2` (11 pt, the presets' value) on a phone.
    static let iPadTabItemFont = FontConfig(size: 12, weight: .regular)
    static let phoneTabItemFont = FontConfig(size: 11, weight: .regular)

    /// The config as `viewport`'s device shows it: a default that UIKit picks per device takes the
    /// device's value while the option is at its preset's value (as ``showingColorScheme()`` does for
    /// dark mode). Only Tabman's tab-item font differs: 12 pt on an iPad.
    func showingDevice(_ viewport: Viewport) -> PagerConfig {
        guard bar.behavior == .tabman, buttons.kind == .tabItem, buttons.font == Self.phoneTabItemFont,
            viewport.isIPad
        else { return self }
        let preset = Preset.named(self.preset)?.config ?? PagerConfig()
        guard preset.buttons.font == Self.phoneTabItemFont else { return self }
        var shown = self
        shown.buttons.font = Self.iPadTabItemFont
        return shown
    }
}
