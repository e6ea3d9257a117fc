import Testing

@testable import PagerEngine

/// BTabViewController shows `title.trimmingCharacters(in: .whitespacesAndNewlines).capitalized`.
struct BTabTitleTests {
    /// Each pair is what Foundation's `capitalized` (swift-corelibs-foundation on this machine) returned
    /// for the input, trimmed, when these tests were written.
    @Test(arguments: [
        ("it's", "It's"), ("1st place", "1St Place"), ("hello-world", "Hello-World"), ("iPhone", "Iphone"),
        ("  my tab  ", "My Tab"), ("ÉCOLE", "École"), ("straße", "Straße"), ("ǆemal", "ǅemal"),
        ("über_alles", "Über_Alles"), ("a.b", "A.B"), ("x2y", "X2Y"), ("HOME", "Home"),
        ("café au lait", "Café Au Lait"), ("日本 tab", "日本 Tab"), ("o'neil", "O'neil"), ("e\u{301}cole", "E\u{301}cole"),
        ("it\u{2019}s", "It\u{2019}s"), ("a&b", "A&B"), ("a😀b", "A😀B"), ("a\tb", "A\tB"), ("a\u{A0}b", "A\u{A0}B"),
        ("àB", "Àb"), ("a:b", "A:B"), ("a·b", "A·B"), ("a\u{200D}b", "A\u{200D}b"), ("A1a", "A1A"),
        ("mac'n'cheese", "Mac'n'cheese"), ("日本tab", "日本Tab"), ("ⅷx", "ⅷX"), ("ªb", "ªB"), ("a\u{2018}b", "A\u{2018}B"),
        ("a`b", "A`b"), ("a\u{AD}b", "A\u{AD}b"), ("a\u{300}B", "A\u{300}b"), ("ʰb", "ʰB"),
        ("Σίσυφος ΟΔΥΣΣΕΥΣ", "Σίσυφος Οδυσσευσ"), ("   ", ""),
    ])
    func titlesAreTrimmedAndCapitalizedAsFoundationDoes(_ title: String, _ shown: String) {
        #expect(Array(BTabTitle.displayed(title).unicodeScalars) == Array(shown.unicodeScalars))
    }

    @Test func bTabButtonsShowAndMeasureTheCapitalizedTitle() {
        var config = Preset.bTabViewController.config
        config.items = [PagerItem(id: "a", title: "  my tab "), PagerItem(id: "b", title: "iPhone")]
        let bTab = layout(config)
        #expect(bTab.buttons.map(\.title) == ["My Tab", "Iphone"])
        var same = config
        same.items = [PagerItem(id: "a", title: "My Tab"), PagerItem(id: "b", title: "Iphone")]
        #expect(bTab.buttons.map(\.labelWidth) == layout(same).buttons.map(\.labelWidth))
        // Tabman shows titles as given.
        config.bar.behavior = .tabman
        #expect(layout(config).buttons.map(\.title) == ["  my tab ", "iPhone"])
    }
}
