import PagerEngine
import Testing

@testable import TextMetrics

/// Glyph rendering through the real FreeType and HarfBuzz with the DejaVu Sans files.
///
/// Font numbers in the comments are read from the font's own tables (unitsPerEm 2048; regular "H": advance
/// 1540, glyf box x 201…1339, y 0…1493; "l": advance 569, box x 193…377), so at 32 px one unit is 1/64 px.
struct TextRasterTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer(cacheCapacity: 256)
    }

    /// The columns and rows that hold ink, over every glyph of `raster`.
    static func inkBounds(_ raster: TextRaster) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var minX = Int.max
        var maxX = Int.min
        var minY = Int.max
        var maxY = Int.min
        for glyph in raster.glyphs {
            let bitmap = glyph.bitmap
            for row in 0..<bitmap.height {
                for column in 0..<bitmap.width where bitmap.coverage[row * bitmap.width + column] > 0 {
                    minX = min(minX, glyph.x + column)
                    maxX = max(maxX, glyph.x + column)
                    minY = min(minY, glyph.y + row)
                    maxY = max(maxY, glyph.y + row)
                }
            }
        }
        guard minX <= maxX else { return nil }
        return (minX...maxX, minY...maxY)
    }

    /// The ink's horizontal extent with anti-aliased edges: the end columns count by their strongest
    /// coverage (a stem edge at x = 3.14 covers column 3 by 0.86).
    static func inkExtent(_ raster: TextRaster) -> Double? {
        var columnCoverage: [Int: UInt8] = [:]
        for glyph in raster.glyphs {
            let bitmap = glyph.bitmap
            for row in 0..<bitmap.height {
                for column in 0..<bitmap.width {
                    let value = bitmap.coverage[row * bitmap.width + column]
                    columnCoverage[glyph.x + column] = max(columnCoverage[glyph.x + column] ?? 0, value)
                }
            }
        }
        let inked = columnCoverage.filter { $0.value > 0 }
        guard let first = inked.keys.min(), let last = inked.keys.max() else { return nil }
        let left = Double(first) + 1 - Double(inked[first] ?? 0) / 255
        let right = Double(last) + Double(inked[last] ?? 0) / 255
        return right - left
    }

    @Test func inkOfOneGlyphSpansItsOutline() throws {
        // "H" at 32 px, scale 1: the outline runs from x = 201 / 64 = 3.140625 to 1339 / 64 = 20.921875, so
        // ink covers columns 3…20 (18 columns for an outline 17.78 px wide), and from the baseline up to
        // 1493 / 64 = 23.33 px: rows baseline − 24 … baseline − 1 (it stands on the baseline, nothing below).
        let raster = measurer.rasterize(
            "H", font: FontSpec(size: 32, face: .dejaVuRegular), scale: 1, originX: 0, baselineY: 40)
        let ink = try #require(Self.inkBounds(raster))
        #expect(ink.columns == 3...20)
        #expect(ink.rows == 16...39)
        #expect(abs(Double(ink.columns.count) - (1339.0 - 201.0) / 64) < 1)
        #expect(raster.advance == 1540.0 / 64)
    }

    @Test func inkWidthIsWithinAPixelOfTheMeasuredAdvanceSpan() throws {
        // Four H's: the ink runs from the first H's left edge to the last H's right edge, i.e. the measured
        // width minus the first glyph's left bearing and the last one's right bearing:
        // 4 × 1540 / 64 = 96.25 px measured, bearings 201 / 64 and (1540 − 1339) / 64 = 3.140625 each,
        // ink span 89.96875 px at scale 1 and 179.9375 px at scale 2.
        let font = FontSpec(size: 32, face: .dejaVuRegular)
        let measured = measurer.width(of: "HHHH", font: font)
        #expect(measured == 96.25)
        for scale in [1.0, 2.0] {
            let raster = measurer.rasterize("HHHH", font: font, scale: scale, originX: 10, baselineY: 100)
            let extent = try #require(Self.inkExtent(raster))
            let span = (measured - 2 * 3.140625) * scale
            #expect(abs(extent - span) <= 1, "scale \(scale): ink \(extent) px vs \(span) px")
            let columns = try #require(Self.inkBounds(raster)).columns.count
            #expect(Double(columns) >= span && Double(columns) <= span + 2)
            #expect(raster.advance == measured)
        }
    }

    @Test func edgesAreAntiAliased() throws {
        // A round "O" at 24 px, scale 2 has partial coverage all round; the stems of "H" are
        // (2 × 24 × 178 / 2048 ≈ 4.2 px) wide, so some pixels are fully covered.
        let font = FontSpec(size: 24, face: .dejaVuRegular)
        let round = measurer.rasterize("O", font: font, scale: 2, originX: 0, baselineY: 60)
        let coverage = round.glyphs.flatMap(\.bitmap.coverage)
        let partial = coverage.filter { $0 > 0 && $0 < 255 }
        #expect(partial.count > 20)
        #expect(Set(partial).count > 10)
        let stems = measurer.rasterize("H", font: font, scale: 2, originX: 0, baselineY: 60)
        #expect(stems.glyphs.flatMap(\.bitmap.coverage).contains(255))
    }

    @Test func glyphsArePlacedByTheMeasuredAdvancesWithKerning() throws {
        // "AV" kerns by −131 units; the V's pen must be where the measurer puts it: width("AV") − width("V")
        // (A's advance plus the kerning), times the scale, from the origin.
        let font = FontSpec(size: 12, face: .dejaVuRegular)
        let raster = measurer.rasterize("AV", font: font, scale: 3, originX: 7.25, baselineY: 30)
        #expect(raster.glyphs.count == 2)
        let penV = try #require(raster.glyphs.last?.penX)
        let expected = 7.25 + (measurer.width(of: "AV", font: font) - measurer.width(of: "V", font: font)) * 3
        #expect(abs(penV - expected) < 1e-9)
        #expect(raster.advance == measurer.width(of: "AV", font: font))
        // 1401 − 131 = 1270 units at 12 px = 7.44140625 px (docs/text-metrics.md), not A's own 8.208984375.
        #expect(abs(penV - 7.25 - 7.44140625 * 3) < 0.0001)
    }

    @Test func ligaturesAreOneGlyphAsMeasured() {
        // Bold "fi" is one ligature glyph under HarfBuzz (the measurer's 15.556640625 px without it is wider).
        let raster = measurer.rasterize(
            "fi", font: FontSpec(size: 20, face: .dejaVuBold), scale: 1, originX: 0, baselineY: 20)
        #expect(raster.glyphs.count == 1)
        #expect(raster.advance == measurer.width(of: "fi", font: FontSpec(size: 20, face: .dejaVuBold)))
        #expect(raster.advance < 15.556640625)
    }

    @Test func subPixelOriginsShiftTheInkByTheFraction() throws {
        // "l" at 32 px is a stem from x = 193 / 64 = 3.015625 to 377 / 64 = 5.890625. Moving the origin by
        // 0.5 px moves the ink's centre of coverage by 0.5 px (quarter-pixel phases are exact for 0.5).
        let font = FontSpec(size: 32, face: .dejaVuRegular)
        func centroid(_ originX: Double) throws -> Double {
            let raster = measurer.rasterize("l", font: font, scale: 1, originX: originX, baselineY: 40)
            let glyph = try #require(raster.glyphs.first)
            var total = 0.0
            var weighted = 0.0
            for row in 0..<glyph.bitmap.height {
                for column in 0..<glyph.bitmap.width {
                    let value = Double(glyph.bitmap.coverage[row * glyph.bitmap.width + column])
                    total += value
                    weighted += value * (Double(glyph.x + column) + 0.5)
                }
            }
            return weighted / total
        }
        let base = try centroid(10)
        #expect(abs(base - (10 + (3.015625 + 5.890625) / 2)) < 0.05)
        #expect(abs(try centroid(10.5) - base - 0.5) < 0.02)
        #expect(abs(try centroid(11) - base - 1) < 0.001)
    }

    @Test func baselineIsRoundedToARow() throws {
        let raster = measurer.rasterize(
            "H", font: FontSpec(size: 32, face: .dejaVuRegular), scale: 1, originX: 0, baselineY: 39.6)
        #expect(raster.baselineRow == 40)
        let ink = try #require(Self.inkBounds(raster))
        #expect(ink.rows.upperBound == 39)
    }

    @Test func spacesHaveNoMaskButAdvanceThePen() throws {
        // Space advances 651 units; at 32 px that is 10.171875 px, so "H H"'s second H starts 1540 + 651 units in.
        let raster = measurer.rasterize(
            "H H", font: FontSpec(size: 32, face: .dejaVuRegular), scale: 1, originX: 0, baselineY: 40)
        #expect(raster.glyphs.count == 2)
        #expect(raster.glyphs.last?.penX == (1540.0 + 651) / 64)
    }

    @Test func renderedGlyphsAreCachedAndReused() {
        let font = FontSpec(size: 15, face: .dejaVuBold)
        let first = measurer.rasterize("Library", font: font, scale: 2, originX: 3, baselineY: 50)
        let cached = measurer.faceMeasurer(for: font).face.glyphCache.count
        let second = measurer.rasterize("Library", font: font, scale: 2, originX: 3, baselineY: 50)
        #expect(first == second)
        #expect(measurer.faceMeasurer(for: font).face.glyphCache.count == cached)
    }

    @Test func unusableInputsGiveAnEmptyRaster() {
        let font = FontSpec(size: 17, face: .dejaVuRegular)
        #expect(measurer.rasterize("", font: font, scale: 2, originX: 0, baselineY: 0).glyphs.isEmpty)
        #expect(measurer.rasterize("a", font: font, scale: .nan, originX: 0, baselineY: 0).glyphs.isEmpty)
        #expect(measurer.rasterize("a", font: font, scale: 2, originX: .infinity, baselineY: 0).glyphs.isEmpty)
        #expect(
            measurer.rasterize("a", font: FontSpec(size: 0, face: .dejaVuBold), scale: 2, originX: 0, baselineY: 0)
                .advance
                == 0)
    }
}
