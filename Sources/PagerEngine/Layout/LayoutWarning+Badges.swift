extension LayoutWarning {
    /// Tabs with a badge under a library that has none (``BadgeLook/none``): the phone shows no badge, so
    /// neither does the preview; the strip says so, and where the app would draw one itself.
    ///
    /// Nil unless the behaviour has no badge, buttons are shown and at least one tab has a badge.
    static func badgesNotShown(_ config: PagerConfig) -> LayoutWarning? {
        guard BadgeLook.of(config.bar.behavior) == .none, config.buttons.kind != .none,
            config.items.contains(where: { $0.badge != nil })
        else { return nil }
        let message: String
        switch config.bar.behavior {
        case .bTabViewController:
            message =
                "BTabViewController has no badge (BTabItemModel has none), so the phone shows no badges and "
                + "neither does the preview"
        default:
            message =
                "SwiftUITabPager has no badge, so the phone shows no badges and neither does the preview; "
                + "draw one in the export's label closure"
        }
        return LayoutWarning(code: "no-badges", index: nil, message: message)
    }
}
