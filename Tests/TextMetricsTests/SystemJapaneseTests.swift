import Foundation
import PagerEngine
import Testing

@testable import TextMetrics

/// The system font's Japanese (decision 0059): the server and the canvas scale the same characters by the
/// same amount, and only for a family that is iOS's system font.
struct SystemJapaneseTests {
    /// The `@font-face` rule of `PP System Japanese` in the front end's `styles/fonts.css`.
    private func cssRule() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let css = try String(contentsOf: root.appendingPathComponent("Public/styles/fonts.css"), encoding: .utf8)
        return try #require(css.split(separator: "\n").first { $0.contains(#"font-family: "PP System Japanese""#) })
            .description
    }

    @Test func theCanvasFaceCoversTheCharactersTheServerScalesBySameAmount() throws {
        let rule = try cssRule()
        let ranges = FallbackFont.systemJapaneseBlocks.map {
            "U+" + String($0.lowerBound, radix: 16, uppercase: true) + "-"
                + String($0.upperBound, radix: 16, uppercase: true)
        }
        #expect(rule.contains("unicode-range: \(ranges.joined(separator: ", "));"), "\(rule)")
        #expect(rule.contains("size-adjust: 93.5%;"))
        #expect(FallbackFont.systemJapaneseScale == 0.935)
        // The file the server measures with.
        #expect(rule.contains(#"local("Noto Sans CJK JP")"#))
        #expect(FallbackFont.debian().contains { $0.regularPath.hasSuffix("NotoSansCJK-Regular.ttc") })
    }

    @Test func onlyTheSystemFontsFamiliesDrawJapaneseSmaller() throws {
        let measurer = try TextMeasurer(cacheCapacity: 0)
        let system = FontSpec(size: 20, face: .regular)
        let dejaVu = FontSpec(size: 20, face: FontFace(family: FontFace.dejaVuFamily, weight: 400))
        #expect(measurer.rendition(of: system).systemFont)
        #expect(!measurer.rendition(of: dejaVu).systemFont)
        // 20 px × 93.5 % = 18.7 px an ideograph, spaced (FreeType cuts the size to 1/64 px: 18.6875); DejaVu
        // Sans (untracked): 20 px.
        let spacing = measurer.rendition(of: system).letterSpacing
        #expect(abs(measurer.width(of: "設定", font: system) - 2 * (18.7 + spacing)) < 2 * 0.02)
        #expect(abs(measurer.width(of: "設定", font: dejaVu) - 40) < 0.01)
        // Hangul is not Japanese: Noto Sans CJK at the full size in both.
        #expect(abs(measurer.width(of: "설정", font: system) - 2 * (Double(920) / 1000 * 20 + spacing)) < 2 * 0.02)
    }
}
