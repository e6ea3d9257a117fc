/// The rule every tab title and badge follows, in a config and in a live session's item edits: at most
/// `max` characters (grapheme clusters), at most ``scalarsPerCharacter`` times as many Unicode scalars,
/// and no control characters.
///
/// The scalar bound keeps one "character" from carrying thousands of combining marks: such a title
/// counts as one character, but shaping and measuring it take time that grows faster than its length
/// (30 000 marks held a loop for over a second). Four scalars a character leave room for accents,
/// emoji with skin tones and flags.
public enum ItemText {
    public static let scalarsPerCharacter = 4

    /// What is wrong with `text` as the `field` ("title", "badge"), or nil when nothing is.
    public static func problem(_ text: String, field: String, max: Int) -> (code: ConfigProblem.Code, message: String)?
    {
        let scalars = text.unicodeScalars.count
        if scalars > max * scalarsPerCharacter {
            return (
                .tooLong,
                "the \(field) has \(scalars) Unicode code points (letters with many accents or marks); "
                    + "the maximum is \(max * scalarsPerCharacter)"
            )
        }
        let characters = text.count
        if characters > max {
            return (.tooLong, "the \(field) is \(characters) characters long; the maximum is \(max)")
        }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return (.notAllowed, "the \(field) must not contain control characters such as line breaks")
        }
        return nil
    }
}
