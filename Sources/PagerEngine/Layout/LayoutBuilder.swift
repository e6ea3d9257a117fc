/// The steps of `PagerLayout.init`, sharing the measured inputs.
struct LayoutBuilder {
    let config: PagerConfig
    let style: ButtonStyle
    let metrics: [ButtonMetrics]
    let shape: ContentShape
    let placement: BarPlacement
    let accessories: AccessoryLayout

    var mirrored: Bool { config.appearance.layoutDirection == .rightToLeft && shape.axis == .horizontal }
    /// The scroll window's length along the axis.
    var viewportLength: Double {
        shape.axis == .horizontal ? placement.scrollFrame.width : placement.scrollFrame.height
    }
    /// Tabman's content guide `L`: the bar's safe area (the scroll window with the pinned accessories'
    /// share) minus `contentInset` along the axis.
    var available: Double { placement.guideLength - shape.mainInsetStart - shape.mainInsetEnd }
    /// Where the buttons and the indicator strip start across the axis (a right bar's strip comes first).
    /// BTabViewController's cells are centred across its collection view, strip included: a flow layout
    /// centres the one item of each line (46 pt cells in the 50 pt bar sit 2 pt down, over the strip's top).
    var rowStart: Double {
        if config.bar.behavior == .bTabViewController { return max(0, (shape.thickness - shape.rowCross) / 2) }
        return stripFirst ? shape.strip : 0
    }
    var stripStart: Double { stripFirst ? 0 : shape.rowCross }
    /// The indicator strip comes before the buttons across the axis: a right bar's, or a `.top` one's
    /// (which on a right bar goes to the outer edge).
    private var stripFirst: Bool { (config.bar.location == .right) != shape.indicatorOnTop }

    func buttonRow(warnings: inout [LayoutWarning]) -> ButtonRow {
        let separatorConfig = config.bar.buttonSeparators
        let horizontal = shape.axis == .horizontal
        let separators = ButtonRow.Separators(
            visible: separatorConfig.visible && config.bar.layout != .none,
            thickness: separatorConfig.width,
            paddingStart: horizontal ? separatorConfig.inset.left : separatorConfig.inset.top,
            paddingEnd: horizontal ? separatorConfig.inset.right : separatorConfig.inset.bottom)
        let row = ButtonRow.make(
            bar: config.bar, intrinsic: shape.intrinsicMain, available: available, separators: separators
        ).placed(after: accessories.contentStart, before: accessories.contentEnd)
        let count = row.lengths.count
        let squeezed = config.bar.layout == .constrained || config.bar.contentMode == .fit
        if count > 0, config.bar.layout != .none, squeezed, row.lengths.allSatisfy({ $0 <= 0 }) {
            let gaps = Double(count - 1) * (config.bar.interButtonSpacing + separators.viewLength)
            warnings.append(.barTooNarrow(available: available, needed: gaps))
        }
        return row
    }

