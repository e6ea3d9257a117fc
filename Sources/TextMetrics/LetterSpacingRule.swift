/// Which characters Chromium's canvas adds `letterSpacing` after: each shaping cluster gets it once,
/// except one that starts with a default-ignorable character (the joiners U+200C and U+200D, variation
/// selectors) or with a letter of a cursive script, whose letters would come apart.
///
/// Measured with Chromium 156 (`ctx.letterSpacing = '10px'`, Inter at 17 px): "a\u{200D}b" and
/// "a\u{200C}b" widen by 20 px like "ab"; "ا ب" by 10 px (the space only), "ہوم" not at all, "آپ کے لیے" by
/// 20 px (its two spaces). The scripts are CSS Text 3's cursive scripts (§8.2, "letter-spacing"): Arabic,
/// Hanifi Rohingya, Mandaic, Mongolian, N'Ko, Phags Pa, Syriac.
enum LetterSpacingRule {
    /// HarfBuzz's tags of the cursive scripts (`hb_script_t`: 'Arab', 'Rohg', 'Mand', 'Mong', 'Nkoo',
    /// 'Phag', 'Syrc').
    static let cursiveScripts: Set<UInt32> = [
        0x4172_6162, 0x526F_6867, 0x4D61_6E64, 0x4D6F_6E67, 0x4E6B_6F6F, 0x5068_6167, 0x5379_7263,
    ]

    /// Whether a cluster that starts with `scalar` takes letter spacing; `script` gives a scalar's
    /// script tag.
    static func takesSpacing(_ scalar: UInt32, script: (UInt32) -> UInt32) -> Bool {
        guard let character = Unicode.Scalar(scalar) else { return true }
        if character.properties.isDefaultIgnorableCodePoint { return false }
        return !cursiveScripts.contains(script(scalar))
    }
}
