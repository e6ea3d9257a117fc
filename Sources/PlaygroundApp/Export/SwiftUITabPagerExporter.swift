import PagerEngine

/// Writes a SwiftUI view built on SwiftUITabPager's `TabPager` with the matching modifiers.
///
/// Labels are drawn by the app in SwiftUITabPager, so the export writes a label closure with the
/// configured font, colours and padding. Options the library cannot express are listed at the top.
struct SwiftUITabPagerExporter {
    var config: PagerConfig
    var fonts = ExportFonts.system
    var viewName = "PagerView"

    /// The fonts the exported labels use.
    private var usedFonts: [FontConfig] {
        [config.buttons.font, config.buttons.fontWhenSelected]
    }

    func source() -> String {
        let notes = unsupportedOptions() + previewOnlyNotes(config)
        var out = SwiftSource()
        out.header(
            release: "SwiftUITabPager 4", library: "SwiftUITabPager", notes: notes,
            imports: fonts.imports(for: usedFonts) + ["SwiftUI", "SwiftUITabPager"],
            fonts: fonts.headerLines(for: usedFonts))
        out.block("struct PagerTab: Identifiable, Equatable {") { out in
            out.line("let id: String")
            out.line("let title: String")
            if hasIcons { out.line("let icon: String?") }
            if hasSelectedIcons { out.line("let selectedIcon: String?") }
            if hasAccessibilityLabels { out.line("let accessibilityLabel: String?") }
        }
        out.line()
        out.block("struct \(viewName): View {") { out in
            let selected =
                config.items.indices.contains(config.pager.defaultPage)
                ? config.items[config.pager.defaultPage].id : config.items.first?.id ?? ""
            out.line("@State private var selection: PagerTab.ID? = \(SwiftLiteral.string(selected))")
            out.line()
            out.block("private let tabs: [PagerTab] = [", closing: "]") { out in
                for item in config.items {
                    var fields = "id: \(SwiftLiteral.string(item.id)), title: \(SwiftLiteral.string(item.title))"
                    if hasIcons { fields += ", icon: " + (item.icon.map(SwiftLiteral.string) ?? "nil") }
                    if hasSelectedIcons {
                        let name = ItemSchema.filledIcon(of: item.icon)
                        fields += ", selectedIcon: " + (name.map(SwiftLiteral.string) ?? "nil")
                    }
                    if hasAccessibilityLabels {
                        fields += ", accessibilityLabel: " + (item.accessibilityLabel.map(SwiftLiteral.string) ?? "nil")
                    }
                    out.line("PagerTab(\(fields)),")
                }
            }
            out.line()
            out.block("var body: some View {") { out in
                out.block(
                    "TabPager(selection: $selection, items: tabs) { tab in", closing: "} label: { tab, state in"
                ) { out in
                    out.line("Text(tab.title)")
                    out.line("    .frame(maxWidth: .infinity, maxHeight: .infinity)")
                }
                writeLabel(&out)
                for modifier in modifiers() { out.line(modifier) }
            }
        }
        return out.text
    }

    private var hasIcons: Bool { config.buttons.kind == .tabItem && config.items.contains { $0.icon != nil } }

    /// Some tab has an accessibility label (what VoiceOver reads instead of the label's texts).
    private var hasAccessibilityLabels: Bool { config.items.contains { $0.accessibilityLabel != nil } }

    /// Icons with a filled selected image (`buttons.selectedImageFilled`).
    private var hasSelectedIcons: Bool {
        hasIcons && config.buttons.selectedImageFilled
            && config.items.contains { ItemSchema.filledIcon(of: $0.icon) != nil }
    }

