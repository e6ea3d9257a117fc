extension LayoutWarning {
    /// Tabman in dark mode with its default background: `TMBarView.backgroundView` is
    /// `.blur(style: .extraLight)` (uias/Tabman 4.0.1 `Sources/Tabman/Bar/BarView/TMBarView.swift` line 64),
    /// a fixed light style that dark mode does not change, while `TMLabelBarButton` tints its titles
    /// `.label` (`Types/TMLabelBarButton.swift` lines 168–170), white in dark mode. The library really
    /// draws light titles on a light bar; the fix is a blur that adapts (`.systemMaterial`).
    ///
    /// Nil unless the config (colours as the colour scheme shows them) is a dark Tabman bar on a fixed
    /// light blur whose unselected titles are light (relative luminance above one half).
    static func lightBlurInDarkMode(_ config: PagerConfig) -> LayoutWarning? {
        let background = config.bar.background
        guard config.appearance.colorScheme == .dark, config.bar.behavior == .tabman, !config.items.isEmpty,
            config.buttons.kind != .none, background.style == .blur,
            background.blurStyle == .extraLight || background.blurStyle == .light,
            relativeLuminance(config.buttons.tintColor) > 0.5
        else { return nil }
        let style = background.blurStyle.rawValue
        return LayoutWarning(
            code: "dark-mode-light-bar", index: nil,
            message:
                "in dark mode Tabman keeps the .\(style) blur (a fixed light style) while its titles turn white "
                + "(.label), so unselected titles are hard to read; the library draws it this way",
            fix: WarningFix(
                label: "Use the .systemMaterial blur, which turns dark in dark mode",
                options: [WarningFix.Setting(key: "bar.background.blurStyle", value: .string("systemMaterial"))]))
    }

    /// WCAG 2's relative luminance of a colour's RGB, 0 (black) … 1 (white).
    static func relativeLuminance(_ color: RGBAColor) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : power((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
