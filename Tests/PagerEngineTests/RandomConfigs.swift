import TestSupport

@testable import PagerEngine

/// Valid configs with every option set to a random allowed value, built through the schema.
enum RandomConfigs {
    static func make(using generator: inout SeededGenerator) -> PagerConfig {
        let preset = Preset.all.randomElement(using: &generator) ?? Preset.tabmanButtonBar
        var config = preset.config
        config.preset = preset.id
        config.items = items(using: &generator)
        for option in OptionSchema.options where Bool.random(using: &generator) || option.path == "pager.defaultPage" {
            option.set(value(for: option, using: &generator), in: &config)
        }
        config.pager.defaultPage = Int.random(in: 0..<config.items.count, using: &generator)
        return config
    }

    static func value(for option: OptionSpec, using generator: inout SeededGenerator) -> OptionValue {
        switch option.type {
        case .enumeration:
            return option.values.randomElement(using: &generator) ?? option.defaultValue
        case .boolean:
            return .bool(Bool.random(using: &generator))
        case .number:
            let range = option.range ?? NumberRange(min: 0, max: 1, step: 1, unit: nil)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: return .number(range.min)
            case 1: return .number(range.max)
            case 2:
                return .number(
                    (range.min + range.step * Double(Int.random(in: 0..<20, using: &generator))).clamped(to: range))
            default: return .number(Double.random(in: range.min...range.max, using: &generator))
            }
        case .integer:
            let range = option.range ?? NumberRange(min: 0, max: 1, step: 1, unit: nil)
            return .integer(Int.random(in: Int(range.min)...Int(range.max), using: &generator))
        case .color:
            return .color(
                RGBAColor(
                    red: UInt8.random(in: 0...255, using: &generator),
                    green: UInt8.random(in: 0...255, using: &generator),
                    blue: UInt8.random(in: 0...255, using: &generator),
                    alpha: UInt8.random(in: 0...255, using: &generator)))
        case .string:
            // The one string option is `text.font`: a built-in family (uploaded ids need a store).
            return .string(Bool.random(using: &generator) ? FontFace.defaultFamily : FontFace.dejaVuFamily)
        }
    }

    static func items(using generator: inout SeededGenerator) -> [PagerItem] {
        let titles = ["Home", "Ünïcödé", "日本語", "Quote \" and \\ slash", "Emoji 😀👍🏽", "", "Tab\u{2028}sep", "a/b~c"]
        let badges: [String?] = [nil, "1", "99+", "New", "", "ok 😀"]
        let icons: [String?] = [nil] + ItemSchema.icons
        return (0..<Int.random(in: 1...12, using: &generator)).map { index in
            PagerItem(
                id: "t\(index)_\(Int.random(in: 0...999, using: &generator))",
                title: titles.randomElement(using: &generator) ?? "",
                badge: badges.randomElement(using: &generator) ?? nil,
                icon: icons.randomElement(using: &generator) ?? nil)
        }
    }
}

extension Double {
    fileprivate func clamped(to range: NumberRange) -> Double { Swift.min(Swift.max(self, range.min), range.max) }
}
