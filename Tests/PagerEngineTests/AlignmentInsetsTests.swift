import Testing

@testable import PagerEngine

/// Reference A7 and its effect on the bar offset (A8), using the ButtonBar row:
/// W = 390, f = 44.2 (Home), l = 88.4 (Settings), G = 428.65.
struct AlignmentInsetsTests {
    private func insets(_ alignment: BarConfig.Alignment, contentLength: Double = 428.65) -> AlignmentInsets {
        AlignmentInsets.make(
            alignment: alignment, barLength: 390, safeStart: 0, safeEnd: 0, contentInsetStart: 0, contentInsetEnd: 0,
            firstLength: 44.2, lastLength: 88.4, contentLength: contentLength)
    }

    @Test func leadingAddsNothing() {
        #expect(insets(.leading) == AlignmentInsets(start: 0, end: 0))
    }

    @Test func centerCentresTheFirstAndLastButtons() {
        // start = 195 − 44.2 / 2 = 172.9; end = 195 − 88.4 / 2 = 150.8.
        let value = insets(.center)
        #expect(close(value.start, 172.9))
        #expect(close(value.end, 150.8))
    }

    @Test func trailingPutsTheFirstButtonAtTheTrailingEdge() {
        // start = 390 − 44.2 = 345.8.
        #expect(close(insets(.trailing).start, 345.8))
        #expect(insets(.trailing).end == 0)
    }

    @Test func centerDistributedCentresContentThatFits() {
        // Too wide: max(0, 195 − 428.65 / 2) = 0. 200 wide: 195 − 100 = 95.
        #expect(insets(.centerDistributed).start == 0)
        #expect(close(insets(.centerDistributed, contentLength: 200).start, 95))
    }

    @Test func contentInsetCancelsOutForCenterButAddsElsewhere() {
        // centre: (195 − (10 − 20) − 22.1) + 10 = 192.9 (Tabman adds S.start, see below); leading: 0 + 10;
        // the end side takes CI.end 5.
        let center = AlignmentInsets.make(
            alignment: .center, barLength: 390, safeStart: 20, safeEnd: 0, contentInsetStart: 10, contentInsetEnd: 5,
            firstLength: 44.2, lastLength: 88.4, contentLength: 428.65)
        #expect(close(center.start, 192.9))
        // end: (195 − (5 − 0) − 44.2) + 5 = 150.8.
        #expect(close(center.end, 150.8))
        let leading = AlignmentInsets.make(
            alignment: .leading, barLength: 390, safeStart: 20, safeEnd: 0, contentInsetStart: 10, contentInsetEnd: 5,
            firstLength: 44.2, lastLength: 88.4, contentLength: 428.65)
        #expect(leading == AlignmentInsets(start: 10, end: 5))
    }

    @Test func centredBarKeepsTheSelectionInTheMiddle() {
        var config = Preset.tabmanButtonBar.config
        config.bar.alignment = .center
        let bar = layout(config)
        #expect(close(bar.bar.scrollInsets, EdgeInsets(left: 172.9, right: 150.8)))
        // p = 0: target 22.1 − 195 = −172.9 = the minimum; the first button's centre shows at 22.1 + 172.9 = 195.
        #expect(close(bar.frame(FrameInput(position: 0)).barOffset, Point(x: -172.9, y: 0)))
        // p = 4: 340.25 + 44.2 − 195 = 189.45 = (428.65 − 390) + 150.8, the maximum.
        #expect(close(bar.frame(FrameInput(position: 4)).barOffset, Point(x: 189.45, y: 0)))
    }

    @Test func trailingBarMovesBackByTheOffCentreDelta() {
        var config = Preset.tabmanButtonBar.config
        config.bar.alignment = .trailing
        // p = 0: target −172.9 (in range); offCentre = 345.8 − (390 − 44.2) / 2 = 172.9 > 0 → −345.8:
        // the first button shows at 345.8 … 390.
        #expect(close(layout(config).frame(FrameInput(position: 0)).barOffset, Point(x: -345.8, y: 0)))
    }

    /// Issue 47 item 1. uias/Tabman 4.0.1 `Sources/Tabman/Bar/BarView/TMBarView.swift` lines 279–281:
    /// `var width = bounds.size.width / 2; width -= contentInset.left - safeAreaInsets.left;
    /// leftAlignmentInset = width - leftButtonWidth` (and 284–287 for the right side): the safe area is
    /// added. An 844×390 iPhone in landscape with 47 pt side insets, W = 844, f = 44.2, l = 88.4.
    @Test func centreAlignmentAddsTheSideSafeAreaAsTabmanDoes() {
        let landscape = Viewport(width: 844, height: 390, safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        var config = Preset.tabmanButtonBar.config
        config.bar.alignment = .center
        let bar = layout(config, viewport: landscape)
        // start = 422 − (0 − 47) − 22.1 = 446.9; end = 422 + 47 − 44.2 = 424.8 (subtracting S would give
        // 352.9 and 330.8, 94 pt less).
        #expect(close(bar.bar.scrollInsets, EdgeInsets(left: 446.9, right: 424.8)))
        // Page 0 (A8, TMBarView.swift lines 436–456): target 22.1 − 422 = −399.9, inside [−446.9, …];
        // off-centre delta 446.9 − (844 − 44.2)/2 = 47 > 0 → −446.9 (it was −352.9: 94 pt apart).
        #expect(close(bar.frame(FrameInput(position: 0)).barOffset, Point(x: -446.9, y: 0)))
    }
}
