import PagerEngine
import Testing

@testable import TextMetrics

/// Widths from the real DejaVu Sans files (fonts-dejavu-core 2.37) through real FreeType and HarfBuzz.
///
/// The font numbers in the comments are the font's own (hmtx advances, GPOS kerning, unitsPerEm 2048 from the
/// head table); the pixel values follow from ChromiumFontSize's and FixedPoint's formulas worked by hand.
/// Several are also what Chromium 156's canvas `measureText` returned (docs/text-metrics.md).
struct TextMeasurerTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer(cacheCapacity: 1_024)
    }

    @Test func singleGlyphIsItsAdvanceAtWholeSize() {
        // "." advances 651 units. 11 px: 26.6 size 704, x_scale = 704 * 65536 / 2048 = 22528,
        // advance = 651 * 22528 / 64 = 229152 (16.16) = 229152 / 65536 = 3.49658203125 (= 651 * 11 / 2048).
        #expect(measurer.width(of: ".", font: FontSpec(size: 11, face: .dejaVuRegular)) == 3.49658203125)
    }

    @Test func singleGlyphAtFractionalSizeUsesTruncated26Dot6Size() {
        // 20.4 px: 26.6 size int(20.4 * 64 = 1305.6) = 1305, x_scale = 1305 * 32 = 41760,
        // advance = (651 * 41760 + 32) / 64 = 27185792 / 64 = 424778 -> 424778 / 65536 = 6.481597900390625,
        // not 651 * 20.4 / 2048 = 6.4845703125. Chromium measured 6.481597900390625.
        #expect(measurer.width(of: ".", font: FontSpec(size: 20.4, face: .dejaVuRegular)) == 6.481597900390625)
    }

    @Test func sizeIsTruncatedToHundredthsInFloat() {
        // 16.21 is the float 16.2099990845; * 100 = 1620.9999 -> 1620 -> drawn at 16.20 px.
        // 26.6 size int(16.2 * 64 = 1036.8) = 1036, x_scale = 1036 * 32 = 33152;
        // "o" advances 1253 units: 1253 * 33152 / 64 = 1253 * 518 = 649054 -> 649054 / 65536 = 9.903778076171875.
        #expect(measurer.width(of: "o", font: FontSpec(size: 16.21, face: .dejaVuRegular)) == 9.903778076171875)
    }

    @Test func kerningNarrowsAV() {
        // A and V advance 1401 units each; at 12 px x_scale = 768 * 32 = 24576, so 1401 * 24576 / 64 = 537984 each.
        // GPOS kerns A-V by -131 units; HarfBuzz scale 12 * 65536 = 786432, multiplier 786432 << 16 / 2048 =
        // 25165824, (-131 * 25165824 + 32768) >> 16 = -50304. AV = 2 * 537984 - 50304 = 1025664 -> 15.650390625.
        let font = FontSpec(size: 12, face: .dejaVuRegular)
        let pair = measurer.width(of: "AV", font: font)
        let apart = measurer.width(of: "A", font: font) + measurer.width(of: "V", font: font)
        #expect(pair == 15.650390625)
        #expect(apart == 16.41796875)  // 2 * 537984 / 65536
        #expect(apart - pair == 0.767578125)  // 131 * 12 / 2048
    }

    @Test func ligatureTakesTheLigatureGlyphsAdvance() {
        // Bold: f 891 + i 702 = 1593 units apart, the fi ligature glyph advances 1518, the ffi one 2284.
        // At 20 px each unit is 20 / 2048 px: 1518 * 20 / 2048 = 14.82421875, 2284 * 20 / 2048 = 22.3046875,
        // f then i = 1593 * 20 / 2048 = 15.556640625.
        let font = FontSpec(size: 20, face: .dejaVuBold)
        #expect(measurer.width(of: "fi", font: font) == 14.82421875)
        #expect(measurer.width(of: "ffi", font: font) == 22.3046875)
        #expect(measurer.width(of: "f", font: font) + measurer.width(of: "i", font: font) == 15.556640625)
        // Regular "office" = o 1253 + the ffi ligature 1980 + c 1126 + e 1260 = 5619 units;
        // at 16 px: 5619 * 16 / 2048 = 43.8984375.
        #expect(measurer.width(of: "office", font: FontSpec(size: 16, face: .dejaVuRegular)) == 43.8984375)
    }

    @Test func kerningFollowsTheScriptOfEachRun() {
        // At 16 px one unit is 16 / 2048 = 1 / 128 px. Latin "To": T 1251 - 348 (GPOS) + o 1253 = 2156 units;
        // Cyrillic "То": Т 1251 + о 1253 = 2504 (no Cyrillic pair); "ТоTo" = 2504 + 2156 = 4660.
        let font = FontSpec(size: 16, face: .dejaVuRegular)
        #expect(measurer.width(of: "To", font: font) == 2_156.0 / 128)
        #expect(measurer.width(of: "То", font: font) == 2_504.0 / 128)
        #expect(measurer.width(of: "ТоTo", font: font) == 4_660.0 / 128)
    }

    @Test func stackedDiacriticsAddNoWidth() {
        // e advances 1260 units; ệ precomposed is 1260 too, and e + U+0323 + U+0302 composes to it.
        let font = FontSpec(size: 16, face: .dejaVuRegular)
        #expect(measurer.width(of: "ệ", font: font) == 1_260.0 / 128)
        #expect(measurer.width(of: "e\u{0323}\u{0302}", font: font) == 1_260.0 / 128)
    }

    @Test func whitespaceAndInvisibleCharactersAsChromiumMeasuresThem() {
        // A 1401 + space 651 + V 1401 = 3453 units; a tab is measured as a space.
        let font = FontSpec(size: 16, face: .dejaVuRegular)
        #expect(measurer.width(of: "A\tV", font: font) == 3_453.0 / 128)
        #expect(measurer.width(of: "A V", font: font) == 3_453.0 / 128)
        // A zero-width space measures 0 and stops kerning (1401 + 1401); a zero-width joiner does not (2671).
        #expect(measurer.width(of: "A\u{200B}V", font: font) == 2_802.0 / 128)
        #expect(measurer.width(of: "A\u{200D}V", font: font) == 2_671.0 / 128)
    }

    @Test func emptyTextAndUnusableSizesMeasureZero() {
        #expect(measurer.width(of: "", font: FontSpec(size: 17, face: .dejaVuRegular)) == 0)
        for size in [0, -3, 0.004, .nan, .infinity, 10_001] {
            #expect(measurer.width(of: "Tab", font: FontSpec(size: size, face: .dejaVuBold)) == 0)
        }
    }

    @Test func repeatedMeasurementHitsTheCache() {
        let font = FontSpec(size: 17, face: .dejaVuBold)
        let before = measurer.cacheStatistics
        let first = measurer.width(of: "Favourites", font: font)
        let second = measurer.width(of: "Favourites", font: font)
        // 16.21 and 16.20 px draw alike (both Blink key 1620), so they share one cached width.
        let third = measurer.width(of: "Favourites", font: FontSpec(size: 16.21, face: .dejaVuBold))
        let fourth = measurer.width(of: "Favourites", font: FontSpec(size: 16.2, face: .dejaVuBold))
        let after = measurer.cacheStatistics
        #expect(first == second)
        #expect(third == fourth)
        #expect(after.misses - before.misses == 2)
        #expect(after.hits - before.hits == 2)
    }

    @Test func lineMetricsAreRoundedAscentAndDescent() {
        // hhea ascender 1901, descender -483, line gap 0, unitsPerEm 2048; each scaled and rounded.
        // 17 px: 1901 * 17 / 2048 = 15.78 -> 16, 483 * 17 / 2048 = 4.009 -> 4.
        #expect(
            measurer.lineMetrics(for: FontSpec(size: 17, face: .dejaVuRegular))
                == LineMetrics(ascent: 16, descent: 4, lineHeight: 20))
        // 20.4 px: 18.94 -> 19, 4.81 -> 5. 12 px: 11.14 -> 11, 2.83 -> 3.
        #expect(
            measurer.lineMetrics(for: FontSpec(size: 20.4, face: .dejaVuBold))
                == LineMetrics(ascent: 19, descent: 5, lineHeight: 24))
        #expect(
            measurer.lineMetrics(for: FontSpec(size: 12, face: .dejaVuBold))
                == LineMetrics(ascent: 11, descent: 3, lineHeight: 14))
        #expect(
            measurer.lineMetrics(for: FontSpec(size: 0, face: .dejaVuBold))
                == LineMetrics(ascent: 0, descent: 0, lineHeight: 0))
    }

    @Test func concurrentMeasurementAgreesWithSequential() async throws {
        let reference = try TextMeasurer(cacheCapacity: 0)
        let texts = (0..<120).map { "Tab \($0) AV office Привет Ελλάδα Việt".prefix(6 + $0 % 30).description }
        let fonts = [11.0, 17, 20.4].flatMap { size in
            [FontFace.dejaVuRegular, .dejaVuBold, .regular, .bold].map { FontSpec(size: size, face: $0) }
        }
        var expected: [String: Double] = [:]
        for font in fonts {
            for text in texts {
                expected["\(font.face) \(font.size) \(text)"] = reference.width(of: text, font: font)
            }
        }
        let shared = try TextMeasurer(cacheCapacity: 64)
        let results = await withTaskGroup(of: [String: Double].self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var seen: [String: Double] = [:]
                    for round in 0..<3 {
                        for (index, font) in fonts.enumerated() {
                            for text in texts where (text.count + index + worker + round) % 2 == 0 {
                                seen["\(font.face) \(font.size) \(text)"] = shared.width(of: text, font: font)
                            }
                        }
                    }
                    return seen
                }
            }
            var all: [[String: Double]] = []
            for await result in group { all.append(result) }
            return all
        }
        for result in results {
            for (key, width) in result {
                #expect(width == expected[key], "\(key)")
            }
        }
        #expect(shared.cacheStatistics.count <= 64)
    }
}
