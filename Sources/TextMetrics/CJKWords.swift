/// Blink's word shaper cuts text at CJK characters as well as at spaces, and shapes each word apart, so no
/// kerning reaches from one such word to the next: Chromium measures "ホーム" in Noto Sans CJK as 3 em (the
/// words "ホー" and "ム") though the font kerns "ーム" (33.49 px alone at 17 px, 34 px as two words).
///
/// Ported from Blink's `CachingWordShapeIterator::nextWordEndIndex` (chromium/blink, 2016: "Delimit every
/// CJK character because these scripts do not delimit words by spaces"): a word that starts with a CJK
/// ideograph or symbol takes the marks, modifier letters and symbols, ZWJ and emoji modifiers after it, and
/// CJK characters of no script of their own, plus one CJK character with a script when the first had none;
/// any other word ends before the next CJK character. `isCJKIdeographOrSymbol` is Blink's list of ranges of
/// that version (its short list of isolated symbols left out); "of no script" stands for ICU's
/// Common/Inherited as ranges (Han, Hiragana, Katakana and Bopomofo letters have a script).
enum CJKWords {
    /// `range` of `scalars` cut into Blink's words, in order.
    static func split(_ scalars: [UInt32], _ range: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let end = wordEnd(scalars, from: start, to: range.upperBound)
            words.append(start..<end)
            start = end
        }
        return words
    }

    private static func wordEnd(_ scalars: [UInt32], from start: Int, to end: Int) -> Int {
        guard start + 1 < end else { return end }
        if isCJKIdeographOrSymbol(scalars[start]) {
            var hasAnyScript = hasScript(scalars[start])
            var index = start + 1
            while index < end {
                let value = scalars[index]
                if continuesWord(value) {
                    index += 1
                    continue
                }
                if isCJKIdeographOrSymbol(value) {
                    if !hasScript(value) {
                        index += 1
                        continue
                    }
                    if !hasAnyScript {
                        hasAnyScript = true
                        index += 1
                        continue
                    }
                }
                return index
            }
            return end
        }
        for index in (start + 1)..<end where isCJKIdeographOrSymbol(scalars[index]) && !continuesWord(scalars[index]) {
            return index
        }
        return end
    }

    /// Marks, modifier letters (ー U+30FC) and symbols, ZWJ and emoji modifiers: never cut before.
    private static func continuesWord(_ value: UInt32) -> Bool {
        if value == 0x200D || (0x1F3FB...0x1F3FF).contains(value) { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .modifierLetter, .modifierSymbol: return true
        default: return false
        }
    }

    private static let ideographs: [ClosedRange<UInt32>] = [
        0x2E80...0x2FDF, 0x31C0...0x31EF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2A6DF,
        0x2A700...0x2B81F, 0x2F800...0x2FA1F,
    ]

    private static let symbols: [ClosedRange<UInt32>] = [
        0x2156...0x215A, 0x2160...0x216B, 0x2170...0x217B, 0x23BE...0x23CC, 0x2460...0x2492, 0x249C...0x24FF,
        0x25CE...0x25D3, 0x25E2...0x25E6, 0x2600...0x2603, 0x2660...0x266F, 0x2672...0x267D, 0x2776...0x277F,
        0x2FF0...0x302F, 0x3031...0x312F, 0x3190...0x31BF, 0x3200...0x33FF, 0xF860...0xF862, 0xFE30...0xFE4F,
        0xFF00...0xFF0C, 0xFF0E...0xFF1A, 0xFF1F...0xFFEF, 0x1F110...0x1F129, 0x1F130...0x1F149, 0x1F150...0x1F169,
        0x1F170...0x1F189, 0x1F200...0x1F6FF,
    ]

    static func isCJKIdeographOrSymbol(_ value: UInt32) -> Bool {
        value >= 0x2C7 && (ideographs.contains { $0.contains(value) } || symbols.contains { $0.contains(value) })
    }

    /// Han (ideographs, radicals, iteration marks), Hiragana, Katakana and Bopomofo letters: ICU gives them a
    /// script; the rest of the CJK list is Common or Inherited.
    private static let scripted: [ClosedRange<UInt32>] = [
        0x3005...0x3005, 0x3007...0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x3041...0x3096, 0x309D...0x309F,
        0x30A1...0x30FA, 0x30FD...0x30FF, 0x3105...0x312F, 0x31A0...0x31BF, 0x31F0...0x31FF, 0xFF66...0xFF6F,
        0xFF71...0xFF9D,
    ]

    private static func hasScript(_ value: UInt32) -> Bool {
        ideographs.contains { $0.contains(value) } || scripted.contains { $0.contains(value) }
    }
}
