extension OptionSchema {
    static let indicatorOptions: [OptionSpec] = [
        OptionSpec(
            "indicator.kind", "Indicator", .choice(\.indicator.kind),
            help: "A line under the tab, a dot, a chevron, a block behind the tab, or nothing.",
            source: [.tabman, .swiftUITabPager, .bTabViewController]),
        OptionSpec(
            "indicator.weight", "Weight",
            .number(
                \.indicator.weight, 0.5...40, step: 0.5, unit: .points,
                named: [NamedValue("light", 2), NamedValue("medium", 4), NamedValue("heavy", 8)]),
            help: "The line's thickness (SwiftUITabPager's indicator height, BTabViewController's indicatorHeight).",
            source: [.tabman, .swiftUITabPager, .bTabViewController], visibleWhen: [.when("indicator.kind", is: "line")]
        ),
        OptionSpec(
            "indicator.cornerStyle", "Corners", .choice(\.indicator.cornerStyle),
            help: "Square corners, slightly rounded, fully round ends (eliptical), or a radius you choose.",
            source: [.tabman, .bTabViewController], visibleWhen: [.when("indicator.kind", is: "line", "block")]),
        OptionSpec(
            "indicator.cornerRadius", "Corner radius",
            .number(\.indicator.cornerRadius, 0...100, step: 0.5, unit: .points),
            help: "The corner radius when corners are custom (SwiftUITabPager's cornerRadius).",
            source: [.swiftUITabPager],
            visibleWhen: [.when("indicator.kind", is: "line", "block"), .when("indicator.cornerStyle", is: "custom")]),
        OptionSpec(
            "indicator.dotSize", "Dot size",
            .number(
                \.indicator.dotSize, 2...40, step: 1, unit: .points,
                named: [NamedValue("small", 6), NamedValue("medium", 8), NamedValue("large", 12)]),
            help: "The dot's diameter.",
            source: [.tabman], visibleWhen: [.when("indicator.kind", is: "dot")]),
        OptionSpec(
            "indicator.chevronWidth", "Chevron width",
            .number(
                \.indicator.chevronWidth, 4...60, step: 1, unit: .points,
                named: [NamedValue("small", 10), NamedValue("medium", 14), NamedValue("large", 20)]),
            help: "The width of the chevron's base.",
            source: [.tabman], visibleWhen: [.when("indicator.kind", is: "chevron")]),
        OptionSpec(
            "indicator.chevronHeight", "Chevron height",
            .number(
                \.indicator.chevronHeight, 4...60, step: 1, unit: .points,
                named: [NamedValue("small", 8), NamedValue("medium", 12), NamedValue("large", 16)]),
            help: "The chevron's height from base to tip.",
            source: [.tabman], visibleWhen: [.when("indicator.kind", is: "chevron")]),
        OptionSpec(
            "indicator.color", "Indicator colour", .color(\.indicator.color),
            help: "The indicator's colour; a block is usually a translucent tint.",
            source: [.tabman, .swiftUITabPager, .bTabViewController], visibleWhen: indicatorShown),
        OptionSpec(
            "indicator.overscrollBehavior", "Overscroll", .choice(\.indicator.overscrollBehavior),
            help: "What the indicator does when swiping past the first or last page: slide on, shrink, or stay put.",
            source: [.tabman], visibleWhen: indicatorShown),
        OptionSpec(
            "indicator.isProgressive", "Progressive", .boolean(\.indicator.isProgressive),
            help: "Grow the indicator from the bar's start to the current tab, like a progress bar.",
            source: [.tabman], visibleWhen: indicatorShown),
        OptionSpec(
            "indicator.transitionStyle", "Indicator follows", .choice(\.indicator.transitionStyle),
            help:
                "Progressive follows the swipe; snap also catches up with a short animation; none never animates, so taps jump.",
            source: [.tabman], visibleWhen: indicatorShown),
        OptionSpec(
            "indicator.horizontalInset", "Side inset",
            .number(\.indicator.horizontalInset, 0...100, step: 0.5, unit: .points),
            help: "Shortens the indicator by this much on each side (SwiftUITabPager's horizontalInset).",
            source: [.swiftUITabPager], visibleWhen: indicatorShown),
        OptionSpec(
            "indicator.animationDuration", "Indicator animation",
            .number(\.indicator.animationDuration, 0...2, step: 0.05, unit: .seconds),
            help:
                "How long the indicator and labels take to reach a tapped tab (SwiftUITabPager's animationDuration).",
            source: [.swiftUITabPager], visibleWhen: indicatorShown),
        OptionSpec(
            "indicator.slidesWhileSwiping", "Slides while swiping", .boolean(\.indicator.slidesWhileSwiping),
            help:
                "While a swipe moves forward, slide the indicator from its tab (BTabViewController's isIndicatorSlide).",
            source: [.bTabViewController], visibleWhen: indicatorShown),
        OptionSpec(
            "indicator.widthMode", "Width", .choice(\.indicator.widthMode),
            help: "As wide as the tab, as wide as its title, or a fixed width (BTabViewController's 20 pt).",
            source: [.tabman, .bTabViewController], visibleWhen: [.when("indicator.kind", is: "line", "block")]),
        OptionSpec(
            "indicator.fixedWidth", "Fixed width", .number(\.indicator.fixedWidth, 1...500, step: 1, unit: .points),
            help: "The indicator's width when its width is fixed (BTabViewController's indicatorWidth).",
            source: [.bTabViewController], visibleWhen: fixedWidthShown),
        OptionSpec(
            "indicator.fixedAlignment", "Fixed alignment", .choice(\.indicator.fixedAlignment),
            help: "Where a fixed-width indicator sits under its tab: at the tab's leading edge or centred.",
            source: [.bTabViewController], visibleWhen: fixedWidthShown),
        OptionSpec(
            "indicator.displayMode", "Display mode", .choice(\.indicator.displayMode),
            help:
                "Above the buttons (top), below them (bottom) or behind them, filling the bar (fill); automatic is "
                + "the indicator's own.",
            source: [.tabman],
            visibleWhen: [
                .when("bar.behavior", is: "tabman"), .when("indicator.kind", is: "line", "dot", "chevron", "block"),
            ]
        ),
        OptionSpec(
            "indicator.placement", "Placement", .choice(\.indicator.placement),
            help: "In its own strip below the buttons (the bar grows), or drawn over the buttons' bottom edge.",
            source: [.tabman, .swiftUITabPager],
            visibleWhen: [
                .when("indicator.kind", is: "line", "dot", "chevron"),
                .when("indicator.displayMode", is: "automatic", "bottom"),
            ]),
    ]

    private static let indicatorShown: [VisibilityCondition] = [
        .when("indicator.kind", is: "line", "dot", "chevron", "block")
    ]

    private static let fixedWidthShown: [VisibilityCondition] = [
        .when("indicator.kind", is: "line", "block"), .when("indicator.widthMode", is: "fixed"),
    ]
}
