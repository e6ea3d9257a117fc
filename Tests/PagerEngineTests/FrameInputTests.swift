import Testing

@testable import PagerEngine

/// Separate positions, blends and overrides for the parts the simulation animates.
/// ButtonBar buttons: x = 0 (44.2), 60.2 (77.35), 153.55, 246.9, 340.25 (88.4).
struct FrameInputTests {
    let bar = layout(Preset.tabmanButtonBar.config)

    @Test func partsCanShowOtherPositions() {
        var input = FrameInput(position: 1)
        input.indicator = .at(2)
        let frame = bar.frame(input)
        #expect(close(frame.indicator.rect, rect(153.55, 44.4, 77.35, 4)))
        #expect(frame.progresses == [0, 1, 0, 0, 0])
    }

    @Test func blendsMixTheGeometryOfTwoPositions() {
        var input = FrameInput(position: 3)
        // Indicator half-way from page 0 (0, 44.2) to page 1 (60.2, 77.35): (30.1, 60.775).
        input.indicator = .blend(from: 0, to: 1, fraction: 0.5)
        // A tap from 0 to 3: only buttons 0 and 3 change (not 1 and 2 on the way); font follows the target.
        input.buttons = .blend(from: 0, to: 3, fraction: 0.5)
        // Bar from p 0 (offset 0) to p 4 (38.65): 19.325.
        input.bar = .blend(from: 0, to: 4, fraction: 0.5)
        let frame = bar.frame(input)
        #expect(close(frame.indicator.rect, rect(30.1, 44.4, 60.775, 4)))
        #expect(frame.progresses == [0.5, 0, 0, 0.5, 0])
        #expect(frame.selectedIndexes == [3])
        #expect(close(frame.barOffset, Point(x: 19.325, y: 0)))
    }

    @Test func explicitValuesWin() {
        var input = FrameInput(position: 1)
        input.indicatorRect = rect(1, 2, 3, 4)
        input.barOffset = Point(x: 7, y: 0)
        input.buttonProgress = [0.1, 0.2, 0.3, 0.4, 2]
        let frame = bar.frame(input)
        #expect(frame.indicator.rect == rect(1, 2, 3, 4))
        #expect(frame.barOffset == Point(x: 7, y: 0))
        // Out-of-range progress is clamped to 1.
        #expect(frame.progresses == [0.1, 0.2, 0.3, 0.4, 1])
    }

    @Test func progressOverridesOfTheWrongLengthAreIgnored() {
        var input = FrameInput(position: 1)
        input.buttonProgress = [1]
        #expect(bar.frame(input).progresses == [0, 1, 0, 0, 0])
    }

    @Test func indexDefaultsToTheFloorAndIsClamped() {
        #expect(bar.frame(FrameInput(position: 2.7)).index == 2)
        #expect(bar.frame(FrameInput(position: -0.3)).index == 0)
        #expect(bar.frame(FrameInput(position: 4.4)).index == 4)
        #expect(bar.frame(FrameInput(position: 1, index: 9)).index == 4)
    }

    @Test func nonFinitePositionsShowTheFirstPage() {
        let frame = bar.frame(FrameInput(position: .nan))
        #expect(frame.position == 0)
        #expect(close(frame.indicator.rect, rect(0, 44.4, 44.2, 4)))
    }

    @Test func reusingAFrameGivesTheSameResult() {
        var reused = PagerFrame()
        bar.frame(FrameInput(position: 3.3), into: &reused)
        bar.frame(FrameInput(position: 1.5), into: &reused)
        #expect(reused == bar.frame(FrameInput(position: 1.5)))
    }
}
