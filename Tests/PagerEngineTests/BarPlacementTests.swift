import Testing

@testable import PagerEngine

/// Bar locations, safe-area behaviours, vertical bars, the navigation item and hiding.
/// The ButtonBar is 48.4 deep (44.4 row + 4 line) unless said otherwise.
struct BarPlacementTests {
    private func buttonBar(_ customize: (inout PagerConfig) -> Void) -> PagerLayout {
        var config = Preset.tabmanButtonBar.config
        customize(&config)
        return layout(config)
    }

    @Test(arguments: [
        // respect: above the 34 pt home indicator, 844 − 34 − 48.4 = 761.6.
        (BarConfig.SafeAreaBehavior.respect, rect(0, 761.6, 390, 48.4), 48.4),
        // extend: same content, background down to 844 (48.4 + 34 = 82.4); inset max(0, 82.4 − 34).
        (.extendBackground, rect(0, 761.6, 390, 82.4), 48.4),
        // ignore: pinned to the screen edge, 844 − 48.4 = 795.6; inset max(0, 48.4 − 34) = 14.4.
        (.ignore, rect(0, 795.6, 390, 48.4), 14.4),
    ])
    func bottomBars(mode: BarConfig.SafeAreaBehavior, frame: Rect, inset: Double) {
        let bar = buttonBar { config in
            config.bar.location = .bottom
            config.bar.safeAreaBehavior = mode
        }
        #expect(close(bar.bar.frame, frame))
        #expect(close(bar.pages.insets, EdgeInsets(bottom: inset)))
    }

