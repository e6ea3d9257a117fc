import Testing

@testable import TextMetrics

/// CSS Fonts Level 4 §5.2 step 4.c (font-weight matching), the rule Chromium applies to `@font-face` faces.
struct WeightMatchingTests {
    let roboto = [100, 300, 400, 500, 700, 900]

    @Test func exactWeightsSelectThemselves() {
        for weight in roboto { #expect(WeightMatching.match(weight, among: roboto) == weight) }
    }

    @Test func robotosSixWeights() {
        // 200 (below 400): lighter first, descending → 100.
        #expect(WeightMatching.match(200, among: roboto) == 100)
        // 600 (above 500): heavier first, ascending → 700: semibold draws with Roboto Bold.
        #expect(WeightMatching.match(600, among: roboto) == 700)
        #expect(WeightMatching.match(800, among: roboto) == 900)
    }

    @Test func regularAndBoldOnly() {
        let pair = [400, 700]
        // 500: from 500 down to 400 is "below desired, descending" once nothing in 500…500 exists → 400.
        #expect(WeightMatching.match(500, among: pair) == 400)
        #expect(WeightMatching.match(600, among: pair) == 700)
        // 300: below 300 there is nothing; then ascending → 400.
        #expect(WeightMatching.match(300, among: pair) == 400)
        #expect(WeightMatching.match(900, among: pair) == 700)
    }

    @Test func between400And500PrefersUpTo500First() {
        // Desired 450 with 500 and 300: 500 (within desired…500) wins over 300 below.
        #expect(WeightMatching.match(450, among: [300, 500, 700]) == 500)
        // Desired 400 with 500 and 300: 500 first.
        #expect(WeightMatching.match(400, among: [300, 500]) == 500)
        // Desired 400 with 300 and 600: nothing in 400…500, so lighter 300 before heavier 600.
        #expect(WeightMatching.match(400, among: [300, 600]) == 300)
        #expect(WeightMatching.match(400, among: []) == nil)
    }
}
