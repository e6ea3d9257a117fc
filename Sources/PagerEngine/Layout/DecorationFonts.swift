/// The fonts of the preview's decoration, which stands for an app's page and the phone's status bar
/// rather than for the pager: the page mock's title (28 pt bold) and "Page n of m" line (13 pt regular),
/// and the status bar's clock (15 pt bold).
///
/// They are always the default family (the system font on the phone), whatever `text.font` says, and are
/// resolved by the measurer that lays the pager out, so they carry the tracking and the display design it
/// draws the system font with (decision 0052). The layout's JSON carries them (`decorationFonts`) so the
/// canvas draws these texts with exactly the fonts the server's PNG preview draws them with.
public struct DecorationFonts: Sendable, Hashable {
    /// The page mock's title: the tab's title, or "Page n".
    public var pageTitle: ResolvedFont
    /// The page mock's "Page n of m" line.
    public var pageSubtitle: ResolvedFont
    /// The status bar's "9:41".
    public var clock: ResolvedFont

    public init(measurer: (any TextMeasuring)?) {
        pageTitle = ResolvedFont(size: 28, weight: .bold, measurer: measurer)
        pageSubtitle = ResolvedFont(size: 13, weight: .regular, measurer: measurer)
        clock = ResolvedFont(size: 15, weight: .bold, measurer: measurer)
    }
}
