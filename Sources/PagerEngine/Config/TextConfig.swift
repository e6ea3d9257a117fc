/// The typeface of the tab titles: `text.font`.
public struct TextConfig: Sendable, Hashable {
    /// ``FontFace/defaultFamily``, ``FontFace/dejaVuFamily``, or the ids of uploaded fonts (the SHA-256 of
    /// their bytes, 64 hex digits), comma-separated when one family comes as several static files.
    public var font: String = FontFace.defaultFamily

    public init() {}

    /// At most this many uploaded files make one family (one per CSS weight).
    public static let maximumFaces = 9

    /// Why `value` is not a font reference, or nil when it is one. Whether the fonts exist is the server's
    /// question (the engine never sees the store).
    public static func problem(with value: String) -> String? {
        if value == FontFace.defaultFamily || value == FontFace.dejaVuFamily { return nil }
        let ids = value.split(separator: ",", omittingEmptySubsequences: false)
        guard ids.count <= maximumFaces else {
            return "names \(ids.count) fonts; a family has at most \(maximumFaces) files"
        }
        for id in ids where !isFontID(id) {
            return "is not a font; use \"default\", \"dejavu\" or the id of an uploaded font (64 hex digits)"
        }
        return Set(ids).count == ids.count ? nil : "names the same font twice"
    }

    /// The uploaded font ids `value` names; empty for the built-in families and for values that are not
    /// font references.
    public static func fontIDs(in value: String) -> [String] {
        guard value != FontFace.defaultFamily, value != FontFace.dejaVuFamily, problem(with: value) == nil else {
            return []
        }
        return value.split(separator: ",").map(String.init)
    }

    public static func isFontID(_ text: Substring) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
