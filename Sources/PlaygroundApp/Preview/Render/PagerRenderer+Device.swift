import PagerEngine

extension PagerRenderer {
    /// Draws the device furniture over the screen: the status-bar time, the Dynamic Island on screens
    /// with an iPhone 15 Pro-sized top safe area, and the home indicator. Decoration only, as in the
    /// front end; the layout knows nothing of it but the clock's font (``DecorationFonts/clock``).
    func drawDevice(
        _ viewport: Viewport, scheme: AppearanceConfig.ColorScheme, clockFont font: ResolvedFont,
        into image: inout RasterImage
    ) {
        let ink = PreviewPalette.deviceInk(scheme)
        let safe = viewport.safeArea
        let hasIsland = safe.top >= 50
        if safe.top >= 20 {
            let metrics = measurer.lineMetrics(for: font.spec)
            let middle = min(safe.top / 2 + 2, 30)
            let centre = hasIsland ? max(54, viewport.width / 2 - 63 - 60) : 44
            let text = "9:41"
            drawText(
                text, font: font, x: centre - width(of: text, font: font) / 2,
                baseline: middle + (metrics.ascent - metrics.descent) / 2, color: ink, into: &image)
        }
        if hasIsland {
            image.fillRoundedRect(
                Rect(x: viewport.width / 2 - 63, y: 11, width: 126, height: 37), radius: 18.5, color: .black)
        }
        if safe.bottom >= 20 {
            let width = min(134, viewport.width * 0.36)
            image.fillRoundedRect(
                Rect(x: viewport.width / 2 - width / 2, y: viewport.height - 13, width: width, height: 5), radius: 2.5,
                color: ink)
        }
    }
}
