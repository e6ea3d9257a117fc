import Testing

@testable import PagerEngine

/// `TMLabelBarButton.verticalAlignment` in a ButtonBar made 80 pt tall (`bar.sizing = fixed`), worked out
/// by hand: the row is 80 − 4 (line strip) = 76 tall, the content box runs from 12 to 76 − 12 = 64, and
/// the title's line box is 17 pt × 1.2 = 20.4 tall (`FixedAdvanceMeasurer`).
struct LabelVerticalAlignmentTests {
    private func tallBar(_ alignment: ButtonsConfig.VerticalAlignment, badge: Bool = false) -> PagerLayout {
        var config = Preset.tabmanButtonBar.config
        config.bar.sizing = .fixed
        config.bar.height = 80
        config.buttons.verticalAlignment = alignment
        if badge { config.items[0].badge = "3" }
        return layout(config)
    }

    @Test func theTitleSitsCentredAtTheTopOrAtTheBottom() {
        // Centre: 12 + 52 / 2 − 10.2 = 27.8; top: 12; bottom: 64 − 20.4 = 43.6.
        #expect(close(tallBar(.center).buttons[0].labelFrame.y, 27.8))
        #expect(close(tallBar(.top).buttons[0].labelFrame.y, 12))
        #expect(close(tallBar(.bottom).buttons[0].labelFrame.y, 43.6))
        #expect(close(tallBar(.top).buttons[0].frame.height, 76))
    }

    @Test func theBadgeStaysCentred() {
        // The badge's container spans the content box and centres it: 38 − 17.2 / 2 = 29.4, whatever the title does.
        for alignment in ButtonsConfig.VerticalAlignment.allCases {
            #expect(close(tallBar(alignment, badge: true).buttons[0].badge?.frame.y ?? 0, 29.4), "\(alignment)")
        }
    }

    @Test func aButtonAsTallAsItsTitleLooksTheSameEverywhere() {
        var config = Preset.tabmanButtonBar.config
        config.buttons.verticalAlignment = .bottom
        #expect(
            layout(config).buttons.map(\.labelFrame) == layout(Preset.tabmanButtonBar.config).buttons.map(\.labelFrame))
    }
}
