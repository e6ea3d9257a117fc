extension FrameInput.Motion {
    /// The two positions to compute geometry at and how far to mix from the first to the second.
    func resolved(_ position: Double) -> (from: Double, to: Double, fraction: Double) {
        switch self {
        case .follow: return (position, position, 1)
        case .at(let value): return (finite(value), finite(value), 1)
        case .blend(let from, let to, let fraction):
            return (finite(from), finite(to), fraction.isFinite ? fraction : 1)
        }
    }

    private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

extension PagerLayout {
    /// The frame for `input`, in a new value (allocates; the hot path uses `frame(_:into:)`).
    public func frame(_ input: FrameInput) -> PagerFrame {
        var frame = PagerFrame()
        self.frame(input, into: &frame)
        return frame
    }

    /// Computes the frame for `input` into `frame`, reusing its arrays' storage.
    public func frame(_ input: FrameInput, into frame: inout PagerFrame) {
        let position = input.position.isFinite ? input.position : 0
        let last = max(itemCount - 1, 0)
        let index = min(max(input.index ?? floorIndex(position), 0), last)
        frame.position = position
        frame.index = index
        frame.indicator = IndicatorState(
            input.indicatorRect ?? indicatorRect(indicatorMotion(input.indicator, position: position), index: index),
            opacity: itemCount > 0 && indicator.kind != .none ? 1 : 0)
        writeButtons(input, position: position, index: index, into: &frame.buttons)
        let offset = input.barOffset ?? barOffset(input.bar.resolved(position), index: index)
        frame.barOffset = offset
        frame.fade = config.bar.fadesContentEdges ? edgeFade(barOffset: offset) : nil
        frame.pages.removeAll(keepingCapacity: true)
        if let pages = input.pages {
            frame.pages.append(contentsOf: pages)
        } else {
            let pagePosition = input.pagePosition ?? position
            appendScrollPages(at: pagePosition.isFinite ? pagePosition : 0, into: &frame.pages)
        }
        let visibility = min(max(input.barVisibility ?? (bar.hidden ? 0 : 1), 0), 1)
        let away = 1 - visibility
        frame.barTransform.x = bar.hiddenOffset.x * away
        frame.barTransform.y = bar.hiddenOffset.y * away
        frame.barTransform.opacity = 1 - (1 - bar.hiddenOpacity) * away
        frame.pageArea =
            visibility > 0 && visibility < 1 && pagesShown != pagesHidden
            ? pagesHidden.mixed(with: pagesShown, visibility) : nil
    }

    /// Where the indicator is: `motion` at `position`, except that BTabViewController's indicator does not
    /// follow the pages (it stays at cell `floor(position)` when the motion is `.follow`).
    private func indicatorMotion(_ motion: FrameInput.Motion, position: Double) -> (
        from: Double, to: Double, fraction: Double
    ) {
        if motion == .follow, config.bar.behavior == .bTabViewController {
            let cell = Double(floorIndex(position))
            return (cell, cell, 1)
        }
        return motion.resolved(position)
    }

    private func indicatorRect(_ motion: (from: Double, to: Double, fraction: Double), index: Int) -> Rect {
        let target = indicatorRect(at: motion.to, index: index)
        // A spring runs past 1 before it settles: the frame overshoots its target.
        guard motion.fraction != 1 else { return target }
        let start = indicatorRect(at: motion.from, index: index)
        let f = motion.fraction
        return Rect(
            x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f,
            width: start.width + (target.width - start.width) * f,
            height: start.height + (target.height - start.height) * f)
    }

    private func barOffset(_ motion: (from: Double, to: Double, fraction: Double), index: Int) -> Point {
        let target = barOffset(at: motion.to, index: index)
        guard motion.fraction < 1 else { return target }
        let start = barOffset(at: motion.from, index: index)
        return Point(
            x: start.x + (target.x - start.x) * motion.fraction, y: start.y + (target.y - start.y) * motion.fraction)
    }

    private func writeButtons(_ input: FrameInput, position: Double, index: Int, into states: inout [ButtonState]) {
        states.removeAll(keepingCapacity: true)
        let buttonsConfig = config.buttons
        let motion = input.buttons.resolved(position)
        let target = SelectionContext(layout: self, position: motion.to, fallback: index)
        let start = motion.fraction < 1 ? SelectionContext(layout: self, position: motion.from, fallback: index) : nil
        let override = input.buttonProgress.flatMap { $0.count == itemCount ? $0 : nil }
        let shrinks = buttonsConfig.kind == .tabItem && buttonsConfig.shrinksImageWhenUnselected
        let imageShrink = 1 - ButtonStyle.shrunkenImageScale
        let lingers = !input.lingeringStates.isEmpty
        for button in 0..<itemCount {
            var progress = target.progress(button)
            if let start {
                progress = start.progress(button) + (progress - start.progress(button)) * motion.fraction
            }
            if lingers { progress = max(progress, input.lingeringStates.progress(of: button)) }
            if let override {
                progress = min(max(override[button], 0), 1)
            }
            states.append(
                ButtonState(
                    index: button, progress: progress, selected: target.selected(button),
                    selectedFontOpacity: input.fontCrossfade.share(of: button),
                    color: tint(of: button).mixed(with: selectedTint(of: button), progress),
                    opacity: buttonsConfig.adjustsAlphaOnSelection ? 0.5 + 0.5 * progress : 1,
                    imageScale: shrinks ? 1 - (1 - progress) * imageShrink : 1))
        }
    }

    /// Tab `index`'s unselected colour: its own (``ItemStyle``) or the buttons'.
    func tint(of index: Int) -> RGBAColor {
        (config.items.indices.contains(index) ? config.items[index].style?.tintColor : nil) ?? config.buttons.tintColor
    }

    /// Tab `index`'s selected colour: its own or the buttons'.
    func selectedTint(of index: Int) -> RGBAColor {
        (config.items.indices.contains(index) ? config.items[index].style?.selectedTintColor : nil)
            ?? config.buttons.selectedTintColor
    }
}
