import Testing

@testable import PagerEngine

/// Tabman's three templates on `phone`, worked out by hand from reference A1–A8 with
/// `FixedAdvanceMeasurer` (bold 0.65 em, regular 0.6 em, line 1.2 em).
struct TabmanPresetGoldenTests {
    // ButtonBar: 17 pt semibold (bold face) → 11.05 pt per character; line 20.4.
    // Home 4 × 11.05 = 44.2; Explore/Library/Profile 7 × 11.05 = 77.35; Settings 8 × 11.05 = 88.4.
    // Buttons: contentInset 12/0/12/0 → height 20.4 + 24 = 44.4. Spacing 16:
    // x = 0, 44.2 + 16 = 60.2, 60.2 + 77.35 + 16 = 153.55, 246.9, 340.25; C = 340.25 + 88.4 = 428.65.
    // Bar = 44.4 + 4 (line strip) = 48.4 at y = 47. Max offset (C − W) + 0 + 0 = 38.65.
    let buttonBar = layout(Preset.tabmanButtonBar.config)

    @Test func buttonBarLayout() {
        #expect(close(buttonBar.bar.frame, rect(0, 47, 390, 48.4)))
        #expect(close(buttonBar.bar.contentSize.width, 428.65))
        #expect(close(buttonBar.buttons.map(\.frame.x), [0, 60.2, 153.55, 246.9, 340.25]))
        #expect(close(buttonBar.buttons.map(\.frame.width), [44.2, 77.35, 77.35, 77.35, 88.4]))
        // Label box: content box (y 12 … 32.4) minus nothing → (x, 12, width, 20.4).
        #expect(close(buttonBar.buttons[1].labelFrame, rect(60.2, 12, 77.35, 20.4)))
        #expect(close(buttonBar.bar.maxOffset, Point(x: 38.65, y: 0)))
        // Pages fill the screen; the bar adds its 48.4 pt to the top safe area (47 + 48.4 = 95.4).
        #expect(close(buttonBar.pages.frame, rect(0, 0, 390, 844)))
        #expect(close(buttonBar.pages.insets, EdgeInsets(top: 48.4)))
        #expect(close(buttonBar.pages.safeArea, EdgeInsets(top: 95.4, bottom: 34)))
        #expect(buttonBar.warnings.isEmpty)
    }

    @Test func buttonBarBeforeTheFirstPage() {
        // p = −0.3: focus = button 0 (0, 44.2); bounce x += 44.2 × −0.3 = −13.26. Line under the row at y 44.4.
        let frame = buttonBar.frame(FrameInput(position: -0.3))
        #expect(close(frame.indicator.rect, rect(-13.26, 44.4, 44.2, 4)))
        // Bar: 22.1 − 195 = −172.9, clamped to the minimum 0.
        #expect(close(frame.barOffset, .zero))
        #expect(frame.progresses == [1, 0, 0, 0, 0])
        // Page 0 sits (0 − (−0.3)) × 390 = 117 to the right.
        #expect(close(frame.pages, [PageState(index: 0, x: 117, y: 0, opacity: 1)]))
    }

    @Test func buttonBarAtRest() {
        let frame = buttonBar.frame(FrameInput(position: 0))
        #expect(close(frame.indicator.rect, rect(0, 44.4, 44.2, 4)))
        #expect(frame.buttons[0].color == .systemBlue)
        #expect(frame.buttons[1].color == .black)
        #expect(frame.selectedIndexes == [0])
    }