    private func writeLabel(_ out: inout SwiftSource) {
        let buttons = config.buttons
        let modifier = hasIcons ? "    " : "        "
        out.line("    // The label closure is yours in SwiftUITabPager; this one matches the playground.")
        // The gap between icon and title is `buttons.imageLabelSpacing`, as the preview stacks them.
        let text = hasIcons ? "VStack(spacing: \(SwiftLiteral.number(buttons.imageLabelSpacing))) {" : nil
        if let text {
            out.line("    " + text)
            let size = SwiftLiteral.number(buttons.imageSize * 0.8)
            if hasSelectedIcons {
                // Tabman's tab items cross-fade their two images by selection progress; so does this.
                out.line("        tab.icon.map { icon in")
                out.line("            ZStack {")
                out.line("                Image(systemName: icon).opacity(1 - state.selectionProgress)")
                out.line("                Image(systemName: tab.selectedIcon ?? icon).opacity(state.selectionProgress)")
                out.line("            }")
                out.line("            .font(.system(size: \(size)))")
                out.line("        }")
            } else {
                out.line("        tab.icon.map { Image(systemName: $0).font(.system(size: \(size))) }")
            }
            out.line("        Text(tab.title)")
            out.line("    }")
        } else {
            out.line("    Text(tab.title)")
        }
        if buttons.selectedFontEnabled, buttons.selectedFont != buttons.font {
            out.line(
                modifier + ".font(state.isSelected ? \(fonts.swiftUIFont(buttons.selectedFont)) : "
                    + "\(fonts.swiftUIFont(buttons.font)))")
        } else {
            out.line(modifier + ".font(\(fonts.swiftUIFont(buttons.font)))")
        }
        out.line(
            modifier + ".foregroundColor(state.isSelected ? \(SwiftUIColor.literal(buttons.selectedTintColor)) : "
                + "\(SwiftUIColor.literal(buttons.tintColor)))")
        if let alignment = titleAlignment {
            out.line(modifier + ".frame(maxWidth: .infinity, alignment: \(alignment))")
        }
        let inset = buttons.contentInset
        if inset.left == inset.right, inset.left != 0 {
            out.line(modifier + ".padding(.horizontal, \(SwiftLiteral.number(inset.left)))")
        } else {
            if inset.left != 0 { out.line(modifier + ".padding(.leading, \(SwiftLiteral.number(inset.left)))") }
            if inset.right != 0 { out.line(modifier + ".padding(.trailing, \(SwiftLiteral.number(inset.right)))") }
        }
        if inset.top == inset.bottom, inset.top != 0 {
            out.line(modifier + ".padding(.vertical, \(SwiftLiteral.number(inset.top)))")
        } else {
            if inset.top != 0 { out.line(modifier + ".padding(.top, \(SwiftLiteral.number(inset.top)))") }
            if inset.bottom != 0 { out.line(modifier + ".padding(.bottom, \(SwiftLiteral.number(inset.bottom)))") }
        }
        if hasAccessibilityLabels {
            out.line(modifier + ".accessibilityLabel(Text(tab.accessibilityLabel ?? tab.title))")
        }
        out.line("}")
    }

    /// `buttons.textAlignment` as the label's frame alignment, nil for centred titles (and tab items, whose
    /// titles the preview centres). SwiftUITabPager centres each label in its cell
    /// (`Components/TabBar/TabButtons.swift` lines 56–66: `.frame(width: cellWidth, alignment: .center)`);
    /// a label that takes the cell's width (`maxWidth: .infinity`) places its title itself. A scrollable
    /// bar proposes no width, so there the label stays as wide as its title, as the preview's is.
    private var titleAlignment: String? {
        guard config.buttons.kind == .label else { return nil }
        switch config.buttons.textAlignment {
        case .center: return nil
        case .leading: return ".leading"
        case .trailing: return ".trailing"
        }
    }

    /// The modifiers after the `TabPager`, each one line.
    func modifiers() -> [String] {
        var lines: [String] = []
        let bar = config.bar
        if bar.contentMode == .intrinsic { lines.append(".tabBarLayoutStyle(.scrollable)") }
        let spacing = bar.interButtonSpacing
        let padding = bar.contentInset.left
        if spacing != 0 || padding != 0 {
            lines.append(
                ".tabBarLayoutConfig(buttonSpacing: \(SwiftLiteral.number(spacing)), "
                    + "sidePadding: \(SwiftLiteral.number(padding)))")
        }
        let indicator = config.indicator
        if indicator.kind == .none {
            lines.append(".tabIndicatorStyle(.hidden)")
        } else if indicator.kind == .line {
            var parts: [String] = []
            if indicator.weight != 2 { parts.append("height: \(SwiftLiteral.number(indicator.weight))") }
            if indicator.color != .systemBlue { parts.append("color: \(SwiftUIColor.literal(indicator.color))") }
            if indicator.horizontalInset != 0 {
                parts.append("horizontalInset: \(SwiftLiteral.number(indicator.horizontalInset))")
            }
            let radius = cornerRadius
            if radius != 0 { parts.append("cornerRadius: \(SwiftLiteral.number(radius))") }
            if indicator.animationDuration != 0.3 {
                parts.append("animationDuration: \(SwiftLiteral.number(indicator.animationDuration))")
            }
            if !parts.isEmpty { lines.append(".tabIndicatorStyle(\(parts.joined(separator: ", ")))") }
        }
        if !config.pager.isScrollEnabled { lines.append(".contentSwipeEnabled(false)") }
        if let safeArea = Self.safeAreaModifier(config.pager.contentIgnoresSafeArea) { lines.append(safeArea) }
        if bar.separator.visible {
            let separator = bar.separator
            lines.append(
                ".tabBarSeparator(color: \(SwiftUIColor.literal(separator.color)), "
                    + "height: \(SwiftLiteral.number(separator.height)), "
                    + "horizontalPadding: \(SwiftLiteral.number(separator.horizontalPadding)))")
        }
        return lines
    }

