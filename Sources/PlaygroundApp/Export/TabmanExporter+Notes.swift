import PagerEngine

/// What the Tabman export cannot set: the comment at the top of the file.
extension TabmanExporter {
    /// Options set away from what Tabman can draw, each as a sentence for the comment at the top.
    func unsupportedOptions() -> [String] {
        var notes: [String] = []
        let bar = config.bar
        if let note = itemStyleNote(config, why: "Tabman's tabs all take the buttons' fonts and colours.") {
            notes.append(note)
        }
        if bar.location == .left || bar.location == .right {
            notes.append(
                "bar.location = \(bar.location.rawValue): Tabman bars sit at the top, the bottom or in a navigation item."
            )
        }
        if bar.layout == .horizontal, bar.contentMode == .fixed {
            notes.append(
                "bar.contentMode = fixed (\(SwiftLiteral.number(bar.buttonWidth)) pt buttons): Tabman sizes buttons by content or fits them."
            )
        }
        if bar.separator.visible {
            notes.append("bar.separator: Tabman has no line under the bar (use bar.systemBar()).")
        }
        if bar.sizing == .fixed {
            notes.append("bar.height = \(SwiftLiteral.number(bar.height)) pt: a Tabman bar is as tall as its content.")
        }
        if config.pager.contentIgnoresSafeArea != .bottom {
            notes.append(
                "pager.contentIgnoresSafeArea: SwiftUITabPager's; Tabman's pages fill the screen, inset by the bar.")
        }
        if bar.layout == .none, bar.buttonSeparators.visible {
            notes.append("bar.buttonSeparators: a bar without buttons has no separators.")
        }
        let buttons = config.buttons
        if buttons.textAlignment != .center {
            notes.append("buttons.textAlignment = \(buttons.textAlignment.rawValue): Tabman centres labels.")
        }
        if buttons.kind == .tabItem, buttons.selectedFontEnabled {
            notes.append("buttons.selectedFont: tab-item buttons have no selected font.")
        }
        let indicator = config.indicator
        if indicator.kind != .none {
            if indicator.widthMode != .button {
                notes.append(
                    "indicator.widthMode = \(indicator.widthMode.rawValue): Tabman's indicator spans the whole button.")
            }
            if indicator.horizontalInset != 0 {
                notes.append("indicator.horizontalInset: Tabman's indicator has no inset.")
            }
            if indicator.slidesWhileSwiping {
                notes.append(
                    "indicator.slidesWhileSwiping: BTabViewController's; Tabman's indicator follows the swipe.")
            }
            if !config.pager.isAnimated {
                notes.append("pager.isAnimated = false: BTabViewController's; Tabman's tab taps animate.")
            }
            if indicator.animationDuration != 0.3 {
                notes.append(
                    "indicator.animationDuration = \(SwiftLiteral.number(indicator.animationDuration)) s: "
                        + "SwiftUITabPager's; Tabman's indicator moves with the page transition.")
            }
            if let conflict = indicator.displayModeConflict {
                notes.append("indicator.displayMode = \(indicator.displayMode.rawValue): \(conflict).")
            }
            if indicator.placement == .overlay {
                notes.append("indicator.placement = overlay: Tabman stacks the indicator under the buttons.")
            }
            if indicator.cornerStyle == .custom, indicator.cornerRadius != 0 {
                notes.append(
                    "indicator.cornerRadius = \(SwiftLiteral.number(indicator.cornerRadius)) pt: Tabman offers square, rounded and eliptical corners."
                )
            }
        }
        let reference = PagerConfig()
        notes += UnexpressedOption.notes(Self.otherLibrariesOptions, config: config, reference: reference)
        if buttons.kind == .tabItem {
            notes += UnexpressedOption.notes(Self.tabItemOptions, config: config, reference: reference)
        }
        return notes
    }

    /// Tab-item spacing `TMTabItemBarButton` keeps in a `private struct Defaults` (`imagePadding` 8,
    /// `labelTopPadding` 6): not settable.
    private static let tabItemOptions: [UnexpressedOption] = [
        UnexpressedOption("buttons.imagePadding", "TMTabItemBarButton's image padding is a private constant, 8.") {
            $0.buttons.imagePadding
        },
        UnexpressedOption("buttons.imageLabelSpacing", "TMTabItemBarButton's label padding is a private constant, 6.") {
            $0.buttons.imageLabelSpacing
        },
    ]

    /// Options of the other libraries' bars, compared with the global defaults (Tabman's ButtonBar).
    private static let otherLibrariesOptions = UnexpressedOption.otherLibrariesBarOptions(
        library: "Tabman",
        safeAreaReason:
            "a Tabman bar at .top or .bottom sits inside the safe area (bar.systemBar() extends its background); "
            + "one at .custom(view:layout:) goes anywhere, but leaves the pages' insets to you.")
}
