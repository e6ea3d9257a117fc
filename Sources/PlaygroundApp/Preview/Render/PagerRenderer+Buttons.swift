import PagerEngine

extension PagerRenderer {
    /// Icon stroke width in the icons' 24-point box (the front end's `ICON_STROKE`).
    static let iconStroke = 1.8

    /// Draws one button (bar content coordinates moved by `origin`): its tab-item icon, its label in the
    /// measured font and the frame's colour and opacity, and its badge.
    func drawButton(
        _ layout: PagerLayout, button: LaidOutButton, state: ButtonState?, origin: Point, into image: inout RasterImage
    ) {
        let opacity = state?.opacity ?? 1
        let ink = (state?.color ?? layout.config.buttons.tintColor).withOpacity(opacity)
        let look = layout.look(of: button)
        if let color = look?.backgroundColor {
            // A tab's own background (BTabViewController's `backgroundColor`: the label fills the cell).
            image.fillRect(button.frame.offsetBy(origin.x, origin.y), color: color.withOpacity(opacity))
        }
        if let icon = button.image {
            let scale = state?.imageScale ?? 1
            // A selected image (the filled symbol) dissolves in by selection progress, as Tabman's tab
            // items cross-fade `image` and `selectedImage`.
            let share = icon.selectedName == nil ? 0 : state?.progress ?? 0
            let reach = max(icon.frame.width, icon.frame.height) * max(1, scale)
            drawDissolve(share, over: icon.frame.insetBy(-reach), origin: origin, into: &image) {
                filled, origin, image in
                drawIcon(icon, filled: filled, scale: scale, color: ink, origin: origin, into: &image)
            }
        }
        if layout.config.buttons.kind != .none {
            // Tabman's cross-dissolve between the two fonts draws the label in both, each at its share.
            let share = (look?.selectedFont ?? layout.selectedFont) == nil ? 0 : state?.selectedFontOpacity ?? 0
            let reach = button.labelFrame.height
            let area = button.labelFrame.union(button.frame).insetBy(-reach)
            drawDissolve(share, over: area, origin: origin, into: &image) { selected, origin, image in
                drawLabel(
                    layout, button: button, look: look, selectedFont: selected, color: ink, origin: origin,
                    into: &image)
            }
        }
        if let badge = button.badge {
            drawBadge(layout, badge: badge, opacity: opacity, origin: origin, into: &image)
        }
    }

    /// Draws the normal look (`draw(false, …)`) and the selected one (`draw(true, …)`) cross-dissolved at
    /// `share` (``RasterImage/dissolve(_:_:share:)``): each into its own layer over `area` (points, moved
    /// by `origin`, which must hold all either look inks), composited together. At 0 or 1 only that
    /// look is drawn, straight onto `image`.
    private func drawDissolve(
        _ share: Double, over area: Rect, origin: Point, into image: inout RasterImage,
        draw: (Bool, Point, inout RasterImage) -> Void
    ) {
        guard share > 0, share < 1,
            case (var normal, let layerOrigin)? = try? image.layer(covering: area.offsetBy(origin.x, origin.y))
        else {
            draw(share >= 1, origin, &image)
            return
        }
        var selected = normal
        let inLayer = Point(x: origin.x - layerOrigin.x, y: origin.y - layerOrigin.y)
        draw(false, inLayer, &normal)
        draw(true, inLayer, &selected)
        try? image.composite(RasterImage.dissolve(normal, selected, share: share), at: layerOrigin)
    }

    /// Draws a button's title in its tab's own fonts (`look`, ``ItemLook``) or the buttons' shared ones.
    private func drawLabel(
        _ layout: PagerLayout, button: LaidOutButton, look: ItemLook?, selectedFont: Bool, color: RGBAColor,
        origin: Point, into image: inout RasterImage
    ) {
        let box = button.labelFrame.offsetBy(origin.x, origin.y)
        guard !button.title.isEmpty, box.width > 0, color.alpha > 0 else { return }
        // A look's selected font already falls back to the buttons' (``ItemLook``).
        let selected = look?.selectedFont ?? layout.selectedFont
        let useSelected = selectedFont && selected != nil
        let font = useSelected ? selected ?? layout.font : look?.font ?? layout.font
        let baseline =
            box.y
            + (useSelected
                ? look?.selectedBaseline ?? layout.selectedBaseline : look?.baseline ?? layout.baseline)
        let clips = layout.textOverflow == "clip"
        let text =
            clips ? button.title : TextTruncation.fit(button.title, width: box.width) { width(of: $0, font: font) }
        let textWidth = width(of: text, font: font)
        let x: Double
        switch layout.textAlignment {
        case "left": x = box.x
        case "right": x = box.maxX - textWidth
        default: x = box.midX - textWidth / 2
        }
        if clips { image.pushClip(button.frame.offsetBy(origin.x, origin.y)) }
        drawText(text, font: font, x: x, baseline: baseline, color: color, into: &image)
        if clips { image.popClip() }
    }

    private func drawBadge(
        _ layout: PagerLayout, badge: BadgeLayout, opacity: Double, origin: Point, into image: inout RasterImage
    ) {
        let frame = badge.frame.offsetBy(origin.x, origin.y)
        let style = layout.config.buttons.badge
        image.fillRoundedRect(frame, radius: frame.height / 2, color: style.backgroundColor.withOpacity(opacity))
        guard !badge.text.isEmpty else { return }
        let metrics = measurer.lineMetrics(for: layout.badgeFont.spec)
        let textWidth = width(of: badge.text, font: layout.badgeFont)
        drawText(
            badge.text, font: layout.badgeFont, x: frame.midX - textWidth / 2,
            baseline: frame.y + (frame.height + metrics.ascent - metrics.descent) / 2,
            color: style.textColor.withOpacity(opacity), into: &image)
    }

    /// Draws a tab item's icon: the named shape (``IconShape``), filled for the selected image, in a
    /// square as large as the image frame's short side times the frame's image scale, centred in the frame.
    private func drawIcon(
        _ icon: ImageLayout, filled: Bool, scale imageScale: Double, color: RGBAColor, origin: Point,
        into image: inout RasterImage
    ) {
        let frame = icon.frame.offsetBy(origin.x, origin.y)
        let size = min(frame.width, frame.height) * imageScale
        guard size > 0, color.alpha > 0 else { return }
        let box = Rect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size)
        var shape = IconShape.named(icon.name)
        if filled { shape.filled = true }
        IconRasterizer.draw(
            shape, in: box, strokeWidth: Self.iconStroke * size / IconShape.box, color: color,
            into: &image)
    }
}

/// UIKit's tail truncation for a label narrower than its title.
enum TextTruncation {
    /// `text` if it fits `width` (with 0.5 pt of slack, as the layout's clipping test), else the longest
    /// prefix of whole characters, trailing spaces removed, followed by "…" that fits; "…" alone at worst.
    static func fit(_ text: String, width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width + 0.5 else { return text }
        let characters = Array(text)
        var low = 0
        var high = characters.count - 1
        var best = "…"
        while low <= high {
            let middle = (low + high) / 2
            var prefix = String(characters[0..<middle])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            let candidate = prefix + "…"
            if measure(candidate) <= width + 0.5 {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }
}
