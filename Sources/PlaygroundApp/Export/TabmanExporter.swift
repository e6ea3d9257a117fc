import PagerEngine

/// Writes a `TabmanViewController` subclass that builds the configured bar.
///
/// Every option that differs from Tabman's and Pageboy's own defaults is set; options Tabman cannot
/// express are listed in a comment at the top. The bar uses a template (`TMBar.ButtonBar`,
/// `TMBar.TabBar`, `TMBar.LineBar`) when the layout, button and indicator match one, otherwise the
/// generic `TMBarView<Layout, Button, Indicator>`.
struct TabmanExporter {
    var config: PagerConfig
    var className = "PagerViewController"
    var fonts = ExportFonts.system

    func source() -> String {
        var notes = unsupportedOptions()
        notes += previewOnlyNotes(config)
        var out = SwiftSource()
        out.header(
            release: "Tabman 3 / Pageboy 4 (and later)", library: "Tabman", notes: notes,
            imports: fonts.imports(for: usedFonts) + ["Pageboy", "Tabman", "UIKit"],
            fonts: fonts.headerLines(for: usedFonts))
        out.block("final class \(className): TabmanViewController {") { out in
            writeItems(&out)
            out.line()
            out.line("private lazy var pages: [UIViewController] = items.map { _ in UIViewController() }")
            out.line()
            out.block("override func viewDidLoad() {") { out in
                out.line("super.viewDidLoad()")
                out.line()
                writePageboyOptions(&out)
                out.line("dataSource = self")
                out.line()
                writeBar(&out)
            }
            if config.showsBarAccessories {
                out.line()
                writeAccessoryButton(&out)
            }
        }
        out.line()
        out.block("extension \(className): PageboyViewControllerDataSource, TMBarDataSource {") { out in
            out.block("func numberOfViewControllers(in pageboyViewController: PageboyViewController) -> Int {") {
                $0.line("pages.count")
            }
            out.line()
            out.line("func viewController(")
            out.line("    for pageboyViewController: PageboyViewController, at index: PageboyViewController.PageIndex")
            out.block(") -> UIViewController? {") { $0.line("pages[index]") }
            out.line()
            out.block(
                "func defaultPage(for pageboyViewController: PageboyViewController) -> PageboyViewController.Page? {"
            ) { out in
                out.line(config.pager.defaultPage == 0 ? "nil" : ".at(index: \(config.pager.defaultPage))")
            }
            out.line()
            out.block("func barItem(for bar: TMBar, at index: Int) -> TMBarItemable {") { out in
                out.line("let tab = items[index]")
                out.line("let item = TMBarItem(title: tab.title)")
                if config.items.contains(where: { $0.icon != nil }) {
                    out.line("item.image = tab.icon.flatMap { UIImage(systemName: $0) }")
                }
                if hasSelectedIcons {
                    out.line("item.selectedImage = tab.selectedIcon.flatMap { UIImage(systemName: $0) }")
                }
                if config.items.contains(where: { $0.badge != nil }) {
                    out.line("item.badgeValue = tab.badge")
                }
                if hasAccessibilityLabels {
                    out.line("item.accessibilityLabel = tab.accessibilityLabel")
                }
                out.line("return item")
            }
        }
        writeSubclasses(&out)
        return out.text
    }

    /// Some tab has an accessibility label (what VoiceOver reads instead of its title).
    private var hasAccessibilityLabels: Bool { config.items.contains { $0.accessibilityLabel != nil } }

    private func writeItems(_ out: inout SwiftSource) {
        let selected = hasSelectedIcons ? ", selectedIcon: String?" : ""
        let label = hasAccessibilityLabels ? ", accessibilityLabel: String?" : ""
        out.block(
            "private let items: [(title: String, badge: String?, icon: String?\(selected)\(label))] = [", closing: "]"
        ) { out in
            for item in config.items {
                let badge = item.badge.map(SwiftLiteral.string) ?? "nil"
                let icon = item.icon.map(SwiftLiteral.string) ?? "nil"
                var fields = "title: \(SwiftLiteral.string(item.title)), badge: \(badge), icon: \(icon)"
                if hasSelectedIcons {
                    let name = ItemSchema.filledIcon(of: item.icon)
                    fields += ", selectedIcon: " + (name.map(SwiftLiteral.string) ?? "nil")
                }
                if hasAccessibilityLabels {
                    fields += ", accessibilityLabel: " + (item.accessibilityLabel.map(SwiftLiteral.string) ?? "nil")
                }
                out.line("(\(fields)),")
            }
        }
    }

