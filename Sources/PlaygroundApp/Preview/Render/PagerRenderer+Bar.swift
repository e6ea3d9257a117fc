import PagerEngine

extension PagerRenderer {
    /// Draws the bar: the navigation bar hosting it, its background and separator (moved by the frame's
    /// bar transform, at its opacity), then its scrolling content clipped to the scroll window.
    ///
    /// The content goes through its own layer when the frame fades the content edges or the bar is
    /// translucent (hiding), as Tabman masks the scroll view and UIKit fades the bar as a group.
    func drawBar(_ layout: PagerLayout, frame: PagerFrame, into image: inout RasterImage) throws(RasterError) {
        let bar = layout.bar
        let move = frame.barTransform
        guard move.opacity > 0 else { return }
        let scheme = layout.config.appearance.colorScheme
        if let navigation = bar.navigationBar {
            let colors = PreviewPalette.navigationBar(scheme)
            let background = Rect(x: move.x, y: move.y, width: navigation.width, height: navigation.maxY)
            image.fillRect(background, color: colors.fill.withOpacity(move.opacity))
            image.fillRect(
                Rect(x: background.x, y: background.maxY - 0.33, width: background.width, height: 0.33),
                color: colors.hairline.withOpacity(move.opacity))
        }
        if let fill = Self.fill(layout.config.bar.background, scheme) {
            image.fillRect(bar.frame.offsetBy(move.x, move.y), color: fill.withOpacity(move.opacity))
        }
        if let separator = bar.separator {
            image.fillRect(
                separator.offsetBy(move.x, move.y), color: layout.config.bar.separator.color.withOpacity(move.opacity))
        }
        try drawBarContent(layout, frame: frame, into: &image)
        drawAccessories(
            layout.bar.accessories, pinned: true, origin: Point(x: move.x, y: move.y), opacity: move.opacity,
            into: &image)
    }

    private func drawBarContent(_ layout: PagerLayout, frame: PagerFrame, into image: inout RasterImage)
        throws(RasterError)
    {
        let bar = layout.bar
        let move = frame.barTransform
        let window = bar.scrollFrame.offsetBy(move.x, move.y)
        guard window.width > 0, window.height > 0 else { return }
        // The content is clipped to the scroll window, or a UITabBar's whole frame (`contentClip`).
        let clip = bar.contentClip.offsetBy(move.x, move.y)
        let origin = Point(x: window.x - frame.barOffset.x, y: window.y - frame.barOffset.y)
        let fade =
            layout.config.bar.fadesContentEdges ? frame.fade.flatMap { $0.start > 0 || $0.end > 0 ? $0 : nil } : nil
        guard fade != nil || move.opacity < 1 else {
            image.withClip(clip) { image in drawContent(layout, frame: frame, origin: origin, into: &image) }
            return
        }
        guard case (var layer, let layerOrigin)? = try image.layer(covering: clip) else { return }
        let windowInLayer = window.offsetBy(-layerOrigin.x, -layerOrigin.y)
        layer.withClip(clip.offsetBy(-layerOrigin.x, -layerOrigin.y)) { layer in
            drawContent(
                layout, frame: frame, origin: Point(x: origin.x - layerOrigin.x, y: origin.y - layerOrigin.y),
                into: &layer)
        }
        if let fade {
            let stops = Self.fadeStops(fade)
            if bar.axis == .vertical {
                layer.applyVerticalFade(in: windowInLayer, stops: stops)
            } else {
                layer.applyHorizontalFade(in: windowInLayer, stops: stops)
            }
        }
        try image.composite(layer, at: layerOrigin, opacity: move.opacity)
    }

    /// What a `TMBarBackgroundView` style paints: its flat colour, a blur's material as a translucent
    /// fill, nothing when clear.
    static func fill(_ background: BarBackground, _ scheme: AppearanceConfig.ColorScheme) -> RGBAColor? {
        switch background.style {
        case .clear: nil
        case .flat: background.color
        case .blur: PreviewPalette.material(background.blurStyle, scheme)
        }
    }

    /// Tabman's edge-fade mask (A9): alpha 0 at `0.02·start`, 1 at `0.05·start`, 1 at `1 − 0.05·end`,
    /// 0 at `1 − 0.02·end`, across the scroll window.
    static func fadeStops(_ fade: EdgeFade) -> [FadeStop] {
        let start = min(1, max(0, fade.start))
        let end = min(1, max(0, fade.end))
        return [
            FadeStop(location: 0, alpha: 0), FadeStop(location: 0.02 * start, alpha: 0),
            FadeStop(location: 0.05 * start, alpha: 1), FadeStop(location: 1 - 0.05 * end, alpha: 1),
            FadeStop(location: 1 - 0.02 * end, alpha: 0), FadeStop(location: 1, alpha: 0),
        ]
    }

    /// The bar content with content point (0, 0) at `origin`: button separators, a block indicator
    /// behind the buttons, the buttons, then a line, dot or chevron indicator over them.
    func drawContent(_ layout: PagerLayout, frame: PagerFrame, origin: Point, into image: inout RasterImage) {
        let separators = layout.config.bar.buttonSeparators
        for rect in layout.buttonSeparators {
            image.fillRect(rect.offsetBy(origin.x, origin.y), color: separators.color)
        }
        if layout.indicator.kind == .block {
            drawIndicator(layout.indicator, state: frame.indicator, origin: origin, into: &image)
        }
        let buttonFill = Self.fill(layout.config.buttons.background, layout.config.appearance.colorScheme)
        for button in layout.buttons where button.visible {
            let state = button.index < frame.buttons.count ? frame.buttons[button.index] : nil
            if let buttonFill {
                // Tabman's `TMBarButton.backgroundView`: the button's frame, under its content, at its alpha.
                image.fillRect(
                    button.frame.offsetBy(origin.x, origin.y), color: buttonFill.withOpacity(state?.opacity ?? 1))
            }
            drawButton(layout, button: button, state: state, origin: origin, into: &image)
        }
        drawAccessories(layout.bar.accessories, pinned: false, origin: origin, opacity: 1, into: &image)
        if layout.indicator.kind != .block {
            drawIndicator(layout.indicator, state: frame.indicator, origin: origin, into: &image)
        }
    }

    /// Draws Tabman's `pinned` accessory buttons, or the scrolling ones: each one's symbol in its tint, in
    /// its icon square moved by `origin` (the content origin for scrolling ones, the bar's hide transform
    /// for pinned ones).
    func drawAccessories(
        _ accessories: [BarAccessory], pinned: Bool, origin: Point, opacity: Double, into image: inout RasterImage
    ) {
        for accessory in accessories where accessory.pinned == pinned {
            let box = accessory.iconFrame.offsetBy(origin.x, origin.y)
            let color = accessory.color.withOpacity(opacity)
            guard box.width > 0, color.alpha > 0 else { continue }
            IconRasterizer.draw(
                IconShape.named(accessory.icon.rawValue), in: box,
                strokeWidth: Self.iconStroke * box.width / IconShape.box, color: color, into: &image)
        }
    }
}
