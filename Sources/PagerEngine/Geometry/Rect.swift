/// A point in points (= CSS pixels).
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle, origin at the top left, y growing down.
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Whether `point` lies inside, counting the top and left edges but not the bottom and right.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

/// The device screen the pager fills: its size and the safe area the system keeps clear.
public struct Viewport: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var safeArea: EdgeInsets

    public init(width: Double, height: Double, safeArea: EdgeInsets = .zero) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
    }

    /// iPhone 15 Pro in portrait, the default stage.
    public static let iPhone15Pro = Viewport(
        width: 393,
        height: 852,
        safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    )
}
