import PagerEngine

/// Writes a `TabBarController` (arnauddorgans/TabBarController 1.0.1) with a tab bar styled as configured.
///
/// The bar is a `UIView & TabBarProtocol` holding a `UITabBar` pinned to its edges, as the library's
/// `SystemTabBar` does (`SystemTabBar.swift` lines 29–42): the README's way to customise the bar, and the
/// only one with `additionalInset` (`TabBar.swift` line 15). The items are `UITabBarItem`s of the pages;
/// the look is a `UITabBarAppearance`. Values equal to the anchor's preset (UIKit's own) are not set;
/// options the library cannot express are listed at the top (docs/decisions/0018).
struct TabBarControllerExporter {
    var config: PagerConfig
    var fonts = ExportFonts.system

    /// The library's own values: the preset for the configured edge.
    var reference: PagerConfig {
        switch config.bar.location {
        case .top: Preset.tabBarControllerTop.config
        case .left: Preset.tabBarControllerLeft.config
        case .right: Preset.tabBarControllerRight.config
        case .bottom, .navigationItem: Preset.tabBarControllerBottom.config
        }
    }

    private var isRail: Bool { config.bar.location == .left || config.bar.location == .right }

    /// The fonts the exported tab bar items use.
    private var usedFonts: [FontConfig] {
        [config.buttons.font, config.buttons.fontWhenSelected]
    }

    func source() -> String {
        let notes = unsupportedOptions() + previewOnlyNotes(config)
        var out = SwiftSource()
        out.header(
            release: "TabBarController 1.0", library: "TabBarController", notes: notes,
            imports: fonts.imports(for: usedFonts) + ["TabBarController", "UIKit"],
            fonts: fonts.headerLines(for: usedFonts))
        writeTabBar(&out)
        out.line()
        out.block("extension PagerTabBar: UITabBarDelegate {") { out in
            out.block("func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {") {
                $0.line("delegate?.tabBar(self, didSelect: item)")
            }
        }
        out.line()
        writeFactory(&out)
        if config.bar.hidesBottomBarWhenPushed {
            out.line()
            out.line("/// Pushes a page on a tab's navigation controller; the tab bar hides while it shows")
            out.line("/// (TabBarController reads `hidesBottomBarWhenPushed` of the page shown).")
            out.line("@MainActor")
            out.block("func pushPage(_ page: UIViewController, on navigationController: UINavigationController) {") {
                $0.line("page.hidesBottomBarWhenPushed = true")
                $0.line("navigationController.pushViewController(page, animated: true)")
            }
        }
        return out.text
    }

    private func writeTabBar(_ out: inout SwiftSource) {
        let bar = config.bar
        out.line("/// A UITabBar pinned to the bar's edges, as TabBarController's SystemTabBar holds it.")
        // TabBarProtocol has no actor and UIView's members are the main actor's: Swift 6's language mode
        // refuses the plain conformance, and Swift 5's warns that `@preconcurrency` (SE-0423) does nothing.
        out.line("/// In the Swift 6 language mode, write `@preconcurrency TabBarProtocol` (TabBarProtocol has no")
        out.line("/// actor; UIView's members are the main actor's).")
        out.block("final class PagerTabBar: UIView, TabBarProtocol {") { out in
            out.line("weak var delegate: TabBarDelegate?")
            out.line("let tabBar = UITabBar()")
            if bar.additionalInset != 0 {
                out.line()
                out.line("/// Added to the bar's size in the pages' safe area inset (TabBarAnimator.tabBarInsets).")
                out.line("var additionalInset: CGFloat { \(SwiftLiteral.number(bar.additionalInset)) }")
            }
            out.line()
            out.block("override init(frame: CGRect) {") { out in
                out.line("super.init(frame: frame)")
                out.line("tabBar.delegate = self")
                out.line("tabBar.translatesAutoresizingMaskIntoConstraints = false")
                out.line("addSubview(tabBar)")
                out.block("NSLayoutConstraint.activate([", closing: "])") { out in
                    out.line("tabBar.topAnchor.constraint(equalTo: topAnchor),")
                    out.line("tabBar.leadingAnchor.constraint(equalTo: leadingAnchor),")
                    out.line("tabBar.trailingAnchor.constraint(equalTo: trailingAnchor),")
                    out.line("tabBar.bottomAnchor.constraint(equalTo: bottomAnchor),")
                }
                if isRail {
                    out.line(
                        "// A side bar gets no width from the library: the rail's width is the playground's choice.")
                    out.line("// UITabBar lays its items in a row; stacking them as the preview does needs a bar of")
                    out.line("// your own drawing (TabBarProtocol).")
                    out.line(
                        "widthAnchor.constraint(equalToConstant: \(SwiftLiteral.number(bar.height))).isActive = true")
                } else if bar.height != reference.bar.height {
                    out.line(
                        "heightAnchor.constraint(equalToConstant: \(SwiftLiteral.number(bar.height))).isActive = true")
                }
                let appearance = appearanceLines()
                if !appearance.isEmpty {
                    out.line()
                    for line in appearance { out.line(line) }
                }
            }
            out.line()
            out.block("required init?(coder: NSCoder) {") { $0.line("fatalError(\"init(coder:) is not used\")") }
            out.line()
            out.block("func setItems(_ items: [UITabBarItem]?, animated: Bool) {") {
                $0.line("tabBar.setItems(items, animated: animated)")
            }
            out.line()
            out.block("func setSelectedItem(_ item: UITabBarItem?, animated: Bool) {") {
                $0.line("tabBar.selectedItem = item")
            }
        }
    }