    func rowGeometry(_ row: ButtonRow) -> RowGeometry {
        let visible = shape.buttonsVisible
        let first = visible ? (row.lengths.first ?? 0) : 0
        let last = visible ? (row.lengths.last ?? 0) : 0
        let insets = AlignmentInsets.make(
            alignment: config.bar.alignment, barLength: placement.barLength, safeStart: placement.safeStart,
            safeEnd: placement.safeEnd, contentInsetStart: shape.mainInsetStart,
            contentInsetEnd: shape.mainInsetEnd, firstLength: first, lastLength: last,
            contentLength: row.contentLength)
        // Tabman's insets are physical (left from the first button): a mirrored row's logical start is
        // the physical right.
        let physicalScroll = mirrored && config.bar.behavior == .tabman
        let start = physicalScroll ? insets.end : insets.start
        let end = physicalScroll ? insets.start : insets.end
        let targets = indicatorTargets(row)
        let cross = indicatorCross()
        let indicatorConfig = config.indicator
        let mainLength: Double?
        switch indicatorConfig.kind {
        case .dot: mainLength = indicatorConfig.dotSize
        case .chevron: mainLength = indicatorConfig.chevronWidth
        case .line, .block, .none: mainLength = nil
        }
        return RowGeometry(
            axis: shape.axis, mirrored: mirrored, starts: row.starts, lengths: row.lengths,
            targetStarts: targets.starts, targetLengths: targets.lengths, contentLength: row.contentLength,
            viewportLength: viewportLength, pinnedLength: placement.pinnedLeft + placement.pinnedRight,
            barLength: placement.barLength, safeStart: placement.safeStart,
            safeEnd: placement.safeEnd, insetStart: start, insetEnd: end, firstLength: first,
            lastLength: last, contentCross: shape.rowCross + shape.strip, indicatorCrossStart: cross.start,
            indicatorCrossLength: cross.length, indicatorMainLength: mainLength,
            horizontalInset: indicatorConfig.horizontalInset, physicalScroll: physicalScroll)
    }

    /// The span the indicator covers for each button under `indicator.widthMode`.
    private func indicatorTargets(_ row: ButtonRow) -> (starts: [Double], lengths: [Double]) {
        let indicatorConfig = config.indicator
        switch indicatorConfig.widthMode {
        case .button:
            return (row.starts, row.lengths)
        case .fixed:
            let width = indicatorConfig.fixedWidth
            let starts = zip(row.starts, row.lengths).map { start, length in
                indicatorConfig.fixedAlignment == .leading ? start : start + length / 2 - width / 2
            }
            return (starts, Array(repeating: width, count: starts.count))
        case .label:
            guard shape.buttonsVisible else { return (row.starts, row.lengths) }
            var starts: [Double] = []
            var lengths: [Double] = []
            for index in row.starts.indices {
                let frame = logicalButtonFrame(row, index: index)
                let label = ButtonContent.make(frame: frame, metrics: metrics[index], style: style).labelFrame
                if shape.axis == .vertical {
                    starts.append(label.minY)
                    lengths.append(label.height)
                    continue
                }
                let width = metrics[index].normalTextWidth
                switch logicalTextAlignment {
                case .leading: starts.append(label.minX)
                case .center: starts.append(label.midX - width / 2)
                case .trailing: starts.append(label.maxX - width)
                }
                lengths.append(width)
            }
            return (starts, lengths)
        }
    }

    /// Where the indicator sits across the axis, and its thickness.
    private func indicatorCross() -> (start: Double, length: Double) {
        let thickness = shape.indicatorThickness
        switch config.indicator.kind {
        case .none: return (0, 0)
        case .block: return (0, shape.rowCross + shape.strip)
        case .line, .dot, .chevron:
            if config.indicator.placement == .below || !shape.buttonsVisible || shape.indicatorOnTop {
                return (stripStart, thickness)
            }
            return config.bar.location == .right
                ? (rowStart, thickness) : (rowStart + shape.rowCross - thickness, thickness)
        }
    }

    /// A button's frame in left-to-right content coordinates.
    func logicalButtonFrame(_ row: ButtonRow, index: Int) -> Rect {
        switch shape.axis {
        case .horizontal:
            return Rect(x: row.starts[index], y: rowStart, width: row.lengths[index], height: shape.rowCross)
        case .vertical:
            return Rect(x: rowStart, y: row.starts[index], width: shape.rowCross, height: row.lengths[index])
        }
    }

    var logicalTextAlignment: ButtonsConfig.TextAlignment {
        style.kind == .tabItem ? .center : config.buttons.textAlignment
    }

    var physicalTextAlignment: String {
        let rightToLeft = config.appearance.layoutDirection == .rightToLeft
        switch logicalTextAlignment {
        case .center: return "center"
        case .leading: return rightToLeft ? "right" : "left"
        case .trailing: return rightToLeft ? "left" : "right"
        }
    }
}
