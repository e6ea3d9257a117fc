import PagerEngine

/// What a measured width is cached under: the text, the face and the effective size
/// (``ChromiumFontSize/hundredths``: sizes Chromium draws alike share widths).
struct WidthKey: Hashable, Sendable {
    var text: String
    var face: FontFace
    var hundredths: Int
}

/// The measurer's bounded map from (text, face, effective size) to a width.
typealias WidthCache = GenerationalCache<WidthKey, Double>