    /// A `UITabBarAppearance` with what differs from UIKit's defaults; empty when nothing does.
    func appearanceLines() -> [String] {
        let bar = config.bar
        let buttons = config.buttons
        let defaults = reference
        var lines: [String] = []
        if bar.background != defaults.bar.background {
            switch bar.background.style {
            case .clear: lines.append("appearance.configureWithTransparentBackground()")
            case .flat:
                lines.append("appearance.configureWithOpaqueBackground()")
                lines.append("appearance.backgroundColor = \(UIKitColor.literal(bar.background.color))")
            case .blur:
                lines.append("appearance.configureWithDefaultBackground()")
                lines.append("appearance.backgroundEffect = UIBlurEffect(style: .\(bar.background.blurStyle.rawValue))")
            }
        }
        if bar.separator.visible != defaults.bar.separator.visible
            || bar.separator.color != defaults.bar.separator.color
        {
            let color = bar.separator.visible ? UIKitColor.literal(bar.separator.color) : ".clear"
            lines.append("appearance.shadowColor = \(color)")
        }
        var items: [String] = []
        func state(_ name: String, font: FontConfig, color: RGBAColor, fontChanged: Bool, colorChanged: Bool) {
            if colorChanged { items.append("item.\(name).iconColor = \(UIKitColor.literal(color))") }
            var attributes: [String] = []
            if colorChanged { attributes.append(".foregroundColor: \(UIKitColor.qualified(color))") }
            if fontChanged { attributes.append(".font: \(fonts.uiFont(font))") }
            if !attributes.isEmpty {
                items.append("item.\(name).titleTextAttributes = [\(attributes.joined(separator: ", "))]")
            }
        }
        let fontChanged = buttons.font != defaults.buttons.font || fonts.anyUploaded(usedFonts)
        state(
            "normal", font: buttons.font, color: buttons.tintColor, fontChanged: fontChanged,
            colorChanged: buttons.tintColor != defaults.buttons.tintColor)
        let selectedFont = buttons.fontWhenSelected
        state(
            "selected", font: selectedFont, color: buttons.selectedTintColor,
            fontChanged: fontChanged || buttons.selectedFontEnabled,
            colorChanged: buttons.selectedTintColor != defaults.buttons.selectedTintColor)
        // Each state has its badge colours: a selected tab's badge takes `selected`'s.
        for name in ["normal", "selected"] {
            if buttons.badge.backgroundColor != defaults.buttons.badge.backgroundColor {
                items.append("item.\(name).badgeBackgroundColor = \(UIKitColor.literal(buttons.badge.backgroundColor))")
            }
            if buttons.badge.textColor != defaults.buttons.badge.textColor {
                items.append(
                    "item.\(name).badgeTextAttributes = [.foregroundColor: "
                        + "\(UIKitColor.qualified(buttons.badge.textColor))]")
            }
        }
        if !items.isEmpty {
            lines.append("let item = UITabBarItemAppearance()")
            lines += items
            lines.append("appearance.stackedLayoutAppearance = item")
            lines.append("appearance.inlineLayoutAppearance = item")
            lines.append("appearance.compactInlineLayoutAppearance = item")
        }
        guard !lines.isEmpty else { return [] }
        return ["let appearance = UITabBarAppearance()"] + lines + [
            "tabBar.standardAppearance = appearance",
            "tabBar.scrollEdgeAppearance = appearance",
        ]
    }

