/// One glyph as a shaper placed it: the glyph id, its advance and its offset from the pen, in 16.16 pixels
/// at the text's (CSS) size.
///
/// The advances of a text's glyphs add up to exactly the width ``TextMeasurer/width(of:font:)`` reports.
struct ShapedGlyph: Sendable, Hashable {
    var glyph: UInt32
    var xAdvance: Int
    var xOffset: Int
    /// Up from the baseline (HarfBuzz's y axis).
    var yOffset: Int
}
