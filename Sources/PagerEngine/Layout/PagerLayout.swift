/// Everything about a pager that changes only when its config, items, viewport or bar visibility change.
///
/// ```
///  PagerConfig ─┐
///  Viewport ────┼─▶ PagerLayout ──frame(FrameInput)──▶ PagerFrame ──writeJSON──▶ bytes
///  TextMeasuring┘        │
///                        └──writeJSON──▶ {"type":"layout",…}
/// ```
///
/// Bar content (buttons, separators, the indicator) is in the bar's scroll-content coordinates; the
/// bar, its scroll window and the pages are in viewport coordinates. docs/geometry.md gives the maths.
///
/// ```swift
/// let layout = PagerLayout(config: Preset.tabmanButtonBar.config, viewport: .iPhone15Pro, measurer: fonts)
/// var frame = PagerFrame()
/// layout.frame(FrameInput(position: 1.5), into: &frame)
/// ```
public struct PagerLayout: Sendable {
    /// The laid-out values, in one immutable box shared by every copy of the layout. A layout is about
    /// 1.5 KB: as a struct it was copied whole, from the session's cold memory, into every call of the
    /// frame function (a fifth of a live frame's cache misses; the tuning diary,
    /// `git show b26ac1f:BENCHMARKS.md`, eleventh round).
    final class Storage: Sendable {
        let config: PagerConfig
        let viewport: Viewport
        let bar: BarGeometry
        let buttons: [LaidOutButton]
        let buttonSeparators: [Rect]
        let indicator: IndicatorAppearance
        let pages: PageArea
        let pagesShown: PageArea
        let pagesHidden: PageArea
        let warnings: [LayoutWarning]
        let font: ResolvedFont
        let selectedFont: ResolvedFont?
        let badgeFont: ResolvedFont
        let decorationFonts: DecorationFonts
        let textAlignment: String
        let textOverflow: String
        let baseline: Double
        let selectedBaseline: Double
        /// Each tab's own look, nil for tabs without a style (``ItemLook``).
        let looks: [ItemLook?]
        let row: RowGeometry
        let labelSelection: Int?

        init(
            config: PagerConfig, viewport: Viewport, barHidden: Bool = false, selection: Int? = nil,
            measurer: some TextMeasuring
        ) {
            // Colours as the colour scheme shows them: library defaults that are iOS dynamic colours take
            // their dark values in dark mode (DynamicSystemColor).
            var config = config.showingColorScheme().showingDevice(viewport)
            if config.bar.behavior == .bTabViewController {
                // The titles BTabViewController shows (its item model capitalizes them).
                for index in config.items.indices {
                    config.items[index].title = BTabTitle.displayed(config.items[index].title)
                }
            }
            self.config = config
            self.viewport = viewport
            let hidden = barHidden || config.bar.hidden
            let arrangement = TabItemArrangement.make(
                behavior: config.bar.behavior, viewport: viewport, imagePadding: config.buttons.imagePadding)
            let style = ButtonStyle(
                config: config.buttons, textScale: ButtonStyle.textScale(for: config), family: config.text.font,
                arrangement: arrangement, badgeLook: BadgeLook.of(config.bar.behavior), measurer: measurer)
            var metrics = config.items.map { style.measure($0, measurer: measurer) }
            looks = config.items.map { ItemLook($0, style: style, measurer: measurer) }
            // SwiftUITabPager's scrollable labels keep the width of the state they show (ButtonMetrics).
            let defaultPage = min(max(config.pager.defaultPage, 0), max(config.items.count - 1, 0))
            let shownSelection = ButtonMetrics.reflows(config) ? (selection ?? defaultPage) : nil
            labelSelection = shownSelection
            if let shownSelection {
                for index in metrics.indices {
                    metrics[index] = metrics[index].showing(selected: index == shownSelection)
                }
            }
            let shape = ContentShape(config: config, metrics: metrics)
            let accessories = AccessoryLayout.make(config: config)
            // SwiftUITabPager's whole pager extends into the safe-area edges it ignores.
            let pagerViewport =
                config.bar.behavior == .swiftUITabPager
                ? config.pager.contentIgnoresSafeArea.applied(
                    to: viewport, rightToLeft: config.appearance.layoutDirection == .rightToLeft)
                : viewport
            var placement = BarPlacement.make(
                bar: config.bar, behavior: config.bar.behavior, viewport: pagerViewport, thickness: shape.thickness)
            let pinned = accessories.pinnedWidths(mirrored: config.appearance.layoutDirection == .rightToLeft)
            placement.pin(left: pinned.left, right: pinned.right)
            var warnings: [LayoutWarning] = []
            let built = LayoutBuilder(
                config: config, style: style, metrics: metrics, shape: shape, placement: placement,
                accessories: accessories)
            let rowLayout = built.buttonRow(warnings: &warnings)
            let row = built.rowGeometry(rowLayout)
            buttons = built.buttons(rowLayout, row: row, warnings: &warnings)
            buttonSeparators = built.separators(rowLayout, row: row)
            self.row = row
            let separator = placement.separator(config.bar.separator, location: config.bar.location)
            let hiddenState = placement.hidden(
                behavior: config.bar.behavior, location: config.bar.location, transition: config.bar.hiding.transition,
                viewport: pagerViewport)
            bar = built.barGeometry(
                row: row, separator: separator, hidden: hidden, hiddenOffset: hiddenState.offset,
                hiddenOpacity: hiddenState.opacity)
            indicator = built.indicatorAppearance(row: row)
            let pagesShown = PageAreaLayout.make(
                config: config, viewport: pagerViewport, placement: placement, separator: separator, hidden: false)
            let pagesHidden = PageAreaLayout.make(
                config: config, viewport: pagerViewport, placement: placement, separator: separator, hidden: true)
            self.pagesShown = pagesShown
            self.pagesHidden = pagesHidden
            pages = hidden ? pagesHidden : pagesShown
            if config.bar.behavior == .tabman, let conflict = config.indicator.displayModeConflict {
                warnings.append(.displayModeConflict(conflict))
            }
            if let noBadges = LayoutWarning.badgesNotShown(config) {
                warnings.append(noBadges)
            }
            if let darkMode = LayoutWarning.lightBlurInDarkMode(config) {
                warnings.append(darkMode)
            }
            self.warnings = warnings
            font = style.font
            selectedFont = style.selectedFont
            badgeFont = style.badgeFont
            decorationFonts = DecorationFonts(measurer: measurer)
            textAlignment = built.physicalTextAlignment
            textOverflow = config.bar.behavior == .swiftUITabPager ? "clip" : "truncate"
            let textHeight = style.textHeight
            baseline = (textHeight - style.fontLine.ascent - style.fontLine.descent) / 2 + style.fontLine.ascent
            selectedBaseline =
                (textHeight - style.selectedLine.ascent - style.selectedLine.descent) / 2 + style.selectedLine.ascent
        }
    }

