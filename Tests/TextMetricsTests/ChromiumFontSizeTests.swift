import Testing

@testable import TextMetrics

struct ChromiumFontSizeTests {
    @Test func wholeSizeKeepsItsValue() throws {
        let size = try #require(ChromiumFontSize(cssPixels: 17))
        #expect(size.hundredths == 1_700)
        #expect(size.skiaSize == 17)
        #expect(size.charSize26Dot6 == 1_088)  // 17 * 64
        #expect(size.harfBuzzScale == 1_114_112)  // 17 * 65536
    }

    @Test func hundredthsAreTruncatedInFloat() throws {
        // Float(16.21) = 16.2099990845; * 100 = 1620.9999 -> 1620 -> 16.2 (Float 16.2000007629).
        let size = try #require(ChromiumFontSize(cssPixels: 16.21))
        #expect(size.hundredths == 1_620)
        #expect(size.skiaSize == Float(16.2))
        #expect(size.charSize26Dot6 == 1_036)  // 16.2 * 64 = 1036.8
        #expect(size.harfBuzzScale == 1_061_683)  // 16.2000007629 * 65536 = 1061683.25
        // Float(1.06) = 1.0599999428; * 100 = 105.99999 -> 105 -> 1.05.
        #expect(ChromiumFontSize(cssPixels: 1.06)?.hundredths == 105)
    }

    @Test func fractionalSizeKeepsItsHundredths() throws {
        // Float(20.4) = 20.3999996185; * 100 rounds to the Float 2040 exactly -> 2040.
        let size = try #require(ChromiumFontSize(cssPixels: 20.4))
        #expect(size.hundredths == 2_040)
        #expect(size.charSize26Dot6 == 1_305)  // 20.3999996185 * 64 = 1305.6
        #expect(size.harfBuzzScale == 1_336_934)  // 20.3999996185 * 65536 = 1336934.375
    }

    @Test func unusableSizesHaveNoEffectiveSize() {
        for size in [0, -1, 0.009, .nan, .infinity, -.infinity, 10_000.5] {
            #expect(ChromiumFontSize(cssPixels: size) == nil, "\(size)")
        }
        #expect(ChromiumFontSize(cssPixels: 10_000)?.hundredths == 1_000_000)
    }
}
