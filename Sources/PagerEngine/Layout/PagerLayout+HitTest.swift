extension PagerLayout {
    /// The button under a point in viewport coordinates, with the bar scrolled to `barOffset`; nil when
    /// the point misses the bar's scroll window, falls between buttons, or the buttons are not shown.
    public func buttonIndex(at point: Point, barOffset: Point) -> Int? {
        guard !bar.hidden, bar.scrollFrame.contains(point) else { return nil }
        let content = Point(
            x: point.x - bar.scrollFrame.x + barOffset.x, y: point.y - bar.scrollFrame.y + barOffset.y)
        return buttons.first { $0.visible && $0.frame.contains(content) }?.index
    }

    /// Whether a point in viewport coordinates lies on the bar (its frame, background included).
    public func barContains(_ point: Point) -> Bool {
        !bar.hidden && bar.frame.contains(point)
    }
}
