import Foundation
import PagerEngine
import Testing

@testable import TextMetrics

/// The built-in faces cut down to Latin (decision 0062): HarfBuzz's subsetter on Debian's files, measured
/// through the same FreeType and HarfBuzz stack as the whole files.
struct FontSubsetTests {
    static let inter = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
    static let interDisplay = "/usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Titles with kerning ("AVAT", "Yo"), Inter's ligatures and contextual forms ("fi", "ffl", "->"), Latin-1
    /// letters, typographic quotes and dashes, € and ™.
    static let titles = [
        "Home", "Explore", "AVATAR Yoga", "Office fluffy", "Café naïve Œuvre",
        "“Quoted” — 1,234.56 € ™", "Settings", "x -> y", "Wi-Fi ÆØÅ ß",
    ]

    @Test(arguments: [inter, interDisplay, dejaVu])
    func theLatinSubsetMeasuresLatinTitlesAsTheWholeFileDoes(_ path: String) throws {
        let whole = try Self.bytes(path)
        let latin = try #require(FontSubset.subset(whole, keeping: FontSubset.latin))
        #expect(latin.count < whole.count / 4, "\(latin.count) of \(whole.count) bytes")
        let measurer = try TextMeasurer(cacheCapacity: 0)
        let wholeID = String(repeating: "4d", count: 32)
        let latinID = String(repeating: "5e", count: 32)
        try measurer.register(id: wholeID, bytes: whole)
        try measurer.register(id: latinID, bytes: latin)
        for weight in [400, 600, 700] {
            for size in [11.0, 17.0, 24.5] {
                for title in Self.titles {
                    let full = measurer.width(
                        of: title, font: FontSpec(size: size, face: FontFace(family: wholeID, weight: weight)))
                    let cut = measurer.width(
                        of: title, font: FontSpec(size: size, face: FontFace(family: latinID, weight: weight)))
                    #expect(cut == full, "\(title) at \(size) px, weight \(weight)")
                }
            }
        }
        // What it leaves to the whole file: Cyrillic, Greek and the arrows beyond its four.
        let rest = "Жж Ωω ↔ e\u{301}"
        let font = FontSpec(size: 17, face: FontFace(family: latinID, weight: 400))
        #expect(
            measurer.missingGlyphs(in: rest, font: font).map(\.value) == [0x416, 0x436, 0x3A9, 0x3C9, 0x2194, 0x301])
        #expect(
            measurer.missingGlyphs(in: rest, font: FontSpec(size: 17, face: FontFace(family: wholeID, weight: 400)))
                .isEmpty)
    }

    @Test func bytesThatAreNotAFontGiveNoSubset() {
        #expect(FontSubset.subset([], keeping: FontSubset.latin) == nil)
        #expect(FontSubset.subset(Array("not a font at all".utf8), keeping: FontSubset.latin) == nil)
    }

    @Test func theWholeFileTakesEveryCodePointTheSubsetDoesNot() {
        #expect(FontSubset.complement(of: [0...0xFF, 0x131...0x131]) == [0x100...0x130, 0x132...0x10FFFF])
        #expect(FontSubset.complement(of: [0x20...0x7E, 0x10FFFF...0x10FFFF]) == [0...0x1F, 0x7F...0x10FFFE])
        let rest = FontSubset.complement(of: FontSubset.latin)
        for scalar: UInt32 in [0x41, 0xE9, 0x2014, 0x20AC, 0x2192, 0xFFFD] {
            #expect(FontSubset.latin.contains { $0.contains(scalar) } && !rest.contains { $0.contains(scalar) })
        }
        for scalar: UInt32 in [0x100, 0x301, 0x416, 0x3A9, 0x2194, 0x3042, 0x1F600] {
            #expect(!FontSubset.latin.contains { $0.contains(scalar) } && rest.contains { $0.contains(scalar) })
        }
        #expect(FontSubset.cssUnicodeRange([0...0xFF, 0x131...0x131, 0x2190...0x2193]) == "U+0-FF, U+131, U+2190-2193")
    }
}
