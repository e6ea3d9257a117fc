import PagerEngine

/// Writes a `BTabViewController` subclass (brkyvrkn/BTabViewController 1.1.0) that sets the configured tabs.
///
/// The library is configured by overriding `setView(tabList:tabItems:)`, as its example app's
/// `FirstContainerViewController` does: one `BTabModel` per page, one `BTabItemModel` per tab with its
/// fonts and colours, and the controller's open properties (`tabsGap`, `tabWidth`, `indicatorColor`, …)
/// before calling `super`. Only values that differ from the library's own (the `bTabViewController`
/// preset) are set; options it cannot express are listed at the top (docs/decisions/0018).
struct BTabViewControllerExporter {
    var config: PagerConfig
    var fonts = ExportFonts.system
    var className = "PagerViewController"

    /// The library's own values: the preset that models it.
    static let reference = Preset.bTabViewController.config

    /// The fonts the exported tabs use: the buttons' and the tabs' own.
    private var usedFonts: [FontConfig] {
        let buttons = config.buttons
        return [buttons.font, buttons.fontWhenSelected]
            + config.items.flatMap { [$0.style?.font, $0.style?.selectedFont].compactMap { $0 } }
    }

    func source() -> String {
        let notes = unsupportedOptions() + previewOnlyNotes(config)
        var out = SwiftSource()
        out.header(
            release: "BTabViewController 1.1", library: "BTabViewController", notes: notes,
            imports: fonts.imports(for: usedFonts) + ["BTabViewController", "UIKit"],
            fonts: fonts.headerLines(for: usedFonts))
        out.block("final class \(className): BTabViewController {") { out in
            out.block("private let tabs: [(id: String, title: String)] = [", closing: "]") { out in
                for item in config.items {
                    out.line("(id: \(SwiftLiteral.string(item.id)), title: \(SwiftLiteral.string(item.title))),")
                }
            }
            let scrollLines = scrollViewLines()
            if !scrollLines.isEmpty {
                out.line()
                out.block("override func viewDidLoad() {") { out in
                    out.line("super.viewDidLoad()")
                    for line in scrollLines { out.line(line) }
                }
            }
            out.line()
            out.block("override func setView(tabList: [BTabModel], tabItems: [BTabItemModel]) {") { out in
                out.line("let pages = tabs.map { BTabModel(id: $0.id, target: UIViewController()) }")
                let styled = config.items.enumerated().flatMap { index, item in
                    item.style.map { itemLines(style: $0, prefix: "items[\(index)].") } ?? []
                }
                // `var` only when a tab's own look changes the array: swiftc warns of a `var` never mutated.
                let binding = styled.isEmpty ? "let" : "var"
                out.block("\(binding) items = tabs.enumerated().map { order, tab -> BTabItemModel in") { out in
                    out.line("var item = BTabItemModel(order: order, title: tab.title)")
                    out.line("item.title = tab.title  // the initialiser capitalises titles")
                    for line in itemLines(style: nil, prefix: "item.") { out.line(line) }
                    out.line("return item")
                }
                for line in styled { out.line(line) }
                let properties = controllerLines()
                if !properties.isEmpty {
                    out.line()
                    for line in properties { out.line(line) }
                }
                out.line()
                out.line("super.setView(tabList: pages, tabItems: items)")
            }
        }
        return out.text
    }

    /// `UIScrollView` settings of the pages' scroll view (`horizontalScrollView`, made in `viewDidLoad`).
    private func scrollViewLines() -> [String] {
        var lines: [String] = []
        if config.pager.isScrollEnabled != Self.reference.pager.isScrollEnabled {
            lines.append("horizontalScrollView?.isScrollEnabled = \(config.pager.isScrollEnabled)")
        }
        if config.pager.bounces != Self.reference.pager.bounces {
            lines.append("horizontalScrollView?.bounces = \(config.pager.bounces)")
        }
        return lines
    }

