import Testing

@testable import PagerEngine

struct NameSuggestionTests {
    /// Distances worked out by hand: a swap of neighbours is one edit, as are one insertion or deletion.
    @Test(arguments: [
        ("weight", "wieght", 1), ("weight", "height", 1), ("center", "centre", 1), ("bar", "bra", 1),
        ("abc", "", 3), ("", "abc", 3), ("kitten", "sitting", 3), ("same", "same", 0), ("ab", "ba", 1),
        ("flaw", "lawn", 2),
    ])
    func editDistance(a: String, b: String, expected: Int) {
        #expect(NameSuggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == expected)
    }

    @Test func prefersAnExactMatchIgnoringCase() {
        #expect(NameSuggestion.closest(to: "Heavy", among: ["heavy", "heave"]) == "heavy")
    }

    @Test func shortNamesAllowOneEditLongerNamesTwo() {
        #expect(NameSuggestion.closest(to: "bra", among: ["bar"]) == "bar")
        #expect(NameSuggestion.closest(to: "xyz", among: ["bar"]) == nil)
        #expect(NameSuggestion.closest(to: "wieghtt", among: ["weight"]) == "weight")
        #expect(NameSuggestion.closest(to: "colour", among: ["id", "title", "badge", "icon"]) == nil)
    }

    @Test func listsJoinWithAConjunction() {
        #expect(NameSuggestion.list([]) == "")
        #expect(NameSuggestion.list(["a"]) == "a")
        #expect(NameSuggestion.list(["a", "b"]) == "a or b")
        #expect(NameSuggestion.list(["a", "b", "c"], conjunction: "and") == "a, b and c")
    }
}
