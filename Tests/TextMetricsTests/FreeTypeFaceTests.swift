import Testing

@testable import TextMetrics

/// The real DejaVu Sans files through real FreeType.
struct FreeTypeFaceTests {
    let regular: FreeTypeFace
    let bold: FreeTypeFace

    init() throws {
        regular = try FreeTypeFace(file: FontFile(path: FontCatalog.dejaVuDirectory + "/DejaVuSans.ttf"))
        bold = try FreeTypeFace(file: FontFile(path: FontCatalog.dejaVuDirectory + "/DejaVuSans-Bold.ttf"))
    }

    @Test func verticalMetricsAreTheHheaValues() {
        for face in [regular, bold] {
            #expect(face.unitsPerEm == 2_048)
            #expect(face.ascender == 1_901)
            #expect(face.descender == -483)
            #expect(face.lineGap == 0)
        }
    }

    @Test func advancesAreTheHmtxValues() {
        #expect(regular.advanceUnits[Int(regular.glyphIndex(of: 0x2E))] == 651)  // "."
        #expect(regular.advanceUnits[Int(regular.glyphIndex(of: 0x41))] == 1_401)  // "A"
        #expect(bold.advanceUnits[Int(bold.glyphIndex(of: 0x66))] == 891)  // bold "f"
        #expect(regular.glyphIndex(of: 0x10_FFFD) == 0)  // not in the font: .notdef
    }

    /// The measurer scales hmtx advances itself; FreeType's own unhinted `linearHoriAdvance` must agree.
    @Test(arguments: [64, 704, 1_036, 1_088, 1_305, 2_437, 6_400])
    func scaledAdvancesEqualFreeTypesLinearAdvance(charSize26Dot6: Int) throws {
        let scale = FixedPoint.freeTypeScale(charSize26Dot6: charSize26Dot6, unitsPerEm: 2_048)
        for face in [regular, bold] {
            for scalar: UInt32 in [0x2E, 0x41, 0x57, 0x66, 0x044B, 0x1EC7, 0x03A9] {
                let glyph = face.glyphIndex(of: scalar)
                let ours = FixedPoint.linearAdvance(units: Int(face.advanceUnits[Int(glyph)]), freeTypeScale: scale)
                #expect(try face.linearAdvance(glyph: glyph, charSize26Dot6: charSize26Dot6) == ours)
            }
        }
    }
}
