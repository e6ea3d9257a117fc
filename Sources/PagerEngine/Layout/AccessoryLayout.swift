/// Where Tabman's accessory views go along the bar (``BarAccessories``; `TMBarView`, `TMBarViewLayoutGrid`).
///
/// The bar's root stack runs `[leading pinned] [scroll view] [trailing pinned]` inside the bar's safe
/// area, with no spacing; the scroll content (the grid) runs `[leading] spacing [buttons] spacing
/// [trailing]`, with the spacing only beside an accessory that is there. So the buttons shift by the
/// leading accessory and its spacing (the focus rect, and with it the indicator, follows: reference
/// A1.4), the content grows by both, and the scroll window shrinks by the pinned widths. Lengths here are
/// logical: leading first, mirrored for right-to-left bars by the caller.
struct AccessoryLayout: Sendable, Hashable {
    var leading: BarAccessories.Icon = .none
    var trailing: BarAccessories.Icon = .none
    var leadingPinned: BarAccessories.Icon = .none
    var trailingPinned: BarAccessories.Icon = .none
    var width = 0.0
    var spacing = 0.0

    /// No accessories: every length below is zero.
    static let none = AccessoryLayout()

    /// The accessories `config` shows (``PagerConfig/showsBarAccessories``).
    static func make(config: PagerConfig) -> AccessoryLayout {
        guard config.showsBarAccessories else { return .none }
        let accessories = config.bar.accessories
        return AccessoryLayout(
            leading: accessories.left, trailing: accessories.right, leadingPinned: accessories.leftPinned,
            trailingPinned: accessories.rightPinned, width: accessories.width, spacing: accessories.spacing)
    }

    /// Where the buttons start in the scroll content: after the leading accessory and its spacing.
    var contentStart: Double { leading == .none ? 0 : width + spacing }
    /// What the trailing accessory and its spacing add after the buttons.
    var contentEnd: Double { trailing == .none ? 0 : spacing + width }
    /// The pinned accessories' widths at the leading and trailing ends of the bar.
    var pinnedStart: Double { leadingPinned == .none ? 0 : width }
    var pinnedEnd: Double { trailingPinned == .none ? 0 : width }

    /// The side of an icon in its accessory button: a symbol at the body size, kept inside the button.
    static let iconSide = 22.0

    /// The icon's square, centred in an accessory's `frame`.
    static func iconFrame(in frame: Rect) -> Rect {
        let side = min(iconSide, frame.width, frame.height)
        return Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    }
}
