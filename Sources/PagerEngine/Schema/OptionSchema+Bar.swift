extension OptionSchema {
    static let barOptions: [OptionSpec] =
        [
            OptionSpec(
                "bar.location", "Location", .choice(\.bar.location),
                help:
                    "Where the bar sits: above or below the pages, along the left or right edge, or in the navigation bar.",
                source: [.tabman, .tabBarController]),
            OptionSpec(
                "bar.safeAreaBehavior", "Safe area", .choice(\.bar.safeAreaBehavior),
                help:
                    "Keep the bar inside the device's safe area, extend only its background to the screen edge, or pin it to the edge.",
                source: [.tabman, .tabBarController, .bTabViewController, .iOS]),
            OptionSpec(
                "bar.layout", "Layout", .choice(\.bar.layout),
                help:
                    "A row of buttons, a fixed number of equal buttons across the bar, or no buttons (indicator only).",
                source: [.tabman]),
            OptionSpec(
                "bar.visibleButtonCount", "Visible buttons", .integer(\.bar.visibleButtonCount, 1...20),
                help:
                    "How many equal buttons fill the bar's width; more tabs than this scroll. A TabBarController's UITabBar shows every tab instead.",
                source: [.tabman], visibleWhen: [.when("bar.layout", is: "constrained")]),
            OptionSpec(
                "bar.contentMode", "Button sizing", .choice(\.bar.contentMode),
                help:
                    "Buttons as wide as their text (the bar scrolls), sharing the width equally, or all one fixed width.",
                source: [.tabman, .swiftUITabPager, .bTabViewController],
                visibleWhen: [.when("bar.layout", is: "horizontal")]),
            OptionSpec(
                "bar.buttonWidth", "Button width", .number(\.bar.buttonWidth, 1...500, step: 1, unit: .points),
                help: "The width of every button when button sizing is fixed (BTabViewController's tabWidth).",
                source: [.bTabViewController],
                visibleWhen: [.when("bar.layout", is: "horizontal"), .when("bar.contentMode", is: "fixed")]),
            OptionSpec(
                "bar.interButtonSpacing", "Spacing", .number(\.bar.interButtonSpacing, 0...100, step: 1, unit: .points),
                help: "The gap between neighbouring buttons.",
                source: [.tabman, .swiftUITabPager, .bTabViewController],
                visibleWhen: [.when("bar.layout", is: "horizontal")]),
        ]
        + insetOptions(
            "bar.contentInset", "Bar inset", \.bar.contentInset, max: 200,
            help: "Space between the bar's edge and its buttons (SwiftUITabPager's side padding).",
            source: [.tabman, .swiftUITabPager, .bTabViewController]) + [
            OptionSpec(
                "bar.alignment", "Alignment", .choice(\.bar.alignment),
                help:
                    "Buttons start at the leading edge, centred on the first and last button, centred as a group, or at the trailing edge.",
                source: [.tabman], visibleWhen: [.when("bar.layout", is: "horizontal")]),
            OptionSpec(
                "bar.scrollMode", "Bar scrolling", .choice(\.bar.scrollMode),
                help: "Drag the bar freely, swipe it to change page, or not at all.",
                source: [.tabman]),
            OptionSpec(
                "bar.transitionStyle", "Bar follows", .choice(\.bar.transitionStyle),
                help: "How the bar scrolls to keep the selection in view: continuously, snapping per page, or jumping.",
                source: [.tabman]),
            OptionSpec(
                "bar.fadesContentEdges", "Fade edges", .boolean(\.bar.fadesContentEdges),
                help: "Fade buttons out at the bar's ends when there are more than fit.",
                source: [.tabman]),
            OptionSpec(
                "bar.background.style", "Background", .choice(\.bar.background.style),
                help: "No background, a flat colour, or the system blur.",
                source: [.tabman]),
            OptionSpec(
                "bar.background.color", "Background colour", .color(\.bar.background.color),
                help: "The bar's flat background colour.",
                source: [.tabman, .bTabViewController], visibleWhen: [.when("bar.background.style", is: "flat")]),
            OptionSpec(
                "bar.background.blurStyle", "Blur", .choice(\.bar.background.blurStyle),
                help: "Which system blur material the bar shows.",
                source: [.tabman], visibleWhen: [.when("bar.background.style", is: "blur")]),
            OptionSpec(
                "bar.separator.visible", "Separator line", .boolean(\.bar.separator.visible),
                help: "A thin line between the bar and the pages.",
                source: [.swiftUITabPager, .tabman]),
            OptionSpec(
                "bar.separator.color", "Separator colour", .color(\.bar.separator.color),
                help: "The colour of the line between the bar and the pages.",
                source: [.swiftUITabPager], visibleWhen: [.whenOn("bar.separator.visible")]),
            OptionSpec(
                "bar.separator.height", "Separator height",
                .number(\.bar.separator.height, 0.25...10, step: 0.25, unit: .points),
                help: "The thickness of the line between the bar and the pages.",
                source: [.swiftUITabPager], visibleWhen: [.whenOn("bar.separator.visible")]),
            OptionSpec(
                "bar.separator.horizontalPadding", "Separator padding",
                .number(\.bar.separator.horizontalPadding, 0...200, step: 1, unit: .points),
                help: "How far the separator line stops short of each side of the bar.",
                source: [.swiftUITabPager], visibleWhen: [.whenOn("bar.separator.visible")]),
            OptionSpec(
                "bar.buttonSeparators.visible", "Button separators", .boolean(\.bar.buttonSeparators.visible),
                help: "Thin vertical lines between neighbouring buttons.",
                source: [.tabman], visibleWhen: [.when("bar.layout", is: "horizontal", "constrained")]),
            OptionSpec(
                "bar.buttonSeparators.color", "Button separator colour", .color(\.bar.buttonSeparators.color),
                help: "The colour of the lines between buttons.",
                source: [.tabman], visibleWhen: buttonSeparatorsShown),
            OptionSpec(
                "bar.buttonSeparators.width", "Button separator width",
                .number(\.bar.buttonSeparators.width, 0.25...20, step: 0.25, unit: .points),
                help: "The thickness of the lines between buttons.",
                source: [.tabman], visibleWhen: buttonSeparatorsShown),
        ]
        + insetOptions(
            "bar.buttonSeparators.inset", "Button separator inset", \.bar.buttonSeparators.inset, max: 100,
            help: "Space kept clear around each line between buttons; top and bottom shorten it.",
            source: [.tabman], visibleWhen: buttonSeparatorsShown) + [
            OptionSpec(
                "bar.sizing", "Bar size", .choice(\.bar.sizing),
                help: "Size the bar to its content, or give it a fixed height (width, for left and right bars).",
                source: [.tabman, .bTabViewController]),
            OptionSpec(
                "bar.height", "Bar height", .number(\.bar.height, 20...300, step: 1, unit: .points),
                help:
                    "Fixed height, or width at a side (BTabViewController's tabsHeight). TabBarController's 49 pt bar, 80 pt rail: the playground's choice.",
                source: [.bTabViewController, .tabman], visibleWhen: [.when("bar.sizing", is: "fixed")]),
            OptionSpec(
                "bar.hidden", "Hidden", .boolean(\.bar.hidden),
                help: "Hide the bar; the pages take its space.",
                source: [.tabBarController, .tabman]),
            OptionSpec(
                "bar.hiding.trigger", "Hides", .choice(\.bar.hiding.trigger),
                help:
                    "Only when told (Hidden, above), or by itself after a time without page movement; moving the pages shows it again.",
                source: [.tabman]),
            OptionSpec(
                "bar.hiding.duration", "Hide after",
                .number(\.bar.hiding.duration, 0.5...60, step: 0.5, unit: .seconds),
                help: "How long the bar stays after the pages last moved before it hides itself.",
                source: [.tabman], visibleWhen: [.when("bar.hiding.trigger", is: "time")]),
            OptionSpec(
                "bar.hiding.transition", "Hide transition", .choice(\.bar.hiding.transition),
                help: "Slide the bar away while it fades (drawer), or fade it where it is.",
                source: [.tabman]),
            OptionSpec(
                "bar.behavior", "Behaves like", .choice(\.bar.behavior),
                help:
                    "Whose rules apply where the libraries differ without an option: selection, indicator path, bar scrolling, pages.",
                source: [.tabman, .swiftUITabPager, .bTabViewController, .tabBarController]),
            OptionSpec(
                "bar.additionalInset", "Extra page inset",
                .number(\.bar.additionalInset, -200...200, step: 1, unit: .points),
                help:
                    "Added to the bar's size for the pages' inset; negative lets them run under the bar (TabBarController's additionalInset).",
                source: [.tabBarController], visibleWhen: [.when("bar.behavior", is: "tabBarController")]),
            OptionSpec(
                "bar.hidesBottomBarWhenPushed", "Hide when pushed", .boolean(\.bar.hidesBottomBarWhenPushed),
                help:
                    "Pages pushed on a tab hide the bar until popped (hidesBottomBarWhenPushed); try it with push, pop or a tap on the selected tab.",
                source: [.tabBarController], visibleWhen: [.when("bar.behavior", is: "tabBarController")]),
        ] + accessoryOptions

    /// Tabman's accessory views, on bars that run across the screen (``BarAccessories``); after
    /// `bar.behavior`, which their visibility names.
    private static let accessoryOptions: [OptionSpec] = [
        OptionSpec(
            "bar.accessories.left", "Left accessory", .choice(\.bar.accessories.left),
            help:
                "A symbol button before the buttons (after them in right-to-left), scrolling with them (Tabman's leftAccessoryView).",
            source: [.tabman], visibleWhen: accessoriesShown),
        OptionSpec(
            "bar.accessories.right", "Right accessory", .choice(\.bar.accessories.right),
            help:
                "A symbol button after the buttons (before them in right-to-left), scrolling with them (Tabman's rightAccessoryView).",
            source: [.tabman], visibleWhen: accessoriesShown),
        OptionSpec(
            "bar.accessories.leftPinned", "Pinned left accessory", .choice(\.bar.accessories.leftPinned),
            help:
                "A symbol button fixed at the bar's leading edge, outside the scrolling buttons (leftPinnedAccessoryView).",
            source: [.tabman], visibleWhen: accessoriesShown),
        OptionSpec(
            "bar.accessories.rightPinned", "Pinned right accessory", .choice(\.bar.accessories.rightPinned),
            help:
                "A symbol button fixed at the bar's trailing edge, outside the scrolling buttons (rightPinnedAccessoryView).",
            source: [.tabman], visibleWhen: accessoriesShown),
        OptionSpec(
            "bar.accessories.width", "Accessory width",
            .number(\.bar.accessories.width, 1...200, step: 1, unit: .points),
            help: "The width of each accessory button.",
            source: [.tabman], visibleWhen: accessoriesShown + [accessoryChosen]),
        OptionSpec(
            "bar.accessories.spacing", "Accessory spacing",
            .number(\.bar.accessories.spacing, 0...100, step: 1, unit: .points),
            help: "The gap between the buttons and a scrolling accessory (the bar's spacing).",
            source: [.tabman], visibleWhen: accessoriesShown + [scrollingAccessoryChosen]),
        OptionSpec(
            "bar.accessories.tintColor", "Accessory colour", .color(\.bar.accessories.tintColor),
            help: "The accessory buttons' tint (system blue unless set).",
            source: [.tabman], visibleWhen: accessoriesShown + [accessoryChosen]),
    ]

    private static let accessoriesShown: [VisibilityCondition] = [
        .when("bar.behavior", is: "tabman"), .when("bar.location", is: "top", "bottom", "navigationItem"),
        .when("bar.layout", is: "horizontal", "constrained"),
    ]

    /// Width and colour style the accessories: they matter once one is chosen (`TabmanExporter`'s
    /// `accessoryButton(systemName:)`).
    private static let accessoryChosen = VisibilityCondition.whenAny(
        of: [
            "bar.accessories.left", "bar.accessories.right", "bar.accessories.leftPinned",
            "bar.accessories.rightPinned",
        ],
        isNot: "none")

    /// `TMBarView.spacing` is the `layoutGrid`'s, which holds the buttons and the scrolling accessories
    /// only; pinned ones sit in the root stack, without spacing (uias/Tabman `TMBarView.swift` 140–149,
    /// 571–585).
    private static let scrollingAccessoryChosen = VisibilityCondition.whenAny(
        of: ["bar.accessories.left", "bar.accessories.right"], isNot: "none")

    private static let buttonSeparatorsShown: [VisibilityCondition] = [
        .when("bar.layout", is: "horizontal", "constrained"), .whenOn("bar.buttonSeparators.visible"),
    ]

    /// The four options `top`, `left`, `bottom`, `right` of an `EdgeInsets` property.
    static func insetOptions(
        _ path: String, _ label: String, _ keyPath: WritableKeyPath<PagerConfig, EdgeInsets> & Sendable,
        max: Double, help: String, source: [SourceLibrary], visibleWhen: [VisibilityCondition] = []
    ) -> [OptionSpec] {
        let edges: [(String, WritableKeyPath<EdgeInsets, Double> & Sendable)] = [
            ("top", \.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right),
        ]
        return edges.map { edge, edgeKeyPath in
            OptionSpec(
                "\(path).\(edge)", "\(label) \(edge)",
                .number(
                    get: { $0[keyPath: keyPath][keyPath: edgeKeyPath] },
                    set: { $0[keyPath: keyPath][keyPath: edgeKeyPath] = $1 }, 0...max, step: 1, unit: .points),
                help: help, source: source, visibleWhen: visibleWhen)
        }
    }
}
