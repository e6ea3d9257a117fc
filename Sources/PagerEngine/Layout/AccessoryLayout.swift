/// Where Tabman's accessory views go along the bar (``BarAccessories``; `TMBarView`, `TMBarViewLayoutGrid`).
///
/// The bar's root stack runs `[leading pinned] [scroll view] [trailing pinned]` inside the bar's safe
/// area, with no spacing; the scroll content (the grid) runs `[leading] spacing [buttons] spacing
/// [trailing]`, with the spacing only beside an accessory that is there. So the buttons shift by the
/// leading accessory and its spacing (the focus rect, and with it the indicator, follows: reference
/// A1.4), the content grows by both, and the scroll window shrinks by the pinned widths. Lengths here are
/// logical, leading first; ``pinnedWidths(mirrored:)`` puts the pinned ones on their physical sides.
struct AccessoryLayout: Sendable, Hashable {
    /// The accessories the bar shows: the config's, or none at all.
    var shown = BarAccessories()

    /// No accessories: every length below is zero.
    static let none = AccessoryLayout()

    /// The accessories `config` shows (``PagerConfig/showsBarAccessories``).
    static func make(config: PagerConfig) -> AccessoryLayout {
        config.showsBarAccessories ? AccessoryLayout(shown: config.bar.accessories) : .none
    }

    /// Where the buttons start in the scroll content: after the leading accessory and its spacing.
    var contentStart: Double { shown.left == .none ? 0 : shown.width + shown.spacing }
    /// What the trailing accessory and its spacing add after the buttons.
    var contentEnd: Double { shown.right == .none ? 0 : shown.spacing + shown.width }
    /// The pinned accessories' widths at the leading and trailing ends of the bar.
    var pinnedStart: Double { shown.leftPinned == .none ? 0 : shown.width }
    var pinnedEnd: Double { shown.rightPinned == .none ? 0 : shown.width }

    /// The pinned widths on the physical left and right: leading is the right side of a mirrored bar.
    func pinnedWidths(mirrored: Bool) -> (left: Double, right: Double) {
        mirrored ? (pinnedEnd, pinnedStart) : (pinnedStart, pinnedEnd)
    }

    /// The side of an icon in its accessory button: a symbol at the body size, kept inside the button.
    static let iconSide = 22.0

    /// The icon's square, centred in an accessory's `frame`.
    static func iconFrame(in frame: Rect) -> Rect {
        let side = min(iconSide, frame.width, frame.height)
        return Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    }
}