    let storage: Storage

    /// Lays out `config` in `viewport`.
    ///
    /// - Parameters:
    ///   - barHidden: The bar is hidden (by the session) on top of `config.bar.hidden`.
    ///   - measurer: Measures titles and badges; the server passes `TextMetrics`' FreeType measurer.
    ///   - selection: The tab that shows the selected state, for SwiftUITabPager's scrollable labels, which
    ///     keep the width of their state (nil: the default page).
    public init(
        config: PagerConfig, viewport: Viewport, barHidden: Bool = false, selection: Int? = nil,
        measurer: some TextMeasuring
    ) {
        storage = Storage(
            config: config, viewport: viewport, barHidden: barHidden, selection: selection, measurer: measurer)
    }

    /// The config as laid out, its colours as `appearance.colorScheme` shows them (``PagerConfig/showingColorScheme()``)
    /// and its per-device defaults as the viewport's device shows them (``PagerConfig/showingDevice(_:)``).
    public var config: PagerConfig { storage.config }
    public var viewport: Viewport { storage.viewport }
    public var bar: BarGeometry { storage.bar }
    public var buttons: [LaidOutButton] { storage.buttons }
    /// Tabman's `showSeparators` lines between buttons, in bar content coordinates.
    public var buttonSeparators: [Rect] { storage.buttonSeparators }
    public var indicator: IndicatorAppearance { storage.indicator }
    public var pages: PageArea { storage.pages }
    /// Where pages are with the bar shown and with it hidden, for the frames of a hide or show animation
    /// (TabBarController animates the pages' safe area along with the bar).
    var pagesShown: PageArea { storage.pagesShown }
    var pagesHidden: PageArea { storage.pagesHidden }
    public var warnings: [LayoutWarning] { storage.warnings }
    public var font: ResolvedFont { storage.font }
    public var selectedFont: ResolvedFont? { storage.selectedFont }
    public var badgeFont: ResolvedFont { storage.badgeFont }
    /// The page mock's and the status bar clock's fonts, as the measurer draws them.
    public var decorationFonts: DecorationFonts { storage.decorationFonts }
    /// Where text sits in its label box, in physical terms: `left`, `center` or `right`.
    public var textAlignment: String { storage.textAlignment }
    /// How a title wider than its box is cut: `clip` (SwiftUITabPager) or `truncate` (UIKit's ellipsis).
    public var textOverflow: String { storage.textOverflow }
    /// The tab whose label was sized in the selected state (SwiftUITabPager's scrollable bar), or nil
    /// when labels are sized for the wider of their two fonts.
    public var labelSelection: Int? { storage.labelSelection }
    /// The baseline's distance from the top of a label box, for the normal and the selected font.
    public var baseline: Double { storage.baseline }
    public var selectedBaseline: Double { storage.selectedBaseline }
    /// Each tab's own look, nil for tabs without a style.
    public var looks: [ItemLook?] { storage.looks }

    /// `button`'s own look (``looks``), nil when its tab has no style.
    public func look(of button: LaidOutButton) -> ItemLook? {
        looks.indices.contains(button.index) ? looks[button.index] : nil
    }
    var row: RowGeometry { storage.row }

    public var itemCount: Int { buttons.count }
}
