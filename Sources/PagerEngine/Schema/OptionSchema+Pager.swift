extension OptionSchema {
    static let pagerOptions: [OptionSpec] = [
        OptionSpec(
            "pager.orientation", "Direction", .choice(\.pager.orientation),
            help: "Page sideways or up and down.",
            source: [.pageboy]),
        OptionSpec(
            "pager.isInfiniteScrollEnabled", "Infinite scrolling", .boolean(\.pager.isInfiniteScrollEnabled),
            help: "Swiping past the last page comes back to the first, and back from the first to the last.",
            source: [.pageboy]),
        OptionSpec(
            "pager.bounces", "Bounces", .boolean(\.pager.bounces),
            help:
                "Let the pages rubber-band past the first and last page. Off stops horizontal pages at the ends; vertical ones bounce anyway.",
            source: [.pageboy]),
        OptionSpec(
            "pager.isScrollEnabled", "Swipe between pages", .boolean(\.pager.isScrollEnabled),
            help: "Let a swipe change the page; off, only the tabs do (SwiftUITabPager's contentSwipeEnabled).",
            source: [.pageboy, .swiftUITabPager]),
        OptionSpec(
            "pager.interPageSpacing", "Page spacing",
            .number(\.pager.interPageSpacing, 0...100, step: 1, unit: .points),
            help: "The gap between pages while swiping.",
            source: [.pageboy]),
        OptionSpec(
            "pager.defaultPage", "First page", .integer(\.pager.defaultPage, 0...(ItemSchema.maxCount - 1)),
            help: "The page shown first, counting from 0; it must be one of the tabs.",
            source: [.pageboy]),
        OptionSpec(
            "pager.transition.style", "Transition", .choice(\.pager.transition.style),
            help:
                "How a tap on a tab moves to its page: the normal scroll, or a push, fade, move-in or reveal animation.",
            source: [.pageboy]),
        OptionSpec(
            "pager.transition.duration", "Transition duration",
            .number(\.pager.transition.duration, 0...5, step: 0.05, unit: .seconds),
            help:
                "How long a push, fade, move-in or reveal transition takes; the normal scroll keeps UIKit's own time.",
            source: [.pageboy], visibleWhen: [.when("pager.transition.style", is: "push", "fade", "moveIn", "reveal")]),
        OptionSpec(
            "pager.autoScroll.enabled", "Auto-scroll", .boolean(\.pager.autoScroll.enabled),
            help: "Move to the next page by itself at a regular interval.",
            source: [.pageboy]),
        OptionSpec(
            "pager.autoScroll.interval", "Auto-scroll interval",
            .number(
                \.pager.autoScroll.interval, 0.5...60, step: 0.5, unit: .seconds,
                named: [NamedValue("short", 5), NamedValue("long", 10)]),
            help: "The pause between automatic page changes.",
            source: [.pageboy], visibleWhen: [.whenOn("pager.autoScroll.enabled")]),
        OptionSpec(
            "pager.autoScroll.cancelsOnScroll", "Stop when swiped", .boolean(\.pager.autoScroll.cancelsOnScroll),
            help: "Stop auto-scrolling as soon as someone swipes the pages.",
            source: [.pageboy], visibleWhen: [.whenOn("pager.autoScroll.enabled")]),
        OptionSpec(
            "pager.autoScroll.restartsOnScrollEnd", "Restart after swipe",
            .boolean(\.pager.autoScroll.restartsOnScrollEnd),
            help: "Start auto-scrolling again once a swipe that stopped it has settled.",
            source: [.pageboy], visibleWhen: [.whenOn("pager.autoScroll.enabled")]),
        OptionSpec(
            "pager.autoScroll.animated", "Animate auto-scroll", .boolean(\.pager.autoScroll.animated),
            help: "Animate each automatic page change instead of jumping.",
            source: [.pageboy], visibleWhen: [.whenOn("pager.autoScroll.enabled")]),
        OptionSpec(
            "pager.isAnimated", "Animated tab switches", .boolean(\.pager.isAnimated),
            help:
                "A tapped tab's page slides in over 0.4 s and the cells fade to their new state; off, both change at once (BTabViewController's isAnimated).",
            source: [.bTabViewController], visibleWhen: [.when("bar.behavior", is: "bTabViewController")]),
    ]

    /// SwiftUITabPager's `contentIgnoresSafeArea(edges:)`, one switch per edge of its `Edge.Set`.
    static let ignoredSafeAreaOptions: [OptionSpec] = {
        let edges: [(String, String, WritableKeyPath<PagerConfig, Bool> & Sendable)] = [
            ("top", "top", \.pager.contentIgnoresSafeArea.top),
            ("bottom", "bottom", \.pager.contentIgnoresSafeArea.bottom),
            ("leading", "leading side", \.pager.contentIgnoresSafeArea.leading),
            ("trailing", "trailing side", \.pager.contentIgnoresSafeArea.trailing),
        ]
        return edges.map { edge, name, keyPath in
            OptionSpec(
                "pager.contentIgnoresSafeArea.\(edge)", "Ignore \(name) safe area", .boolean(keyPath),
                help:
                    "The bar and pages run into the \(name) safe area (SwiftUITabPager's contentIgnoresSafeArea; bottom by default).",
                source: [.swiftUITabPager], visibleWhen: [.when("bar.behavior", is: "swiftUITabPager")])
        }
    }()
}
