import PagerEngine

extension PagerRenderer {
    /// Draws the indicator at the frame's rectangle (bar content coordinates, moved by `origin`): a line or
    /// block as a rounded rectangle with the layout's corner radius, a dot as an ellipse, a chevron as a
    /// triangle whose apex points the way the layout says, nothing for `none`.
    func drawIndicator(
        _ appearance: IndicatorAppearance, state: IndicatorState, origin: Point, into image: inout RasterImage
    ) {
        guard appearance.kind != .none, state.opacity > 0, state.width > 0, state.height > 0 else { return }
        let rect = state.rect.offsetBy(origin.x, origin.y)
        let color = appearance.color.withOpacity(state.opacity)
        switch appearance.kind {
        case .line, .block:
            image.fillRoundedRect(rect, radius: appearance.cornerRadius, color: color)
        case .dot:
            image.fillEllipse(in: rect, color: color)
        case .chevron:
            let points = Self.chevronPoints(rect, apex: appearance.apex)
            image.fillTriangle(points.0, points.1, points.2, color: color)
        case .none:
            break
        }
    }

    /// The chevron's corners: the apex at the middle of the `apex` edge, the base along the opposite edge.
    static func chevronPoints(_ rect: Rect, apex: String) -> (Point, Point, Point) {
        switch apex {
        case "bottom":
            (Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.midX, y: rect.maxY))
        case "left":
            (Point(x: rect.minX, y: rect.midY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY))
        case "right":
            (Point(x: rect.maxX, y: rect.midY), Point(x: rect.minX, y: rect.maxY), Point(x: rect.minX, y: rect.minY))
        default:
            (Point(x: rect.midX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY))
        }
    }
}
