/// The titles BTabViewController shows: `BTabItemModel(order:title:)` keeps
/// `title.trimmingCharacters(in: .whitespacesAndNewlines).capitalized`, so "my tab" reads "My Tab" and
/// "iPhone" "Iphone".
///
/// Foundation's `capitalized` (as swift-corelibs-foundation gives it): a cased letter (Lu, Ll, Lt) starts
/// a word, titlecased, unless the character before it was one, in which case it is lowercased.
/// Combining marks, format characters, modifier letters and symbols, U+0027 and U+2019 (apostrophes) and
/// U+00AD are ignored, so "it's" is "It's"; anything else ends a word ("1st" is "1St", "a-b" is "A-B",
/// and an uncased letter such as 日 too: "日本tab" is "日本Tab").
enum BTabTitle {
    static func displayed(_ title: String) -> String {
        var result = ""
        var inWord = false
        for scalar in trimmed(title.unicodeScalars) {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter:
                result += inWord ? properties.lowercaseMapping : properties.titlecaseMapping
                inWord = true
            case .nonspacingMark, .spacingMark, .enclosingMark, .format, .modifierLetter, .modifierSymbol:
                result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar)
                if !Self.ignored.contains(scalar.value) { inWord = false }
            }
        }
        return result
    }

    /// Apostrophes and the soft hyphen, which do not end a word.
    private static let ignored: Set<UInt32> = [0x27, 0xAD, 0x2019]

    /// `scalars` without the white space and line breaks at either end.
    private static func trimmed(_ scalars: String.UnicodeScalarView) -> String.UnicodeScalarView.SubSequence {
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return scalars[scalars.endIndex...] }
        return scalars[first...last]
    }
}
