import Testing

@testable import PagerEngine

/// Tabman's accessory views on the ButtonBar of `TabmanPresetGoldenTests`, worked out by hand.
///
/// Without accessories: buttons x = 0, 60.2, 153.55, 246.9, 340.25 (widths 44.2, 77.35 × 3, 88.4),
/// C = 428.65, the bar 390 × 48.4 at y 47, the button row 44.4 tall. Accessories are 44 wide with 8 of
/// spacing: a scrolling left one moves the buttons by 52 (C = 480.65); a pinned right one takes 44 of
/// the scroll window (V = 346).
struct BarAccessoryLayoutTests {
    private func buttonBar(_ customize: (inout PagerConfig) -> Void) -> PagerLayout {
        var config = Preset.tabmanButtonBar.config
        config.bar.accessories.left = .plus
        config.bar.accessories.rightPinned = .ellipsis
        customize(&config)
        return layout(config)
    }

    @Test func aScrollingAccessoryMovesTheButtonsAndAPinnedOneNarrowsTheWindow() {
        let bar = buttonBar { _ in }
        #expect(close(bar.buttons.map(\.frame.x), [52, 112.2, 205.55, 298.9, 392.25]))
        #expect(close(bar.bar.contentSize.width, 480.65))
        #expect(close(bar.bar.scrollFrame, rect(0, 47, 346, 48.4)))
        #expect(bar.bar.accessories.map(\.placement) == [.left, .rightPinned])
        // The scrolling one: content x 0, as tall as the button row; the icon's 22 pt square centred.
        #expect(close(bar.bar.accessories[0].frame, rect(0, 0, 44, 44.4)))
        #expect(close(bar.bar.accessories[0].iconFrame, rect(11, 11.2, 22, 22)))
        // The pinned one: viewport x 390 − 44 = 346, as tall as the scroll window.
        #expect(close(bar.bar.accessories[1].frame, rect(346, 47, 44, 48.4)))
        #expect(close(bar.bar.accessories[1].iconFrame, rect(357, 60.2, 22, 22)))
        #expect(bar.bar.accessories.allSatisfy { $0.color == .systemBlue })
        // A user drags the content up to C − V = 134.65.
        #expect(close(bar.bar.maxOffset, Point(x: 134.65, y: 0)))
    }

    @Test func theIndicatorAndTheBarOffsetFollowTheMovedButtons() {
        let bar = buttonBar { _ in }
        // p = 1.5: x = 112.2 + (205.55 − 112.2) × 0.5 = 158.875; centre 158.875 + 38.675 − 195 = 2.55.
        let between = bar.frame(FrameInput(position: 1.5))
        #expect(close(between.indicator.rect, rect(158.875, 44.4, 77.35, 4)))
        #expect(close(between.barOffset, Point(x: 2.55, y: 0)))
        // p = 4: centre 392.25 + 44.2 − 195 = 241.45, clamped to (C − (W − P)) = 480.65 − 346 = 134.65
        // (without the pinned width, 480.65 − 390 = 90.65 would hide the last button behind the accessory).
        #expect(close(bar.frame(FrameInput(position: 4)).barOffset, Point(x: 134.65, y: 0)))
    }

    @Test func tabmansContentGuideIgnoresPinnedAccessories() {
        // `.fit`: (390 − 4 × 16) / 5 = 65.2 per button, so the content (390) overflows the 346 window by 44.
        let fit = buttonBar {
            $0.bar.contentMode = .fit
            $0.bar.accessories.left = .none
        }
        #expect(close(fit.buttons.map(\.frame.width), Array(repeating: 65.2, count: 5)))
        #expect(close(fit.bar.contentSize.width, 390))
        #expect(close(fit.bar.maxOffset, Point(x: 44, y: 0)))
    }

    @Test func rightToLeftSwapsTheSides() {
        let bar = buttonBar { $0.appearance.layoutDirection = .rightToLeft }
        // The leading accessory ends the mirrored content: 480.65 − 44 = 436.65; Home 480.65 − 52 − 44.2.
        #expect(close(bar.bar.accessories[0].frame, rect(436.65, 0, 44, 44.4)))
        #expect(close(bar.buttons[0].frame.x, 384.45))
        // The trailing pinned one sits on the left and the window starts after it.
        #expect(close(bar.bar.accessories[1].frame, rect(0, 47, 44, 48.4)))
        #expect(close(bar.bar.scrollFrame, rect(44, 47, 346, 48.4)))
    }

    @Test func aTapOnAPinnedAccessoryHitsNoButton() {
        let bar = buttonBar { $0.bar.accessories.left = .none }
        // Button 4 spans content x 340.25 … 428.65: under the pinned accessory at 346 … 390.
        #expect(bar.buttonIndex(at: Point(x: 360, y: 70), barOffset: .zero) == nil)
        #expect(bar.buttonIndex(at: Point(x: 300, y: 70), barOffset: .zero) == 3)
    }

    @Test func onlyTabmanBarsAcrossTheScreenHaveAccessories() {
        let others: [(inout PagerConfig) -> Void] = [
            { $0.bar.behavior = .swiftUITabPager }, { $0.bar.location = .left }, { $0.bar.layout = .none },
            { $0.buttons.kind = .none },
        ]
        for customize in others {
            let bar = buttonBar(customize)
            #expect(bar.bar.accessories.isEmpty)
            #expect(!bar.config.showsBarAccessories)
        }
        let plain = layout(Preset.tabmanButtonBar.config)
        let bottom = buttonBar { $0.bar.location = .bottom }
        #expect(bottom.bar.accessories.count == 2)
        #expect(close(bottom.bar.scrollFrame.width, plain.bar.scrollFrame.width - 44))
    }

    @Test func theLayoutMessageCarriesTheAccessories() {
        let text = buttonBar { $0.bar.accessories.tintColor = RGBAColor(red: 255, green: 0, blue: 0) }.json(rev: 1)
        #expect(
            text.contains(
                ##""accessories":[{"placement":"left","pinned":false,"icon":"plus","frame":{"x":0,"y":0,"width":44,"height":44.4},"iconFrame":{"x":11,"y":11.2,"width":22,"height":22},"color":"#FF0000FF"},"##
                    + ##"{"placement":"rightPinned","pinned":true,"icon":"ellipsis","frame":{"x":346,"y":47,"width":44,"height":48.4},"iconFrame":{"x":357,"y":60.2,"width":22,"height":22},"color":"#FF0000FF"}]}"##
            ))
        #expect(layout(Preset.tabmanButtonBar.config).json(rev: 1).contains(##""accessories":[]}"##))
    }

    @Test func darkModeShowsTheDefaultTintInItsDarkValue() {
        let dark = buttonBar { $0.appearance.colorScheme = .dark }
        #expect(dark.bar.accessories[0].color == RGBAColor(red: 10, green: 132, blue: 255))
    }
}
