extension OptionSchema {
    /// The viewing conditions: how a designer looks at a pager, not the pager (docs/config.md "The view").
    ///
    /// They are not config options. A `view` object (`{"colorScheme": "dark"}`) carries them beside a
    /// config, and ``ViewResolver`` applies them to `PagerConfig.appearance`; paths are the view's own
    /// keys. Schema version 1 configs had them under `appearance`, which is still read as a view.
    public static let viewOptions: [OptionSpec] = [
        OptionSpec(
            "colorScheme", "Colour scheme", .choice(\.appearance.colorScheme),
            help: "Show the pager in light or dark mode.",
            source: [.iOS]),
        OptionSpec(
            "layoutDirection", "Layout direction", .choice(\.appearance.layoutDirection),
            help: "Left-to-right, or right-to-left as for Arabic and Hebrew; the bar and swipes mirror.",
            source: [.iOS]),
        OptionSpec(
            "textScale", "Text size",
            .number(
                \.appearance.textScale, 0.5...3.5, step: 0.01, unit: .times,
                named: [
                    NamedValue("xSmall", 0.82), NamedValue("small", 0.88), NamedValue("medium", 0.94),
                    NamedValue("large", 1), NamedValue("xLarge", 1.12), NamedValue("xxLarge", 1.24),
                    NamedValue("xxxLarge", 1.35), NamedValue("accessibility1", 1.65),
                    NamedValue("accessibility2", 1.94), NamedValue("accessibility3", 2.35),
                    NamedValue("accessibility4", 2.76), NamedValue("accessibility5", 3.12),
                ]),
            help:
                "Dynamic Type: tab titles scale by this (large, the default, is 1) in Tabman and SwiftUITabPager; "
                + "badges and fixed fonts do not.",
            source: [.iOS]),
        OptionSpec(
            "reduceMotion", "Reduce motion", .boolean(\.appearance.reduceMotion),
            help: "Replace animations with instant changes or cross-fades, as iOS does with Reduce Motion on.",
            source: [.iOS]),
        OptionSpec(
            "frameRate", "Frame rate", .choice(\.appearance.frameRate, among: [30, 60, 120]),
            help: "Frames per second the preview animates at (60 on most iPhones, 120 with ProMotion).",
            source: [.playground]),
    ]
}