    @Test func buttonBarHalfwayFromOneToTwo() {
        // p = 1.5: lo 1, hi 2, t 0.5 → x = 60.2 + (153.55 − 60.2) × 0.5 = 106.875; width 77.35 both ends.
        let frame = buttonBar.frame(FrameInput(position: 1.5))
        #expect(close(frame.indicator.rect, rect(106.875, 44.4, 77.35, 4)))
        // Centre 106.875 + 38.675 = 145.55; 145.55 − 195 < 0 → 0.
        #expect(close(frame.barOffset, .zero))
        #expect(frame.progresses == [0, 0.5, 0.5, 0, 0])
        // Colour: black → (0, 122, 255) at 0.5 = (0, 61, 127.5 → 128).
        #expect(frame.buttons[1].color == RGBAColor(red: 0, green: 61, blue: 128))
        #expect(frame.selectedIndexes.isEmpty)
        #expect(
            close(
                frame.pages,
                [PageState(index: 1, x: -195, y: 0, opacity: 1), PageState(index: 2, x: 195, y: 0, opacity: 1)]))
    }

    @Test func buttonBarPastTheLastPage() {
        // p = 4.4: focus = button 4 (340.25, 88.4); bounce x += 88.4 × 0.4 = 35.36 → 375.61.
        let frame = buttonBar.frame(FrameInput(position: 4.4))
        #expect(close(frame.indicator.rect, rect(375.61, 44.4, 88.4, 4)))
        // Centre 384.45 − 195 = 189.45, clamped to 38.65.
        #expect(close(frame.barOffset, Point(x: 38.65, y: 0)))
        #expect(frame.progresses == [0, 0, 0, 0, 1])
        #expect(close(frame.pages, [PageState(index: 4, x: -156, y: 0, opacity: 1)]))
    }

    @Test func buttonBarCentresTheFocusWhenItCan() {
        // p = 2: focus (153.55, 77.35), centre 192.225 − 195 = −2.775 → 0.
        #expect(close(buttonBar.frame(FrameInput(position: 2)).barOffset, .zero))
        // p = 2.25: x = 153.55 + 93.35 × 0.25 = 176.8875, centre 176.8875 + 38.675 − 195 = 20.5625 (in range).
        #expect(close(buttonBar.frame(FrameInput(position: 2.25)).barOffset, Point(x: 20.5625, y: 0)))
    }

    // TabBar: tab items, 11 pt regular → 6.6 pt per character, line 13.2.
    // Height 8 + 30 + 6 + 13.2 = 57.2; bottom bar at 844 − 34 − 57.2 = 752.8; five buttons of 390 / 5 = 78.
    let tabBar = layout(Preset.tabmanTabBar.config)

    @Test func tabBarLayout() {
        #expect(close(tabBar.bar.frame, rect(0, 752.8, 390, 57.2)))
        #expect(close(tabBar.buttons.map(\.frame.x), [0, 78, 156, 234, 312]))
        // Label pinned to the bottom with 4 pt sides: (78 + 4, 57.2 − 13.2 = 44, 70, 13.2).
        #expect(close(tabBar.buttons[1].labelFrame, rect(82, 44, 70, 13.2)))
        // Image centred: 78 + 39 − 15 = 102; 44 − 6 − 30 = 8.
        #expect(close(tabBar.buttons[1].image?.frame ?? .zero, rect(102, 8, 30, 30)))
        #expect(tabBar.buttons[1].image?.name == "magnifyingglass")
        // Bottom inset: (844 − 752.8) − 34 = 57.2; page safe area bottom 34 + 57.2 = 91.2.
        #expect(close(tabBar.pages.insets, EdgeInsets(bottom: 57.2)))
        #expect(close(tabBar.pages.safeArea, EdgeInsets(top: 47, bottom: 91.2)))
        #expect(tabBar.indicator.kind == .none)
    }

    @Test(
        arguments: [
            (-0.3, [1.0, 0, 0, 0, 0]), (0.0, [1.0, 0, 0, 0, 0]), (1.5, [0, 0.5, 0.5, 0, 0]), (4.4, [0, 0, 0, 0, 1.0]),
        ] as [(Double, [Double])])
    func tabBarFrames(position: Double, progress: [Double]) {
        let frame = tabBar.frame(FrameInput(position: position))
        #expect(frame.progresses == progress)
        #expect(frame.indicator.opacity == 0)
        // Images shrink to 1 − (1 − progress) × 0.1.
        #expect(close(frame.buttons.map(\.imageScale), progress.map { 1 - (1 - $0) * 0.1 }))
    }

    // LineBar: no buttons; a 4 pt bar at y 47; slices 390 / 5 = 78.
    let lineBar = layout(Preset.tabmanLineBar.config)

    @Test func lineBarLayout() {
        #expect(close(lineBar.bar.frame, rect(0, 47, 390, 4)))
        #expect(lineBar.buttons.allSatisfy { !$0.visible })
        #expect(close(lineBar.pages.insets, EdgeInsets(top: 4)))
    }

    @Test func lineBarIgnoresOverlayPlacement() {
        // No button row to draw over: the 4 pt line keeps its own strip.
        var config = Preset.tabmanLineBar.config
        config.indicator.placement = .overlay
        let bar = layout(config)
        #expect(close(bar.bar.frame, rect(0, 47, 390, 4)))
        #expect(close(bar.frame(FrameInput(position: 1)).indicator.rect, rect(78, 0, 78, 4)))
    }

    @Test(arguments: [(-0.3, -23.4), (0, 0), (1.5, 117), (4.4, 343.2)])
    func lineBarFrames(position: Double, x: Double) {
        // −0.3: slice 0 then bounce 78 × −0.3 = −23.4; 1.5: 78 × 1.5 = 117; 4.4: 312 + 78 × 0.4 = 343.2.
        let frame = lineBar.frame(FrameInput(position: position))
        #expect(close(frame.indicator.rect, rect(x, 0, 78, 4)))
        #expect(close(frame.barOffset, .zero))
    }
}
