import PagerEngine

extension PagerRenderer {
    /// Space between a page's safe area and its content, as the front end draws it.
    static let pageMargin = 16.0

    /// Draws the visible pages: each a coloured sheet with its tab's title, "Page n of m" and sample
    /// cards inside the safe area the page keeps clear, at the frame's offset and opacity.
    func drawPages(_ layout: PagerLayout, frame: PagerFrame, into image: inout RasterImage) {
        let area = layout.pages.frame
        guard area.width > 0, area.height > 0 else { return }
        image.withClip(area) { image in
            for page in frame.pages where page.opacity > 0 {
                let rect = Rect(x: area.x + page.x, y: area.y + page.y, width: area.width, height: area.height)
                drawPage(layout, index: page.index, in: rect, opacity: page.opacity, into: &image)
            }
        }
    }

    private func drawPage(
        _ layout: PagerLayout, index: Int, in rect: Rect, opacity: Double, into image: inout RasterImage
    ) {
        let scheme = layout.config.appearance.colorScheme
        let ink = PreviewPalette.pageInk(scheme)
        image.fillRect(rect, color: PreviewPalette.page(index, scheme).withOpacity(opacity))
        let inner = rect.inset(by: layout.pages.safeArea)
        guard inner.width > 0, inner.height > 0 else { return }
        let margin = Self.pageMargin
        let title =
            index < layout.buttons.count && !layout.buttons[index].title.isEmpty
            ? layout.buttons[index].title : "Page \(index + 1)"
        let subtitle = "Page \(index + 1) of \(layout.pages.count)"
        let titleFont = layout.decorationFonts.pageTitle
        let subtitleFont = layout.decorationFonts.pageSubtitle
        let rightToLeft = layout.config.appearance.layoutDirection == .rightToLeft
        image.withClip(inner) { image in
            for (text, font, baseline) in [
                (title, titleFont, inner.y + margin + 28), (subtitle, subtitleFont, inner.y + margin + 50),
            ] {
                let x = rightToLeft ? inner.maxX - margin - width(of: text, font: font) : inner.x + margin
                drawText(
                    text, font: font, x: x, baseline: baseline, color: ink.title.withOpacity(opacity), into: &image)
            }
            var y = inner.y + margin + 66
            var row = 0
            let bottom = inner.maxY - margin
            while y + 24 <= bottom, row < 40 {
                let height = row % 3 == 0 ? 96.0 : 56.0
                let card = Rect(
                    x: inner.x + margin, y: y, width: inner.width - 2 * margin, height: min(height, bottom - y))
                if card.width > 0 {
                    image.fillRoundedRect(card, radius: 12, color: ink.body.withOpacity(opacity))
                }
                y += height + 12
                row += 1
            }
        }
    }
}
