// Interface stand-in for type-checking only: Pageboy's auto scroller as the exported code uses it, with the
// signatures of uias/Pageboy `Sources/Pageboy/AutoScrolling/PageboyAutoScroller.swift`.

import UIKit

/// uias/Pageboy `Sources/Pageboy/AutoScrolling/PageboyAutoScroller.swift`.
@MainActor
public final class PageboyAutoScroller {
    public enum IntermissionDuration: Sendable {
        case short
        case long
        case custom(duration: TimeInterval)
    }

    public private(set) var isEnabled: Bool = false
    public var cancelsOnScroll: Bool = true
    public var restartsOnScrollEnd: Bool = false
    public var animateScroll: Bool = true

    init() {}

    public func enable(withIntermissionDuration duration: IntermissionDuration? = nil) {}

    public func disable() {}
}
