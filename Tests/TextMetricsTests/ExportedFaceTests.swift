import PagerEngine
import Testing

@testable import TextMetrics

/// The face exported code names for a font: the file the measurer draws it with, by PostScript name
/// (FreeType's `FT_Get_Postscript_Name`; `fc-query` prints the same names for these files).
struct ExportedFaceTests {
    static func spec(_ family: String, _ weight: Int) -> FontSpec {
        FontSpec(size: 15, face: FontFace(family: family, weight: weight))
    }

    @Test func aStaticFamilyNamesTheFileCSSMatchingPicks() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        let regular = String(repeating: "4d", count: 32)
        let bold = String(repeating: "5e", count: 32)
        try measurer.register(
            id: regular, bytes: UploadedFontTests.bytes(UploadedFontTests.roboto + "Roboto-Regular.ttf"))
        try measurer.register(id: bold, bytes: UploadedFontTests.bytes(UploadedFontTests.roboto + "Roboto-Bold.ttf"))
        let family = "\(regular),\(bold)"
        #expect(
            measurer.exportedFace(for: Self.spec(family, 400))
                == ExportedFace(family: "Roboto", postScriptName: "Roboto-Regular", variableWeight: nil))
        // Semibold (600) has no file of its own: above 500, CSS takes the next heavier one, Bold (700).
        #expect(measurer.exportedFace(for: Self.spec(family, 600))?.postScriptName == "Roboto-Bold")
        // Light (300): the next lighter is missing, so the lightest heavier one, Regular.
        #expect(measurer.exportedFace(for: Self.spec(family, 300))?.postScriptName == "Roboto-Regular")
    }

    @Test func aVariableFontNamesItsFileAndTheWeightDrawn() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        let inter = String(repeating: "6f", count: 32)
        try measurer.register(id: inter, bytes: UploadedFontTests.bytes(UploadedFontTests.inter))
        #expect(
            measurer.exportedFace(for: Self.spec(inter, 600))
                == ExportedFace(family: "Inter", postScriptName: "Inter", variableWeight: 600))
        // Clamped to the axis, as the preview draws it.
        #expect(measurer.exportedFace(for: Self.spec(inter, 950))?.variableWeight == 900)
    }

    @Test func builtInAndUnknownFamiliesAreTheSystemFont() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        #expect(measurer.exportedFace(for: Self.spec(FontFace.defaultFamily, 400)) == nil)
        #expect(measurer.exportedFace(for: Self.spec(FontFace.dejaVuFamily, 700)) == nil)
        #expect(measurer.exportedFace(for: Self.spec(String(repeating: "70", count: 32), 400)) == nil)
    }
}
