/// One of Tabman's accessory views as laid out: a system button showing `icon`.
///
/// A scrolling accessory's frames are in bar content coordinates, like the buttons'; a pinned one's are
/// in viewport coordinates and do not move with the bar's offset.
public struct BarAccessory: Sendable, Hashable {
    /// Tabman's property the accessory stands for (`leftAccessoryView` …), leading and trailing.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        case left, right, leftPinned, rightPinned
    }

    public var placement: Placement
    public var icon: BarAccessories.Icon
    public var frame: Rect
    /// The symbol's square, centred in `frame`.
    public var iconFrame: Rect
    public var color: RGBAColor

    public var pinned: Bool { placement == .leftPinned || placement == .rightPinned }
}
