/// One tab's own look, as BTabViewController's `BTabItemModel` sets it per tab: `titleFont`,
/// `highlightFont`, `titleTextColor`, `highlightTextColor` and `backgroundColor`
/// (brkyvrkn/BTabViewController 1.1.0, `BTabViewController/BTabModels/BTabItem.swift` lines 16–20;
/// applied by `BTabCell.configureCell` / `setTheme`, `BTabGroup/BTabCell.swift` lines 79–105). Every
/// field is optional: a missing one takes the `buttons` option (`buttons.font`, `buttons.selectedFont`,
/// `buttons.tintColor`, `buttons.selectedTintColor`; no background).
public struct ItemStyle: Sendable, Hashable {
    public var font: FontConfig?
    public var selectedFont: FontConfig?
    public var tintColor: RGBAColor?
    public var selectedTintColor: RGBAColor?
    /// Fills the tab's cell behind its title (`nameLabel.backgroundColor`; the label fills the cell).
    public var backgroundColor: RGBAColor?

    public init(
        font: FontConfig? = nil, selectedFont: FontConfig? = nil, tintColor: RGBAColor? = nil,
        selectedTintColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil
    ) {
        self.font = font
        self.selectedFont = selectedFont
        self.tintColor = tintColor
        self.selectedTintColor = selectedTintColor
        self.backgroundColor = backgroundColor
    }

    /// The keys a `style` object may have, in the order normalised output writes them.
    public static let fieldNames = ["font", "selectedFont", "tintColor", "selectedTintColor", "backgroundColor"]
    /// A style font's size range, points (as `buttons.font.size`).
    public static let fontSizeRange: ClosedRange<Double> = 6...72

    /// The style as a config lists it: only the fields it sets.
    public var json: JSONValue {
        var object = JSONObject()
        func fontJSON(_ font: FontConfig) -> JSONValue {
            .object(["size": .number(font.size), "weight": .string(font.weight.rawValue)])
        }
        if let font { object["font"] = fontJSON(font) }
        if let selectedFont { object["selectedFont"] = fontJSON(selectedFont) }
        if let tintColor { object["tintColor"] = .string(tintColor.hex) }
        if let selectedTintColor { object["selectedTintColor"] = .string(selectedTintColor.hex) }
        if let backgroundColor { object["backgroundColor"] = .string(backgroundColor.hex) }
        return .object(object)
    }
}
