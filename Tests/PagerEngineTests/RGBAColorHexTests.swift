import Testing

@testable import PagerEngine

struct RGBAColorHexTests {
    @Test(arguments: [
        ("#007AFF", RGBAColor(red: 0, green: 122, blue: 255, alpha: 255)),
        ("#007aff80", RGBAColor(red: 0, green: 122, blue: 255, alpha: 128)),
        ("#FFFFFF00", RGBAColor(red: 255, green: 255, blue: 255, alpha: 0)),
        ("#0a0B0c", RGBAColor(red: 10, green: 11, blue: 12, alpha: 255)),
    ])
    func parses(text: String, expected: RGBAColor) {
        #expect(RGBAColor(hex: text) == expected)
    }

    @Test(arguments: ["", "#", "007AFF", "#07F", "#007AF", "#007AFF8", "#007AFF800", "#00GAFF", "blue", "#007AFF "])
    func rejects(text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }

    @Test func writesUpperCaseWithAlpha() {
        #expect(RGBAColor.systemBlue.hex == "#007AFFFF")
        #expect(RGBAColor(red: 171, green: 205, blue: 239, alpha: 1).hex == "#ABCDEF01")
    }
}