    /// `pager.contentIgnoresSafeArea` as SwiftUITabPager's modifier (`TabPager.swift` lines 242–253), nil for
    /// its default `.bottom`; pairs of edges use `Edge.Set`'s `.vertical` and `.horizontal`.
    static func safeAreaModifier(_ edges: SafeAreaEdges) -> String? {
        if edges == .bottom { return nil }
        if edges == SafeAreaEdges() { return ".contentRespectsSafeArea()" }
        if edges == .all { return ".contentIgnoresSafeArea(edges: .all)" }
        var names: [String] = []
        if edges.top && edges.bottom {
            names.append(".vertical")
        } else {
            if edges.top { names.append(".top") }
            if edges.bottom { names.append(".bottom") }
        }
        if edges.leading && edges.trailing {
            names.append(".horizontal")
        } else {
            if edges.leading { names.append(".leading") }
            if edges.trailing { names.append(".trailing") }
        }
        let set = names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
        return ".contentIgnoresSafeArea(edges: \(set))"
    }

    /// The indicator's corner radius in SwiftUITabPager's terms (it takes a radius, not a style).
    private var cornerRadius: Double {
        let indicator = config.indicator
        switch indicator.cornerStyle {
        case .square: return 0
        case .rounded: return indicator.weight / 4
        case .eliptical: return indicator.weight / 2
        case .custom: return indicator.cornerRadius
        }
    }

