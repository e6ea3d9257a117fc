import Testing

@testable import PagerEngine

struct ResolvedFontTests {
    @Test(arguments: [
        // 17 × 1.15 = 19.55 → 19.5; 17 × 1.1 = 18.7 → 18.75; 11 × 0.85 = 9.35 → 9.25; 15 × 1 = 15.
        (17.0, 1.15, 19.5), (17.0, 1.1, 18.75), (11.0, 0.85, 9.25), (15.0, 1.0, 15.0),
    ])
    func scaledSizesRoundToAQuarterPoint(size: Double, scale: Double, expected: Double) {
        #expect(ResolvedFont(FontConfig(size: size, weight: .regular), scale: scale).size == expected)
    }
}