    private func writePageboyOptions(_ out: inout SwiftSource) {
        let pager = config.pager
        let defaults = PagerOptions()
        var wrote = false
        func set(_ line: String) {
            out.line(line)
            wrote = true
        }
        if pager.orientation != defaults.orientation { set("navigationOrientation = .vertical") }
        if pager.isInfiniteScrollEnabled { set("isInfiniteScrollEnabled = true") }
        if !pager.bounces { set("bounces = false") }
        if !pager.isScrollEnabled { set("isScrollEnabled = false") }
        if pager.interPageSpacing != 0 { set("interPageSpacing = \(SwiftLiteral.number(pager.interPageSpacing))") }
        if pager.transition.style != .scroll {
            set(
                "transition = Transition(style: .\(pager.transition.style.rawValue), "
                    + "duration: \(SwiftLiteral.number(pager.transition.duration)))")
        }
        let auto = pager.autoScroll
        if auto.enabled {
            let interval: String
            switch auto.interval {
            case 5: interval = ".short"
            case 10: interval = ".long"
            default: interval = ".custom(duration: \(SwiftLiteral.number(auto.interval)))"
            }
            set("autoScroller.enable(withIntermissionDuration: \(interval))")
            if !auto.cancelsOnScroll { set("autoScroller.cancelsOnScroll = false") }
            if auto.restartsOnScrollEnd { set("autoScroller.restartsOnScrollEnd = true") }
            if !auto.animated { set("autoScroller.animateScroll = false") }
        }
        if wrote { out.line() }
    }

    /// The bar's Swift type: a template when one matches, else the generic bar view.
    var barType: String {
        let layout = config.bar.layout
        let button = config.buttons.kind
        let indicator = config.indicator.kind
        let subclass = indicatorSubclass
        switch (layout, button, indicator) {
        case (.horizontal, .label, .line) where subclass == nil: return "TMBar.ButtonBar"
        case (.constrained, .tabItem, .none): return "TMBar.TabBar"
        case (.none, .none, .line) where subclass == nil: return "TMBar.LineBar"
        default:
            let layoutType =
                switch layout {
                case .horizontal: "TMHorizontalBarLayout"
                case .constrained: "TMConstrainedHorizontalBarLayout"
                case .none: "TMBarLayout.None"
                }
            let buttonType =
                switch button {
                case .label: "TMLabelBarButton"
                case .tabItem: "TMTabItemBarButton"
                case .none: "TMBarButton.None"
                }
            let indicatorType =
                if let subclass { subclass.name } else {
                    switch indicator {
                    case .line: "TMLineBarIndicator"
                    case .dot: "TMDotBarIndicator"
                    case .chevron: "TMChevronBarIndicator"
                    case .block: "TMBlockBarIndicator"
                    case .none: "TMBarIndicator.None"
                    }
                }
            return "TMBarView<\(layoutType), \(buttonType), \(indicatorType)>"
        }
    }

