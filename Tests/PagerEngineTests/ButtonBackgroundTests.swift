import Testing

@testable import PagerEngine

/// `TMBarButton.backgroundView` (issue 47, section 3). uias/Tabman 4.0.1
/// `Sources/Tabman/Bar/BarButton/TMBarButton.swift` line 43: `public let backgroundView = TMBarBackgroundView()`,
/// whose default style is `.clear` (`Sources/Tabman/Bar/BarBackgroundView/TMBarBackgroundView.swift` line 50);
/// lines 116–126 add it first (under the content) and pin it to the button's four edges, so it covers
/// exactly the button's frame. Its styles are the bar background's: `.clear`, `.flat(color:)`, `.blur(style:)`.
struct ButtonBackgroundTests {
    @Test func theDefaultIsClearAndNotWritten() {
        #expect(ButtonsConfig().background.style == .clear)
        // Only the bar's background is written (one "blurStyle"); a button background adds a second.
        let text = layout(Preset.tabmanButtonBar.config).json(rev: 1)
        #expect(text.ranges(of: #""blurStyle""#).count == 1)
    }

    @Test func aFlatBackgroundIsWrittenWithTheButtonStyleAndFillsEachButtonsFrame() throws {
        let config = try ConfigResolver().resolve(["buttons": ["background": ["style": "flat", "color": "#FF000080"]]])
        #expect(config.buttons.background.style == .flat)
        let bar = layout(config)
        let text = bar.json(rev: 1)
        #expect(text.contains(##""background":{"style":"flat","color":"#FF000080","blurStyle":"extraLight"}}"##))
        // The background adds nothing to the buttons' sizes: the same frames as without it.
        let plain = layout(Preset.tabmanButtonBar.config)
        #expect(bar.buttons.map(\.frame) == plain.buttons.map(\.frame))
    }

    @Test func blurStylesAreTheBarBackgroundsAndBadValuesAreRefused() {
        func problems(_ document: JSONValue) -> [String] {
            do {
                _ = try ConfigResolver().resolve(document)
                return []
            } catch {
                return error.problems.map(\.description)
            }
        }
        #expect(problems(["buttons": ["background": ["style": "blur", "blurStyle": "systemMaterial"]]]).isEmpty)
        #expect(problems(["buttons": ["background": ["style": "glass"]]]).count == 1)
    }
}
