/// What one button needs, measured through the layout's `TextMeasuring`.
struct ButtonMetrics: Sendable, Hashable {
    var normalTextWidth: Double
    var selectedTextWidth: Double
    /// `max(normal, selected)`: Tabman sizes label buttons for the wider font so widths never jump (#448).
    var textWidth: Double { max(normalTextWidth, selectedTextWidth) }
    var badge: BadgeMetrics?
    /// The button's intrinsic size, `contentInset` included.
    var intrinsic: Size
    /// The one state the label is shown in (``showing(selected:)``), or nil: either.
    var shownSelected: Bool?
    /// The title's characters that its normal or selected face cannot draw (``MissingGlyphs``).
    var missingGlyphs: [MissingGlyphs.MissingGlyph] = []

    /// Whether labels take the width of the state they show: SwiftUITabPager's scrollable bar, whose
    /// `HStack` sizes each label closure's view as built for its `TabState` (camosss/SwiftUITabPager 4.1.2,
    /// `TabButtons.swift` lines 52–67, no fixed width; the sample's `.font(state.isSelected ? .headline :
    /// .body)`, `LayoutStyleSample.swift` line 75), so the cells reflow as the selection moves. Tabman and
    /// the fixed layouts size for the wider font (#448) or share the width.
    static func reflows(_ config: PagerConfig) -> Bool {
        config.bar.behavior == .swiftUITabPager && config.buttons.kind == .label
            && config.bar.layout == .horizontal && config.bar.contentMode == .intrinsic
            && config.buttons.selectedFontEnabled
    }

    /// The metrics with the label as wide as its `selected` or normal font, not the wider of the two.
    func showing(selected: Bool) -> ButtonMetrics {
        var shown = self
        shown.intrinsic.width += (selected ? selectedTextWidth : normalTextWidth) - textWidth
        shown.shownSelected = selected
        return shown
    }
}

/// A badge's text and capsule size (``BadgeLook``: Tabman's `TMBadgeView` or `UITabBarItem`'s).
struct BadgeMetrics: Sendable, Hashable {
    var text: String
    var textWidth: Double
    var size: Size
}

/// The button style shared by every button of a layout, with the fonts' line metrics looked up once.
struct ButtonStyle: Sendable {
    /// The factor `appearance.textScale` puts on the tab titles' fonts: Tabman's (a `preferredFont` text
    /// style: headline, caption2) and SwiftUITabPager's (SwiftUI text) follow Dynamic Type;
    /// BTabViewController's `systemFont(ofSize: 12)` and UITabBar's item titles do not.
    static func textScale(for config: PagerConfig) -> Double {
        switch config.bar.behavior {
        case .tabman, .swiftUITabPager: config.appearance.textScale
        case .bTabViewController, .tabBarController: 1
        }
    }

    /// `TMBadgeView` insets; `TMLabelBarButton`'s gap before the badge.
    static let badgeInsets = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
    static let badgeGap = 8.0
    /// `TMTabItemBarButton`: label side padding, badge inset from the top-trailing corner, unselected scale.
    static let tabItemLabelPadding = 4.0
    static let tabItemBadgeInset = 4.0
    static let shrunkenImageScale = 0.9

    var kind: ButtonsConfig.Kind
    /// The factor on the titles' fonts (``textScale(for:)``).
    var textScale: Double
    /// `text.font`: the family every title, badge and tab font is set in.
    var family: String
    var font: ResolvedFont
    var selectedFont: ResolvedFont?
    var badgeFont: ResolvedFont
    var fontLine: LineMetrics
    var selectedLine: LineMetrics
    var badgeLine: LineMetrics
    var contentInset: EdgeInsets
    var imageSize: Double
    var imagePadding: Double
    var imageLabelSpacing: Double
    var verticalAlignment: ButtonsConfig.VerticalAlignment
    var arrangement: TabItemArrangement
    /// Whose badge the behaviour draws, if any.
    var badgeLook: BadgeLook

    /// The items are a `UITabBar`'s (TabBarController's `SystemTabBar`, the only behaviour with the
    /// ``BadgeLook/tabBar`` badge): their icon stays at the top when the title grows (``ButtonContent``).
    var isSystemTabBarItem: Bool { badgeLook == .tabBar }