    private func writeBar(_ out: inout SwiftSource) {
        let bar = config.bar
        let defaults = BarConfig()
        out.line("let bar = \(barType)()")
        if bar.layout == .constrained, bar.visibleButtonCount != defaults.visibleButtonCount {
            out.line("bar.layout.visibleButtonCount = \(bar.visibleButtonCount)")
        }
        if bar.layout == .horizontal {
            if bar.contentMode == .fit { out.line("bar.layout.contentMode = .fit") }
            if bar.interButtonSpacing != defaults.interButtonSpacing {
                out.line("bar.layout.interButtonSpacing = \(SwiftLiteral.number(bar.interButtonSpacing))")
            }
        }
        // The constrained layout is a `TMHorizontalBarLayout` too: only its contentMode and
        // interButtonSpacing are unavailable, its separators work.
        if bar.layout != .none {
            if bar.buttonSeparators.visible {
                out.line("bar.layout.showSeparators = true")
                out.line("bar.layout.separatorColor = \(UIKitColor.literal(bar.buttonSeparators.color))")
                if bar.buttonSeparators.width != 1 {
                    out.line("bar.layout.separatorWidth = \(SwiftLiteral.number(bar.buttonSeparators.width))")
                }
                if bar.buttonSeparators.inset != ButtonSeparators().inset {
                    out.line("bar.layout.separatorInset = \(UIKitColor.insets(bar.buttonSeparators.inset))")
                }
            }
        }
        if bar.contentInset != .zero { out.line("bar.layout.contentInset = \(UIKitColor.insets(bar.contentInset))") }
        if bar.alignment != defaults.alignment { out.line("bar.layout.alignment = .\(bar.alignment.rawValue)") }
        if bar.transitionStyle != .progressive {
            out.line("bar.layout.transitionStyle = .\(bar.transitionStyle.rawValue)")
        }
        if bar.scrollMode != .interactive { out.line("bar.scrollMode = .\(bar.scrollMode.rawValue)") }
        if bar.fadesContentEdges { out.line("bar.fadesContentEdges = true") }
        if bar.background.style != .blur || bar.background.blurStyle != .extraLight {
            out.line("bar.backgroundView.style = \(UIKitColor.backgroundStyle(bar.background))")
        }
        writeAccessories(&out)
        writeButtons(&out)
        writeIndicator(&out)
        writeAddBar(&out)
    }

    /// The accessory views (`leftAccessoryView` …), each a system button with its symbol.
    private func writeAccessories(_ out: inout SwiftSource) {
        guard config.showsBarAccessories else { return }
        let accessories = config.bar.accessories
        let views: [(String, BarAccessories.Icon)] = [
            ("leftAccessoryView", accessories.left), ("rightAccessoryView", accessories.right),
            ("leftPinnedAccessoryView", accessories.leftPinned), ("rightPinnedAccessoryView", accessories.rightPinned),
        ]
        for (property, icon) in views where icon != .none {
            out.line("bar.\(property) = accessoryButton(systemName: \(SwiftLiteral.string(icon.rawValue)))")
        }
        if accessories.spacing != BarAccessories().spacing {
            out.line("bar.spacing = \(SwiftLiteral.number(accessories.spacing))")
        }
    }

    /// The function the accessory views come from: a system button as wide as `bar.accessories.width`.
    private func writeAccessoryButton(_ out: inout SwiftSource) {
        let accessories = config.bar.accessories
        out.block("private func accessoryButton(systemName: String) -> UIButton {") { out in
            out.line("let button = UIButton(type: .system)")
            out.line("button.setImage(UIImage(systemName: systemName), for: .normal)")
            if accessories.tintColor != BarAccessories().tintColor {
                out.line("button.tintColor = \(UIKitColor.literal(accessories.tintColor))")
            }
            out.line(
                "button.widthAnchor.constraint(equalToConstant: \(SwiftLiteral.number(accessories.width))).isActive = true"
            )
            out.line("return button")
        }
    }

    /// `addBar`, of the bar itself or of a `TMHidingBar` around it when the bar hides.
    private func writeAddBar(_ out: inout SwiftSource) {
        let bar = config.bar
        let hiding = bar.hiding
        guard bar.hidden || hiding != BarHiding() else {
            out.line("addBar(bar, dataSource: self, at: \(location))")
            return
        }
        let trigger =
            hiding.trigger == .time ? ".time(duration: \(SwiftLiteral.number(hiding.duration)))" : ".manual"
        out.line("let hidingBar = bar.hiding(trigger: \(trigger))")
        if hiding.transition == .fade { out.line("hidingBar.hideTransition = .fade") }
        out.line("addBar(hidingBar, dataSource: self, at: \(location))")
        if bar.hidden { out.line("hidingBar.hide(animated: false, completion: nil)") }
    }

