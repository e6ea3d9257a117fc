/// Tabman's accessory views (`TMBarView.leftAccessoryView`, `rightAccessoryView` and their pinned
/// twins), modelled as system buttons showing one symbol.
///
/// The unpinned two sit in the bar's scroll content, either side of the buttons with `spacing` between,
/// and scroll away with them; the pinned two sit outside the scroll view, at the bar's edges inside its
/// safe area, and stay. "Left" and "right" are Tabman's names for leading and trailing: in a
/// right-to-left layout they swap sides, as the stack views that hold them do. Only Tabman bars along
/// the top, bottom or navigation bar have them (docs/geometry.md, "Accessory views").
public struct BarAccessories: Sendable, Hashable {
    /// The symbol an accessory button shows, named after the SF Symbol it imitates, or `none`.
    public enum Icon: String, Sendable, Hashable, CaseIterable {
        case none, plus, ellipsis, magnifyingglass, gear, bell, person, star, heart, bookmark, cart, message,
            calendar
    }

    public var left: Icon = .none
    public var right: Icon = .none
    public var leftPinned: Icon = .none
    public var rightPinned: Icon = .none
    /// Every accessory button's width (a width constraint in the exported code).
    public var width: Double = 44
    /// `TMBarView.spacing`: the gap between the buttons and an unpinned accessory.
    public var spacing: Double = 8
    /// The buttons' tint: UIKit's inherited tint, `.systemBlue`.
    public var tintColor: RGBAColor = .systemBlue

    public init() {}

    /// Whether any accessory is set.
    public var isEmpty: Bool { left == .none && right == .none && leftPinned == .none && rightPinned == .none }
}

extension PagerConfig {
    /// Whether the bar shows its accessories: a Tabman bar along the top, bottom or navigation bar with
    /// a row of buttons (without one the row, and a scrolling accessory in it, has no height).
    public var showsBarAccessories: Bool {
        let horizontal = bar.location != .left && bar.location != .right
        let hasRow = bar.layout != .none && buttons.kind != .none
        return bar.behavior == .tabman && horizontal && hasRow && !bar.accessories.isEmpty
    }
}