    init(
        config: ButtonsConfig, textScale: Double, family: String = FontFace.defaultFamily,
        arrangement: TabItemArrangement = .stacked, badgeLook: BadgeLook = .tabman, measurer: some TextMeasuring
    ) {
        kind = config.kind
        self.textScale = textScale
        self.family = family
        font = ResolvedFont(config.font, scale: textScale, family: family, measurer: measurer)
        // Tabman's tab item has no selected font; only label buttons switch fonts.
        selectedFont =
            config.selectedFontEnabled && config.kind == .label
            ? ResolvedFont(config.selectedFont, scale: textScale, family: family, measurer: measurer) : nil
        // The badge's font is fixed (``BadgeLook``): Dynamic Type leaves it.
        self.badgeLook = badgeLook
        badgeFont = ResolvedFont(
            size: badgeLook.fontSize, weight: badgeLook.fontWeight, family: family, measurer: measurer)
        fontLine = measurer.lineMetrics(for: font.spec)
        selectedLine = selectedFont.map { measurer.lineMetrics(for: $0.spec) } ?? fontLine
        badgeLine = measurer.lineMetrics(for: badgeFont.spec)
        contentInset = config.contentInset
        imageSize = config.imageSize
        imagePadding = config.imagePadding
        imageLabelSpacing = config.imageLabelSpacing
        verticalAlignment = config.verticalAlignment
        self.arrangement = arrangement
    }

    /// The height of a label box: the taller of the two fonts' line boxes for label buttons.
    var textHeight: Double {
        kind == .label ? max(fontLine.lineHeight, selectedLine.lineHeight) : fontLine.lineHeight
    }

    /// Measures one item's button.
    func measure(_ item: PagerItem, measurer: some TextMeasuring) -> ButtonMetrics {
        guard kind != .none else {
            return ButtonMetrics(normalTextWidth: 0, selectedTextWidth: 0, badge: nil, intrinsic: .zero)
        }
        // A tab's own fonts (``ItemStyle``) measure its title.
        let resolve = { (font: FontConfig) in
            ResolvedFont(font, scale: textScale, family: family, measurer: measurer)
        }
        let ownFont = item.style?.font.map(resolve) ?? font
        let ownSelected = item.style?.selectedFont.map(resolve) ?? selectedFont
        let normal = measurer.width(of: item.title, font: ownFont.spec)
        let selected = ownSelected.map { measurer.width(of: item.title, font: $0.spec) } ?? normal
        let fonts = [ownFont.spec] + (ownSelected.map { [$0.spec] } ?? []).filter { $0 != ownFont.spec }
        let missing = MissingGlyphs.find(in: item.title, fonts: fonts, measurer: measurer)
        // A library without a badge shows none: nothing to measure, nothing widening a label button.
        let badge = badgeLook == .none ? nil : item.badge.map { badgeMetrics($0, measurer: measurer) }
        let content: Size
        switch kind {
        case .label:
            let badgeWidth = badge.map { Self.badgeGap + $0.size.width } ?? 0
            content = Size(
                width: max(normal, selected) + badgeWidth,
                height: max(textHeight, badge?.size.height ?? 0))
        case .tabItem:
            switch arrangement {
            case .stacked:
                content = Size(
                    width: max(imageSize + 2 * imagePadding, normal + 2 * Self.tabItemLabelPadding),
                    height: imagePadding + imageSize + imageLabelSpacing + fontLine.lineHeight)
            case .inline(let padding):
                content = Size(
                    width: padding + imageSize + 2 * Self.tabItemLabelPadding + normal,
                    height: imageSize + 2 * padding)
            }
        case .none:
            content = .zero
        }
        let intrinsic = Size(
            width: content.width + contentInset.left + contentInset.right,
            height: content.height + contentInset.top + contentInset.bottom)
        return ButtonMetrics(
            normalTextWidth: normal, selectedTextWidth: selected, badge: badge, intrinsic: intrinsic,
            missingGlyphs: missing)
    }

    private func badgeMetrics(_ text: String, measurer: some TextMeasuring) -> BadgeMetrics {
        let textWidth = measurer.width(of: text, font: badgeFont.spec)
        let size = badgeLook.size(textWidth: textWidth, lineHeight: badgeLine.lineHeight)
        return BadgeMetrics(text: text, textWidth: textWidth, size: size)
    }
}
