import Testing

@testable import PagerEngine

/// TabBarController's `additionalInset`, `hidesBottomBarWhenPushed` and tab-bar action, from
/// arnauddorgans/TabBarController @ 2002808 (1.0.1), `TabBarController/Classes/`.
struct TabBarControllerOptionsTests {
    // TabBarAnimator.swift lines 67–82: inset = max(0, size + additionalInset), then
    // insets[edge] = max(0, inset − safeArea[edge]). The bottom bar is 49 + 34 = 83 pt on `phone`.
    @Test(arguments: [
        (0.0, 49.0),  // 83 − 34
        (10, 59),  // 93 − 34
        (-20, 29),  // 63 − 34
        (-60, 0),  // 23 − 34 < 0
        (-100, 0),  // max(0, −17) − 34
    ])
    func additionalInsetAddsToTheBarsSizeBeforeTheSafeArea(additional: Double, bottom: Double) {
        var config = Preset.tabBarControllerBottom.config
        config.bar.additionalInset = additional
        let bar = layout(config)
        #expect(close(bar.pages.insets, EdgeInsets(bottom: bottom)))
        // The pages' safe area: the device's 34 plus the inset.
        #expect(close(bar.pages.safeArea.bottom, 34 + bottom))
    }

    @Test func additionalInsetOnTheSideRailAndHidden() {
        var config = Preset.tabBarControllerLeft.config
        config.bar.additionalInset = -30
        // 80 − 30 = 50, no left safe area in portrait.
        #expect(close(layout(config).pages.insets, EdgeInsets(left: 50)))
        // Hidden: `.zero` whatever the inset (line 63).
        config.bar.hidden = true
        #expect(close(layout(config).pages.insets, .zero))
    }

    @Test func otherBehavioursIgnoreAdditionalInset() {
        var config = Preset.tabmanTabBar.config
        let before = layout(config).pages.insets
        config.bar.additionalInset = 40
        #expect(layout(config).pages.insets == before)
    }

    private func tabBarRun(hidesWhenPushed: Bool = true) -> SimulationRun {
        SimulationRun { config in
            config = Preset.tabBarControllerBottom.config
            config.bar.hidesBottomBarWhenPushed = hidesWhenPushed
        }
    }

    // TabBarController.swift line 162: `setTabBarHidden(viewController.hidesBottomBarWhenPushed, …)` for the
    // page shown after a push or pop.
    @Test func aPushedPageHidesTheBarAndPoppingShowsIt() {
        var run = tabBarRun()
        run.send(0.5, .navigation(.push))
        #expect(run.simulation.barHidden)
        run.run(until: 1)
        #expect(run.frames.last?.barHiddenProgress == 1)
        run.send(1, .navigation(.push))
        run.send(1.5, .navigation(.pop))
        #expect(run.simulation.barHidden)
        run.send(2, .navigation(.pop))
        #expect(!run.simulation.barHidden)
        run.run(until: 3)
        #expect(run.frames.last?.barHiddenProgress == 0)
    }

    @Test func withoutTheOptionAPushLeavesTheBar() {
        var run = tabBarRun(hidesWhenPushed: false)
        run.send(0.5, .navigation(.push))
        run.run(until: 1)
        #expect(!run.simulation.barHidden)
        #expect(run.simulation.pushedDepth == 1)
    }

    // TabBarController.swift lines 307–318: a tap on the selected tab calls `tabBarAction()`; a navigation
    // controller with more than one page pops to its root (UIViewController+TabBarChildControllerProtocol.swift
    // lines 39–45), so the bar comes back.
    @Test func tappingTheSelectedTabReportsTheActionAndPopsToRoot() {
        var run = tabBarRun()
        run.send(0.5, .navigation(.push))
        run.send(0.6, .navigation(.push))
        run.send(1, .tap(index: 0))
        #expect(run.events(named: .tabBarAction).map(\.index) == [0])
        #expect(run.events(named: .tabBarAction).first?.itemID == "home")
        #expect(run.simulation.pushedDepth == 0)
        #expect(!run.simulation.barHidden)
        #expect(run.events(named: .willScrollToPage).isEmpty)
    }

    @Test func eachTabKeepsItsOwnStack() {
        var run = tabBarRun(hidesWhenPushed: false)
        run.send(0.5, .navigation(.push))
        run.send(1, .tap(index: 2))
        run.run(until: 2)
        #expect(run.simulation.index == 2)
        #expect(run.simulation.pushedDepth == 0)
        #expect(run.events(named: .tabBarAction).isEmpty)
        run.send(2, .tap(index: 0))
        run.run(until: 3)
        #expect(run.simulation.pushedDepth == 1)
    }

    @Test func otherBehavioursHaveNoStacksOrAction() {
        var run = SimulationRun { $0.bar.hidesBottomBarWhenPushed = true }
        run.send(0.5, .navigation(.push))
        run.send(1, .tap(index: 0))
        #expect(!run.simulation.barHidden)
        #expect(run.simulation.pushedDepth == 0)
        #expect(run.events(named: .tabBarAction).isEmpty)
    }
}
