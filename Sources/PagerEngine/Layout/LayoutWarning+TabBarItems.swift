extension LayoutWarning {
    /// A UITabBar item (TabBarController) whose title does not fit under its icon in the bar's height.
    ///
    /// TabBarController lays out no item: `SystemTabBar` pins a `UITabBar` to its edges
    /// (arnauddorgans/TabBarController @ 2002808, `TabBarController/Classes/SystemTabBar.swift` lines
    /// 29–42) and hands it the pages' `tabBarItem`s (lines 77–79), so the item is UIKit's, whose height
    /// does not follow the title font. The icon keeps its place at the top (``ButtonContent``) and the title
    /// runs below the item; the fix is the largest title size (a half point) whose line box fits there,
    /// when there is one of at least 6 pt (the option's range). Decision 0047.
    static func tabBarTitleOverflow(
        style: ButtonStyle, fontSize: Double, item: Rect, content: ButtonContent
    ) -> LayoutWarning? {
        guard style.kind == .tabItem, style.isSystemTabBarItem, case .stacked = style.arrangement,
            let image = content.image
        else { return nil }
        let bottom = item.maxY - style.contentInset.bottom
        let overflow = content.labelFrame.maxY - bottom
        guard overflow > 0.5 else { return nil }
        let room = bottom - image.maxY - style.imageLabelSpacing
        let line = style.fontLine.lineHeight
        let message =
            "\(points(fontSize)) pt tab titles are \(points(line)) pt tall but the \(points(item.height)) pt tab bar "
            + "has \(points(max(0, room))) pt under the icons, so they run \(points(overflow)) pt below the items "
            + "(UITabBar keeps its height and the icons their place)"
        let fitting = line > 0 && room > 0 ? (fontSize * room / line * 2).rounded(.down) / 2 : 0
        guard fitting >= 6, fitting < fontSize else {
            return LayoutWarning(code: "tab-title-overflow", index: nil, message: message)
        }
        return LayoutWarning(
            code: "tab-title-overflow", index: nil, message: message,
            fix: WarningFix(
                label: "Use \(points(fitting)) pt titles, which fit",
                options: [WarningFix.Setting(key: "buttons.font.size", value: .number(fitting))]))
    }
}
