import Foundation
import PagerEngine
import Testing

@testable import TextMetrics

/// Uploaded fonts through real FreeType and HarfBuzz: Debian's Inter variable font (`fonts-inter-variable`,
/// upem 2816, `wght` 100…900) and Roboto's static files.
struct UploadedFontTests {
    static let inter = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
    static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/"

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func aVariableFontIsDescribedByItsAxes() throws {
        let description = try TextMeasurer.describe(Self.bytes(Self.inter))
        #expect(description.family == "Inter")
        #expect(description.style == nil)
        #expect(description.axes == [FontAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
        #expect(!description.isSFPro)
    }

    @Test func aStaticFontIsDescribedByItsStyle() throws {
        let description = try TextMeasurer.describe(Self.bytes(Self.roboto + "Roboto-Medium.ttf"))
        #expect(description.family == "Roboto")
        #expect(description.style == FontStyle(name: "Medium", weight: 500, italic: false))
        #expect(description.axes.isEmpty)
    }

    @Test func bytesThatAreNotAFontAreRefusedWithTheReason() {
        #expect(throws: FontRejection.self) { try TextMeasurer.describe(Array("not a font at all".utf8)) }
        #expect(throws: FontRejection.self) { try TextMeasurer.describe([]) }
    }

    /// `wght` 600 of Inter: 'a' advances 1618 units (HVAR applied, whole units, as FreeType gives Skia), so at
    /// 17 px FT_DivFix(1088, 2816) = 25321 and FT_MulDiv(1618, 25321, 64) = 640147 (16.16) =
    /// 9.767868041992188 px, which is also what Chromium 156's `measureText` returned for `600 17px` with the
    /// font declared `font-weight: 100 900`.
    @Test func aVariableFontMeasuresAtTheAskedWeight() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        let id = String(repeating: "1a", count: 32)
        try measurer.register(id: id, bytes: Self.bytes(Self.inter))
        let semibold = FontSpec(size: 17, face: FontFace(family: id, weight: 600))
        #expect(measurer.width(of: "a", font: semibold) == 9.767868041992188)
        #expect(measurer.rendition(of: semibold) == FontRendition(weight: 600))
        // Outside the axis the weight is clamped, as Chromium clamps to the declared range.
        #expect(measurer.rendition(of: FontSpec(size: 17, face: FontFace(family: id, weight: 950))).weight == 900)
        let regular = measurer.width(of: "Home", font: FontSpec(size: 17, face: FontFace(family: id, weight: 400)))
        #expect(measurer.width(of: "Home", font: semibold) > regular)
    }

    @Test func staticFilesMakeAFamilyMatchedByWeight() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        let regular = String(repeating: "2b", count: 32)
        let bold = String(repeating: "3c", count: 32)
        try measurer.register(id: regular, bytes: Self.bytes(Self.roboto + "Roboto-Regular.ttf"))
        try measurer.register(id: bold, bytes: Self.bytes(Self.roboto + "Roboto-Bold.ttf"))
        let family = "\(regular),\(bold)"
        func face(_ weight: Int) -> FontSpec { FontSpec(size: 17, face: FontFace(family: family, weight: weight)) }
        #expect(measurer.rendition(of: face(500)).weight == 400)
        #expect(measurer.rendition(of: face(600)).weight == 700)
        // The family measures each weight exactly as the file CSS matching picks does on its own.
        let boldAlone = String(repeating: "5e", count: 32)
        let regularAlone = String(repeating: "6f", count: 32)
        try measurer.register(id: boldAlone, bytes: Self.bytes(Self.roboto + "Roboto-Bold.ttf"))
        try measurer.register(id: regularAlone, bytes: Self.bytes(Self.roboto + "Roboto-Regular.ttf"))
        func alone(_ id: String, _ weight: Int) -> FontSpec {
            FontSpec(size: 17, face: FontFace(family: id, weight: weight))
        }
        #expect(
            measurer.width(of: "Favourites", font: face(600))
                == measurer.width(of: "Favourites", font: alone(boldAlone, 700)))
        #expect(
            measurer.width(of: "Favourites", font: face(300))
                == measurer.width(of: "Favourites", font: alone(regularAlone, 400)))
        #expect(measurer.width(of: "Favourites", font: face(600)) != measurer.width(of: "Favourites", font: face(300)))
        // An id nobody registered falls back to the default family.
        let unknown = FontSpec(size: 17, face: FontFace(family: String(repeating: "4d", count: 32), weight: 400))
        #expect(
            measurer.width(of: "Home", font: unknown)
                == measurer.width(of: "Home", font: FontSpec(size: 17, face: .regular)))
    }

    @Test func onlySFProIsTracked() {
        func described(_ family: String) -> FontDescription { FontDescription(family: family, style: nil, axes: []) }
        #expect(described("SF Pro").isSFPro)
        #expect(described("SF Pro Text").isSFPro)
        #expect(described("SF Pro Display").isSFPro)
        #expect(!described("SF Mono").isSFPro)
        #expect(!described("Inter").isSFPro)
    }

    /// With tracking the width is the unligated shaping plus the spacing after every character, as Chromium's
    /// canvas measures with `letterSpacing` (DejaVu at 2048 px: "office" is 5619 ligated, 5650 unligated, and
    /// `letterSpacing = 1px` gives 5656 = 5650 + 6 × 1).
    @Test func spacedWidthsDropLigaturesAndAddSpacingPerCharacter() throws {
        let face = try FaceMeasurer(path: FontCatalog.dejaVuDirectory + "/DejaVuSans.ttf")
        let size = try #require(ChromiumFontSize(cssPixels: 2048))
        #expect(face.width(of: PreparedText("office"), size: size) == 5619 * 65_536)
        let spaced = face.spacedWidth(of: PreparedText("office"), size: size)
        #expect(spaced.width == 5650 * 65_536)
        #expect(spaced.characters == 6)
    }
}
