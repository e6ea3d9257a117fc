/// Which face measures each character of a title: the title's own face where it has a glyph, else the
/// first fallback font that has one, as Chromium's canvas picks fonts character by character.
///
/// Rules (Blink's `FontFallbackIterator` with fontconfig, checked against Chromium's widths, decision 0036):
/// - whitespace stays in the title's face (HarfBuzz widens its own space, `MissingGlyphs.isDrawn`);
/// - a character that continues a cluster (a combining mark, a joiner, a variation selector, an emoji
///   modifier or tag, the keycap U+20E3) stays in the face of the character before it, so an emoji
///   sequence or a letter with its marks is shaped in one face;
/// - a character followed by U+FE0F (❤️) tries the emoji fonts first, even when the title's face has it; one
///   with emoji presentation (👍, ⬜) tries the title's face first, then the emoji fonts (Chromium 156: "⬜" in
///   Inter is Inter's, "❤️" Noto Color Emoji's);
/// - otherwise the title's face, then the fallbacks already chosen in the same word (decision 0042), then
///   each fallback in order; a character no face has stays in the title's face (its `.notdef` box).
enum FontFallback {
    /// The face of each scalar: 0 for the title's face, `k` for `fallbacks[k - 1]`.
    ///
    /// - Parameters:
    ///   - covers: whether face `k` (0 the title's) has a glyph for the scalar.
    ///   - emoji: the indices (1-based) of the emoji fallbacks.
    static func faces(
        of scalars: [UInt32], fallbackCount: Int, emoji: Set<Int>, covers: (Int, UInt32) -> Bool
    ) -> [Int] {
        var faces = [Int](repeating: 0, count: scalars.count)
        let text = (0..<fallbackCount).map { $0 + 1 }.filter { !emoji.contains($0) }
        // The text fallbacks already chosen in this word, in order: Blink shapes what is left of a word with
        // each font it has chosen before asking for another, so "ہوم" is all Noto Kufi Arabic (chosen for ہ).
        var chosen: [Int] = []
        for (index, value) in scalars.enumerated() {
            guard let scalar = Unicode.Scalar(value), !scalar.properties.isWhitespace else {
                chosen = []
                continue
            }
            if index > 0, continuesCluster(scalar) {
                faces[index] = faces[index - 1]
                continue
            }
            let order =
                asksForEmoji(next: scalars, at: index)
                ? emoji.sorted() + [0] + text
                : scalar.properties.isEmojiPresentation
                    ? [0] + emoji.sorted() + text
                    : [0] + chosen + text.filter { !chosen.contains($0) } + emoji.sorted()
            let face = order.first { covers($0, value) } ?? 0
            if face > 0, !emoji.contains(face), !chosen.contains(face) { chosen.append(face) }
            faces[index] = face
        }
        return faces
    }

    /// Whether U+FE0F follows: then the emoji fonts come first even when the title's face has the character
    /// (Chromium 156: "❤️" in Inter is Noto Color Emoji's; "⬜" without it stays Inter's).
    static func asksForEmoji(next scalars: [UInt32], at index: Int) -> Bool {
        index + 1 < scalars.count && scalars[index + 1] == 0xFE0F
    }

    /// Whether `scalar` belongs to the cluster of the character before it.
    static func continuesCluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: return true
            default: return false
            }
        }
    }

    /// The runs of one face in `range`, in order.
    static func runs(_ faces: [Int], in range: Range<Int>) -> [(face: Int, range: Range<Int>)] {
        var runs: [(face: Int, range: Range<Int>)] = []
        var start = range.lowerBound
        for index in range where index > start && faces[index] != faces[start] {
            runs.append((faces[start], start..<index))
            start = index
        }
        if start < range.upperBound { runs.append((faces[start], start..<range.upperBound)) }
        return runs
    }
}
