/// What measured a character the title's face has no glyph for (``TextMeasuring/glyphFallbacks(in:font:)``).
public enum GlyphFallback: Sendable, Hashable {
    /// A fallback font with the glyph measured it (`Noto Sans CJK`): the width is the fallback's, which the
    /// browser draws, but iOS draws the character in a fallback font of its own.
    case measured(font: String)
    /// The fallback font meant for it (`Noto Sans CJK`) is not installed on the server: measured as the
    /// face's `.notdef` box.
    case notInstalled(font: String)
    /// No font on the server has it: measured as the face's `.notdef` box.
    case none
}
