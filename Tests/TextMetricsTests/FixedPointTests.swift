import Testing

@testable import TextMetrics

struct FixedPointTests {
    @Test func divFixRoundsHalfAwayFromZero() {
        #expect(FixedPoint.divFix(704, 2_048) == 22_528)  // 704 * 65536 / 2048 exactly
        #expect(FixedPoint.divFix(1, 3) == 21_845)  // 65536 / 3 = 21845.33
        #expect(FixedPoint.divFix(2, 3) == 43_691)  // 131072 / 3 = 43690.67
        #expect(FixedPoint.divFix(-2, 3) == -43_691)
        #expect(FixedPoint.divFix(5, 0) == 0x7FFF_FFFF)
    }

    @Test func mulDivRoundsHalfAwayFromZero() {
        #expect(FixedPoint.mulDiv(651, 41_760, 64) == 424_778)  // 424777.5 -> 424778
        #expect(FixedPoint.mulDiv(-3, 3, 2) == -5)  // -4.5 -> -5
        #expect(FixedPoint.mulDiv(7, 1, 4) == 2)  // 1.75 -> 2
        #expect(FixedPoint.mulDiv(5, 1, 4) == 1)  // 1.25 -> 1
    }

    @Test func linearAdvanceAtElevenPixels() {
        // x_scale for 11 px (704 in 26.6) at 2048 units per em is 22528; "." 651 units -> 651 * 352 = 229152.
        let scale = FixedPoint.freeTypeScale(charSize26Dot6: 704, unitsPerEm: 2_048)
        #expect(scale == 22_528)
        #expect(FixedPoint.linearAdvance(units: 651, freeTypeScale: scale) == 229_152)
    }
}
