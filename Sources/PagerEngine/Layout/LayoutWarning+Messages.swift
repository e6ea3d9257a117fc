extension LayoutWarning {
    /// A button whose title is cut where it is drawn (``LabelClipping``); `whenSelected`: only in the
    /// selected font.
    static func labelClipped(index: Int, title: String, needs: Double, has: Double, whenSelected: Bool = false)
        -> LayoutWarning
    {
        let state = whenSelected ? " when selected" : ""
        return LayoutWarning(
            code: "label-clipped", index: index,
            message:
                "\"\(title)\" needs \(points(needs)) pt\(state) but each fixed tab has \(points(has)) pt, so it is clipped"
        )
    }

    /// A title with characters the preview's face has no glyph for (``MissingGlyphs``), named up to
    /// ``MissingGlyphs/namedLimit``, and what measured them: fallback fonts (the width is the browser's and
    /// only close to iOS's; for the scripts of ``IOSScriptFonts``, iOS's fonts are named and their widths
    /// not known) or `.notdef` boxes (not iOS's); `family` is `text.font`.
    static func labelMissingGlyphs(index: Int, characters: [MissingGlyphs.MissingGlyph], family: String)
        -> LayoutWarning
    {
        let limit = MissingGlyphs.namedLimit
        let named = characters.prefix(limit).map { MissingGlyphs.name($0.scalar) }.joined(separator: ", ")
        let more = characters.count > limit ? " and \(characters.count - limit) more" : ""
        let font: String
        switch family {
        case FontFace.defaultFamily: font = "the preview font (Inter)"
        case FontFace.dejaVuFamily: font = "the preview font (DejaVu Sans)"
        default: font = "the uploaded preview font"
        }
        var measured: [String] = []
        var absent: [String] = []
        var boxes = false
        for character in characters {
            switch character.fallback {
            case .measured(let name): if !measured.contains(name) { measured.append(name) }
            case .notInstalled(let name):
                boxes = true
                if !absent.contains(name) { absent.append(name) }
            case .none: boxes = true
            }
        }
        var clauses: [String] = []
        if !measured.isEmpty {
            clauses.append(
                "the preview measures \(boxes ? "some" : "them") in \(measured.joined(separator: " and ")), as the "
                    + "browser draws them")
        }
        if boxes {
            let why =
                absent.isEmpty
                ? "no font on the server has them"
                : "\(absent.joined(separator: " and ")) \(absent.count == 1 ? "is" : "are") not installed on the server"
            clauses.append("\(measured.isEmpty ? "each is" : "the rest are") measured as an empty box (\(why))")
        }
        let consequence: String
        if boxes {
            consequence = ", so this tab's width here is not iOS's"
        } else if let scripts = iOSScriptFonts(of: characters) {
            consequence =
                "; iOS draws them in fallback fonts of its own\(scripts), whose widths are not known here, so this "
                + "tab's width here may not be iOS's"
        } else {
            consequence =
                "; iOS draws them in fallback fonts of its own, so this tab's width here is only close to iOS's"
        }
        return LayoutWarning(
            code: "label-missing-glyphs", index: index,
            message:
                "this tab's title uses characters \(font) has no glyph for (\(named)\(more)): "
                + clauses.joined(separator: "; ") + consequence)
    }

    /// For characters in the scripts of ``IOSScriptFonts``, the fonts iOS draws them in, ` (Thai in Thonburi,
    /// …)` (empty when none is known); nil when there are none (CJK, Hebrew, Arabic, emoji: decision 0036).
    private static func iOSScriptFonts(of characters: [MissingGlyphs.MissingGlyph]) -> String? {
        var entries: [(script: String, font: String)] = []
        for character in characters {
            guard let entry = IOSScriptFonts.entry(for: character.scalar),
                !entries.contains(where: { $0.script == entry.script })
            else { continue }
            entries.append(entry)
        }
        guard !entries.isEmpty else { return nil }
        let named = entries.filter { !$0.font.isEmpty }.map { "\($0.script) in \($0.font)" }
        return named.isEmpty ? "" : " (" + named.joined(separator: ", ") + ", as Core Text's fallback list names them)"
    }

    /// A label button with an empty title: it is still a button (Tabman's `TMLabelBarButton` sizes to
    /// its text plus `contentInset`, so it is 0 pt wide between its two gaps), but it has nothing to draw,
    /// and the indicator, which spans the button, is 0 pt wide too.
    static func emptyTitle(index: Int) -> LayoutWarning {
        LayoutWarning(
            code: "empty-title", index: index,
            message:
                "this tab has no title, so its button is 0 pt wide: selected, neither it nor the indicator shows "
                + "(an empty label sizes to nothing, as in Tabman)")
    }

    /// Tabman cannot lay the indicator out in the chosen `displayMode` (``IndicatorConfig/displayModeConflict``).
    static func displayModeConflict(_ reason: String) -> LayoutWarning {
        LayoutWarning(code: "display-mode-conflict", index: nil, message: reason)
    }

    /// The bar has no room left for buttons once spacing and insets are taken.
    static func barTooNarrow(available: Double, needed: Double) -> LayoutWarning {
        LayoutWarning(
            code: "bar-too-narrow", index: nil,
            message:
                "the bar has \(points(available)) pt for buttons but spacing and insets take \(points(needed)) pt, "
                + "so the buttons have no width")
    }

    /// A number of points with at most one decimal and no trailing zero: `118.3`, `78`.
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((abs(value) * 10).rounded())
        let sign = value < 0 && tenths != 0 ? "-" : ""
        let whole = "\(sign)\(tenths / 10)"
        return tenths % 10 == 0 ? whole : "\(whole).\(tenths % 10)"
    }
}
