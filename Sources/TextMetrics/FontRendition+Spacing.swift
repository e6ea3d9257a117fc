import PagerEngine

extension FontRendition {
    /// The letter spacing in 16.16 fixed point, as Chromium adds it to each character: truncated toward
    /// zero (at 17 px SF Pro's −0.442 px tracking adds −28 966/65 536 px a character; measured:
    /// `measureText` of "日" with `letterSpacing = '-0.442px'` is 16.557968139648438, 16.999954223632812
    /// without). The measurer and the PNG preview both use it, so a title's width and its drawn pen
    /// positions agree to the bit with the canvas.
    var letterSpacingUnits: Int { Int(letterSpacing * 65_536) }
}
