/// One glyph rendered by FreeType: 8-bit anti-aliased coverage in device pixels, and where its top-left
/// pixel lies relative to the pen position it was rendered for.
///
/// `coverage` has `width × height` bytes, row by row, without FreeType's row padding; 0 is no ink, 255 full.
public struct GlyphBitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let coverage: [UInt8]
    /// Columns from the pen's whole device pixel to the bitmap's left edge (FreeType's `bitmap_left`).
    public let left: Int
    /// Rows from the baseline up to the bitmap's top edge (FreeType's `bitmap_top`; positive above).
    public let top: Int

    public init(width: Int, height: Int, coverage: [UInt8], left: Int, top: Int) {
        self.width = width
        self.height = height
        self.coverage = coverage
        self.left = left
        self.top = top
    }

    /// A glyph without ink (a space).
    public static let empty = GlyphBitmap(width: 0, height: 0, coverage: [], left: 0, top: 0)
}