    /// Tab items with a filled selected image (`buttons.selectedImageFilled`): `TMBarItem.selectedImage`.
    private var hasSelectedIcons: Bool {
        config.buttons.kind == .tabItem && config.buttons.selectedImageFilled
            && config.items.contains { ItemSchema.filledIcon(of: $0.icon) != nil }
    }

    private var location: String {
        switch config.bar.location {
        case .bottom: ".bottom"
        case .navigationItem: ".navigationItem(item: navigationItem)"
        case .top, .left, .right: ".top"
        }
    }

    /// The fonts the exported buttons use.
    private var usedFonts: [FontConfig] {
        let buttons = config.buttons
        switch buttons.kind {
        case .none: return []
        case .label: return [buttons.font, buttons.fontWhenSelected]
        case .tabItem: return [buttons.font]
        }
    }

    private func writeButtons(_ out: inout SwiftSource) {
        let buttons = config.buttons
        guard buttons.kind != .none else { return }
        let tabman = TabmanDefaults.buttons(for: buttons.kind)
        var lines: [String] = []
        if buttons.font != tabman.font || fonts.anyUploaded([buttons.font]) {
            lines.append("button.font = \(fonts.uiFont(buttons.font))")
        }
        if buttons.kind == .label, buttons.selectedFontEnabled {
            lines.append("button.selectedFont = \(fonts.uiFont(buttons.selectedFont))")
        }
        if buttons.kind == .label, buttons.verticalAlignment != .center {
            lines.append("button.verticalAlignment = .\(buttons.verticalAlignment.rawValue)")
        }
        if buttons.tintColor != tabman.tintColor {
            lines.append("button.tintColor = \(UIKitColor.literal(buttons.tintColor))")
        }
        if buttons.selectedTintColor != tabman.selectedTintColor {
            lines.append("button.selectedTintColor = \(UIKitColor.literal(buttons.selectedTintColor))")
        }
        // `TMBarButton.contentInset`: every button's, tab items' included (theirs default to zero).
        if buttons.contentInset != tabman.contentInset {
            lines.append("button.contentInset = \(UIKitColor.insets(buttons.contentInset))")
        }
        if buttons.adjustsAlphaOnSelection != tabman.adjustsAlphaOnSelection {
            lines.append("button.adjustsAlphaOnSelection = \(buttons.adjustsAlphaOnSelection)")
        }
        if buttons.kind == .tabItem {
            if buttons.imageSize != tabman.imageSize {
                let side = SwiftLiteral.number(buttons.imageSize)
                lines.append("button.imageViewSize = CGSize(width: \(side), height: \(side))")
            }
            if buttons.shrinksImageWhenUnselected != tabman.shrinksImageWhenUnselected {
                lines.append("button.shrinksImageWhenUnselected = \(buttons.shrinksImageWhenUnselected)")
            }
        }
        if buttons.background.style != .clear {
            lines.append("button.backgroundView.style = \(UIKitColor.backgroundStyle(buttons.background))")
        }
        if buttons.badge != BadgeStyle(), config.items.contains(where: { $0.badge != nil }) {
            lines.append("button.badge.tintColor = \(UIKitColor.literal(buttons.badge.backgroundColor))")
            lines.append("button.badge.textColor = \(UIKitColor.literal(buttons.badge.textColor))")
        }
        if !lines.isEmpty {
            out.block("bar.buttons.customize { button in") { out in
                for line in lines { out.line(line) }
            }
        }
        if buttons.transitionStyle != .progressive {
            out.line("bar.buttons.transitionStyle = .\(buttons.transitionStyle.rawValue)")
        }
    }

