import Testing

@testable import PagerEngine

/// BTabViewController's per-tab look: `BTabItemModel` has its own `titleFont` (12 pt system),
/// `titleTextColor`, `highlightFont` (12 pt bold), `highlightTextColor` and `backgroundColor` (clear)
/// (brkyvrkn/BTabViewController 1.1.0, `BTabViewController/BTabModels/BTabItem.swift` lines 16–20);
/// `BTabCell.configureCell` sets the label's background and `setTheme` the highlight font and colour
/// when the tab is active, the title font and colour otherwise (`BTabGroup/BTabCell.swift` lines
/// 79–105). The library's example gives each tab its own background and a 16 pt bold highlight font
/// (`BTabViewControllerExample/Controllers/Containers/FirstContainerViewController.swift` lines 29–40).
struct ItemStyleTests {
    private let document: JSONValue = [
        "preset": "bTabViewController",
        "items": [
            [
                "id": "first", "title": "First",
                "style": [
                    "selectedFont": ["size": 16, "weight": "bold"], "backgroundColor": "#0000FF",
                    "tintColor": "#FF0000", "selectedTintColor": "#00FF00",
                ],
            ],
            ["id": "second", "title": "Second"],
        ],
    ]

    @Test func aTabsStyleResolvesAndIsWrittenOnlyWhereSet() throws {
        let config = try ConfigResolver().resolve(document)
        let style = try #require(config.items[0].style)
        #expect(style.selectedFont == FontConfig(size: 16, weight: .bold))
        #expect(style.font == nil)
        #expect(style.backgroundColor == RGBAColor(red: 0, green: 0, blue: 255))
        #expect(config.items[1].style == nil)
        let items = ConfigNormalizer.normalized(config)["items"]
        #expect(
            items?[0]?["style"]?.compactText
                == ##"{"selectedFont":{"size":16,"weight":"bold"},"tintColor":"#FF0000FF","##
                + ##""selectedTintColor":"#00FF00FF","backgroundColor":"#0000FFFF"}"##)
        #expect(items?[1]?["style"] == nil)
        // The normalised document resolves back to the same config.
        #expect(try ConfigResolver().resolve(ConfigNormalizer.normalized(config)) == config)
    }

    @Test func badStylesAreListedAtTheirPointers() {
        let bad: JSONValue = [
            "items": [
                [
                    "id": "a", "title": "A",
                    "style": [
                        "font": ["size": 100, "weight": "bolder"], "tintColour": "#FFF", "backgroundColor": "blue",
                    ],
                ],
                ["id": "b", "title": "B", "style": "red"],
            ]
        ]
        var found: [String] = []
        do {
            _ = try ConfigResolver().resolve(bad)
        } catch {
            found = error.problems.map { $0.pointer.description }
        }
        #expect(
            Set(found) == [
                "/items/0/style/font/size", "/items/0/style/font/weight", "/items/0/style/tintColour",
                "/items/0/style/backgroundColor", "/items/1/style",
            ])
    }

    @Test func theLayoutAndFramesDrawTheTabsOwnLook() throws {
        let config = try ConfigResolver().resolve(document)
        let laidOut = layout(config)
        // "First" in its own 16 pt bold highlight font: 5 × 0.65 × 16 = 52; the buttons' 12 pt bold
        // measures "Second" at 6 × 0.65 × 12 = 46.8.
        #expect(close(laidOut.buttons[0].selectedLabelWidth, 52))
        #expect(close(laidOut.buttons[1].selectedLabelWidth, 46.8))
        let look = try #require(laidOut.looks[0])
        #expect(look.selectedFont == ResolvedFont(size: 16, weight: .bold))
        #expect(look.font == ResolvedFont(size: 12, weight: .regular))
        #expect(look.backgroundColor == RGBAColor(red: 0, green: 0, blue: 255))
        #expect(laidOut.looks[1] == nil)
        // Label box 14.4 (the buttons' 12 pt line); the 16 pt line centred in it: (14.4 − 19.2) / 2 + 14.4.
        #expect(close(look.selectedBaseline, 12))
        let json = try JSONParser().parse(laidOut.json(rev: 1))
        let first = json["buttons"]?[0]
        #expect(first?["style"]?["backgroundColor"] == "#0000FFFF")
        #expect(first?["style"]?["selectedFont"]?["size"] == 16)
        #expect(json["buttons"]?[1]?["style"] == nil)
        // Tab 0 selected: its own selected colour; tab 1 the buttons' rgb(64, 64, 64).
        let frame = laidOut.frame(FrameInput(position: 0))
        #expect(frame.buttons[0].color == RGBAColor(red: 0, green: 255, blue: 0))
        #expect(frame.buttons[1].color == RGBAColor(red: 64, green: 64, blue: 64))
        let moved = laidOut.frame(FrameInput(position: 1))
        #expect(moved.buttons[0].color == RGBAColor(red: 255, green: 0, blue: 0))
    }
}
