import Testing

@testable import TextMetrics

/// Apple HIG, Typography, "Tracking values" (iOS, iPadOS; SF Pro), in 1/1000 em.
struct SFProTrackingTests {
    @Test func tableRowsTimesTheSize() {
        #expect(SFProTracking.points(atSize: 12) == 0)
        #expect(abs(SFProTracking.points(atSize: 17) - (-0.026 * 17)) < 1e-12)  // −26/1000 em: −0.442 pt
        #expect(abs(SFProTracking.points(atSize: 10) - 0.12) < 1e-12)  // +12/1000 em
        #expect(abs(SFProTracking.points(atSize: 28) - 0.392) < 1e-12)  // +14/1000 em
        #expect(SFProTracking.points(atSize: 80) == 0)
        #expect(SFProTracking.points(atSize: 200) == 0)
    }

    @Test func betweenRowsInterpolates() {
        // 16.5 pt: halfway between −20 (16) and −26 (17) = −23/1000 em.
        #expect(abs(SFProTracking.points(atSize: 16.5) - (-0.023 * 16.5)) < 1e-12)
        // 55 pt: halfway between the 54 and 56 rows (both +6).
        #expect(abs(SFProTracking.points(atSize: 55) - 0.006 * 55) < 1e-12)
    }

    @Test func outsideTheTableTakesTheEndRows() {
        #expect(abs(SFProTracking.points(atSize: 4) - 0.041 * 4) < 1e-12)
        #expect(SFProTracking.points(atSize: 0) == 0)
        #expect(SFProTracking.points(atSize: .nan) == 0)
    }
}
