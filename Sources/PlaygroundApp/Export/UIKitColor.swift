import PagerEngine

/// UIKit spellings of config values.
enum UIKitColor {
    /// `.systemBlue`, `.black`, … for the system colours, else `UIColor(red:green:blue:alpha:)`.
    static func literal(_ color: RGBAColor) -> String {
        switch color {
        case .systemBlue: return ".systemBlue"
        case .systemRed: return ".systemRed"
        case .red: return ".red"
        case .black: return ".black"
        case .white: return ".white"
        case .clear: return ".clear"
        default:
            return "UIColor(red: \(SwiftLiteral.component(color.red)), green: \(SwiftLiteral.component(color.green)), "
                + "blue: \(SwiftLiteral.component(color.blue)), alpha: \(SwiftLiteral.component(color.alpha)))"
        }
    }

    /// ``literal(_:)`` naming `UIColor`, for a place that infers no type: a value of an
    /// `[NSAttributedString.Key: Any]` dictionary gives `.black` nothing to look the member up in.
    static func qualified(_ color: RGBAColor) -> String {
        let short = literal(color)
        return short.hasPrefix(".") ? "UIColor" + short : short
    }

    /// The colour with its alpha scaled by `factor` (Tabman's block indicator draws its tint at 25 %):
    /// `UIColor.red.withAlphaComponent(0.25)` for an opaque system colour, else `UIColor(red:…, alpha:…)`.
    static func scalingAlpha(_ color: RGBAColor, by factor: Double) -> String {
        let named = literal(color)
        if color.alpha == 255, named.hasPrefix(".") {
            return "UIColor\(named).withAlphaComponent(\(SwiftLiteral.number(factor)))"
        }
        let alpha = SwiftLiteral.number((Double(color.alpha) / 255 * factor * 1000).rounded() / 1000)
        return "UIColor(red: \(SwiftLiteral.component(color.red)), green: \(SwiftLiteral.component(color.green)), "
            + "blue: \(SwiftLiteral.component(color.blue)), alpha: \(alpha))"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(SwiftLiteral.number(insets.top)), left: \(SwiftLiteral.number(insets.left)), "
            + "bottom: \(SwiftLiteral.number(insets.bottom)), right: \(SwiftLiteral.number(insets.right)))"
    }

    /// A `TMBarBackgroundView.Style` literal: `.clear`, `.flat(color: …)`, `.blur(style: …)`.
    static func backgroundStyle(_ background: BarBackground) -> String {
        switch background.style {
        case .clear: ".clear"
        case .flat: ".flat(color: \(literal(background.color)))"
        case .blur: ".blur(style: .\(background.blurStyle.rawValue))"
        }
    }
}

/// SwiftUI spellings of config values.
enum SwiftUIColor {
    /// `.blue`, `.black`, … for the system colours, else `Color(.sRGB, red:green:blue:opacity:)`.
    static func literal(_ color: RGBAColor) -> String {
        switch color {
        case .systemBlue: return ".blue"
        case .systemRed: return ".red"
        case .black: return ".black"
        case .white: return ".white"
        case .clear: return ".clear"
        default:
            return
                "Color(.sRGB, red: \(SwiftLiteral.component(color.red)), green: \(SwiftLiteral.component(color.green)), "
                + "blue: \(SwiftLiteral.component(color.blue)), opacity: \(SwiftLiteral.component(color.alpha)))"
        }
    }
}
