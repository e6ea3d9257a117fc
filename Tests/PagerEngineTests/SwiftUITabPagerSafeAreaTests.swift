import Testing

@testable import PagerEngine

/// `pager.contentIgnoresSafeArea`: camosss/SwiftUITabPager 4.1.2, `TabPager.swift`. The VStack of bar,
/// separator and pages calls `.ignoresSafeArea(edges: ignoredSafeAreaEdges)` (line 111), each page's hosting
/// view too (line 103); the edges are `.bottom` unless `contentIgnoresSafeArea(edges:)` (lines 242–246) or
/// `contentRespectsSafeArea()` (lines 250–253) sets them. The bar is 36.4 pt (see the preset goldens).
struct SwiftUITabPagerSafeAreaTests {
    /// 844 × 390 with 47 pt side insets and a 21 pt home indicator.
    static let landscape = Viewport(
        width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    func config(_ edges: SafeAreaEdges, rightToLeft: Bool = false) -> PagerConfig {
        var config = Preset.swiftUITabPagerFixed.config
        config.pager.contentIgnoresSafeArea = edges
        if rightToLeft { config.appearance.layoutDirection = .rightToLeft }
        return config
    }

    @Test func theDefaultRunsThePagesIntoTheBottomSafeAreaOnly() {
        #expect(PagerConfig().pager.contentIgnoresSafeArea == SafeAreaEdges(bottom: true))
        let bar = layout(config(.bottom))
        #expect(close(bar.bar.frame, rect(0, 47, 390, 36.4)))
        // 47 + 36.4 = 83.4 down to the screen's bottom, 844.
        #expect(close(bar.pages.frame, rect(0, 83.4, 390, 760.6)))
        #expect(close(bar.pages.safeArea, .zero))
    }

    @Test func respectingTheSafeAreaStopsThePagesAboveTheHomeIndicator() {
        // contentRespectsSafeArea(): the pages end at 844 − 34 = 810.
        let bar = layout(config(SafeAreaEdges()))
        #expect(close(bar.pages.frame, rect(0, 83.4, 390, 726.6)))
        #expect(close(bar.pages.safeArea, .zero))
    }

    @Test func ignoringTheTopPutsTheBarUnderTheStatusBar() {
        // The whole VStack moves up: the bar at y 0, the pages from 36.4, with no safe area of their own.
        let bar = layout(config(SafeAreaEdges(top: true, bottom: true)))
        #expect(close(bar.bar.frame, rect(0, 0, 390, 36.4)))
        #expect(close(bar.pages.frame, rect(0, 36.4, 390, 807.6)))
        #expect(close(bar.pages.safeArea, .zero))
    }

    @Test func ignoringTheSidesWidensBarAndPagesInLandscape() {
        let inside = layout(config(.bottom), viewport: Self.landscape)
        #expect(close(inside.bar.frame, rect(47, 0, 750, 36.4)))
        #expect(close(inside.pages.frame, rect(47, 36.4, 750, 353.6)))
        let wide = layout(config(SafeAreaEdges(bottom: true, leading: true, trailing: true)), viewport: Self.landscape)
        #expect(close(wide.bar.frame, rect(0, 0, 844, 36.4)))
        #expect(close(wide.pages.frame, rect(0, 36.4, 844, 353.6)))
        // Five equal cells share the whole width now: 844 / 5.
        #expect(close(wide.buttons.map(\.frame.width), [168.8, 168.8, 168.8, 168.8, 168.8]))
    }

    @Test func leadingIsTheRightEdgeRightToLeft() {
        let leadingOnly = SafeAreaEdges(bottom: true, leading: true)
        let leftToRight = layout(config(leadingOnly), viewport: Self.landscape)
        #expect(close(leftToRight.bar.frame, rect(0, 0, 797, 36.4)))
        let rightToLeft = layout(config(leadingOnly, rightToLeft: true), viewport: Self.landscape)
        #expect(close(rightToLeft.bar.frame, rect(47, 0, 797, 36.4)))
        #expect(close(rightToLeft.pages.frame, rect(47, 36.4, 797, 353.6)))
    }

    @Test func otherBehavioursIgnoreTheOption() {
        var tabman = Preset.tabmanButtonBar.config
        let before = layout(tabman)
        tabman.pager.contentIgnoresSafeArea = .all
        let after = layout(tabman)
        #expect(after.bar.frame == before.bar.frame)
        #expect(after.pages.frame == before.pages.frame)
        #expect(after.pages.safeArea == before.pages.safeArea)
    }
}
