/// The value of one option, typed by the option's `OptionType`.
///
/// `enumeration` options hold a `string` (or an `integer`, for `appearance.frameRate`); `boolean`
/// options a `bool`; `number` a `number`; `integer` an `integer`; `color` a `color`.
public enum OptionValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case color(RGBAColor)

    /// The value as it appears in a config.
    public var json: JSONValue {
        switch self {
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .integer(let integer): .number(Double(integer))
        case .string(let text): .string(text)
        case .color(let color): .string(color.hex)
        }
    }

    /// The value as a designer reads it in a message: `center`, `40`, `#007AFFFF`, `true`.
    public var description: String {
        switch self {
        case .string(let text): text
        case .color(let color): color.hex
        default: json.compactText
        }
    }
}
