import PagerEngine

/// The colours the preview chooses itself, because the layout does not fix them: the screen behind the
/// pages, the sample pages, the blur materials drawn as translucent fills, the navigation bar and the
/// device furniture.
///
/// They are the front end's values (`Public/scripts/logic/appearance.js`), so a PNG looks like the
/// canvas in the browser; docs/preview.md lists them.
enum PreviewPalette {
    /// The screen behind everything: iOS `systemGroupedBackground` (#F2F2F7), black in dark mode.
    static func screen(_ scheme: AppearanceConfig.ColorScheme) -> RGBAColor {
        scheme == .dark ? .black : RGBAColor(red: 242, green: 242, blue: 247)
    }

    /// The hue of page `index`: a golden angle (137.508°) from its neighbour, starting at 210°, rounded.
    static func pageHue(_ index: Int) -> Double {
        let turned = (Double(index) * 137.508 + 210).truncatingRemainder(dividingBy: 360)
        return ((turned + 360).truncatingRemainder(dividingBy: 360)).rounded()
    }

    /// A page's fill: `hsl(hue, 70%, 88%)` in light mode, `hsl(hue, 35%, 22%)` in dark mode.
    static func page(_ index: Int, _ scheme: AppearanceConfig.ColorScheme) -> RGBAColor {
        scheme == .dark
            ? hsl(hue: pageHue(index), saturation: 0.35, lightness: 0.22)
            : hsl(hue: pageHue(index), saturation: 0.70, lightness: 0.88)
    }

    /// Title and sample-card colours on a page.
    static func pageInk(_ scheme: AppearanceConfig.ColorScheme) -> (title: RGBAColor, body: RGBAColor) {
        scheme == .dark
            ? (rgba(255, 255, 255, 0.92), rgba(255, 255, 255, 0.22))
            : (rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0.12))
    }

    /// A blur material (`bar.background.blurStyle`) as the translucent fill the preview paints instead
    /// of blurring: `extraLight`, `light` and `dark` are fixed, the others follow the colour scheme.
    static func material(_ style: BarBackground.BlurStyle, _ scheme: AppearanceConfig.ColorScheme) -> RGBAColor {
        let dark = scheme == .dark
        switch style {
        case .extraLight: return rgba(255, 255, 255, 0.82)
        case .light: return rgba(248, 248, 248, 0.78)
        case .dark: return rgba(30, 30, 30, 0.78)
        case .regular: return dark ? rgba(37, 37, 37, 0.8) : rgba(248, 248, 248, 0.8)
        case .prominent: return dark ? rgba(20, 20, 20, 0.9) : rgba(255, 255, 255, 0.9)
        case .systemMaterial: return dark ? rgba(28, 28, 30, 0.78) : rgba(249, 249, 249, 0.78)
        }
    }

    /// The navigation bar hosting a `navigationItem` bar, and its bottom hairline.
    static func navigationBar(_ scheme: AppearanceConfig.ColorScheme) -> (fill: RGBAColor, hairline: RGBAColor) {
        scheme == .dark
            ? (rgba(22, 22, 24, 0.94), rgba(255, 255, 255, 0.15))
            : (rgba(249, 249, 249, 0.94), rgba(0, 0, 0, 0.3))
    }

    /// The status-bar time and the home indicator.
    static func deviceInk(_ scheme: AppearanceConfig.ColorScheme) -> RGBAColor {
        scheme == .dark ? rgba(255, 255, 255, 0.95) : rgba(0, 0, 0, 0.9)
    }

    /// CSS `rgba(r, g, b, a)`: the alpha byte is `round(a × 255)`.
    static func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: UInt8((alpha * 255).rounded()))
    }

    /// CSS `hsl()` (CSS Color 4 §7.1) to 8-bit sRGB, each channel rounded to the nearest byte.
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> RGBAColor {
        func channel(_ n: Double) -> UInt8 {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            let value = lightness - a * max(-1, min(k - 3, 9 - k, 1))
            return UInt8(max(0, min(255, (value * 255).rounded())))
        }
        return RGBAColor(red: channel(0), green: channel(8), blue: channel(4))
    }
}

extension RGBAColor {
    /// This colour with its alpha multiplied by `opacity` (0…1), rounded to the nearest byte.
    func withOpacity(_ opacity: Double) -> RGBAColor {
        guard opacity < 1 else { return self }
        let scaled = (Double(alpha) * max(0, opacity)).rounded()
        return RGBAColor(red: red, green: green, blue: blue, alpha: UInt8(max(0, min(255, scaled))))
    }
}