    /// The `BTabItemModel` fields for all tabs (`style` nil: the `buttons` options) or one tab's own style.
    private func itemLines(style: ItemStyle?, prefix: String) -> [String] {
        let buttons = config.buttons
        let defaults = Self.reference.buttons
        var lines: [String] = []
        func set(_ field: String, _ value: String) { lines.append(prefix + field + " = " + value) }
        if let style {
            if let font = style.font { set("titleFont", fonts.uiFont(font)) }
            if let font = style.selectedFont { set("highlightFont", fonts.uiFont(font)) }
            if let color = style.tintColor { set("titleTextColor", UIKitColor.literal(color)) }
            if let color = style.selectedTintColor { set("highlightTextColor", UIKitColor.literal(color)) }
            if let color = style.backgroundColor { set("backgroundColor", UIKitColor.literal(color)) }
            return lines
        }
        if buttons.font != defaults.font || fonts.anyUploaded([buttons.font]) {
            set("titleFont", fonts.uiFont(buttons.font))
        }
        let selectedFont = buttons.fontWhenSelected
        if selectedFont != defaults.selectedFont || fonts.anyUploaded([selectedFont]) {
            set("highlightFont", fonts.uiFont(selectedFont))
        }
        if buttons.tintColor != defaults.tintColor { set("titleTextColor", UIKitColor.literal(buttons.tintColor)) }
        if buttons.selectedTintColor != defaults.selectedTintColor {
            set("highlightTextColor", UIKitColor.literal(buttons.selectedTintColor))
        }
        if buttons.textAlignment != defaults.textAlignment {
            switch buttons.textAlignment {
            case .leading: set("textAlignment", ".left")
            case .center: set("textAlignment", ".center")
            case .trailing: set("textAlignment", ".right")
            }
        }
        return lines
    }

    /// The controller's open properties (`BTabViewController.swift` lines 45–60).
    private func controllerLines() -> [String] {
        let reference = Self.reference
        let bar = config.bar
        let indicator = config.indicator
        var lines: [String] = []
        func set(_ name: String, _ value: String) { lines.append("self.\(name) = \(value)") }
        if bar.interButtonSpacing != reference.bar.interButtonSpacing {
            set("tabsGap", SwiftLiteral.number(bar.interButtonSpacing))
        }
        if bar.contentInset.left != reference.bar.contentInset.left {
            set("tabInset", SwiftLiteral.number(bar.contentInset.left))
        }
        if bar.contentMode == .fixed, bar.buttonWidth != reference.bar.buttonWidth {
            set("tabWidth", SwiftLiteral.number(bar.buttonWidth))
        }
        if bar.height != reference.bar.height { set("tabsHeight", SwiftLiteral.number(bar.height)) }
        if bar.contentMode == .fit { set("fitTabs", "true") }
        if indicator.kind == .none {
            set("isIndicatorVisible", "false")
        } else {
            if indicator.cornerStyle == .square { set("indicatorIsRounded", "false") }
            if indicator.weight != reference.indicator.weight {
                set("indicatorHeight", SwiftLiteral.number(indicator.weight))
            }
            if indicator.fixedWidth != reference.indicator.fixedWidth {
                set("indicatorWidth", SwiftLiteral.number(indicator.fixedWidth))
            }
            if indicator.color != reference.indicator.color {
                set("indicatorColor", UIKitColor.literal(indicator.color))
            }
            if indicator.slidesWhileSwiping { set("isIndicatorSlide", "true") }
        }
        if !config.pager.isAnimated { set("isAnimated", "false") }
        return lines
    }

    func unsupportedOptions() -> [String] {
        var notes: [String] = []
        let bar = config.bar
        if bar.contentMode == .intrinsic {
            notes.append("bar.contentMode = intrinsic: tabs are tabWidth wide, or equal shares (fitTabs).")
        }
        if bar.contentInset.left != bar.contentInset.right {
            notes.append("bar.contentInset left ≠ right: tabInset is the same on both sides.")
        }
        if bar.contentInset.top != 0 || bar.contentInset.bottom != 0 {
            notes.append("bar.contentInset top/bottom: the cells fill the bar's height.")
        }
        let indicator = config.indicator
        if indicator.kind != .line && indicator.kind != .none {
            notes.append("indicator.kind = \(indicator.kind.rawValue): BTabViewController draws a bar.")
        }
        if indicator.kind == .line, indicator.cornerStyle == .rounded || indicator.cornerStyle == .custom {
            notes.append(
                "indicator.cornerStyle = \(indicator.cornerStyle.rawValue): the indicator is square or fully rounded.")
        }
        if config.items.contains(where: { $0.badge != nil }) {
            notes.append("badges: BTabItemModel has none; the preview shows none.")
        }
        if config.items.contains(where: { $0.accessibilityLabel != nil }) {
            notes.append("items' accessibilityLabel: BTabItemModel has none; VoiceOver reads the title.")
        }
        if config.pager.defaultPage != 0 {
            notes.append("pager.defaultPage = \(config.pager.defaultPage): the first tab is selected on load.")
        }
        let options = Self.barOptions + Self.otherOptions
        return notes + UnexpressedOption.notes(options, config: config, reference: Self.reference)
    }

