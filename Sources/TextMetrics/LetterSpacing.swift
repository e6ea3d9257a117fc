/// Which characters a canvas with `letterSpacing` spaces.
///
/// Blink adds the letter spacing after each character that starts a shaping cluster, except:
/// - the characters it treats as zero-width spaces (`ShapeResultSpacing::ComputeSpacing` skips
///   `Character::TreatAsZeroWidthSpace`: the default-ignorable code points, ZWNJ, ZWJ and U+FFFC; form feed
///   and carriage return too, but the canvas has made them spaces by then). It reads one UTF-16 code unit
///   there, so a default-ignorable character outside the Basic Multilingual Plane (a tag, U+E0001) is spaced
///   like a letter;
/// - every character of a run in a cursive script, whose letters join (CSS Text 3, "cursive tracking":
///   Arabic, Syriac, N'Ko, Mongolian, Mandaic, Phags-pa, Hanifi Rohingya; Adlam, Thaana and Samaritan are
///   spaced).
///
/// Measured in Chromium 156 (Inter and DejaVu Sans, `letterSpacing` 100px against 200px): "f\u{200C}i",
/// "x\u{2060}y", "A\u{3164}V" and "A\u{2066}V" get the spacing twice, "A\u{E0001}V" three times; "مرحبا"
/// and "ܫܠܡܐ" never, "آپ کے لیے" twice (its spaces, shaped apart as words).
///
/// Not followed: Blink splits runs at bidi level changes and gives a run the script of its characters'
/// script extensions, so neutral characters at the edge of a cursive word may be spaced ("(مرحبا)" twice,
/// "مرحبا!" once) and a lone Arabic comma is not; here they take the script of the run they join
/// (``ScriptRun``), one spacing off per such character.
enum LetterSpacing {
    /// Whether a cluster starting with `scalar` gets the letter spacing after it.
    static func spaces(_ scalar: UInt32) -> Bool {
        guard scalar < 0x1_0000, let value = Unicode.Scalar(scalar) else { return true }
        switch scalar {
        case 0x200C, 0x200D, 0xFFFC: return false
        default: return !value.properties.isDefaultIgnorableCodePoint
        }
    }

    /// Whether the characters of a run in `script` (a ``ScriptRun/script`` tag) get letter spacing at all.
    static func spacesScript(_ script: UInt32) -> Bool {
        !cursiveScripts.contains(script)
    }

    /// `Arab`, `Syrc`, `Nkoo`, `Mong`, `Mand`, `Phag`, `Rohg`.
    static let cursiveScripts: Set<UInt32> = [
        0x4172_6162, 0x5379_7263, 0x4E6B_6F6F, 0x4D6F_6E67, 0x4D61_6E64, 0x5068_6167, 0x526F_6867,
    ]
}