    @Test func landscapeSafeAreaInsetsTheScrollWindow() {
        let landscape = Viewport(width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // Tabman: background full width, buttons inside 47 … 797.
        let tabman = layout(Preset.tabmanButtonBar.config, viewport: landscape)
        #expect(close(tabman.bar.frame, rect(0, 0, 844, 48.4)))
        #expect(close(tabman.bar.scrollFrame, rect(47, 0, 750, 48.4)))
        // SwiftUI lays the whole pager inside the side safe areas; its pages too.
        let swiftUI = layout(Preset.swiftUITabPagerFixed.config, viewport: landscape)
        #expect(close(swiftUI.bar.frame, rect(47, 0, 750, 36.4)))
        #expect(close(swiftUI.pages.frame, rect(47, 36.4, 750, 353.6)))
        // 750 / 5 = 150 per tab.
        #expect(close(swiftUI.buttons[1].frame.x, 150))
    }

    @Test func theLastPagesOffsetAddsTheTrailingSafeAreaAsTabmanDoes() throws {
        // A8 in landscape: Tabman's greatest followed offset is (C − W) + insetRight + S.right with W the
        // bar's bounds (844), not its scroll window (750, inside the safe area).
        let landscape = Viewport(width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        var config = Preset.tabmanButtonBar.config
        config.items = (0..<10).map { PagerItem(id: "i\($0)", title: "Item number \($0)") }
        let bar = layout(config, viewport: landscape)
        let last = try #require(bar.buttons.last)
        // The content ends at the last button (no content inset); it is far wider than the bar.
        let content = last.frame.maxX
        #expect(content > 1_000)
        #expect(close(bar.barOffset(at: 9).x, content - 844 + 47))
        // So the scroll window (47 … 797 on screen) ends 47 pt before the content does: the last button's
        // trailing 47 pt stay out of view, as in Tabman (its stack is pinned to the safe area while the
        // clamp measures the whole bar). A user's own scroll may go to the content's end (C − V).
        let windowEnd = bar.barOffset(at: 9).x + bar.bar.scrollFrame.width
        #expect(close(windowEnd, content - 47))
        #expect(close(bar.barOffset(at: 0).x, 0))
    }

    /// Issue 47 item 3. Tabman sets the bar as the navigation item's title view inside a container whose
    /// intrinsic size is `UIView.layoutFittingExpandedSize`, the bar pinned to its four edges (uias/Tabman
    /// 4.0.1 `Sources/Tabman/Bar/Generic/ViewTitleViewContainer.swift` lines 17–19, 39–44;
    /// `TabmanViewController.swift` lines 292–298): the bar takes the navigation bar's 44 pt and the
    /// 48.4 pt the ButtonBar asks for is not granted.
    @Test func navigationItemBarsTakeTheNavigationBarsHeight() {
        let bar = buttonBar { $0.bar.location = .navigationItem }
        #expect(close(bar.bar.navigationBar ?? .zero, rect(0, 47, 390, 44)))
        #expect(close(bar.bar.frame, rect(16, 47, 358, 44)))
        #expect(close(bar.pages.insets, EdgeInsets(top: 44)))
        // The 4 pt strip stays under the buttons, which get the rest: 44 − 4 = 40 (the label is squeezed).
        #expect(close(bar.buttons[0].frame.height, 40))
        #expect(close(bar.frame(FrameInput(position: 0)).indicator.rect.y, 40))
        // A line bar fills the 44 pt too, its line along the bottom: y = 40 in the bar.
        var config = Preset.tabmanLineBar.config
        config.bar.location = .navigationItem
        let line = layout(config)
        #expect(close(line.bar.frame, rect(16, 47, 358, 44)))
        #expect(close(line.frame(FrameInput(position: 0)).indicator.rect.y, 40))
        #expect(close(line.pages.insets, EdgeInsets(top: 44)))
    }

    @Test func leftBarsStackButtonsWithTheLineOnTheInnerEdge() {
        let bar = buttonBar { $0.bar.location = .left }
        // Width: widest button 88.4 + 4 pt strip = 92.4; buttons 44.4 tall, 16 apart: y = 0, 60.4, 120.8, 181.2, 241.6.
        #expect(close(bar.bar.frame, rect(0, 0, 92.4, 844)))
        #expect(close(bar.bar.scrollFrame, rect(0, 47, 92.4, 763)))
        #expect(close(bar.buttons.map(\.frame.y), [0, 60.4, 120.8, 181.2, 241.6]))
        #expect(close(bar.buttons[1].frame, rect(0, 60.4, 88.4, 44.4)))
        // Line on the right of the buttons: (88.4, 60.4, 4, 44.4) at p = 1.
        #expect(close(bar.frame(FrameInput(position: 1)).indicator.rect, rect(88.4, 60.4, 4, 44.4)))
        #expect(close(bar.pages.insets, EdgeInsets(left: 92.4)))
        #expect(bar.indicator.apex == "left")
    }

    @Test func rightBarsPutTheStripFirst() {
        let bar = buttonBar { $0.bar.location = .right }
        #expect(close(bar.bar.frame, rect(297.6, 0, 92.4, 844)))
        #expect(close(bar.buttons[0].frame, rect(4, 0, 88.4, 44.4)))
        // p = 1.5 between y 60.4 and 120.8: 90.6.
        #expect(close(bar.frame(FrameInput(position: 1.5)).indicator.rect, rect(0, 90.6, 4, 44.4)))
        #expect(close(bar.pages.insets, EdgeInsets(right: 92.4)))
    }

    @Test func hiddenTabmanBarsSlideUpAndFadeButKeepTheirInsets() {
        let bar = layout(Preset.tabmanButtonBar.config, barHidden: true)
        #expect(bar.bar.hidden)
        #expect(close(bar.pages.insets, EdgeInsets(top: 48.4)))
        let hidden = bar.frame(FrameInput(position: 0))
        #expect(close(hidden.barTransform.y, -48.4) && hidden.barTransform.opacity == 0)
        // Half-way through the 0.2 s drawer animation.
        var input = FrameInput(position: 0)
        input.barVisibility = 0.5
        let halfway = bar.frame(input)
        #expect(close(halfway.barTransform.y, -24.2) && close(halfway.barTransform.opacity, 0.5))
    }

    @Test func hiddenTabBarsLeaveNoInsets() {
        var config = Preset.tabBarControllerBottom.config
        config.bar.hidden = true
        let bar = layout(config)
        #expect(close(bar.pages.insets, .zero))
        // Moved by 83 to sit just below the screen, fully opaque.
        let frame = bar.frame(FrameInput(position: 0))
        #expect(close(frame.barTransform.y, 83) && frame.barTransform.opacity == 1)
    }

    @Test func hiddenStackedBarsGiveTheirSpaceToPages() {
        #expect(close(layout(Preset.swiftUITabPagerFixed.config, barHidden: true).pages.frame, rect(0, 47, 390, 797)))
        #expect(close(layout(Preset.bTabViewController.config, barHidden: true).pages.frame, rect(0, 0, 390, 844)))
    }

    @Test func swiftUISeparatorSitsBetweenBarAndPages() {
        var config = Preset.swiftUITabPagerFixed.config
        config.bar.separator.visible = true
        config.bar.separator.horizontalPadding = 16
        let bar = layout(config)
        // Under the 36.4 pt bar (y 83.4), 1 pt, padded 16: (16, 83.4, 358, 1); pages from 84.4.
        #expect(close(bar.bar.separator ?? .zero, rect(16, 83.4, 358, 1)))
        #expect(close(bar.pages.frame, rect(0, 84.4, 390, 759.6)))
    }

    @Test func fixedSizingSetsTheThickness() {
        let bar = buttonBar { config in
            config.bar.sizing = .fixed
            config.bar.height = 60
            config.bar.contentInset = EdgeInsets(top: 2, bottom: 4)
        }
        // 60 − 2 − 4 − 4 (strip) = 50 pt row; label centred in 12 … 38: (y 12 + (26 − 20.4) / 2 = 14.8).
        #expect(close(bar.bar.frame, rect(0, 47, 390, 60)))
        #expect(close(bar.bar.scrollFrame, rect(0, 49, 390, 54)))
        #expect(close(bar.buttons[0].frame.height, 50))
        #expect(close(bar.buttons[0].labelFrame.y, 14.8))
    }
}