    private func writeFactory(_ out: inout SwiftSource) {
        let hasIcons = config.items.contains { $0.icon != nil }
        let filled =
            config.buttons.selectedImageFilled && config.items.contains { ItemSchema.filledIcon(of: $0.icon) != nil }
        let hasBadges = config.items.contains { $0.badge != nil }
        let hasLabels = config.items.contains { $0.accessibilityLabel != nil }
        var fields = ["title: String"]
        if hasIcons { fields.append("icon: String?") }
        if filled { fields.append("selectedIcon: String?") }
        if hasBadges { fields.append("badge: String?") }
        if hasLabels { fields.append("accessibilityLabel: String?") }
        out.line("/// The tab bar controller, one page per tab.")
        out.line("@MainActor")
        out.block("func makePagerTabBarController() -> TabBarController {") { out in
            out.block("let tabs: [(\(fields.joined(separator: ", ")))] = [", closing: "]") { out in
                for item in config.items {
                    var values = ["title: \(SwiftLiteral.string(item.title))"]
                    if hasIcons { values.append("icon: " + (item.icon.map(SwiftLiteral.string) ?? "nil")) }
                    if filled {
                        let name = ItemSchema.filledIcon(of: item.icon)
                        values.append("selectedIcon: " + (name.map(SwiftLiteral.string) ?? "nil"))
                    }
                    if hasBadges { values.append("badge: " + (item.badge.map(SwiftLiteral.string) ?? "nil")) }
                    if hasLabels {
                        values.append(
                            "accessibilityLabel: " + (item.accessibilityLabel.map(SwiftLiteral.string) ?? "nil"))
                    }
                    out.line("(\(values.joined(separator: ", "))),")
                }
            }
            out.block("let pages: [UIViewController] = tabs.map { tab in") { out in
                let image = hasIcons ? "tab.icon.flatMap { UIImage(systemName: $0) }" : "nil"
                let selected = filled ? "tab.selectedIcon.flatMap { UIImage(systemName: $0) }" : "nil"
                if config.bar.hidesBottomBarWhenPushed {
                    out.line("// A navigation controller per tab, for the pages you push (pushPage(_:on:)).")
                    out.line(
                        "let page: UIViewController = UINavigationController(rootViewController: UIViewController())")
                } else {
                    out.line("let page = UIViewController()")
                }
                out.line(
                    "page.tabBarItem = UITabBarItem(title: tab.title, image: \(image), selectedImage: \(selected))")
                if hasBadges { out.line("page.tabBarItem.badgeValue = tab.badge") }
                if hasLabels { out.line("page.tabBarItem.accessibilityLabel = tab.accessibilityLabel") }
                out.line("return page")
            }
            let anchor =
                config.bar.location == .bottom || config.bar.location == .navigationItem
                ? "" : ", anchor: .\(config.bar.location.rawValue)"
            out.line("let controller = TabBarController(viewControllers: pages, tabBar: PagerTabBar()\(anchor))")
            if config.pager.defaultPage != 0 { out.line("controller.selectedIndex = \(config.pager.defaultPage)") }
            if config.bar.hidden { out.line("controller.setTabBarHidden(true, animated: false)") }
            out.line("return controller")
        }
    }

    func unsupportedOptions() -> [String] {
        var notes: [String] = []
        if config.bar.location == .navigationItem {
            notes.append("bar.location = navigationItem: the bar is anchored to an edge (bottom here).")
        }
        let separator = config.bar.separator
        if separator.visible, separator.height != reference.bar.separator.height {
            notes.append("bar.separator.height: UITabBar's shadow line is a hairline.")
        }
        // `UITabBarAppearance` has a shadow colour and image, no inset: the line spans the bar.
        if separator.visible, separator.horizontalPadding != reference.bar.separator.horizontalPadding {
            notes.append(
                "bar.separator.horizontalPadding = \(SwiftLiteral.number(separator.horizontalPadding)) pt: "
                    + "UITabBar's shadow line spans the bar.")
        }
        if config.buttons.kind == .tabItem, config.buttons.imageSize != reference.buttons.imageSize {
            notes.append("buttons.imageSize: UITabBarItem sizes its symbol.")
        }
        if let note = itemStyleNote(config, why: "UITabBarItemAppearance is for all tabs.") { notes.append(note) }
        let options = Self.barOptions + Self.otherOptions
        return notes + UnexpressedOption.notes(options, config: config, reference: reference)
    }

