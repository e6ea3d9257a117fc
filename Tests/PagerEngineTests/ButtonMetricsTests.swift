import Testing

@testable import PagerEngine

/// Intrinsic button sizes (reference 1.3), badges (`TMBadgeView`) and text scale.
struct ButtonMetricsTests {
    @Test func labelButtonsSizeForTheWiderFont() {
        var config = config(titles: ["Home"])
        config.buttons.selectedFontEnabled = true
        config.buttons.selectedFont = FontConfig(size: 20, weight: .bold)
        let button = layout(config).buttons[0]
        // Normal 4 × 11.05 = 44.2, selected 4 × 0.65 × 20 = 52 → 52 wide; height max(20.4, 24) + 24 = 48.
        #expect(close(button.frame, rect(0, 0, 52, 48)))
        #expect(close(button.labelWidth, 44.2))
        #expect(close(button.selectedLabelWidth, 52))
    }

    @Test func badgeFollowsTheLabelAfterEightPoints() {
        var config = config(titles: ["Inbox"])
        config.items[0].badge = "12"
        let button = layout(config).buttons[0]
        // Badge: 11 pt bold, "12" = 2 × 7.15 = 14.3; height 13.2 + 4 = 17.2; width max(14.3 + 8, 17.2) = 22.3.
        // Button: 5 × 11.05 = 55.25 + 8 + 22.3 = 85.55 wide, 44.4 tall.
        #expect(close(button.frame, rect(0, 0, 85.55, 44.4)))
        // Label box stops before the gap: 85.55 − 30.3 = 55.25; badge at the end, centred on 12 + 10.2 = 22.2.
        #expect(close(button.labelFrame, rect(0, 12, 55.25, 20.4)))
        #expect(close(button.badge?.frame ?? .zero, rect(63.25, 13.6, 22.3, 17.2)))
        #expect(close(button.badge?.textWidth ?? 0, 14.3))
    }

    @Test func shortBadgesAreCircles() {
        var config = config(titles: ["Inbox"])
        config.items[0].badge = "1"
        // 7.15 + 8 = 15.15 < 17.2 → 17.2 × 17.2.
        let badge = layout(config).buttons[0].badge
        #expect(close(badge?.frame.width ?? 0, 17.2))
        #expect(close(badge?.frame.height ?? 0, 17.2))
    }

    @Test func tabItemBadgesSitInTheTopTrailingCorner() {
        var config = Preset.tabmanTabBar.config
        config.items[0].badge = "3"
        // 17.2 × 17.2, 4 pt in from the top-trailing corner of the 78 pt button: x = 78 − 4 − 17.2 = 56.8, y = 4.
        #expect(close(layout(config).buttons[0].badge?.frame ?? .zero, rect(56.8, 4, 17.2, 17.2)))
    }

    @Test func textScaleMultipliesFontSizes() {
        var config = config(titles: ["Home"])
        config.appearance.textScale = 2
        config.items[0].badge = "1"
        let bar = layout(config)
        // 34 pt: 4 × 0.65 × 34 = 88.4 text; line 40.8. The badge keeps TMBadgeView's fixed 11 pt: line
        // 13.2 + 4 = 17.2 (≥ 0.65 × 11 + 8). Width 88.4 + 8 + 17.2 = 113.6; height max(40.8, 17.2) + 24 = 64.8.
        #expect(bar.font.size == 34)
        #expect(bar.badgeFont.size == 11)
        #expect(close(bar.buttons[0].frame, rect(0, 0, 113.6, 64.8)))
    }

    @Test func fixedSizeLibraryFontsIgnoreTextScale() {
        // BTabViewController's systemFont(ofSize: 12) and UITabBar's 10 pt titles do not follow Dynamic Type.
        for preset in [Preset.bTabViewController, .tabBarControllerBottom] {
            var config = preset.config
            config.appearance.textScale = 2
            #expect(layout(config).font.size == layout(preset.config).font.size, "\(preset.id)")
        }
        var swiftUI = Preset.swiftUITabPagerFixed.config
        swiftUI.appearance.textScale = 2
        #expect(layout(swiftUI).font.size == 2 * layout(Preset.swiftUITabPagerFixed.config).font.size)
    }

    @Test func tabItemsAreAsWideAsTheirImageOrLabel() {
        var config = Preset.tabmanTabBar.config
        config.bar.layout = .horizontal
        config.bar.interButtonSpacing = 0
        config.items = [PagerItem(id: "a", title: "A"), PagerItem(id: "b", title: "Notifications")]
        let bar = layout(config)
        // "A": max(30 + 16, 6.6 + 8) = 46; "Notifications": 13 × 6.6 + 8 = 93.8.
        #expect(close(bar.buttons.map(\.frame.width), [46, 93.8]))
    }

    @Test func baselineSitsAtTheCentredLineBoxAscent() {
        // Line 20.4 = ascent 15.3 + descent 5.1: baseline (20.4 − 20.4) / 2 + 15.3.
        #expect(close(layout(Preset.tabmanButtonBar.config).baseline, 15.3))
    }
}
