extension PageArea {
    /// The page area `fraction` of the way from `self` to `other` (frame, insets and safe area).
    func mixed(with other: PageArea, _ fraction: Double) -> PageArea {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        func mix(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
            EdgeInsets(
                top: mix(a.top, b.top), left: mix(a.left, b.left), bottom: mix(a.bottom, b.bottom),
                right: mix(a.right, b.right))
        }
        var result = other
        result.frame = Rect(
            x: mix(frame.x, other.frame.x), y: mix(frame.y, other.frame.y),
            width: mix(frame.width, other.frame.width), height: mix(frame.height, other.frame.height))
        result.insets = mix(insets, other.insets)
        result.safeArea = mix(safeArea, other.safeArea)
        return result
    }
}