    private static let barOptions: [UnexpressedOption] = [
        UnexpressedOption.behavior(on: "TabBarController"),
        UnexpressedOption("bar.layout") { $0.bar.layout },
        UnexpressedOption("bar.visibleButtonCount", "UITabBar shows five items, then More.") {
            $0.bar.visibleButtonCount
        },
        UnexpressedOption("bar.contentMode") { $0.bar.contentMode },
        UnexpressedOption("bar.interButtonSpacing", "UITabBar spaces its items.") { $0.bar.interButtonSpacing },
        UnexpressedOption("bar.contentInset") { $0.bar.contentInset },
        UnexpressedOption("bar.alignment") { $0.bar.alignment },
        UnexpressedOption("bar.scrollMode", "a tab bar does not scroll.") { $0.bar.scrollMode },
        UnexpressedOption("bar.transitionStyle") { $0.bar.transitionStyle },
        UnexpressedOption("bar.fadesContentEdges") { $0.bar.fadesContentEdges },
        UnexpressedOption("bar.buttonSeparators.visible") { $0.bar.buttonSeparators.visible },
        UnexpressedOption("bar.accessories", "TabBarController has no accessory views.") { $0.bar.accessories },
        UnexpressedOption("bar.sizing", "the bar is UITabBar's height, or the playground's.") { $0.bar.sizing },
        UnexpressedOption("bar.hiding", "the bar hides for pushed pages or setTabBarHidden only.") {
            $0.bar.hiding
        },
        UnexpressedOption("bar.safeAreaBehavior", "UITabBar extends its background into the safe area.") {
            $0.bar.safeAreaBehavior
        },
    ]

    private static let otherOptions: [UnexpressedOption] = [
        UnexpressedOption("buttons.kind", "UITabBarItem shows an image over a title.") { $0.buttons.kind },
        UnexpressedOption("buttons.contentInset") { $0.buttons.contentInset },
        UnexpressedOption("buttons.textAlignment") { $0.buttons.textAlignment },
        UnexpressedOption("buttons.verticalAlignment") { $0.buttons.verticalAlignment },
        UnexpressedOption("buttons.transitionStyle", "UITabBar items snap to their selected look.") {
            $0.buttons.transitionStyle
        },
        UnexpressedOption("buttons.adjustsAlphaOnSelection") { $0.buttons.adjustsAlphaOnSelection },
        UnexpressedOption("buttons.imagePadding") { $0.buttons.imagePadding },
        UnexpressedOption("buttons.imageLabelSpacing") { $0.buttons.imageLabelSpacing },
        UnexpressedOption("buttons.shrinksImageWhenUnselected") { $0.buttons.shrinksImageWhenUnselected },
        UnexpressedOption("buttons.background") { $0.buttons.background },
        UnexpressedOption("indicator.kind", "UITabBar has no indicator.") { $0.indicator.kind },
        UnexpressedOption("indicator.slidesWhileSwiping", "BTabViewController's.") { $0.indicator.slidesWhileSwiping },
        UnexpressedOption("pager.isScrollEnabled", "TabBarController does not swipe between tabs.") {
            $0.pager.isScrollEnabled
        },
        UnexpressedOption("pager.orientation") { $0.pager.orientation },
        UnexpressedOption("pager.isInfiniteScrollEnabled") { $0.pager.isInfiniteScrollEnabled },
        UnexpressedOption("pager.interPageSpacing") { $0.pager.interPageSpacing },
        UnexpressedOption("pager.transition", "use the delegate's animationControllerFrom:to:.") {
            $0.pager.transition.style
        },
        UnexpressedOption("pager.autoScroll.enabled", "set selectedIndex from a timer.") {
            $0.pager.autoScroll.enabled
        },
        UnexpressedOption("pager.isAnimated", "BTabViewController's.") { $0.pager.isAnimated },
        UnexpressedOption("pager.contentIgnoresSafeArea", "SwiftUITabPager's.") { $0.pager.contentIgnoresSafeArea },
    ]
}
