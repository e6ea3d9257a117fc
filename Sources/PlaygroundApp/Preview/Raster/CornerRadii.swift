/// The four corner radii of a rounded rectangle, in points.
///
/// Each radius is clamped to half the rectangle's shorter side when drawn, so a radius of
/// `.infinity` draws a capsule (Tabman's rounded button backgrounds).
public struct CornerRadii: Sendable, Hashable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Radius `top` on both top corners and `bottom` on both bottom corners.
    public init(top: Double, bottom: Double) {
        self.init(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom)
    }

    public static let zero = CornerRadii(all: 0)

    func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor,
            topRight: topRight * factor,
            bottomRight: bottomRight * factor,
            bottomLeft: bottomLeft * factor
        )
    }
}