    private static let barOptions: [UnexpressedOption] =
        [
            UnexpressedOption.behavior(on: "BTabViewController"),
            UnexpressedOption("bar.location", "the tabs sit at the top of the controller's view.") { $0.bar.location },
            UnexpressedOption("bar.layout") { $0.bar.layout },
            UnexpressedOption("bar.alignment") { $0.bar.alignment },
            UnexpressedOption("bar.scrollMode") { $0.bar.scrollMode },
            UnexpressedOption("bar.transitionStyle") { $0.bar.transitionStyle },
            UnexpressedOption("bar.fadesContentEdges") { $0.bar.fadesContentEdges },
            UnexpressedOption("bar.background", "the cells are white on a clear collection view.") {
                $0.bar.background
            },
            UnexpressedOption("bar.separator.visible") { $0.bar.separator.visible },
            UnexpressedOption("bar.buttonSeparators.visible") { $0.bar.buttonSeparators.visible },
            UnexpressedOption("bar.accessories", "BTabViewController has no accessory views.") { $0.bar.accessories },
            UnexpressedOption("bar.sizing", "the bar is tabsHeight tall.") { $0.bar.sizing },
            UnexpressedOption("bar.hidden") { $0.bar.hidden },
            UnexpressedOption("bar.hiding", "the bar does not hide (Tabman's hiding bar).") { $0.bar.hiding },
            UnexpressedOption("bar.safeAreaBehavior", "place the controller's view where the bar should start.") {
                $0.bar.safeAreaBehavior
            },
        ] + UnexpressedOption.tabBarControllerBarOptions

    private static let otherOptions: [UnexpressedOption] = [
        UnexpressedOption("buttons.kind", "BTabCell shows a title only.") { $0.buttons.kind },
        UnexpressedOption("buttons.contentInset", "the title fills its cell.") { $0.buttons.contentInset },
        UnexpressedOption("buttons.verticalAlignment") { $0.buttons.verticalAlignment },
        UnexpressedOption("buttons.transitionStyle", "the cells snap to their selected look.") {
            $0.buttons.transitionStyle
        },
        UnexpressedOption("buttons.adjustsAlphaOnSelection") { $0.buttons.adjustsAlphaOnSelection },
        UnexpressedOption("buttons.background") { $0.buttons.background },
        UnexpressedOption("indicator.overscrollBehavior") { $0.indicator.overscrollBehavior },
        UnexpressedOption("indicator.isProgressive") { $0.indicator.isProgressive },
        UnexpressedOption("indicator.transitionStyle") { $0.indicator.transitionStyle },
        UnexpressedOption("indicator.horizontalInset") { $0.indicator.horizontalInset },
        UnexpressedOption("indicator.widthMode", "the indicator is indicatorWidth wide.") { $0.indicator.widthMode },
        UnexpressedOption("indicator.fixedAlignment", "the indicator starts at the cell's leading edge.") {
            $0.indicator.fixedAlignment
        },
        UnexpressedOption("indicator.placement") { $0.indicator.placement },
        UnexpressedOption("indicator.displayMode") { $0.indicator.displayMode },
        UnexpressedOption("indicator.animationDuration", "BTabViewController springs it for 0.2 s.") {
            $0.indicator.animationDuration
        },
        UnexpressedOption("pager.orientation") { $0.pager.orientation },
        UnexpressedOption("pager.isInfiniteScrollEnabled") { $0.pager.isInfiniteScrollEnabled },
        UnexpressedOption("pager.interPageSpacing") { $0.pager.interPageSpacing },
        UnexpressedOption("pager.transition") { $0.pager.transition.style },
        UnexpressedOption("pager.autoScroll.enabled") { $0.pager.autoScroll.enabled },
        UnexpressedOption("pager.contentIgnoresSafeArea", "SwiftUITabPager's.") { $0.pager.contentIgnoresSafeArea },
    ]
}