    func unsupportedOptions() -> [String] {
        var notes: [String] = []
        let bar = config.bar
        let defaults = PagerConfig()
        if let note = itemStyleNote(config, why: "SwiftUITabPager's tabs all take the buttons' fonts and colours.") {
            notes.append(note)
        }
        if bar.location != .top {
            notes.append("bar.location = \(bar.location.rawValue): the tab bar sits above the pages.")
        }
        if bar.layout != .horizontal { notes.append("bar.layout = \(bar.layout.rawValue): use .fixed or .scrollable.") }
        if !bar.accessories.isEmpty {
            notes.append("bar.accessories: SwiftUITabPager has no accessory views (Tabman only).")
        }
        if bar.contentMode == .fixed {
            notes.append("bar.contentMode = fixed: tabs are equal shares or their own width.")
        }
        if bar.contentInset.left != bar.contentInset.right {
            notes.append("bar.contentInset left ≠ right: sidePadding is the same on both sides.")
        }
        if bar.contentInset.top != 0 || bar.contentInset.bottom != 0 {
            notes.append("bar.contentInset top/bottom: pad the label instead.")
        }
        if bar.alignment != .leading { notes.append("bar.alignment = \(bar.alignment.rawValue).") }
        // `.scrollable` tabs scroll with the finger; `.fixed` ones (equal shares) do not scroll (its presets).
        let scrollMode: BarConfig.ScrollMode = bar.contentMode == .intrinsic ? .interactive : .none
        if bar.scrollMode != scrollMode {
            let layout = bar.contentMode == .intrinsic ? "scrollable" : "fixed"
            notes.append("bar.scrollMode = \(bar.scrollMode.rawValue): .\(layout) tabs scroll as SwiftUITabPager's do.")
        }
        if bar.transitionStyle != .progressive {
            notes.append("bar.transitionStyle = \(bar.transitionStyle.rawValue).")
        }
        if bar.fadesContentEdges { notes.append("bar.fadesContentEdges.") }
        if bar.background.style != .clear {
            notes.append("bar.background = \(bar.background.style.rawValue): add a .background to the view.")
        }
        if bar.buttonSeparators.visible { notes.append("bar.buttonSeparators.") }
        if bar.sizing == .fixed {
            notes.append("bar.height = \(SwiftLiteral.number(bar.height)) pt: the bar is as tall as its labels.")
        }
        if bar.hidden { notes.append("bar.hidden.") }
        if bar.hiding.trigger == .time {
            notes.append("bar.hiding.trigger = time: the bar does not hide itself (Tabman's hiding bar).")
        }
        let buttons = config.buttons
        if buttons.kind == .none { notes.append("buttons.kind = none: SwiftUITabPager always shows labels.") }
        if buttons.kind != .none, config.items.contains(where: { $0.badge != nil }) {
            // SwiftUITabPager has no badge view, so the preview draws none either (decision 0039).
            notes.append(
                "badges: SwiftUITabPager has none and the preview shows none; draw one in the label closure.")
        }
        // The label closure switches on `state.isSelected`: SwiftUITabPager's own labels snap (its preset).
        if buttons.transitionStyle != .snap {
            notes.append(
                "buttons.transitionStyle = \(buttons.transitionStyle.rawValue): the label switches on "
                    + "state.isSelected; blend with state.selectionProgress.")
        }
        if buttons.adjustsAlphaOnSelection { notes.append("buttons.adjustsAlphaOnSelection.") }
        if buttons.kind != .none, buttons.background.style != .clear {
            notes.append(
                "buttons.background = \(buttons.background.style.rawValue): add a .background in the label closure.")
        }
        if buttons.kind == .label, bar.sizing == .fixed, buttons.verticalAlignment != .center {
            notes.append("buttons.verticalAlignment = \(buttons.verticalAlignment.rawValue): labels are centred.")
        }
        let indicator = config.indicator
        if indicator.kind != .line && indicator.kind != .none {
            notes.append("indicator.kind = \(indicator.kind.rawValue): SwiftUITabPager draws a line.")
        }
        if indicator.kind == .line {
            // SwiftUITabPager's line stops at the first and last tab (its presets' `none`).
            if indicator.overscrollBehavior != .none {
                notes.append("indicator.overscrollBehavior = \(indicator.overscrollBehavior.rawValue).")
            }
            if indicator.isProgressive { notes.append("indicator.isProgressive.") }
            if indicator.transitionStyle != .progressive {
                notes.append("indicator.transitionStyle = \(indicator.transitionStyle.rawValue).")
            }
            if indicator.slidesWhileSwiping {
                notes.append("indicator.slidesWhileSwiping: BTabViewController's; the indicator follows the swipe.")
            }
            if indicator.widthMode == .fixed {
                notes.append("indicator.widthMode = fixed: the indicator spans the tab.")
            }
            if indicator.placement == .below {
                notes.append("indicator.placement = below: the indicator overlays the labels' bottom.")
            }
            if indicator.drawnDisplayMode != .bottom {
                notes.append(
                    "indicator.displayMode = \(indicator.displayMode.rawValue): the line is at the labels' bottom.")
            }
        }
        let pager = config.pager
        if pager.orientation != defaults.pager.orientation { notes.append("pager.orientation = vertical.") }
        if pager.isInfiniteScrollEnabled { notes.append("pager.isInfiniteScrollEnabled.") }
        if !pager.bounces { notes.append("pager.bounces = false.") }
        if pager.interPageSpacing != 0 { notes.append("pager.interPageSpacing.") }
        if pager.transition.style != .scroll { notes.append("pager.transition = \(pager.transition.style.rawValue).") }
        if pager.autoScroll.enabled { notes.append("pager.autoScroll: drive `selection` from a timer.") }
        if !pager.isAnimated { notes.append("pager.isAnimated = false: BTabViewController's; tab switches animate.") }
        return notes + UnexpressedOption.notes(Self.otherLibrariesOptions, config: config, reference: Self.reference)
    }

    /// SwiftUITabPager's own values for the options below: its presets'.
    private static let reference = Preset.swiftUITabPagerFixed.config

    /// Options of the other libraries' bars.
    private static let otherLibrariesOptions = UnexpressedOption.otherLibrariesBarOptions(
        library: "SwiftUITabPager",
        safeAreaReason: "the bar keeps the safe area the whole pager keeps; ignoring the top edge "
            + "(pager.contentIgnoresSafeArea, .contentIgnoresSafeArea(edges:)) puts it under the status bar.")
}
