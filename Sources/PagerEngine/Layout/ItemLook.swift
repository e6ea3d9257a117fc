/// One tab's own fonts and background in a layout (``ItemStyle`` resolved): its fonts at the layout's
/// text scale with their baselines in the shared label box, and its cell's background colour.
public struct ItemLook: Sendable, Hashable {
    public var font: ResolvedFont
    /// The font while the tab is selected, when the tab or the buttons have one.
    public var selectedFont: ResolvedFont?
    public var baseline: Double
    public var selectedBaseline: Double
    public var backgroundColor: RGBAColor?

    /// The look of `item` under `style`, or nil when the item has no style of its own.
    init?(_ item: PagerItem, style: ButtonStyle, measurer: some TextMeasuring) {
        guard let own = item.style else { return nil }
        let resolve = { (font: FontConfig) in
            ResolvedFont(font, scale: style.textScale, family: style.family, measurer: measurer)
        }
        font = own.font.map(resolve) ?? style.font
        selectedFont = own.selectedFont.map(resolve) ?? style.selectedFont
        let line = measurer.lineMetrics(for: font.spec)
        let selectedLine = selectedFont.map { measurer.lineMetrics(for: $0.spec) } ?? line
        // Centred in the label box the buttons share, as the layout's own baselines are.
        baseline = (style.textHeight - line.ascent - line.descent) / 2 + line.ascent
        selectedBaseline = (style.textHeight - selectedLine.ascent - selectedLine.descent) / 2 + selectedLine.ascent
        backgroundColor = own.backgroundColor
    }
}
