/// Lays the pager out with the real layout engine for the simulation.
public struct PagerLayoutAdapter<Measurer: TextMeasuring>: SimulationLayouting {
    public let measurer: Measurer

    public init(measurer: Measurer) {
        self.measurer = measurer
    }

    public func layout(config: PagerConfig, viewport: Viewport, barHidden: Bool) -> PagerLayout {
        PagerLayout(config: config, viewport: viewport, barHidden: barHidden, measurer: measurer)
    }

    public func layout(config: PagerConfig, viewport: Viewport, barHidden: Bool, selection: Int?) -> PagerLayout {
        PagerLayout(config: config, viewport: viewport, barHidden: barHidden, selection: selection, measurer: measurer)
    }

    public func labelSelection(position: Double, index: Int, in layout: PagerLayout) -> Int? {
        guard layout.labelSelection != nil else { return nil }
        return SelectionContext(layout: layout, position: position, fallback: index).displayed
    }

    public func geometry(of layout: PagerLayout) -> SimulationGeometry {
        let bar = layout.bar
        let vertical = bar.axis == .vertical
        let orientation = layout.pages.orientation
        let pageFrame = layout.pages.frame
        let lower = vertical ? bar.minOffset.y : bar.minOffset.x
        let upper = max(lower, vertical ? bar.maxOffset.y : bar.maxOffset.x)
        let hasButtons = layout.buttons.contains(where: \.visible)
        return SimulationGeometry(
            count: layout.itemCount,
            pagesFrame: pageFrame,
            orientation: orientation,
            isRightToLeft: layout.config.appearance.layoutDirection == .rightToLeft,
            pageStride: (orientation == .horizontal ? pageFrame.width : pageFrame.height)
                + layout.pages.interPageSpacing,
            barFrame: bar.hidden ? nil : bar.scrollFrame,
            barIsVertical: vertical,
            buttonFrames: layout.buttons.map { $0.visible ? $0.frame : .zero },
            barOffsetRange: lower...upper,
            barIsScrollable: hasButtons && upper > lower
        )
    }

    public func followedBarOffset(position: Double, index: Int, in layout: PagerLayout) -> Double {
        let offset = layout.barOffset(at: position, index: index)
        return layout.bar.axis == .vertical ? offset.y : offset.x
    }
}

extension PagerSimulation where Layouter.Layout == PagerLayout {
    /// The frame function's input for `snapshot`.
    public func frameInput(for snapshot: SimulationSnapshot) -> FrameInput {
        var input = FrameInput(position: snapshot.position, index: snapshot.index)
        input.indicator = snapshot.indicatorMotion
        input.buttons = snapshot.buttonsMotion
        input.bar = snapshot.barMotion
        input.pages = snapshot.pages
        input.barVisibility = 1 - snapshot.barHiddenProgress
        input.fontCrossfade = snapshot.fontCrossfade
        input.lingeringStates = snapshot.lingeringStates
        if let origin = snapshot.indicatorOrigin, case .blend(_, let to, let fraction) = snapshot.indicatorMotion {
            // An interrupted animation: mix the geometry it had reached, not its position-equivalent.
            let start = Self.mix(
                layout.indicatorRect(at: origin.from, index: snapshot.index),
                layout.indicatorRect(at: origin.to, index: snapshot.index), origin.fraction)
            input.indicatorRect = Self.mix(start, layout.indicatorRect(at: to, index: snapshot.index), fraction)
        }
        if let manual = snapshot.barOffset {
            var along = manual
            if snapshot.barOffsetBlend > 0 {
                let followed = layouter.followedBarOffset(
                    position: snapshot.barPosition, index: snapshot.index, in: layout)
                along = manual + (followed - manual) * snapshot.barOffsetBlend
            }
            input.barOffset = layout.bar.axis == .vertical ? Point(x: 0, y: along) : Point(x: along, y: 0)
        }
        if let update = itemUpdate, !update.progress.isFinished(at: snapshot.time) {
            // Tabman's item update: the indicator and the bar's offset go from where the old layout put
            // them to where the new one does (the client moves the buttons: the new layout carries the
            // transition, docs/frames.md).
            let share = update.progress.value(at: snapshot.time)
            let old = update.from.frame(input)
            let new = layout.frame(input)
            input.indicatorRect = Self.mix(old.indicator.rect, new.indicator.rect, share)
            input.barOffset = Point(
                x: old.barOffset.x + (new.barOffset.x - old.barOffset.x) * share,
                y: old.barOffset.y + (new.barOffset.y - old.barOffset.y) * share)
        }
        return input
    }

    static func mix(_ a: Rect, _ b: Rect, _ fraction: Double) -> Rect {
        Rect(
            x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction,
            width: a.width + (b.width - a.width) * fraction, height: a.height + (b.height - a.height) * fraction)
    }
}
