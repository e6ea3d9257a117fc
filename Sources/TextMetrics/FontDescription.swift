/// One variation axis of a font (`fvar`): `wght` 100…400…900.
public struct FontAxis: Sendable, Hashable {
    /// `'wght'` as FreeType and HarfBuzz number tags.
    static let weightTag: UInt = 0x7767_6874

    public var tag: String
    public var minimum: Double
    public var defaultValue: Double
    public var maximum: Double
}

/// One static face of a font file: its style name, CSS weight (`usWeightClass`) and slant.
public struct FontStyle: Sendable, Hashable {
    public var name: String
    public var weight: Int
    public var italic: Bool
}

/// What an uploaded font file is, read by FreeType: what `POST /api/fonts` answers.
public struct FontDescription: Sendable, Hashable {
    /// The typographic family (name ID 16, else FreeType's family name).
    public var family: String
    /// The face, for a static font; nil for a variable one.
    public var style: FontStyle?
    /// The variation axes; empty for a static font.
    public var axes: [FontAxis]
    /// The name iOS finds the face by (`UIFont(name:size:)`), from the file's name table; nil when it has
    /// none.
    public var postScriptName: String? = nil

    /// The `wght` axis, when the font has one.
    public var weightAxis: FontAxis? { axes.first { $0.tag == "wght" } }

    /// Whether this is Apple's SF Pro (Text, Display or the variable SF Pro), which iOS tracks by size
    /// (``SFProTracking``).
    public var isSFPro: Bool {
        let name = family.lowercased()
        return name == "sf pro" || name.hasPrefix("sf pro text") || name.hasPrefix("sf pro display")
            || name == ".sf ui text" || name == ".sf ui display"
    }
}
