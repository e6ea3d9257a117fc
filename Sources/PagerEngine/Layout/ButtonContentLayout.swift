/// A button's label, badge and image inside its frame, laid out left to right.
///
/// Label buttons (`TMLabelBarButton`): the content box is the frame minus `contentInset`; the label runs
/// from its leading edge to the badge (8 pt gap) or the trailing edge, one line box tall, centred
/// vertically or at the box's top or bottom (`verticalAlignment`); the badge sits at the trailing end,
/// centred vertically whatever the label's alignment.
///
/// Tab items (`TMTabItemBarButton`) stacked (phone portrait): the label is pinned to the bottom of the
/// content box with 4 pt either side; the image sits `imageLabelSpacing` above it, centred; the badge is
/// 4 pt in from the top-trailing corner. A UITabBar item (TabBarController) whose title is too tall for
/// that keeps its icon `imagePadding` from the top and lets the title run below the content box instead
/// (``ButtonStyle/isSystemTabBarItem``; the 10 pt preset is laid out the same either way). Inline (``TabItemArrangement``): image and label in a box as
/// wide as they need, centred in the content box; the badge 4 pt after the box and 4 pt from the top,
/// where it may stand out of the button as Tabman's does. Under TabBarController the stacked item's badge
/// is `UITabBarItem`'s, placed against the icon (``BadgeLook/tabBarFrame(size:icon:)``); a library
/// without a badge has no badge metrics, so nothing is placed.
struct ButtonContent: Sendable, Hashable {
    var labelFrame: Rect
    var badge: Rect?
    var image: Rect?

    static func make(frame: Rect, metrics: ButtonMetrics, style: ButtonStyle) -> ButtonContent {
        let inset = style.contentInset
        let content = Rect(
            x: frame.x + inset.left, y: frame.y + inset.top,
            width: max(0, frame.width - inset.left - inset.right),
            height: max(0, frame.height - inset.top - inset.bottom))
        switch style.kind {
        case .label:
            let textHeight = style.textHeight
            var labelWidth = content.width
            var badge: Rect?
            if let metrics = metrics.badge {
                let size = metrics.size
                badge = Rect(
                    x: content.maxX - size.width, y: content.midY - size.height / 2, width: size.width,
                    height: size.height)
                labelWidth = max(0, content.width - ButtonStyle.badgeGap - size.width)
            }
            let labelY: Double
            switch style.verticalAlignment {
            case .center: labelY = content.midY - textHeight / 2
            case .top: labelY = content.minY
            case .bottom: labelY = content.maxY - textHeight
            }
            let label = Rect(x: content.x, y: labelY, width: labelWidth, height: textHeight)
            return ButtonContent(labelFrame: label, badge: badge, image: nil)
        case .tabItem:
            if case .inline(let padding) = style.arrangement {
                return inline(content: content, padding: padding, metrics: metrics, style: style)
            }
            let lineHeight = style.textHeight
            let padding = ButtonStyle.tabItemLabelPadding
            var label = Rect(
                x: content.x + padding, y: content.maxY - lineHeight, width: max(0, content.width - 2 * padding),
                height: lineHeight)
            let size = style.imageSize
            var image = Rect(
                x: content.midX - size / 2, y: label.minY - style.imageLabelSpacing - size, width: size, height: size)
            // A UITabBar item's title too tall for the bar does not push its icon out of the top: the icon
            // keeps `imagePadding` from the item's top and the title runs past the bottom (decision 0047).
            let iconTop = content.minY + style.imagePadding
            if style.isSystemTabBarItem, image.minY < iconTop {
                image.y = iconTop
                label.y = image.maxY + style.imageLabelSpacing
            }
            let badge = metrics.badge.map { badge in
                if style.badgeLook == .tabBar { return BadgeLook.tabBarFrame(size: badge.size, icon: image) }
                let inset = ButtonStyle.tabItemBadgeInset
                return Rect(
                    x: content.maxX - inset - badge.size.width, y: content.minY + inset, width: badge.size.width,
                    height: badge.size.height)
            }
            return ButtonContent(labelFrame: label, badge: badge, image: image)
        case .none:
            let empty = Rect(x: frame.x, y: frame.y, width: 0, height: 0)
            return ButtonContent(labelFrame: empty, badge: nil, image: nil)
        }
    }

    /// A tab item's image and title side by side: a box `padding + image + 4 + title + 4` wide (at most
    /// the content's width: the title gives way, as its low hugging lets it) and `image + 2 × padding`
    /// tall, centred in `content`; the title centred on the box's middle.
    private static func inline(content: Rect, padding: Double, metrics: ButtonMetrics, style: ButtonStyle)
        -> ButtonContent
    {
        let size = style.imageSize
        let labelPadding = ButtonStyle.tabItemLabelPadding
        let needed = padding + size + 2 * labelPadding + metrics.normalTextWidth
        let box = Size(width: min(needed, content.width), height: size + 2 * padding)
        let origin = Point(x: content.midX - box.width / 2, y: content.midY - box.height / 2)
        let image = Rect(x: origin.x + padding, y: origin.y + padding, width: size, height: size)
        let lineHeight = style.textHeight
        let label = Rect(
            x: image.maxX + labelPadding, y: origin.y + box.height / 2 - lineHeight / 2,
            width: max(0, box.width - padding - size - 2 * labelPadding), height: lineHeight)
        let badge = metrics.badge.map { badge in
            Rect(
                x: origin.x + box.width + ButtonStyle.tabItemBadgeInset,
                y: content.minY + ButtonStyle.tabItemBadgeInset,
                width: badge.size.width, height: badge.size.height)
        }
        return ButtonContent(labelFrame: label, badge: badge, image: image)
    }
}
