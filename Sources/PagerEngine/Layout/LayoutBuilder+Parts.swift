extension LayoutBuilder {
    /// Every button with its label, badge and image, mirrored for right-to-left bars.
    func buttons(_ rowLayout: ButtonRow, row: RowGeometry, warnings: inout [LayoutWarning]) -> [LaidOutButton] {
        var result: [LaidOutButton] = []
        result.reserveCapacity(config.items.count)
        // Every UITabBar item has the same font and height: one warning says it for all.
        var titleOverflowSaid = false
        for (index, item) in config.items.enumerated() {
            let measured = metrics[index]
            guard shape.buttonsVisible else {
                let origin = row.rect(main: 0, length: 0, cross: 0, crossLength: 0)
                result.append(
                    LaidOutButton(
                        index: index, id: item.id, title: item.title, frame: origin, labelFrame: origin,
                        labelWidth: measured.normalTextWidth, selectedLabelWidth: measured.selectedTextWidth,
                        clipped: false, visible: false, badge: nil, image: nil))
                continue
            }
            let frame = logicalButtonFrame(rowLayout, index: index)
            if style.kind == .label, item.title.isEmpty, rowLayout.lengths[index] <= 0 {
                warnings.append(.emptyTitle(index: index))
            }
            if !measured.missingGlyphs.isEmpty {
                warnings.append(
                    .labelMissingGlyphs(index: index, characters: measured.missingGlyphs, family: style.family))
            }
            let content = ButtonContent.make(frame: frame, metrics: measured, style: style)
            if !titleOverflowSaid,
                let overflow = LayoutWarning.tabBarTitleOverflow(
                    style: style, fontSize: config.buttons.font.size, item: frame, content: content)
            {
                warnings.append(overflow)
                titleOverflowSaid = true
            }
            // A label shown in one state only (a reflowing bar) is checked in that state's width.
            let selectedWidth = style.kind == .label ? measured.selectedTextWidth : measured.normalTextWidth
            let normalWidth = measured.shownSelected == true ? selectedWidth : measured.normalTextWidth
            let check = LabelClipping.check(
                normal: normalWidth,
                selected: measured.shownSelected == false ? normalWidth : selectedWidth,
                box: content.labelFrame, cell: frame, clipsToCell: config.bar.behavior == .swiftUITabPager,
                alignment: config.buttons.textAlignment)
            let clipped = check.clipped
            if clipped {
                warnings.append(
                    .labelClipped(
                        index: index, title: item.title, needs: check.needs, has: frame.width,
                        whenSelected: check.onlyWhenSelected))
            }
            var badge: BadgeLayout?
            if let measuredBadge = measured.badge, let rect = content.badge {
                badge = BadgeLayout(
                    text: measuredBadge.text, frame: row.mirror(rect), textWidth: measuredBadge.textWidth)
            }
            let selectedImage =
                config.buttons.selectedImageFilled ? ItemSchema.filledIcon(of: item.icon) : nil
            let image = content.image.map {
                ImageLayout(name: item.icon, selectedName: selectedImage, frame: row.mirror($0))
            }
            result.append(
                LaidOutButton(
                    index: index, id: item.id, title: item.title, frame: row.mirror(frame),
                    labelFrame: row.mirror(content.labelFrame), labelWidth: measured.normalTextWidth,
                    selectedLabelWidth: measured.selectedTextWidth, clipped: clipped, visible: true, badge: badge,
                    image: image))
        }
        return result
    }

    /// The lines between buttons: `separatorWidth` thick, inset from the row by `separatorInset`.
    func separators(_ rowLayout: ButtonRow, row: RowGeometry) -> [Rect] {
        let inset = config.bar.buttonSeparators.inset
        let horizontal = shape.axis == .horizontal
        let crossStart = horizontal ? inset.top : inset.left
        let crossEnd = horizontal ? inset.bottom : inset.right
        let thickness = config.bar.buttonSeparators.width
        return rowLayout.separatorStarts.map { start in
            row.rect(
                main: start, length: thickness, cross: rowStart + crossStart,
                crossLength: max(0, shape.rowCross - crossStart - crossEnd))
        }
    }

    func barGeometry(row: RowGeometry, separator: Rect?, hidden: Bool, hiddenOffset: Point, hiddenOpacity: Double)
        -> BarGeometry
    {
        let horizontal = shape.axis == .horizontal
        let contentSize =
            horizontal
            ? Size(width: row.contentLength, height: row.contentCross)
            : Size(width: row.contentCross, height: row.contentLength)
        let scrollInsets: EdgeInsets
        if horizontal {
            scrollInsets =
                mirrored
                ? EdgeInsets(left: row.insetEnd, right: row.insetStart)
                : EdgeInsets(left: row.insetStart, right: row.insetEnd)
        } else {
            scrollInsets = EdgeInsets(top: row.insetStart, bottom: row.insetEnd)
        }
        let low = row.physicalOffset(row.minOffset)
        let high = row.physicalOffset(row.maxOffset)
        return BarGeometry(
            location: config.bar.location, axis: shape.axis, frame: placement.frame,
            scrollFrame: placement.scrollFrame, contentSize: contentSize, scrollInsets: scrollInsets,
            minOffset: Point(x: min(low.x, high.x), y: min(low.y, high.y)),
            maxOffset: Point(x: max(low.x, high.x), y: max(low.y, high.y)), hidden: hidden,
            hiddenOffset: hiddenOffset, hiddenOpacity: hiddenOpacity, navigationBar: placement.navigationBar,
            separator: separator, accessories: accessoryViews(row: row),
            contentClip: config.bar.behavior == .tabBarController ? placement.tabBarContentClip : placement.scrollFrame)
    }

    /// Tabman's accessory views: the scrolling ones at the ends of the content, as tall as the button
    /// row (the grid's horizontal stack), the pinned ones at the ends of the bar's safe area, as tall as
    /// the scroll window; leading before trailing.
    func accessoryViews(row: RowGeometry) -> [BarAccessory] {
        let shown = accessories.shown
        guard !shown.isEmpty else { return [] }
        let width = shown.width
        var result: [BarAccessory] = []
        func add(_ placement: BarAccessory.Placement, _ icon: BarAccessories.Icon, _ frame: Rect) {
            guard icon != .none else { return }
            result.append(
                BarAccessory(
                    placement: placement, icon: icon, frame: frame, iconFrame: AccessoryLayout.iconFrame(in: frame),
                    color: shown.tintColor))
        }
        add(.leftPinned, shown.leftPinned, placement.pinnedFrame(left: !mirrored, width: width))
        add(.left, shown.left, row.rect(main: 0, length: width, cross: rowStart, crossLength: shape.rowCross))
        add(
            .right, shown.right,
            row.rect(main: row.contentLength - width, length: width, cross: rowStart, crossLength: shape.rowCross))
        add(.rightPinned, shown.rightPinned, placement.pinnedFrame(left: mirrored, width: width))
        return result
    }

    /// The indicator's kind, colour, corner radius and orientation.
    ///
    /// Corner radii follow Tabman: a line's `rounded` is `weight / 4` and `eliptical` half its height;
    /// a block's `rounded` is a sixth of its height; `custom` takes `cornerRadius` (SwiftUITabPager).
    func indicatorAppearance(row: RowGeometry) -> IndicatorAppearance {
        let indicatorConfig = config.indicator
        let kind: IndicatorConfig.Kind = config.items.isEmpty ? .none : indicatorConfig.kind
        var color = indicatorConfig.color
        let radius: Double
        switch kind {
        case .line:
            radius = cornerRadius(
                indicatorConfig, rounded: indicatorConfig.weight / 4, thickness: indicatorConfig.weight)
        case .block:
            color.alpha = UInt8((Double(color.alpha) * 0.25).rounded())
            radius = cornerRadius(indicatorConfig, rounded: row.contentCross / 6, thickness: row.contentCross)
        case .dot:
            radius = indicatorConfig.dotSize / 2
        case .chevron, .none:
            radius = 0
        }
        let apex: String
        switch config.bar.location {
        case .left: apex = "left"
        case .right: apex = "right"
        case .top, .bottom, .navigationItem: apex = "top"
        }
        return IndicatorAppearance(
            kind: kind, color: color, cornerRadius: radius, placement: indicatorConfig.placement, apex: apex)
    }

    private func cornerRadius(_ indicator: IndicatorConfig, rounded: Double, thickness: Double) -> Double {
        switch indicator.cornerStyle {
        case .square: return 0
        case .rounded: return rounded
        case .eliptical: return thickness / 2
        case .custom: return indicator.cornerRadius
        }
    }
}
