extension OptionSchema {
    static let buttonsOptions: [OptionSpec] =
        [
            OptionSpec(
                "buttons.kind", "Button type", .choice(\.buttons.kind),
                help: "Text labels, tab-bar items with an icon above the label, or no buttons.",
                source: [.tabman]),
            OptionSpec(
                "buttons.font.size", "Font size", .number(\.buttons.font.size, 6...72, step: 0.5, unit: .points),
                help: "The size of the tab titles before text scaling.",
                source: [.tabman, .swiftUITabPager, .bTabViewController], visibleWhen: buttonsShown),
            OptionSpec(
                "buttons.font.weight", "Font weight", .choice(\.buttons.font.weight),
                help: "How bold the tab titles are; semibold and heavier draw with the bold face.",
                source: [.tabman, .swiftUITabPager, .bTabViewController], visibleWhen: buttonsShown),
            OptionSpec(
                "buttons.selectedFontEnabled", "Selected font", .boolean(\.buttons.selectedFontEnabled),
                help: "Use a different font for the selected tab; it switches once the tab is fully selected.",
                source: [.tabman, .bTabViewController], visibleWhen: buttonsShown),
            OptionSpec(
                "buttons.selectedFont.size", "Selected font size",
                .number(\.buttons.selectedFont.size, 6...72, step: 0.5, unit: .points),
                help:
                    "The size of the selected tab's title (BTabViewController's highlightFont, Tabman's selectedFont).",
                source: [.tabman, .bTabViewController],
                visibleWhen: buttonsShown + [.whenOn("buttons.selectedFontEnabled")]),
            OptionSpec(
                "buttons.selectedFont.weight", "Selected font weight", .choice(\.buttons.selectedFont.weight),
                help: "How bold the selected tab's title is.",
                source: [.tabman, .bTabViewController],
                visibleWhen: buttonsShown + [.whenOn("buttons.selectedFontEnabled")]),
            OptionSpec(
                "buttons.tintColor", "Colour", .color(\.buttons.tintColor),
                help: "The colour of unselected tabs' titles and icons.",
                source: [.tabman, .swiftUITabPager, .bTabViewController], visibleWhen: buttonsShown),
            OptionSpec(
                "buttons.selectedTintColor", "Selected colour", .color(\.buttons.selectedTintColor),
                help: "The colour of the selected tab; neighbours blend between the two colours while swiping.",
                source: [.tabman, .swiftUITabPager, .bTabViewController], visibleWhen: buttonsShown),
        ]
        + insetOptions(
            "buttons.contentInset", "Button inset", \.buttons.contentInset, max: 100,
            help: "Space between a button's edge and its title; top and bottom make the bar taller.",
            source: [.tabman], visibleWhen: buttonsShown) + [
            OptionSpec(
                "buttons.textAlignment", "Title alignment", .choice(\.buttons.textAlignment),
                help: "Where a title sits inside a button wider than the title.",
                source: [.bTabViewController, .tabman], visibleWhen: [.when("buttons.kind", is: "label")]),
            OptionSpec(
                "buttons.verticalAlignment", "Title height", .choice(\.buttons.verticalAlignment),
                help: "Where a title sits in a button taller than it needs: centred, at the top or at the bottom.",
                source: [.tabman],
                visibleWhen: [.when("bar.sizing", is: "fixed"), .when("buttons.kind", is: "label")]),
            OptionSpec(
                "buttons.transitionStyle", "Colour change", .choice(\.buttons.transitionStyle),
                help:
                    "Blend tab colours continuously while swiping, switch them halfway with a short animation, or switch instantly.",
                source: [.tabman], visibleWhen: buttonsShown),
            OptionSpec(
                "buttons.adjustsAlphaOnSelection", "Dim unselected", .boolean(\.buttons.adjustsAlphaOnSelection),
                help: "Draw unselected tabs at half opacity.",
                source: [.tabman], visibleWhen: buttonsShown),
            OptionSpec(
                "buttons.imageSize", "Icon size", .number(\.buttons.imageSize, 8...100, step: 1, unit: .points),
                help: "The width and height of each tab item's icon.",
                source: [.tabman], visibleWhen: [.when("buttons.kind", is: "tabItem")]),
            OptionSpec(
                "buttons.imagePadding", "Icon padding", .number(\.buttons.imagePadding, 0...50, step: 1, unit: .points),
                help: "Space above a tab item's icon, and the least space beside it.",
                // A UITabBar's items (TabBarController) place their icon themselves: nothing to set there.
                source: [.tabman],
                visibleWhen: [
                    .when("buttons.kind", is: "tabItem"), .whenAny(of: ["bar.behavior"], isNot: "tabBarController"),
                ]),
            OptionSpec(
                "buttons.imageLabelSpacing", "Icon to title",
                .number(\.buttons.imageLabelSpacing, 0...50, step: 1, unit: .points),
                help: "Space between a tab item's icon and its title.",
                source: [.tabman, .tabBarController], visibleWhen: [.when("buttons.kind", is: "tabItem")]),
            OptionSpec(
                "buttons.shrinksImageWhenUnselected", "Shrink unselected icons",
                .boolean(\.buttons.shrinksImageWhenUnselected),
                help: "Draw unselected tab items' icons at 90 % size.",
                source: [.tabman], visibleWhen: [.when("buttons.kind", is: "tabItem")]),
            OptionSpec(
                "buttons.selectedImageFilled", "Filled selected icons", .boolean(\.buttons.selectedImageFilled),
                help:
                    "Give each icon a selected image, its filled symbol (house.fill), shown as the tab becomes selected.",
                source: [.tabman, .swiftUITabPager, .tabBarController],
                visibleWhen: [.when("buttons.kind", is: "tabItem")]),
            OptionSpec(
                "buttons.badge.backgroundColor", "Badge colour", .color(\.buttons.badge.backgroundColor),
                help: "The fill of a tab's badge. SwiftUITabPager and BTabViewController have no badge.",
                source: [.tabman, .tabBarController], visibleWhen: badgesShown),
            OptionSpec(
                "buttons.badge.textColor", "Badge text colour", .color(\.buttons.badge.textColor),
                help: "The colour of the badge's text.",
                source: [.tabman, .tabBarController], visibleWhen: badgesShown),
            OptionSpec(
                "buttons.background.style", "Button background", .choice(\.buttons.background.style),
                help:
                    "Behind each tab, filling the button: nothing, a flat colour or a system blur (Tabman's backgroundView).",
                source: [.tabman], visibleWhen: tabmanButtons),
            OptionSpec(
                "buttons.background.color", "Button background colour", .color(\.buttons.background.color),
                help: "Each button's flat background colour.",
                source: [.tabman], visibleWhen: tabmanButtons + [.when("buttons.background.style", is: "flat")]),
            OptionSpec(
                "buttons.background.blurStyle", "Button blur", .choice(\.buttons.background.blurStyle),
                help: "Which system blur material each button shows.",
                source: [.tabman], visibleWhen: tabmanButtons + [.when("buttons.background.style", is: "blur")]),
        ]

    private static let buttonsShown: [VisibilityCondition] = [.when("buttons.kind", is: "label", "tabItem")]
    /// Only Tabman (`TMBadgeView`) and TabBarController (`UITabBarItem`) draw badges (decision 0039).
    private static let badgesShown: [VisibilityCondition] =
        buttonsShown + [.when("bar.behavior", is: "tabman", "tabBarController")]
    private static let tabmanButtons: [VisibilityCondition] = [.when("bar.behavior", is: "tabman")] + buttonsShown
}
