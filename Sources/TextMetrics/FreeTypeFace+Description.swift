import CFreeType

extension FreeTypeFace {
    /// The file's family, face and axes, and whether its cmap maps any basic Latin letter.
    func describe() -> (description: FontDescription, hasLatin: Bool) {
        let record = face.pointee
        let family =
            Self.name(face, id: UInt16(TT_NAME_ID_TYPOGRAPHIC_FAMILY))
            ?? record.family_name.map { String(cString: $0) } ?? "Untitled"
        let styleName = record.style_name.map { String(cString: $0) } ?? "Regular"
        var weight = (record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0 ? 700 : 400
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if (1...1000).contains(Int(os2.usWeightClass)) { weight = Int(os2.usWeightClass) }
        }
        let italic = (record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
        let axes = Self.axes(face)
        let latin =
            (UInt32(0x41)...0x5A).contains { glyphIndex(of: $0) != 0 }
            || (UInt32(0x61)...0x7A).contains { glyphIndex(of: $0) != 0 }
        return (
            FontDescription(
                family: family, style: axes.isEmpty ? FontStyle(name: styleName, weight: weight, italic: italic) : nil,
                axes: axes, postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) }),
            latin
        )
    }

    private static func axes(_ face: FT_Face) -> [FontAxis] {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
        defer { FT_Done_MM_Var(face.pointee.glyph.pointee.library, master) }
        return (0..<Int(master.pointee.num_axis)).map { index in
            let axis = master.pointee.axis[index]
            let tag = (0..<4).map { shift in
                Character(UnicodeScalar(UInt8(truncatingIfNeeded: axis.tag >> (8 * (3 - shift)))))
            }
            return FontAxis(
                tag: String(tag), minimum: Double(axis.minimum) / 65_536, defaultValue: Double(axis.def) / 65_536,
                maximum: Double(axis.maximum) / 65_536)
        }
    }

    /// The English (or first Unicode) name record `id`, decoded from UTF-16BE; nil when there is none.
    private static func name(_ face: FT_Face, id: UInt16) -> String? {
        var fallback: String?
        for index in 0..<FT_Get_Sfnt_Name_Count(face) {
            var entry = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, index, &entry) == 0, entry.name_id == id, let bytes = entry.string,
                entry.platform_id == TT_PLATFORM_MICROSOFT || entry.platform_id == TT_PLATFORM_APPLE_UNICODE
            else { continue }
            let units = (0..<Int(entry.string_len) / 2).map { UInt16(bytes[2 * $0]) << 8 | UInt16(bytes[2 * $0 + 1]) }
            let text = String(decoding: units, as: UTF16.self)
            if entry.language_id == TT_MS_LANGID_ENGLISH_UNITED_STATES { return text }
            fallback = fallback ?? text
        }
        return fallback
    }
}
