private import CHarfBuzz

/// A font file cut down to the characters most titles use, so that a new visitor's browser downloads a
/// fraction of the built-in faces before the first frame (docs/decisions/0062-latin-faces-first.md).
///
/// The canvas declares each built-in file three times (``FontCatalog/fontFaceRules(urlPrefix:)``): in its
/// family the subset for ``latin`` and the whole file for everything else (``complement(of:)``), and the
/// whole file alone in its `Full` family, which draws any title with another character; so a browser
/// fetches the whole file only for such a title. HarfBuzz's subsetter keeps, for the glyphs it
/// keeps, what measuring depends on: the advances and their variations (`hmtx`, `HVAR`, `gvar`), and the
/// default layout features with the glyphs they reach (`kern`, `liga`, `calt`, `ccmp`, `locl`, marks).
public enum FontSubset {
    /// Latin text: ASCII and Latin-1 (with Œ, ı and the spacing accents), the typographic quotes, dashes
    /// and spaces (General Punctuation), and a few signs titles use (€, ™, four arrows, minus, the
    /// replacement character). Not the combining diacritics: their marks and anchors would add 60 % to the
    /// file, and a title typed decomposed (e + U+0301) is rare; its cluster comes from the whole file.
    public static let latin: [ClosedRange<UInt32>] = [
        0x0000...0x00FF, 0x0131...0x0131, 0x0152...0x0153, 0x02BB...0x02BC, 0x02C6...0x02C6, 0x02DA...0x02DA,
        0x02DC...0x02DC, 0x2000...0x206F, 0x20AC...0x20AC, 0x2122...0x2122, 0x2190...0x2193,
        0x2212...0x2212, 0x2215...0x2215, 0xFEFF...0xFEFF, 0xFFFD...0xFFFD,
    ]

    /// Every code point from U+0000 to U+10FFFF outside `ranges` (sorted, not overlapping).
    public static func complement(of ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = max(next, range.upperBound + 1)
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        return result
    }

    /// `ranges` as a CSS `unicode-range` value: `U+0-FF, U+131, …`.
    public static func cssUnicodeRange(_ ranges: [ClosedRange<UInt32>]) -> String {
        ranges.map { range in
            let low = String(range.lowerBound, radix: 16, uppercase: true)
            guard range.upperBound != range.lowerBound else { return "U+\(low)" }
            return "U+\(low)-\(String(range.upperBound, radix: 16, uppercase: true))"
        }.joined(separator: ", ")
    }

    /// The font in `bytes` with only the glyphs `ranges` map to (and those its layout features reach
    /// from them), or nil when HarfBuzz cannot read or cut it.
    public static func subset(_ bytes: [UInt8], keeping ranges: [ClosedRange<UInt32>]) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
            guard let base = buffer.baseAddress, !buffer.isEmpty,
                let blob = hb_blob_create(
                    UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), UInt32(buffer.count),
                    HB_MEMORY_MODE_READONLY, nil, nil)
            else { return nil }
            defer { hb_blob_destroy(blob) }
            guard let face = hb_face_create(blob, 0) else { return nil }
            defer { hb_face_destroy(face) }
            guard hb_face_get_glyph_count(face) > 0, let input = hb_subset_input_create_or_fail() else { return nil }
            defer { hb_subset_input_destroy(input) }
            let unicodes = hb_subset_input_unicode_set(input)
            for range in ranges { hb_set_add_range(unicodes, range.lowerBound, range.upperBound) }
            guard let cut = hb_subset_or_fail(face, input) else { return nil }
            defer { hb_face_destroy(cut) }
            guard let result = hb_face_reference_blob(cut) else { return nil }
            defer { hb_blob_destroy(result) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(result, &length), length > 0 else { return nil }
            return UnsafeRawBufferPointer(start: data, count: Int(length)).map { $0 }
        }
    }
}