    private func writeIndicator(_ out: inout SwiftSource) {
        let indicator = config.indicator
        guard indicator.kind != .none else { return }
        switch indicator.kind {
        case .line:
            if indicator.weight != 4 {
                let named = [2.0: ".light", 8.0: ".heavy"][indicator.weight]
                out.line(
                    "bar.indicator.weight = \(named ?? ".custom(value: \(SwiftLiteral.number(indicator.weight)))")")
            }
            writeCornerStyle(&out)
        case .dot:
            if indicator.dotSize != 8 {
                let named = [6.0: ".small", 12.0: ".large"][indicator.dotSize]
                let side = SwiftLiteral.number(indicator.dotSize)
                out.line(
                    "bar.indicator.size = \(named ?? ".custom(size: CGSize(width: \(side), height: \(side)))")")
            }
        case .chevron:
            let size = (indicator.chevronWidth, indicator.chevronHeight)
            if size != (14, 12) {
                let named: String? =
                    size == (10, 8) ? ".small" : size == (20, 16) ? ".large" : nil
                let custom =
                    ".custom(size: CGSize(width: \(SwiftLiteral.number(size.0)), "
                    + "height: \(SwiftLiteral.number(size.1))))"
                out.line("bar.indicator.size = \(named ?? custom)")
            }
        case .block:
            writeCornerStyle(&out)
        case .none: break
        }
        if indicator.kind == .block {
            // `TMBlockBarIndicator.layout(in:)` fills it with its tint at 25 % once, when it is made.
            out.line("bar.indicator.backgroundColor = \(UIKitColor.scalingAlpha(indicator.color, by: 0.25))")
        } else if indicator.color != .systemBlue {
            out.line("bar.indicator.tintColor = \(UIKitColor.literal(indicator.color))")
        }
        if indicator.overscrollBehavior != .bounce {
            out.line("bar.indicator.overscrollBehavior = .\(indicator.overscrollBehavior.rawValue)")
        }
        if indicator.isProgressive { out.line("bar.indicator.isProgressive = true") }
        if indicator.transitionStyle != .progressive {
            out.line("bar.indicator.transitionStyle = .\(indicator.transitionStyle.rawValue)")
        }
    }

    private func writeCornerStyle(_ out: inout SwiftSource) {
        switch config.indicator.cornerStyle {
        case .square, .custom: break
        case .rounded, .eliptical: out.line("bar.indicator.cornerStyle = .\(config.indicator.cornerStyle.rawValue)")
        }
    }
}

/// The note for tabs with a look of their own (`items[].style`, BTabViewController's `BTabItemModel`)
/// in an export to a library whose buttons all look alike, naming the tabs and then `why`; nil when no tab
/// has one.
func itemStyleNote(_ config: PagerConfig, why: String) -> String? {
    let styled = config.items.filter { $0.style != nil }.map { "\"\($0.title)\"" }
    guard !styled.isEmpty else { return nil }
    return "items' style (\(styled.joined(separator: ", "))): BTabViewController's per-tab look; \(why)"
}

/// The view the preview shows (dark mode, right to left…) is not code: say so, so nothing looks dropped.
func previewOnlyNotes(_ config: PagerConfig) -> [String] {
    var notes: [String] = []
    let appearance = config.appearance
    if appearance.colorScheme == .dark {
        notes.append("Dark mode (the view's colorScheme) is the device's setting, not code.")
    }
    if appearance.layoutDirection == .rightToLeft {
        notes.append("Right to left (the view's layoutDirection) follows the app's language, not code.")
    }
    if appearance.textScale != 1 {
        notes.append("The text size (the view's textScale) is the device's Dynamic Type size, not code.")
    }
    if appearance.reduceMotion {
        notes.append("Reduce motion (the view's reduceMotion) is the device's accessibility setting, not code.")
    }
    return notes
}

/// The button defaults Tabman itself uses per button kind (pager-behaviour.md 1.3).
enum TabmanDefaults {
    static func buttons(for kind: ButtonsConfig.Kind) -> ButtonsConfig {
        var buttons = ButtonsConfig()
        buttons.kind = kind
        if kind == .tabItem {
            buttons.font = FontConfig(size: 11, weight: .regular)  // caption2
            buttons.contentInset = .zero
        }
        return buttons
    }
}
