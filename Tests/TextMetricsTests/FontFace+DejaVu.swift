import PagerEngine

extension FontFace {
    /// DejaVu Sans, whose numbers these tests work out by hand (the default family is Roboto).
    static let dejaVuRegular = FontFace(family: FontFace.dejaVuFamily, weight: 400)
    static let dejaVuBold = FontFace(family: FontFace.dejaVuFamily, weight: 700)
}
